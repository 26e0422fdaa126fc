// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries
// XFAIL: *

// Found by bench/bench_progen.py --upstream (mlir-opt-22 died with a
// segmentation fault on program 137 of --seed 1), shrunk by hypothesis, then
// by hand. A cf loop whose back edge passes a tensor.cast chain of the
// header's block argument: One-Shot Bufferize recurses without end (ours:
// "error: input is nested too deeply to process", a RecursionError;
// mlir-opt-22: a segmentation fault, also under
// function-boundary-type-conversion=identity-layout-map). Without the two
// casts both bufferize it.

func.func @f2(%arg1: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %arg1 : index, tensor<4xf32>)
^bb1(%i: index, %a: tensor<4xf32>):
  %lc = arith.cmpi slt, %i, %c1 : index
  cf.cond_br %lc, ^bb2, ^bb3
^bb2:
  %d = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %s = tensor.cast %d : tensor<?xf32> to tensor<4xf32>
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n, %s : index, tensor<4xf32>)
^bb3:
  return %a : tensor<4xf32>
}
