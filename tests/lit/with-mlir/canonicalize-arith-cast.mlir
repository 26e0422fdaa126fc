// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @int_casts(
// CHECK-NEXT:  %c-2_i64 = arith.constant -2 : i64
// CHECK-NEXT:  %c65534_i64 = arith.constant 65534 : i64
// CHECK-NEXT:  %c-24_i8 = arith.constant -24 : i8
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  return %c-2_i64, %c65534_i64, %c-24_i8, %c1_i32 : i64, i64, i8, i32
// CHECK-NEXT:  }
func.func @int_casts() -> (i64, i64, i8, i32) {
  %c = arith.constant -2 : i16
  %1 = arith.extsi %c : i16 to i64
  %2 = arith.extui %c : i16 to i64
  %big = arith.constant 1000 : i32
  %3 = arith.trunci %big : i32 to i8
  %t = arith.constant true
  %4 = arith.extui %t : i1 to i32
  return %1, %2, %3, %4 : i64, i64, i8, i32
}

// -----

// CHECK-LABEL: func.func @float_int_casts(
// CHECK-NEXT:  %cst = arith.constant -3.000000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0x41EFFFFFFFA00000 : f64
// CHECK-NEXT:  %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:  %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT:  %cst_1 = arith.constant 3.9000000953674316 : f64
// CHECK-NEXT:  return %cst, %cst_0, %c-2_i32, %c3_i8, %cst_1 : f32, f64, i32, i8, f64
// CHECK-NEXT:  }
func.func @float_int_casts() -> (f32, f64, i32, i8, f64) {
  %c = arith.constant -3 : i32
  %1 = arith.sitofp %c : i32 to f32
  %2 = arith.uitofp %c : i32 to f64
  %f = arith.constant -2.75 : f32
  %3 = arith.fptosi %f : f32 to i32
  %g = arith.constant 3.9 : f32
  %4 = arith.fptoui %g : f32 to i8
  %5 = arith.extf %g : f32 to f64
  return %1, %2, %3, %4, %5 : f32, f64, i32, i8, f64
}

// -----

// CHECK-LABEL: func.func @fptosi_out_of_range(
// CHECK-NEXT:  %cst = arith.constant 1.000000e+03 : f32
// CHECK-NEXT:  %0 = arith.fptosi %cst : f32 to i8
// CHECK-NEXT:  return %0 : i8
// CHECK-NEXT:  }
func.func @fptosi_out_of_range() -> i8 {
  %f = arith.constant 1000.0 : f32
  %1 = arith.fptosi %f : f32 to i8
  return %1 : i8
}

// -----

// CHECK-LABEL: func.func @trunc_of_ext(
// CHECK-NEXT:  return %arg0 : i8
// CHECK-NEXT:  }
func.func @trunc_of_ext(%x: i8) -> i8 {
  %1 = arith.extsi %x : i8 to i32
  %2 = arith.trunci %1 : i32 to i8
  return %2 : i8
}
