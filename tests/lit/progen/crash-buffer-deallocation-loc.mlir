// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation
// XFAIL: *

// Found by bench/bench_progen.py, shrunk by hypothesis, then by hand.
// -buffer-deallocation stops with "internal error: AttributeError: 'OpResult'
// object has no attribute 'loc'" (status 2) on @f1's bufferized form, which
// returns a subview of its argument after a cf.br, because @main calls it;
// mlir-opt-19 -buffer-deallocation accepts the same memref input. The clone
// scheme falls back to the ownership-based one here, which raises
// "MemRef value does not have valid ownership" at a Value (not an op), and
// reporting that error crashes (-buffer-deallocation-pipeline, which
// canonicalizes first, deallocates the program). The same crash shows in
// -buffer-deallocation-pipeline wherever that error is raised (fuzzer
// heuristic, copy-before-write: tests/unit/test_progen.py's KNOWN).

func.func @f1(%arg1: tensor<4xf32>) -> tensor<1xf32> {
  %sl = tensor.extract_slice %arg1[0] [1] [1] : tensor<4xf32> to tensor<1xf32>
  cf.br ^bb1(%sl : tensor<1xf32>)
^bb1(%a: tensor<1xf32>):
  return %sl : tensor<1xf32>
}
func.func @main(%t: tensor<4xf32>) -> tensor<1xf32> {
  %r = func.call @f1(%t) : (tensor<4xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
