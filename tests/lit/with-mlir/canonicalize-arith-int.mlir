// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @add_sub_mul(
// CHECK-NEXT:  %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:  %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:  %c21_i32 = arith.constant 21 : i32
// CHECK-NEXT:  return %c10_i32, %c-4_i32, %c21_i32 : i32, i32, i32
// CHECK-NEXT:  }
func.func @add_sub_mul() -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c7, %c3 : i32
  %s = arith.subi %c3, %c7 : i32
  %m = arith.muli %c7, %c3 : i32
  return %a, %s, %m : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @wrap_i8(
// CHECK-NEXT:  %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT:  %c16_i8 = arith.constant 16 : i8
// CHECK-NEXT:  return %c-56_i8, %c16_i8 : i8, i8
// CHECK-NEXT:  }
func.func @wrap_i8() -> (i8, i8) {
  %c100 = arith.constant 100 : i8
  %a = arith.addi %c100, %c100 : i8
  %m = arith.muli %c100, %c100 : i8
  return %a, %m : i8, i8
}

// -----

// CHECK-LABEL: func.func @div_rem(
// CHECK-NEXT:  %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:  %c2147483644_i32 = arith.constant 2147483644 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  return %c-3_i32, %c2147483644_i32, %c-1_i32, %c1_i32, %c-4_i32, %c4_i32, %c4_i32 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @div_rem() -> (i32, i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %d = arith.divsi %cm7, %c2 : i32
  %u = arith.divui %cm7, %c2 : i32
  %r = arith.remsi %cm7, %c2 : i32
  %ru = arith.remui %c7, %c2 : i32
  %fl = arith.floordivsi %cm7, %c2 : i32
  %ce = arith.ceildivsi %c7, %c2 : i32
  %cu = arith.ceildivui %c7, %c2 : i32
  return %d, %u, %r, %ru, %fl, %ce, %cu : i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @div_by_zero_kept(
// CHECK-NEXT:  %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %0 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %1 = arith.remui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  %2 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:  return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT:  }
func.func @div_by_zero_kept() -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %d = arith.divsi %c7, %c0 : i32
  %r = arith.remui %c7, %c0 : i32
  %o = arith.divsi %min, %m1 : i32
  return %d, %r, %o : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @bitwise_shift(
// CHECK-NEXT:  %c12_i16 = arith.constant 12 : i16
// CHECK-NEXT:  %c20_i16 = arith.constant 20 : i16
// CHECK-NEXT:  %c8_i16 = arith.constant 8 : i16
// CHECK-NEXT:  %c14_i16 = arith.constant 14 : i16
// CHECK-NEXT:  %c6_i16 = arith.constant 6 : i16
// CHECK-NEXT:  %c48_i16 = arith.constant 48 : i16
// CHECK-NEXT:  %c-4_i16 = arith.constant -4 : i16
// CHECK-NEXT:  %c16380_i16 = arith.constant 16380 : i16
// CHECK-NEXT:  %0 = arith.shli %c12_i16, %c20_i16 : i16
// CHECK-NEXT:  return %c8_i16, %c14_i16, %c6_i16, %c48_i16, %c-4_i16, %c16380_i16, %0 : i16, i16, i16, i16, i16, i16, i16
// CHECK-NEXT:  }
func.func @bitwise_shift() -> (i16, i16, i16, i16, i16, i16, i16) {
  %a = arith.constant 12 : i16
  %b = arith.constant 10 : i16
  %n = arith.constant -16 : i16
  %c2 = arith.constant 2 : i16
  %c20 = arith.constant 20 : i16
  %and = arith.andi %a, %b : i16
  %or = arith.ori %a, %b : i16
  %xor = arith.xori %a, %b : i16
  %shl = arith.shli %a, %c2 : i16
  %shrs = arith.shrsi %n, %c2 : i16
  %shru = arith.shrui %n, %c2 : i16
  %big = arith.shli %a, %c20 : i16
  return %and, %or, %xor, %shl, %shrs, %shru, %big : i16, i16, i16, i16, i16, i16, i16
}

// -----

// CHECK-LABEL: func.func @min_max(
// CHECK-NEXT:    %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %c5_i32, %c-3_i32, %c-3_i32, %c5_i32 : i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @min_max() -> (i32, i32, i32, i32) {
  %a = arith.constant -3 : i32
  %b = arith.constant 5 : i32
  %1 = arith.maxsi %a, %b : i32
  %2 = arith.minsi %a, %b : i32
  %3 = arith.maxui %a, %b : i32
  %4 = arith.minui %a, %b : i32
  return %1, %2, %3, %4 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @identities(
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  return %arg0, %arg0, %arg0, %c0_i32, %c0_i32, %c0_i32, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT:  }
func.func @identities(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %1 = arith.addi %x, %c0 : i32
  %2 = arith.addi %c0, %x : i32
  %3 = arith.muli %x, %c1 : i32
  %4 = arith.muli %c0, %x : i32
  %5 = arith.subi %x, %x : i32
  %6 = arith.xori %x, %x : i32
  %7 = arith.andi %x, %m1 : i32
  %8 = arith.ori %x, %x : i32
  %9 = arith.divsi %x, %c1 : i32
  return %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}
