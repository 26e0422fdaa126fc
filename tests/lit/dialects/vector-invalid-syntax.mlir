// Errors of vector.broadcast, vector.insert, vector.outerproduct, the
// reductions, vector.to_elements and vector.vscale, and of the custom syntax of
// vector ops (a missing punctuation or keyword), in upstream's words
// (annotations from mlir-opt-22's output on this input); the file passes under
// mlir-opt-22 -split-input-file -verify-diagnostics too
// (tests/lit/with-mlir/vector-invalid-vs-upstream.mlir).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %a : f32 to f32
  return
}

// -----

func.func @f(%a: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %a : memref<4x8xf32> to vector<1x8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %a : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %a : vector<4x8xf32> to vector<2x3x8xf32>
  return
}

// -----

func.func @f(%a: vector<1x[8]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([8] vs. 8)}}
  %0 = vector.broadcast %a : vector<1x[8]xf32> to vector<2x3x8xf32>
  return
}

// -----

func.func @f(%a: vector<[1]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([1] vs. 8)}}
  %0 = vector.broadcast %a : vector<[1]xf32> to vector<2x3x8xf32>
  return
}

// -----

func.func @f(%a: f16) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : f16 to vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<4xf16>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : vector<4xf16> to vector<2x4xf32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %1 = vector.insert %a, %b[3, 3] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<16xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %1 = vector.insert %a, %b[3] : vector<16xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %b[4, 7, 15] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %1 = vector.insert %a, %b[3, 7, 15, 1] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<f32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %1 = vector.insert %a, %b[3, 7, 15] : vector<f32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<15xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert %a, %b[3, 7] : vector<15xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: f16, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
  %1 = vector.insert %a, %b[3, 7, 1] : f16 into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: f32, %b: vector<4x8x16xf32>) {
  %1 = vector.insert %a, %b[3, 7, -1] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %1 = vector.outerproduct %a : f32, f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %1 = vector.outerproduct %a, %a : f32, f32
  return
}

// -----

func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  %1 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %1 {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%a: vector<16xf32>) -> f32 {
  // expected-error@+1 {{expected '<'}}
  %0 = vector.reduction 1234, %a : vector<16xf32> into f32
  return %0 : f32
}

// -----

func.func @f(%a: vector<16xf32>) -> f32 {
  // expected-error@+1 {{expected ','}}
  %0 = vector.reduction <add> %a : vector<16xf32> into f32
  return %0 : f32
}

// -----

func.func @f(%a: vector<16xf32>, %b: f32) -> f32 {
  // expected-error@+1 {{'vector.reduction' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "vector.reduction"(%a, %b, %b) <{kind = #vector.kind<add>}> : (vector<16xf32>, f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @f(%a: vector<16xf32>, %b: f32) -> f16 {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = "vector.reduction"(%a, %b) <{kind = #vector.kind<add>}> : (vector<16xf32>, f32) -> f16
  return %0 : f16
}

// -----

func.func @f(%a: vector<16xf32>, %b: f32) -> i32 {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %a : vector<16xf32> into i32
  return %0 : i32
}

// -----

func.func @f(%a: vector<4x16xf32>, %b: vector<16xf32>) -> vector<16xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<16xf32>' is incompatible with source type 'vector<4x16xf32>'}}
  %0 = vector.multi_reduction <mul>, %a, %b [1] : vector<4x16xf32> to vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @f(%a: vector<4x16xf32>, %b: vector<16xf32>) -> vector<16xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<16xf32>' is incompatible with source type 'vector<4x16xf32>'}}
  %0 = vector.multi_reduction <mul>, %a, %b [2] : vector<4x16xf32> to vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @f(%a: vector<4x16xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <xor>, %a, %b [1] : vector<4x16xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%v: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%v) : (vector<2x2xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @f(%v: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:4 = "vector.to_elements"(%v) : (vector<2x2xf32>) -> (f32, f32, f32, f16)
  return
}

// -----

func.func @f(%v: vector<[2]xf32>) {
  %0:2 = "vector.to_elements"(%v) : (vector<[2]xf32>) -> (f32, f32)
  return
}

// -----

func.func @f(%v: vector<[2]xf32>) {
  // expected-error@+1 {{'vector.vscale' op result #0 must be index, but got 'i32'}}
  %0 = "vector.vscale"() : () -> i32
  return
}

// -----

func.func @f(%v: vector<2xf32>) {
  // expected-error@+1 {{custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0:2 = vector.to_elements %v : f32
  return
}
