// Errors of vector ops in generic form: properties of the wrong attribute kind
// (upstream's property conversion), missing or non-enum attributes, operand
// kinds, in upstream's words (annotations from mlir-opt-22's output on this
// input); the file passes under mlir-opt-22 -split-input-file
// -verify-diagnostics too (tests/lit/with-mlir/vector-invalid-vs-upstream.mlir).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
func.func @f(%a: f32, %b: vector<3xf32>, %c: vector<3xf32>) -> f32 {
  // expected-error@+1 {{'vector.contract' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.contract"(%a, %b, %a) <{indexing_maps = [affine_map<(k) -> ()>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (f32, vector<3xf32>, f32) -> f32
  return %0 : f32
}

// -----

func.func @f(%b: vector<3xf32>, %c: f32) -> f32 {
  // expected-error@+1 {{invalid properties {indexing_maps = 3 : i64, iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>} for op vector.contract: Invalid attribute `indexing_maps` in property conversion: 3 : i64}}
  %0 = "vector.contract"(%b, %b, %c) <{indexing_maps = 3, iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<3xf32>, vector<3xf32>, f32) -> f32
  return %0 : f32
}

// -----

func.func @f(%b: vector<3xf32>, %c: f32) -> f32 {
  // expected-error@+1 {{'vector.contract' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "vector.contract"(%b, %b, %c) <{indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>}> : (vector<3xf32>, vector<3xf32>, f32) -> f32
  return %0 : f32
}

// -----

func.func @f(%b: vector<3xf32>, %c: f32) -> f32 {
  %0 = "vector.contract"(%b, %b, %c) <{indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<3xf32>, vector<3xf32>, f32) -> f32
  return %0 : f32
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{invalid properties {inclusive = 1 : i32, kind = #vector.kind<add>, reduction_dim = 0 : i64} for op vector.scan: Invalid attribute `inclusive` in property conversion: 1 : i32}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>, inclusive = 1 : i32, reduction_dim = 0}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}

// -----

func.func @f(%a: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op requires attribute 'mask'}}
  %0 = "vector.shuffle"(%a, %a) : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{invalid properties {mask_dim_sizes = [1]} for op vector.constant_mask: Invalid attribute `mask_dim_sizes` in property conversion: [1]}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = [1]}> : () -> vector<2xi1>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0)[s0] -> (s0)>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [0], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
  %1 = "vector.extract_strided_slice"(%a) {offsets = [0], sizes = [2], strides = [1]} : (vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 2}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 0>}> : (vector<4xf32>) -> vector<4x1xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.to_elements' op requires a single operand}}
  %0:4 = "vector.to_elements"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> (f32, f32, f32, f32)
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.expandload' op operand #1 must be fixed-length vector of 1-bit signless integer values, but got 'index'}}
  %0 = "vector.expandload"(%m, %i, %mask) : (memref<?xf32>, index, vector<4xi1>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<f32>, %mask: vector<i1>) {
  // expected-error@+1 {{'vector.expandload' op operand #2 must be fixed-length vector of 1-bit signless integer values, but got 'vector<i1>'}}
  %0 = "vector.expandload"(%m, %i, %mask, %p) : (memref<?xf32>, index, vector<i1>, vector<f32>) -> vector<f32>
  return
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = "vector.scan"(%a, %b) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = -1}> : (vector<2x3xi32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{invalid properties {permutation = [0]} for op vector.transpose: Invalid attribute `permutation` in property conversion: [0]}}
  %0 = "vector.transpose"(%a) <{permutation = [0]}> : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{invalid properties {offsets = array<i64: 0>, sizes = [2], strides = [1]} for op vector.extract_strided_slice: Invalid attribute `offsets` in property conversion: array<i64: 0>}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = array<i64: 0>, sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{invalid properties {in_bounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>} for op vector.transfer_read: Invalid attribute `in_bounds` in property conversion: array<i1: false>}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{invalid properties {in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = 1 : i64} for op vector.transfer_read: Invalid attribute `permutation_map` in property conversion: 1 : i64}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = 1 : i64}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{invalid properties {alignment = 1.000000e+00 : f32} for op vector.load: Invalid attribute `alignment` in property conversion: 1.000000e+00 : f32}}
  %0 = "vector.load"(%m, %i) <{alignment = 1.0 : f32}> : (memref<4xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{invalid properties {static_position = [0]} for op vector.extract: Invalid attribute `static_position` in property conversion: [0]}}
  %0 = "vector.extract"(%a) <{static_position = [0]}> : (vector<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op operand #2 must be vector of 1-bit signless integer values, but got 'index'}}
  %0 = "vector.maskedload"(%m, %i, %i, %p) : (memref<?xf32>, index, index, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedstore' op operand #2 must be vector of 1-bit signless integer values, but got 'index'}}
  "vector.maskedstore"(%m, %i, %i, %p) : (memref<?xf32>, index, index, vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.compressstore' op operand #2 must be fixed-length vector of 1-bit signless integer values, but got 'index'}}
  "vector.compressstore"(%m, %i, %i, %p) : (memref<?xf32>, index, index, vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<4xf32>, %v: vector<4xindex>) {
  // expected-error@+1 {{'vector.gather' op operand #3 must be vector of 1-bit signless integer values, but got 'index'}}
  %0 = "vector.gather"(%m, %i, %v, %i, %p) : (memref<?xf32>, index, vector<4xindex>, index, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<4xf32>, %v: vector<4xindex>) {
  // expected-error@+1 {{'vector.scatter' op operand #3 must be vector of 1-bit signless integer values, but got 'index'}}
  "vector.scatter"(%m, %i, %v, %i, %p) : (memref<?xf32>, index, vector<4xindex>, index, vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32, %mask: vector<4xi1>) {
  // expected-error@+1 {{'vector.expandload' op operand #3 must be vector of any type values, but got 'f32'}}
  %0 = "vector.expandload"(%m, %i, %mask, %p) : (memref<?xf32>, index, vector<4xi1>, f32) -> vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<[4]xf32>, %mask: vector<[4]xi1>) {
  // expected-error@+1 {{'vector.expandload' op operand #2 must be fixed-length vector of 1-bit signless integer values, but got 'vector<[4]xi1>'}}
  %0 = "vector.expandload"(%m, %i, %mask, %p) : (memref<?xf32>, index, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: vector<[4]xf32>, %mask: vector<[4]xi1>) {
  %0 = "vector.maskedload"(%m, %i, %mask, %p) : (memref<?xf32>, index, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @f(%a0: vector<4xf32>, %a1: vector<8xf32>, %a2: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op result #0 must be vector of any type values, but got 'f32'}}
  %6 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> f32
  return
}

// -----

func.func @f(%a0: f32, %a1: vector<8xf32>, %a2: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (f32, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}
// -----
func.func @f(%a0: i32, %a1: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a0, %a1) : (i32, f32) -> vector<2xf32>
  return
}
// -----
func.func @f(%a0: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a0) : (f32) -> vector<2xf32>
  return
}
// -----
func.func @f(%a0: f32, %a1: index, %a2: vector<8xi32>, %a3: vector<8xi1>, %a4: vector<8xf32>) {
  // expected-error@+1 {{'vector.gather' op operand #0 must be Tensor or MemRef of any type values, but got 'f32'}}
  %0 = "vector.gather"(%a0, %a1, %a2, %a3, %a4) : (f32, index, vector<8xi32>, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  return
}
// -----
func.func @f(%a0: memref<4xf32>, %a1: vector<2x3xf32>, %a2: index) {
  %0 = "vector.insert"(%a0, %a1, %a2) <{static_position = array<i64: 1, -9223372036854775808>}> : (memref<4xf32>, vector<2x3xf32>, index) -> vector<2x3xf32>
  return
}
// -----
func.func @f(%a0: f32, %a1: vector<2xf32>, %a2: index) {
  // expected-error@+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert"(%a0, %a1, %a2) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2xf32>, index) -> vector<2x3xf32>
  return
}
// -----
func.func @f(%a0: f32, %a1: vector<2x3xf32>, %a2: index) {
  %0 = "vector.insert"(%a0, %a1, %a2) <{static_position = array<i64: 1, 2>}> : (f32, vector<2x3xf32>, index) -> vector<2x3xf32>
  return
}
// -----
func.func @f(%a0: vector<2x3xf32>, %a1: f32) {
  // expected-error@+1 {{'vector.extract' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "vector.extract"(%a0, %a1) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x3xf32>, f32) -> f32
  return
}
// -----
func.func @f(%a0: vector<f32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.extract_strided_slice"(%a0) <{offsets = [2], sizes = [4], strides = [1]}> : (vector<f32>) -> vector<4xf32>
  return
}
// -----
func.func @f(%a0: vector<8xi1>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op failed to verify that operand and result have same element type}}
  %0 = "vector.extract_strided_slice"(%a0) <{offsets = [2], sizes = [4], strides = [1]}> : (vector<8xi1>) -> vector<4xf32>
  return
}
// -----
func.func @f(%a0: vector<4x2xf32>, %a1: vector<2xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%a0, %a1) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x2xf32>, vector<2xf32>) -> vector<4xi32>
  return
}
// -----
func.func @f(%a0: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = "vector.transpose"(%a0) <{permutation = array<i64: 1, 0>}> : (vector<2x3xf32>) -> vector<4xi1>
  return
}
// -----
func.func @f(%a0: memref<?xf32>, %a1: index, %a2: vector<16xi1>, %a3: vector<f32>) {
  // expected-error@+1 {{'vector.expandload' op operand #3 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.expandload"(%a0, %a1, %a2, %a3) : (memref<?xf32>, index, vector<16xi1>, vector<f32>) -> vector<16xf32>
  return
}
// -----
func.func @f(%a0: vector<f32>, %a1: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0:2 = "vector.scan"(%a0, %a1) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<f32>, vector<3xi32>) -> (vector<2x3xi32>, vector<3xi32>)
  return
}
// -----
func.func @f(%a0: memref<16xf32>, %a1: index, %a2: vector<8xi32>, %a3: vector<8xi1>, %a4: vector<f32>) {
  // expected-error@+1 {{'vector.scatter' op operand #4 must be vector of any type values, but got 'vector<f32>'}}
  "vector.scatter"(%a0, %a1, %a2, %a3, %a4) : (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<f32>) -> ()
  return
}
// -----
func.func @f(%a0: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.interleave"(%a0, %a0) : (vector<4xf32>, vector<4xf32>) -> vector<f32>
  return
}
// -----
func.func @f(%a0: vector<2xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%a0) : (vector<2xf32>) -> (vector<4xf32>, vector<4xf32>)
  return
}
// -----
func.func @f(%a0: vector<[4]xf32>, %a1: vector<8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=0)}}
  %0 = "vector.insert_strided_slice"(%a0, %a1) <{offsets = [2], strides = [1]}> : (vector<[4]xf32>, vector<8xf32>) -> vector<8xf32>
  return
}
// -----
func.func @f(%a0: vector<4xi1>, %a1: vector<8xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = "vector.insert_strided_slice"(%a0, %a1) <{offsets = [2], strides = [1]}> : (vector<4xi1>, vector<8xf32>) -> vector<8xf32>
  return
}
// -----
func.func @f(%a0: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.shuffle"(%a0, %a0) <{mask = array<i64: 0, 4, 1, 5>}> : (vector<4xf32>, vector<4xf32>) -> f32
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'f32'}}
  %0 = "vector.step"() : () -> f32
  return
}
// -----
func.func @f(%a0: f32) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'f32'}}
  %0 = "vector.type_cast"(%a0) : (f32) -> memref<vector<16xf32>>
  return
}
// -----
func.func @f(%a0: memref<?xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = "vector.type_cast"(%a0) : (memref<?xf32>) -> memref<vector<16xf32>>
  return
}

// -----

func.func @f(%a0: vector<[4]xf32>, %a1: vector<8xf32>, %a2: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}
// -----
func.func @f(%a0: vector<4xi1>, %a1: vector<8xf32>, %a2: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that lhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (vector<4xi1>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}
// -----
func.func @f(%a0: f32, %a1: vector<2x3xf32>, %a2: index) {
  // expected-error@+1 {{'vector.insert' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.insert"(%a0, %a1, %a2) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2x3xf32>, index) -> f32
  return
}
// -----
func.func @f(%a0: f32) {
  // expected-error@+1 {{'vector.from_elements' op result #0 must be fixed-length vector of any type values, but got 'f32'}}
  %0 = "vector.from_elements"(%a0, %a0) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a0: memref<16xf32>, %a1: index, %a2: vector<8xi32>, %a3: vector<8xi1>, %a4: vector<f32>) {
  // expected-error@+1 {{'vector.gather' op operand #4 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.gather"(%a0, %a1, %a2, %a3, %a4) : (memref<16xf32>, index, vector<8xi32>, vector<8xi1>, vector<f32>) -> vector<8xf32>
  return
}
// -----
func.func @f(%a0: memref<4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<16xf32>>'}}
  %0 = "vector.type_cast"(%a0) : (memref<4xf32>) -> memref<vector<16xf32>>
  return
}
// -----
func.func @f(%a0: memref<4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4xi32>>'}}
  %0 = "vector.type_cast"(%a0) : (memref<4xf32>) -> memref<vector<4xi32>>
  return
}
// -----
func.func @f(%a0: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.shuffle"(%a0, %a0) <{mask = array<i64: 0, 4, 1, 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<f32>
  return
}

// -----

func.func @f(%a0: vector<4xf32>, %a1: i32, %a2: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (vector<4xf32>, i32, vector<4x8xf32>) -> vector<4x8xf32>
  return
}
// -----
func.func @f(%a0: vector<4xf32>, %a1: vector<4xi1>, %a2: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xi1>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}
// -----
func.func @f(%a0: f32, %a1: vector<2x3xf32>, %a2: index) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %0 = "vector.insert"(%a0, %a1, %a2) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2x3xf32>, index) -> vector<4xi1>
  return
}

// -----

func.func @f(%a0: vector<4xf32>, %a1: memref<4xf32>, %a2: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (vector<4xf32>, memref<4xf32>, vector<4x8xf32>) -> vector<4x8xf32>
  return
}
// -----
func.func @f(%a0: vector<4xf32>, %a1: vector<8xf32>, %a2: f32) {
  // expected-error@+1 {{'vector.outerproduct' op operand #2 must be vector of any type values, but got 'f32'}}
  %0 = "vector.outerproduct"(%a0, %a1, %a2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, f32) -> vector<4x8xf32>
  return
}
