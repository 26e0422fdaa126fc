// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// cf.assert has a write effect (upstream: "program termination"): it is never
// trivially dead, and only an assert of a constant true is erased.
// CHECK-LABEL: func.func @asserts(
//  CHECK-SAME:     %[[C:.*]]: i1, %[[I:.*]]: index)
//   CHECK-DAG:   %[[F:.*]] = arith.constant false
//   CHECK-NOT:   "always"
//       CHECK:   cf.assert %[[C]], "on the argument"
//  CHECK-NEXT:   cf.assert %[[F]], "never"
//  CHECK-NEXT:   return
func.func @asserts(%c: i1, %i: index) {
  %true = arith.constant true
  %false = arith.constant false
  cf.assert %true, "always"
  cf.assert %c, "on the argument"
  %eq = arith.cmpi eq, %i, %i : index
  cf.assert %eq, "folds to true"
  cf.assert %false, "never"
  return
}

// -----

// An assert inside a loop keeps the loop alive (it may terminate the program).
// CHECK-LABEL: func.func @assert_in_loop(
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[CMP:.*]] = arith.cmpi
//  CHECK-NEXT:     cf.assert %[[CMP]], "bound"
func.func @assert_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ok = arith.cmpi ult, %i, %n : index
    cf.assert %ok, "bound"
  }
  return
}
