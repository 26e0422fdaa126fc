// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries
// XFAIL: *

// Found by bench/bench_progen.py (program 137 of --seed 1: a function that
// returns one of two constants through a cf block argument), shrunk by
// hypothesis, then by hand. One-Shot Bufferize treats the result of a call
// as a writable buffer, but @f0 returns a memref.get_global of a constant:
// the linalg.fill in @f1 is bufferized in place and stores into the
// constant global ("write into a constant memref.global"). mlir-opt-22's
// output does the same; after -buffer-deallocation-pipeline, which clones
// the returned global, both are right.

func.func @f0() -> tensor<4xf32> {
  %t1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %t1 : tensor<4xf32>
}
func.func @f1(%v: f32) -> tensor<4xf32> {
  %r = func.call @f0() : () -> tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
