// Errors of the vector ops in upstream's words; the file passes under
// mlir-opt-22 -split-input-file -verify-diagnostics as well.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @f(%m: vector<8xi1>, %v: vector<16xf32>) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<16xi1>' mask for the maskable operation}}
  %r = vector.mask %m { vector.reduction <add>, %v : vector<16xf32> into f32 } : vector<8xi1> -> f32
  return %r : f32
}

// -----

func.func @f(%v: vector<8xi32>) -> i32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %r = vector.reduction <maxnumf>, %v : vector<8xi32> into i32
  return %r : i32
}

// -----

func.func @f(%v: vector<2x3xf32>) -> vector<6xf32> {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %r = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  %s = vector.shape_cast %r : vector<2x3xf32> to vector<6xf32>
  return %s : vector<6xf32>
}

// -----

func.func @f(%v: vector<2x3xf32>) -> vector<5xf32> {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (6) and result (5)}}
  %s = vector.shape_cast %v : vector<2x3xf32> to vector<5xf32>
  return %s : vector<5xf32>
}

// -----

func.func @f() -> vector<4x3xi1> {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %m = vector.constant_mask [3] : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

// -----

func.func @f(%i: index) -> vector<4x3xi1> {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %m = vector.create_mask %i : vector<4x3xi1>
  return %m : vector<4x3xi1>
}

// -----

func.func @f(%a: vector<2x3xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<3xf32>' is incompatible with source type 'vector<2x3xf32>'}}
  %r = vector.multi_reduction <add>, %a, %acc [1] : vector<2x3xf32> to vector<3xf32>
  return %r : vector<3xf32>
}

// -----

func.func @f(%m: memref<16xf32>, %i: index) -> vector<8xf64> {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %v = vector.load %m[%i] : memref<16xf32>, vector<8xf64>
  return %v : vector<8xf64>
}
