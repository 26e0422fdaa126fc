// RUN: bufferize-opt %s --split-input-file --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: %if mlir-opt-22 %{ not %mlir_opt %s --split-input-file -one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s --check-prefix=UPSTREAM %}

// Upstream wrong (found by tests/unit/progen/'s cf.switch whose default and
// a case share a successor): mlir-opt-22's One-Shot Bufferize converts the
// operands of only one of the two edges into the same block and leaves
// invalid IR (a tensor operand for a memref block argument). Ours bufferizes
// both edges; the output computes what the input computes.

// UPSTREAM: error: type mismatch for bb argument #0 of successor #1
func.func @switch(%t: tensor<4xf32>, %u: tensor<4xf32>, %s: i32) -> tensor<4xf32> {
  cf.switch %s : i32, [
    default: ^bb1(%t : tensor<4xf32>),
    0: ^bb1(%u : tensor<4xf32>)
  ]
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
}

// -----

// UPSTREAM: error: type mismatch for bb argument #0 of successor #1
func.func @cond_br(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%t : tensor<4xf32>), ^bb1(%u : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
}
