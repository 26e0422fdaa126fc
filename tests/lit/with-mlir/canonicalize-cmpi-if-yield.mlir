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
