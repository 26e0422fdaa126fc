// Errors of vector memory ops (load/store layouts, expandload, compressstore,
// type_cast) and vector.scan in upstream's words; the file passes under
// mlir-opt-22 -split-input-file -verify-diagnostics too
// (tests/lit/with-mlir/vector-invalid-vs-upstream.mlir).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @load_elt(%m: memref<?xf64>, %i: index) -> vector<8xf32> {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf64>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @store_elt(%m: memref<?xf64>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf64>, vector<8xf32>
  return
}

// -----

func.func @store_stride(%m: memref<?xf32, strided<[2]>>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i] : memref<?xf32, strided<[2]>>, vector<8xf32>
  return
}

// -----

func.func @load_stride_map(%m: memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2)>>, %i: index) -> vector<4xf32> {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 * 2)>>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @load_one_element_any_stride(%m: memref<?xf32, strided<[2]>>, %i: index, %n: memref<?xf32>) -> vector<1xf32> {
  %0 = vector.load %m[%i] : memref<?xf32, strided<[2]>>, vector<1xf32>
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %1 = vector.load %n[%i] : memref<?xf32>, vector<2x8xf32>
  return %0 : vector<1xf32>
}

// -----

func.func @store_rank(%m: memref<?xf32>, %i: index, %v: vector<2x8xf32>) {
  // expected-error@+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<2x8xf32>
  return
}

// -----

func.func @type_cast_layout(%m: memref<4x3xf32, strided<[1, 4]>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32, strided<[1, 4]>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @expand_elt(%base: memref<?xf64>, %mask: vector<8xi1>, %p: vector<8xf32>, %i: index) -> vector<8xf32> {
  // expected-error@+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %base[%i], %mask, %p : memref<?xf64>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @expand_indices(%base: memref<?x?xf32>, %mask: vector<8xi1>, %p: vector<8xf32>, %i: index) -> vector<8xf32> {
  // expected-error@+1 {{'vector.expandload' op requires 2 indices}}
  %0 = vector.expandload %base[%i], %mask, %p : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @expand_mask(%base: memref<?xf32>, %mask: vector<4xi1>, %p: vector<8xf32>, %i: index) -> vector<8xf32> {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %base[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @expand_pass_thru(%base: memref<?xf32>, %mask: vector<8xi1>, %p: vector<8xf32>, %i: index) -> vector<8xf16> {
  // expected-error@+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %base[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf16>
  return %0 : vector<8xf16>
}

// -----

func.func @expand_pass_thru_shape(%base: memref<?xf32>, %mask: vector<8xi1>, %p: vector<4xf32>, %i: index) -> vector<8xf32> {
  // expected-error@+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %base[%i], %mask, %p : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @compress_elt(%base: memref<?xf64>, %mask: vector<8xi1>, %v: vector<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %base[%i], %mask, %v : memref<?xf64>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @compress_mask(%base: memref<?xf32>, %mask: vector<9xi1>, %v: vector<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %base[%i], %mask, %v : memref<?xf32>, vector<9xi1>, vector<8xf32>
  return
}

// -----

func.func @compress_indices(%base: memref<?xf32>, %mask: vector<8xi1>, %v: vector<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op requires 1 indices}}
  vector.compressstore %base[%i, %i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// -----

func.func @scan_dim(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 2} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @scan_init_rank(%a: vector<2x3xi32>, %b: vector<2x3xi32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 1} : vector<2x3xi32>, vector<2x3xi32>
  return
}

// -----

func.func @scan_init_shape(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = false, reduction_dim = 1} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @scan_kind(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'and'}}
  %0:2 = vector.scan <and>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @scan_generic_types(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.scan' op failed to verify that all of {initial_value, accumulated_value} have same type}}
  %0:2 = "vector.scan"(%a, %b) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x3xf32>, vector<3xf32>) -> (vector<2x3xf32>, vector<3xf16>)
  return
}
