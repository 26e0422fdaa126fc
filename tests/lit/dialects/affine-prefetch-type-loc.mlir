// affine.prefetch with a type that is not a memref: the error is reported
// where mlir-opt-22's parseColonType<MemRefType> reports it, at the `:`
// before the type (past an attribute dictionary, whitespace, comments and
// line breaks), not at the op name.  tests/lit/with-mlir/affine-prefetch-type-loc-vs-upstream.mlir
// diffs these diagnostics with mlir-opt-22's.
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s

func.func @tensor(%A: tensor<100xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<3>, data : tensor<100xf32>
  return
}
// CHECK: affine-prefetch-type-loc.mlir:9:51: error: custom op 'affine.prefetch' invalid kind of type specified: expected builtin.memref, but found 'tensor<100xf32>'
// CHECK-NEXT: {{^}}  affine.prefetch %A[%i], read, locality<3>, data : tensor<100xf32>
// CHECK-NEXT: {{^}}                                                  ^

// -----

func.func @no_space(%A: f32, %i: index) {
  affine.prefetch %A[%i], write, locality<0>, instr: f32
  return
}
// CHECK: affine-prefetch-type-loc.mlir:19:52: error: custom op 'affine.prefetch' invalid kind of type specified: expected builtin.memref, but found 'f32'

// -----

func.func @attr_dict(%A: vector<4xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<1>, data {note = "} :"}   :
      vector<4xf32>
  return
}
// CHECK: affine-prefetch-type-loc.mlir:27:68: error: custom op 'affine.prefetch' invalid kind of type specified: expected builtin.memref, but found 'vector<4xf32>'

// -----

func.func @comment(%A: memref<*xf32>, %i: index) {
  affine.prefetch %A[%i], read, locality<2>, data // the type follows
    : memref<*xf32>
  return
}
// CHECK: affine-prefetch-type-loc.mlir:37:5: error: custom op 'affine.prefetch' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'
