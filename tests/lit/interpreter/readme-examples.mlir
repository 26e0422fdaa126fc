// The README's --run and memory-checker examples, on the files that ship in examples/.
// RUN: bufferize-opt %S/../../../examples/run_sum.mlir -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline --run=main | FileCheck %s --check-prefix=OUT
// RUN: not bufferize-opt %S/../../../examples/llvm19_leak.mlir --run=main --run-seed=2 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: bufferize-opt %S/../../../examples/llvm19_leak.mlir --run=main --run-seed=0 | FileCheck %s --check-prefix=NOLEAK

// OUT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// OUT-NEXT: [2,  4,  6,  8]
// OUT-NEXT: 2

// (stdout, the result 2, and stderr interleave in any order)
// LEAK: llvm19_leak.mlir:10:8: error: leak: this allocation is never deallocated
// LEAK-NEXT: %0 = bufferization.clone %alloc : memref<4xf32> to memref<4xf32>

// NOLEAK: 1
// NOLEAK-NOT: error
