// Errors of vector.mask (maskable ops, mask types, passthru), of the custom
// syntax of the transfers, and of vector.extract (element type, 0-d result,
// inferred result type), in upstream's words (annotations from mlir-opt-22's
// output on this input); the file passes under mlir-opt-22 -split-input-file
// -verify-diagnostics too (tests/lit/with-mlir/vector-invalid-vs-upstream.mlir).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %mask, %p { vector.reduction <add>, %pt : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %p: f32, %iv: vector<4xindex>) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %mask, %pt { vector.gather %m[%i] [%iv], %mask, %pt : memref<4xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %p: f32, %iv: vector<4xindex>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  vector.mask %mask { vector.scatter %m[%i] [%iv], %mask, %pt : memref<4xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> }  : vector<4xi1>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %mask, %pt { vector.outerproduct %pt, %p : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %p: f32) {
  %0 = vector.mask %mask, %pt { vector.transfer_read %m[%i], %p : memref<4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x4xi1>' mask for the maskable operation}}
  %0 = vector.mask %mask { vector.outerproduct %pt, %pt : vector<4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4x4xi1>, %pt: vector<4xf32>, %p: f32) {
  %0 = vector.mask %mask { vector.outerproduct %pt, %pt : vector<4xf32>, vector<4xf32> } : vector<4x4xi1> -> vector<4x4xf32>
  return
}

// -----

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @f(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>, %mask: vector<2x3x5xi1>) {
  %0 = vector.mask %mask { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x5xf32>, vector<5x3xf32> into vector<2x3xf32> } : vector<2x3x5xi1> -> vector<2x3xf32>
  return
}

// -----

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @f(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>, %mask: vector<2x5xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<2x3x5xi1>' mask for the maskable operation}}
  %0 = vector.mask %mask { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x5xf32>, vector<5x3xf32> into vector<2x3xf32> } : vector<2x5xi1> -> vector<2x3xf32>
  return
}

// -----

func.func @f(%mask: vector<4xi1>) {
  vector.mask %mask { } : vector<4xi1>
  return
}

// -----

func.func @f(%mask: vector<4xi1>, %pt: vector<4xf32>) {
  %0 = vector.mask %mask { vector.yield %pt : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %mask: vector<4xi1>, %pt: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %mask { vector.transfer_read %m[%i], %p : memref<4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf16>
  return
}

// -----

func.func @f(%m: f32, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %p : f32, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i], %p : memref<4xf32>, f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 1 indices}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<4xf32>, vector<2x4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 1 indices}}
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<4xf32>
  return
}

// -----

func.func @f(%m: tensor<4xf32>, %i: index, %v: vector<4xf32>) {
  %0 = vector.transfer_write %v, %m[%i] : vector<4xf32>, tensor<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
  %0 = vector.extract %v[1] : f16 from vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 1] : f32 from vector<4xf32>
  return
}

// -----

func.func @f(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { vector.extract %v[1] : f32 from vector<4xf32> } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (4) and result (6)}}
  %0 = vector.shape_cast %a : vector<4xf32> to vector<2x3xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<3xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %a : vector<3xf32> -> vector<1xf32>
  return
}

// -----

func.func @f(%m: f32, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %v, %m[%i] : f32, f32
  return
}

// -----

func.func @f(%m: memref<4xvector<2xf32>>, %i: index, %p: vector<2xf32>, %mask: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %mask : memref<4xvector<2xf32>>, vector<4x2xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index, %p: f32, %mask: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i, %i], %p, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x4xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x4xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[1] : vector<f32> from vector<4x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x1xf32>) {
  %0 = vector.extract %v[1] : f32 from vector<4x1xf32>
  return
}

// -----

func.func @f(%v: vector<4x4xf32>, %i: index) {
  // expected-error@+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 1, 2>}> : (vector<4x4xf32>, index) -> f32
  return
}
