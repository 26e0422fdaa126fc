// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cmpi_consts(
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  return %true, %false, %false, %false, %true, %true : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_consts() -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %1 = arith.cmpi slt, %a, %b : i32
  %2 = arith.cmpi ult, %a, %b : i32
  %3 = arith.cmpi eq, %a, %b : i32
  %4 = arith.cmpi sge, %a, %b : i32
  %5 = arith.cmpi ugt, %a, %b : i32
  %6 = arith.cmpi ne, %a, %b : i32
  return %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpi_same(
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  return %true, %false, %true, %false : i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpi_same(%x: index) -> (i1, i1, i1, i1) {
  %1 = arith.cmpi eq, %x, %x : index
  %2 = arith.cmpi slt, %x, %x : index
  %3 = arith.cmpi uge, %x, %x : index
  %4 = arith.cmpi ne, %x, %x : index
  return %1, %2, %3, %4 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpf_consts(
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  return %false, %true, %true, %true, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT:  }
func.func @cmpf_consts() -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %1 = arith.cmpf olt, %a, %nan : f32
  %2 = arith.cmpf ult, %a, %nan : f32
  %3 = arith.cmpf oeq, %a, %a : f32
  %4 = arith.cmpf uno, %a, %nan : f32
  %5 = arith.cmpf ord, %a, %a : f32
  %6 = arith.cmpf one, %a, %nan : f32
  return %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @cmpf_true_false(
// CHECK-NEXT:  %0 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT:  %1 = arith.cmpf false, %arg0, %arg1 : f32
// CHECK-NEXT:  return %0, %1 : i1, i1
// CHECK-NEXT:  }
func.func @cmpf_true_false(%x: f32, %y: f32) -> (i1, i1) {
  %1 = arith.cmpf true, %x, %y : f32
  %2 = arith.cmpf false, %x, %y : f32
  return %1, %2 : i1, i1
}
