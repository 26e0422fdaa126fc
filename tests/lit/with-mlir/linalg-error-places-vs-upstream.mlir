// Errors that upstream's linalg parsers report once they have read past a
// piece: at the token that follows it, which may be on the next line. Before,
// these were at the op's name (or one space after it). The file passes under
// both tools; our places are checked too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s

// No region: where the token that is not its `{` is reported (the end of the
// text before it).
// CHECK: .mlir:[[# @LINE + 6]]:29: error: expected '{' to begin a region
func.func @generic_no_region(%arg0: memref<f32>) {
  // expected-error @+4 {{expected '{' to begin a region}}
  linalg.generic {
    indexing_maps =  [ affine_map<() -> (0)> ],
    iterator_types = []
  } ins(%arg0 : memref<f32>)
}

// -----

// The iterator types are checked after the attribute dictionary: at `outs`.
// CHECK: .mlir:[[# @LINE + 6]]:7: error: custom op 'linalg.generic' unexpected iterator_type (random)
func.func @generic_wrong_iterator(%arg0: memref<1xi32>) {
  // expected-error @+4 {{unexpected iterator_type (random)}}
  linalg.generic {
    indexing_maps =  [ affine_map<(i) -> (i)> ],
    iterator_types = ["random"]}
      outs(%arg0 : memref<1xi32>) {
    ^bb(%i : i32):
    linalg.yield %i : i32
  }
  return
}

// -----

// The region of a named op is built last: at the token after the op.
// CHECK: .mlir:[[# @LINE + 5]]:3: error: custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2
func.func @incorrect_region_arg_count(%m: memref<?x?xf32>) {
  // expected-error @+3 {{region expects 3 args, got 2}}
  %res = linalg.matmul ins(%m, %m : memref<?x?xf32>, memref<?x?xf32>)
                       -> (tensor<?x?xf32>, tensor<?x?xf32>)
  return
}

// -----

// A required keyword attribute: at the token after the op's name.
// CHECK: .mlir:[[# @LINE + 4]]:7: error: custom op 'linalg.contract' expected 'indexing_maps' attribute
func.func @indexing_maps_after_operands(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  // expected-error @+2 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  linalg.contract
      ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>)
      outs(%init : tensor<4x64xf32>)
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 3]]:19: error: custom op 'linalg.contract' expected 'indexing_maps' attribute
func.func @same_line(%lhs: tensor<4x1xf32>, %rhs: tensor<1x64xf32>, %init: tensor<4x64xf32>) {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  linalg.contract ins(%lhs, %rhs : tensor<4x1xf32>, tensor<1x64xf32>) outs(%init : tensor<4x64xf32>) -> tensor<4x64xf32>
  return
}
