// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation 2>&1 | FileCheck %s
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=fuzzer" -buffer-deallocation-pipeline 2>&1 | FileCheck %s
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize="bufferize-function-boundaries copy-before-write" -buffer-deallocation-pipeline 2>&1 | FileCheck %s
// RUN: not bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -ownership-based-buffer-deallocation 2>&1 | FileCheck %s --check-prefix=OBBD

// Found by bench/bench_progen.py, shrunk by hypothesis, then by hand.
// -buffer-deallocation stopped with "internal error: AttributeError: 'OpResult'
// object has no attribute 'loc'" (status 2) on @f1's bufferized form, which
// returns a subview of its argument after a cf.br, because @main calls it;
// mlir-opt-19 -buffer-deallocation accepts the same memref input. Two bugs:
// - the clone scheme fell back to the ownership-based one for @main, whose
//   call result it thought unfreed, though @main returns it right away (then
//   for @f1 too, as a caller of it falls back); now it keeps the clone scheme
//   and its output is mlir-opt-19's (nothing to free);
// - the ownership-based pass rejects @f1 ("MemRef value does not have valid
//   ownership": %sl is both forwarded to ^bb1 and live in it, as mlir-opt-22
//   rejects it; -buffer-deallocation-pipeline canonicalizes the cf.br away
//   first) and raises that error at a Value, not an op, and reporting it
//   crashed. It is now located at the value's defining op, exit status 1.
// The same crash showed in -buffer-deallocation-pipeline wherever that error
// is raised (fuzzer heuristic, copy-before-write).

// CHECK-NOT: error
// CHECK: @f1: equal on 3 inputs
// CHECK: @main: equal on 3 inputs
// CHECK: 2 functions compared (2 equal, 0 differ)

// OUT-NOT: remark
// OUT-NOT: ownership
// OUT-NOT: dealloc
// OUT-NOT: clone
// OUT: return %subview

// OBBD: crash-buffer-deallocation-loc.mlir:[[# @LINE + 4]]:9: error: MemRef value does not have valid ownership
// OBBD-NOT: internal error

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
