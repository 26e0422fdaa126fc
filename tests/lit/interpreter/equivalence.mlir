// RUN: bufferize-opt %s --check-equivalence --one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: not bufferize-opt %s --check-equivalence --load-plugin=%S/Inputs/drop_copies.py --one-shot-bufferize=bufferize-function-boundaries -test-drop-copies -buffer-deallocation-pipeline 2>&1 | FileCheck %s

// Our pipeline keeps what @keep computes; a pass that drops the copy of %t
// does not, and --check-equivalence says where and on which input.

// CHECK: equivalence.mlir:[[# @LINE + 1]]:1: error: @keep computes something else after the pipeline (input seed 0): result #0 is [9.0, 0.0, -3.0, -2.0] before and [9.0, 0.0, 0.0, 0.0] after
func.func @keep(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %c = arith.constant 9.0 : f32
  %r = tensor.insert %c into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
