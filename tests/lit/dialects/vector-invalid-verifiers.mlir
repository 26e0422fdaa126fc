// Verifier and custom-parser errors of vector ops in upstream's words; the
// file passes under mlir-opt-22 -split-input-file -verify-diagnostics too
// (tests/lit/with-mlir/vector-invalid-vs-upstream.mlir).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_elt(%a: vector<2x5xi32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c
    : vector<2x5xi32>, vector<5x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @contract_acc_elt(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf16> {
  // expected-error@+1 {{'vector.contract' op failed to verify that third operand acc and result have same element type}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x5xf32>, vector<5x3xf32>, vector<2x3xf32>) -> vector<2x3xf16>
  return %0 : vector<2x3xf16>
}

// -----

func.func @contract_not_projected(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, k)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c
    : vector<2x5xf32>, vector<5x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_no_reduction(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c
    : vector<2x5xf32>, vector<5x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_dim_mismatch(%a: vector<2x5xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c
    : vector<2x5xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @contract_batch(%a: vector<4x2x5xf32>, %b: vector<3x5x3xf32>, %c: vector<4x2x3xf32>) -> vector<4x2x3xf32> {
  // expected-error@+1 {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>],
                        iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c
    : vector<4x2x5xf32>, vector<3x5x3xf32> into vector<4x2x3xf32>
  return %0 : vector<4x2x3xf32>
}

// -----

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_acc_shape(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x3xf32>'}}
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c
    : vector<2x5xf32>, vector<5x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}

// -----

func.func @contract_scalar_acc(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: f32) -> f32 {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> ()>],
                        iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c
    : vector<2x5xf32>, vector<5x3xf32> into f32
  return %0 : f32
}

// -----

func.func @contract_unused_dim(%a: vector<1x2xi32>, %b: vector<2xi32>, %c: vector<1xi32>) -> vector<1xi32> {
  // expected-error@+1 {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1)>],
                        iterator_types = ["reduction", "parallel", "reduction"]} %a, %b, %c : vector<1x2xi32>, vector<2xi32> into vector<1xi32>
  return %0 : vector<1xi32>
}

// -----

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_masks(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>, %m: vector<2x5xi1>) -> vector<2x3xf32> {
  // expected-error@+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %m
    : vector<2x5xf32>, vector<5x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_two_masks(%a: vector<2x5xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>, %m: vector<2x5xi1>, %n: vector<5x3xi1>) -> vector<2x3xf32> {
  // expected-error@+1 {{'vector.contract' op expected 3 operands, but found 5}}
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c, %m, %n
    : vector<2x5xf32>, vector<5x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// -----

func.func @read_not_projected(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<8xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 * 2)>} : memref<?x?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @read_constant_one(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<8xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @read_dim_twice(%m: memref<?x?xf32>, %i: index, %p: f32) -> vector<2x8xf32> {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<2x8xf32>
  return %0 : vector<2x8xf32>
}

// -----

func.func @write_broadcast(%m: memref<?x?xf32>, %i: index, %v: vector<2x8xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<2x8xf32>, memref<?x?xf32>
  return
}

// -----

func.func @write_dim_twice(%m: memref<?x?xf32>, %i: index, %v: vector<2x8xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : vector<2x8xf32>, memref<?x?xf32>
  return
}

// -----

func.func @read_one_type(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>
  return
}

// -----

func.func @write_three_types(%m: memref<?x?xf32>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires two types}}
  vector.transfer_write %v, %m[%i, %i] : vector<8xf32>, memref<?x?xf32>, f32
  return
}

// -----

func.func @extract_no_from(%v: vector<4xf32>) {
  %0 = vector.extract %v[0] : f32
// expected-error@+1 {{custom op 'vector.extract' expected 'from'}}
}

// -----

func.func @insert_no_into(%s: f32, %v: vector<4xf32>) {
  %0 = vector.insert %s, %v[0] : f32
// expected-error@+1 {{custom op 'vector.insert' expected 'into'}}
}
