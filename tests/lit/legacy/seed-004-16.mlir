// Seed 004, MLIR block 16, as written except: use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// Expected: the seed's own output of this function (buffers = allocs, which the 2021 pass made for copies, or today's clones): {'buffers': 5, 'dealloc': 4}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @loop_nested_if(
// BUFFERS-COUNT-5: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @loop_nested_if(
// DEALLOC-COUNT-4: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @loop_nested_if(
 %lb: index,
 %ub: index,
 %step: index,
 %buf: memref<2xf32>,
 %res: memref<2xf32>) {
 %0 = scf.for %i = %lb to %ub step %step
 iter_args(%iterBuf = %buf) -> memref<2xf32> {
 %1 = cmpi "eq", %i, %ub : index
 %2 = scf.if %1 -> (memref<2xf32>) {
 %3 = alloc() : memref<2xf32> // makes %2 a critical alias due to a
 // divergent allocation
 "test.use"(%3) : (memref<2xf32>) -> ()
 scf.yield %3 : memref<2xf32>
 } else {
 scf.yield %iterBuf : memref<2xf32>
 }
 scf.yield %2 : memref<2xf32>
 }
 "linalg.copy"(%0, %res) : (memref<2xf32>, memref<2xf32>) -> ()
 return
}
