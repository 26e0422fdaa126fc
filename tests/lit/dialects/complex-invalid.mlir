// complex dialect errors, in mlir-opt-22's words (the same file passes under
// mlir-opt-22 -split-input-file -verify-diagnostics).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: f32, %b: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @f(%a: complex<i32>) {
  // expected-error@+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.neg %a : complex<i32>
  return
}

// -----

func.func @f(%a: f64, %b: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %b) : (f64, f64) -> complex<f32>
  return
}
