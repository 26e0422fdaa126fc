// Errors of vector.scalable.insert/extract and of a scalable vector.contract,
// in upstream's words and order (ODS: the pos attribute, operand and result
// kinds, element types, then the position); the file passes under
// mlir-opt-22 -split-input-file -verify-diagnostics too
// (tests/lit/with-mlir/vector-invalid-vs-upstream.mlir).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
func.func @f(%sub: vector<4xi32>, %sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %sub, %sv[3] : vector<4xi32> into vector<[8]xi32>
  return
}

// -----

func.func @f(%m: vector<2x2xi32>, %sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.insert' op operand #0 must be  of ranks 1, but got 'vector<2x2xi32>'}}
  %0 = vector.scalable.insert %m, %sv[0] : vector<2x2xi32> into vector<[8]xi32>
  return
}

// -----

func.func @f(%sub: vector<4xf32>, %sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = "vector.scalable.insert"(%sub, %sv) <{pos = 3 : i64}> : (vector<4xf32>, vector<[8]xi32>) -> vector<[4]xi32>
  return
}

// -----

func.func @f(%sub: vector<4xi32>, %sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.scalable.insert"(%sub, %sv) <{pos = 3 : i64}> : (vector<4xi32>, vector<[8]xi32>) -> vector<[8]xf32>
  return
}

// -----

func.func @f(%sub: vector<4xi32>, %v: vector<8xi32>) {
  // expected-error@+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xi32>'}}
  %0 = "vector.scalable.insert"(%sub, %v) <{pos = 4 : i64}> : (vector<4xi32>, vector<8xi32>) -> vector<8xi32>
  return
}

// -----

func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %sv[3] : vector<4xi32> from vector<[8]xi32>
  return
}

// -----

func.func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.scalable.extract' op operand #0 must be  of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.scalable.extract %v[0] : vector<2xi32> from vector<4xi32>
  return
}

// -----

func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.extract' op result #0 must be  of ranks 1, but got 'vector<[2]x[2]xi32>'}}
  %0 = "vector.scalable.extract"(%sv) <{pos = 4 : i64}> : (vector<[8]xi32>) -> vector<[2]x[2]xi32>
  return
}

// -----

func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that all of {source, result} have same element type}}
  %0 = "vector.scalable.extract"(%sv) <{pos = 3 : i64}> : (vector<[8]xi32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.extract' op attribute 'pos' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "vector.scalable.extract"(%sv) <{pos = true}> : (vector<[8]xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{'vector.scalable.extract' op requires attribute 'pos'}}
  %0 = "vector.scalable.extract"(%sv) : (vector<[8]xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{invalid properties {pos = "a"} for op vector.scalable.extract: Invalid attribute `pos` in property conversion: "a"}}
  %0 = "vector.scalable.extract"(%sv) <{pos = "a"}> : (vector<[8]xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = vector.scalable.extract %sv[99999999999999999999] : vector<4xi32> from vector<[8]xi32>
  return
}

// -----

func.func @f(%A: vector<8x1xf32>, %B: vector<1x[32]xf32>, %C: vector<8x[16]xf32>) -> vector<8x[16]xf32> {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<8x[32]xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %A, %B, %C : vector<8x1xf32>, vector<1x[32]xf32> into vector<8x[16]xf32>
  return %0 : vector<8x[16]xf32>
}
