// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// arith.cmpi moves a constant to the right, the predicate mirrored (upstream's
// CmpIOp::fold, in place); an scf.if result that yields true/false constants
// is the condition, or the condition xor true (ReplaceIfYieldWithConditionOrValue).
// CHECK lines are mlir-opt-22's output; the last RUN lines diff the whole output.
// RUN: bufferize-opt %s -split-input-file -canonicalize > %t.ours
// RUN: %mlir_opt %s -split-input-file -canonicalize > %t.up
// RUN: diff %t.ours %t.up

// CHECK-LABEL: func.func @cmpi_constant_on_the_left(
// CHECK-SAME:      %[[A:.*]]: index)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[ULT:.*]] = arith.cmpi ugt, %[[A]], %[[C2]] : index
// CHECK-DAG:     %[[SLE:.*]] = arith.cmpi sge, %[[A]], %[[C2]] : index
// CHECK-DAG:     %[[EQ:.*]] = arith.cmpi eq, %[[A]], %[[C2]] : index
// CHECK:         return %[[ULT]], %[[SLE]], %[[EQ]]
func.func @cmpi_constant_on_the_left(%a: index) -> (i1, i1, i1) {
  %c2 = arith.constant 2 : index
  %0 = arith.cmpi ult, %c2, %a : index
  %1 = arith.cmpi sle, %c2, %a : index
  %2 = arith.cmpi eq, %c2, %a : index
  return %0, %1, %2 : i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @if_yields_condition(
// CHECK-SAME:      %[[B:.*]]: i1
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         %[[NOT:.*]] = arith.xori %[[B]], %[[TRUE]] : i1
// CHECK:         scf.if %[[B]] {
// CHECK:         return %[[B]], %[[NOT]] : i1, i1
func.func @if_yields_condition(%b: i1, %m: memref<2xi1>) -> (i1, i1) {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %false = arith.constant false
  %0:2 = scf.if %b -> (i1, i1) {
    memref.store %true, %m[%c0] : memref<2xi1>
    scf.yield %true, %false : i1, i1
  } else {
    scf.yield %false, %true : i1, i1
  }
  return %0#0, %0#1 : i1, i1
}

// -----

// Results yielded from outside the branches leave the if (upstream's
// ConvertTrivialIfToSelect): the same value on both sides is that value,
// others an arith.select; select(c, false, true) is c xor true (SelectI1ToNot).
// CHECK-LABEL: func.func @if_to_select(
// CHECK-SAME:      %[[B:[^:]*]]: i1, %[[X:[^:]*]]: f32, %[[Y:[^:]*]]: f32
// CHECK:         %[[SEL:.*]] = arith.select %[[B]], %[[X]], %[[Y]] : f32
// CHECK:         %[[IF:.*]] = scf.if %[[B]] -> (f32) {
// CHECK:           scf.yield %{{.*}} : f32
// CHECK:         } else {
// CHECK-NEXT:      scf.yield %[[X]] : f32
// CHECK:         return %[[SEL]], %[[IF]], %[[Y]] : f32, f32, f32
func.func @if_to_select(%b: i1, %x: f32, %y: f32, %m: memref<2xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %0:3 = scf.if %b -> (f32, f32, f32) {
    %z = arith.addf %x, %y : f32
    memref.store %z, %m[%c0] : memref<2xf32>
    scf.yield %x, %z, %y : f32, f32, f32
  } else {
    scf.yield %y, %x, %y : f32, f32, f32
  }
  return %0#0, %0#1, %0#2 : f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @select_false_true(
// CHECK-SAME:      %[[B:.*]]: i1)
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         %[[NOT:.*]] = arith.xori %[[B]], %[[TRUE]] : i1
// CHECK:         return %[[NOT]] : i1
func.func @select_false_true(%b: i1) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %b, %false, %true : i1
  return %0 : i1
}
