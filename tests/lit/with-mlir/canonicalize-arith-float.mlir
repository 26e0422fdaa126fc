// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @float_ops(
// CHECK-NEXT:  %cst = arith.constant 1.600000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 1.400000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 1.500000e-01 : f32
// CHECK-NEXT:  %cst_2 = arith.constant 1.500000e+01 : f32
// CHECK-NEXT:  %cst_3 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f64
// CHECK-NEXT:  }
func.func @float_ops() -> (f32, f32, f32, f32, f64) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %1 = arith.addf %a, %b : f32
  %2 = arith.subf %a, %b : f32
  %3 = arith.mulf %a, %b : f32
  %4 = arith.divf %a, %b : f32
  %x = arith.constant 7.0 : f64
  %y = arith.constant 2.0 : f64
  %5 = arith.remf %x, %y : f64
  return %1, %2, %3, %4, %5 : f32, f32, f32, f32, f64
}

// -----

// CHECK-LABEL: func.func @div_by_zero(
// CHECK-NEXT:  %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:  return %cst, %cst_0 : f32, f32
// CHECK-NEXT:  }
func.func @div_by_zero() -> (f32, f32) {
  %a = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %1 = arith.divf %a, %z : f32
  %2 = arith.divf %z, %z : f32
  return %1, %2 : f32, f32
}

// -----

// CHECK-LABEL: func.func @min_max_nan(
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:  return %cst_0, %cst, %cst_0, %cst : f32, f32, f32, f32
// CHECK-NEXT:  }
func.func @min_max_nan() -> (f32, f32, f32, f32) {
  %a = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %1 = arith.maximumf %a, %nan : f32
  %2 = arith.maxnumf %a, %nan : f32
  %3 = arith.minimumf %a, %nan : f32
  %4 = arith.minnumf %a, %nan : f32
  return %1, %2, %3, %4 : f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @float_identities(
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT:  return %arg0, %arg0, %arg0, %arg0, %0 : f32, f32, f32, f32, f32
// CHECK-NEXT:  }
func.func @float_identities(%x: f32) -> (f32, f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %negzero = arith.constant -0.0 : f32
  %zero = arith.constant 0.0 : f32
  %1 = arith.mulf %x, %one : f32
  %2 = arith.addf %x, %negzero : f32
  %3 = arith.subf %x, %zero : f32
  %4 = arith.divf %x, %one : f32
  %5 = arith.addf %x, %zero : f32
  return %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @negf(
// CHECK-NEXT:  %cst = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:  return %arg0, %cst : f32, f16
// CHECK-NEXT:  }
func.func @negf(%x: f32) -> (f32, f16) {
  %h = arith.constant 2.5 : f16
  %n = arith.negf %h : f16
  %a = arith.negf %x : f32
  %b = arith.negf %a : f32
  return %b, %n : f32, f16
}
