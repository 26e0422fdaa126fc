// vector.fma's declared constraints, in upstream's order and words (mlir-opt-22).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @int(%a: vector<4xi32>) -> vector<4xi32> {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @scalar(%a: f32) -> f32 {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'f32'}}
  %0 = vector.fma %a, %a, %a : f32
  return %0 : f32
}

// -----

func.func @mixed(%a: vector<4xf32>, %c: vector<4xf64>) -> vector<4xf32> {
  // expected-error @+1 {{'vector.fma' op failed to verify that all of {lhs, rhs, acc, result} have same type}}
  %0 = "vector.fma"(%a, %a, %c) : (vector<4xf32>, vector<4xf32>, vector<4xf64>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @two(%a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'vector.fma' op expected 3 operands, but found 2}}
  %0 = "vector.fma"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @results(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.fma' op requires one result}}
  "vector.fma"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @missing(%a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = vector.fma %a, %a : vector<4xf32>
  return %0 : vector<4xf32>
}
