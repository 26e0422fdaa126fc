// RUN: bufferize-opt %s --check-equivalence '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' 2>&1 | FileCheck %s
// RUN: bufferize-opt %s --check-equivalence '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' -buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC
// RUN: bufferize-opt %s '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' | FileCheck %s --check-prefix=OUT
// RUN: %if mlir-opt-22 %{ bufferize-opt %s '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' | %mlir_opt --verify-each -o /dev/null %}
// RUN: %if mlir-opt-22 %{ %mlir_opt %s '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' | FileCheck %s --check-prefix=OUT %}

// Found by the program generator campaign (bench/bench_progen.py --programs
// 10000 --seed 1, program 1278), shrunk by hand. The loop yields its first
// iter arg %a to both %a and %b, so from the second iteration on %b would be
// %a's buffer, and the write into %b clobbered %a: @f returned [2.0, 2.0]
// where its input computes [1.0, 2.0]. As upstream (ForOpInterface's
// resolveConflicts), a yielded value that aliases another iter arg or a value
// defined outside the loop is now copied before it is yielded.

// CHECK: @f: equal on 3 inputs
// CHECK: check-equivalence: 1 function compared (1 equal, 0 differ)
// DEALLOC-NOT: leak
// DEALLOC: check-equivalence: 1 function compared (1 equal, 0 differ)

// OUT: scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %{{.*}})
// OUT-NEXT: memref.store %{{.*}}, %[[B]]
// OUT-NEXT: %[[C:.*]] = memref.alloc()
// OUT-NEXT: memref.copy %[[A]], %[[C]]
// OUT-NEXT: scf.yield %[[A]], %[[C]]
func.func @f(%x: f32) -> tensor<2xf32> {
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t, %b = %t) -> (tensor<2xf32>, tensor<2xf32>) {
    %w = tensor.insert %x into %b[%c0] : tensor<2xf32>
    scf.yield %a, %a : tensor<2xf32>, tensor<2xf32>
  }
  return %r#0 : tensor<2xf32>
}
