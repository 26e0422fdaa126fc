// linalg.yield is a C++ parser upstream: its operands, then the attr-dict,
// then their types. Before, the tool read and printed the attr-dict first, so
// it refused `linalg.yield %x {a} : f32`, which mlir-opt-22 prints.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: bufferize-opt %S/Inputs/linalg-yield-valid.mlir > %t.ours
// RUN: %mlir_opt %S/Inputs/linalg-yield-valid.mlir > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: FileCheck %S/Inputs/linalg-yield-valid.mlir < %t.ours

#id = affine_map<(d0) -> (d0)>
func.func @types(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    // expected-error@+1 {{custom op 'linalg.yield' number of operands and types do not match: got 2 operands and 1 types}}
    linalg.yield %x, %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @before(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    // expected-error@+1 {{expected ':'}}
    linalg.yield %x
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
