// Inherent attributes in the attr-dict that mlir-opt-22 takes (the RUN lines
// are in ../inherent-attr-dict-vs-upstream.mlir).

// CHECK-LABEL: sym_name = "slice"
// CHECK: "tensor.extract_slice"
// CHECK-SAME: static_offsets = array<i64: 1>
// CHECK-NOT: {static_offsets
func.func @slice(%t: tensor<8xf32>) -> tensor<2xf32> {
  %0 = tensor.extract_slice %t[0] [2] [1] {static_offsets = array<i64: 1>} : tensor<8xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK: "memref.global"
// CHECK-SAME: sym_name = "h"
memref.global @g : memref<2xf32> = dense<1.0> {sym_name = "h"}

// CHECK-LABEL: sym_name = "caller"
// CHECK: "func.call"() <{callee = @callee}>
func.func @caller() {
  func.call @caller() {callee = @callee} : () -> ()
  return
}
func.func private @callee()

// CHECK-LABEL: sym_name = "position"
// CHECK: "vector.extract"
// CHECK-SAME: static_position = array<i64: 2>
func.func @position(%v: vector<4xf32>) -> f32 {
  %e = vector.extract %v[1] {static_position = array<i64: 2>} : f32 from vector<4xf32>
  return %e : f32
}

// An attribute the C++ parser does not give from its syntax is the written one.
// CHECK-LABEL: sym_name = "unsigned_written"
// CHECK: "scf.for"
// CHECK-SAME: <{unsignedCmp}>
func.func @unsigned_written(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %ub {
  } {unsignedCmp}
  return
}

// CHECK-LABEL: sym_name = "pack"
// CHECK: "linalg.pack"
// CHECK-SAME: operandSegmentSizes = array<i32: 1, 1, 0, 0>
// CHECK-NOT: {operandSegmentSizes
func.func @pack(%a: tensor<16x8xf32>, %b: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  %p = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %b {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %p : tensor<4x2x4x4xf32>
}

// `disjoint` is a UnitProp upstream, no attribute: an entry of that name is a
// discardable attribute, in the custom form and in the generic one (before:
// `{disjoint}` made the op disjoint, which lets folds assume its indices are
// in bounds).
// CHECK-LABEL: sym_name = "unit_prop"
// CHECK: "affine.linearize_index"(%arg0, %arg1) <{disjoint = false,
// CHECK-SAME: {disjoint}
// CHECK: "affine.linearize_index"(%arg0, %arg1) <{disjoint = false,
// CHECK-SAME: {disjoint}
func.func @unit_prop(%a: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index [%a, %b] by (4, 8) {disjoint} : index
  %1 = "affine.linearize_index"(%a, %b) {disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 8>} : (index, index) -> index
  return %0, %1 : index, index
}
