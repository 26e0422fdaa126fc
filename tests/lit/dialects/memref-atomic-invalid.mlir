// Errors of memref.atomic_rmw, worded as mlir-opt-22 words them.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @unknown_kind(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %x = memref.atomic_rmw bogus %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @int_kind_on_float(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @float_kind_on_int(%v: i32, %m: memref<10xi32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %x = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}

// -----

func.func @subscripts(%v: f32, %m: memref<10xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addf %v, %m[] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @result_type(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f64
  return
}

// -----

func.func @element_type(%v: f32, %m: memref<10xf64>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf64>) -> f32
  return
}

// -----

func.func @not_a_memref(%v: f32, %t: tensor<10xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #1 must be memref of signless integer or floating-point values, but got 'tensor<10xf32>'}}
  %x = "memref.atomic_rmw"(%v, %t, %i) <{kind = 0 : i64}> : (f32, tensor<10xf32>, index) -> f32
  return
}

// -----

func.func @missing_kind(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op requires attribute 'kind'}}
  %x = "memref.atomic_rmw"(%v, %m, %i) : (f32, memref<10xf32>, index) -> f32
  return
}

// -----

func.func @kind_out_of_range(%v: f32, %m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {kind = 16 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 16 : i64}}
  %x = "memref.atomic_rmw"(%v, %m, %i) <{kind = 16 : i64}> : (f32, memref<10xf32>, index) -> f32
  return
}
