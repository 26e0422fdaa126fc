// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation
// XFAIL: *

// Found by bench/bench_progen.py, shrunk by hypothesis, then by hand. The
// clone-based -buffer-deallocation (LLVM 19 behaviour) leaves the alloc of
// the scf.for's iter_arg (a copy of the constant) unfreed when ^bb1 is taken:
// only ^bb2 passes it to ^bb3, and no clone or dealloc is placed for the
// other edge. mlir-opt-19 -buffer-deallocation leaks the same alloc;
// -buffer-deallocation-pipeline frees it.

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
