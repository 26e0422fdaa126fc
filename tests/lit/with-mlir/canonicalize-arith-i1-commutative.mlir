// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// The i1 `true` constant is all ones (-1 signed, as upstream's APInt): the
// all-ones folds of arith.andi / ori / maxsi / minsi / maxui fire for it.
// CHECK-LABEL: func.func @i1_true_all_ones(
//  CHECK-SAME:     %[[X:.*]]: i1)
//  CHECK-NEXT:   %[[T:.*]] = arith.constant true
//  CHECK-NEXT:   return %[[X]], %[[T]], %[[X]], %[[X]], %[[T]], %[[T]] : i1, i1, i1, i1, i1, i1
func.func @i1_true_all_ones(%x: i1) -> (i1, i1, i1, i1, i1, i1) {
  %true = arith.constant true
  %a = arith.andi %x, %true : i1
  %o = arith.ori %x, %true : i1
  %a2 = arith.andi %true, %x : i1
  %mx = arith.maxsi %x, %true : i1
  %mn = arith.minsi %x, %true : i1
  %mu = arith.maxui %x, %true : i1
  return %a, %o, %a2, %mx, %mn, %mu : i1, i1, i1, i1, i1, i1
}

// -----

// Signed uses of an i1 `true` see -1.
// CHECK-LABEL: func.func @i1_true_signed(
//   CHECK-DAG:   %[[T:.*]] = arith.constant true
//   CHECK-DAG:   %[[F:.*]] = arith.constant false
//   CHECK-DAG:   %[[S:.*]] = arith.constant -1 : i32
//   CHECK-DAG:   %[[U:.*]] = arith.constant 1 : i32
//   CHECK-DAG:   %[[FP:.*]] = arith.constant -1.000000e+00 : f32
//   CHECK-DAG:   %[[I:.*]] = arith.constant -1 : index
//       CHECK:   return %[[T]], %[[F]], %[[S]], %[[U]], %[[FP]], %[[I]] : i1, i1, i32, i32, f32, index
func.func @i1_true_signed(%x: i1) -> (i1, i1, i32, i32, f32, index) {
  %true = arith.constant true
  %false = arith.constant false
  %lt = arith.cmpi slt, %true, %false : i1
  %ult = arith.cmpi ult, %true, %false : i1
  %s = arith.extsi %true : i1 to i32
  %u = arith.extui %true : i1 to i32
  %f = arith.sitofp %true : i1 to f32
  %i = arith.index_cast %true : i1 to index
  return %lt, %ult, %s, %u, %f, %i : i1, i1, i32, i32, f32, index
}

// -----

// The Commutative trait fold moves a constant operand to the right; not for
// arith.subi (not commutative).
// CHECK-LABEL: func.func @commutative_constant_to_the_right(
//  CHECK-SAME:     %[[X:[a-z0-9]+]]: i32, %[[Y:[a-z0-9]+]]: f32, %[[B:[a-z0-9]+]]: i1)
//   CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : i32
//   CHECK-DAG:   %[[C7:.*]] = arith.constant 7 : i32
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2.000000e+00 : f32
//       CHECK:   %[[R0:.*]] = arith.addi %[[X]], %[[C5]] : i32
//  CHECK-NEXT:   %[[R1:.*]] = arith.muli %[[X]], %[[C7]] : i32
//  CHECK-NEXT:   %[[R2:.*]] = arith.maxsi %[[X]], %[[C5]] : i32
//  CHECK-NEXT:   %[[R3:.*]] = arith.mulf %[[Y]], %[[C2]] : f32
//  CHECK-NEXT:   %[[R4:.*]] = arith.subi %[[C5]], %[[X]] : i32
//  CHECK-NEXT:   return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[B]], %[[R4]] : i32, i32, i32, f32, i1, i32
func.func @commutative_constant_to_the_right(%x: i32, %y: f32, %b: i1) -> (i32, i32, i32, f32, i1, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %cst = arith.constant 2.0 : f32
  %false = arith.constant false
  %0 = arith.addi %c5, %x : i32
  %1 = arith.muli %c7, %x : i32
  %2 = arith.maxsi %c5, %x : i32
  %3 = arith.mulf %cst, %y : f32
  %4 = arith.xori %false, %b : i1
  %5 = arith.subi %c5, %x : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, f32, i1, i32
}
