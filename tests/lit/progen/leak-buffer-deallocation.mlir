// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation 2>&1 | FileCheck %s
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation | FileCheck %s --check-prefix=OUT
// RUN: %if mlir-opt-22 %{ bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation | %mlir_opt --verify-each -o /dev/null %}

// Found by bench/bench_progen.py, shrunk by hypothesis, then by hand. The
// clone-based -buffer-deallocation (LLVM 19 behaviour) left the alloc of
// the scf.for's iter_arg (a copy of the constant) unfreed when ^bb1 is taken:
// only ^bb2 passes it to ^bb3, and no clone or dealloc was placed for the
// other edge (^bb3's argument, returned, is an alias of both allocations, so
// neither was freed; ^bb0 dominates ^bb3, so upstream's rule does not make it
// a critical alias). mlir-opt-19 -buffer-deallocation leaks the same alloc;
// -buffer-deallocation-pipeline frees it. Now a block argument (or region
// result) fed different buffers on different edges and returned is a
// critical alias: each edge passes a clone, and both allocations are freed
// in ^bb3.

// CHECK-NOT: leak
// CHECK: @f1: equal on 3 inputs
// CHECK: 1 function compared (1 equal, 0 differ)

// OUT: ^bb1:
// OUT-NEXT: %[[C1:.*]] = bufferization.clone %alloc_0
// OUT-NEXT: cf.br ^bb3(%[[C1]] :
// OUT: ^bb2:
// OUT-NEXT: %[[C2:.*]] = bufferization.clone %1
// OUT-NEXT: cf.br ^bb3(%[[C2]] :
// OUT: ^bb3(%[[A:.*]]: memref<4xf32>):
// OUT-DAG: memref.dealloc %alloc_0
// OUT-DAG: memref.dealloc %alloc :
// OUT: return %[[A]]

func.func @f1(%arg1: f32) -> tensor<4xf32> {
  %t2 = arith.constant dense<[-3.0, 0.0, 3.0, -3.0]> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %for = scf.for %iv = %c0 to %c1 step %c1 iter_args(%acc = %t2) -> (tensor<4xf32>) {
    %ins = tensor.insert %arg1 into %t2[%c0] : tensor<4xf32>
    scf.yield %acc : tensor<4xf32>
  }
  %fill = linalg.fill ins(%arg1 : f32) outs(%t2 : tensor<4xf32>) -> tensor<4xf32>
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%fill : tensor<4xf32>)
^bb2:
  cf.br ^bb3(%for : tensor<4xf32>)
^bb3(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
}
