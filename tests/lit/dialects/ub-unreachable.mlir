// ub.unreachable (upstream's UBOps.td: a Terminator, `attr-dict`), in custom
// and generic form. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i1) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    ub.unreachable
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    ub.unreachable {why = "both"}
// GENERIC: "ub.unreachable"() : () -> ()
// GENERIC: "ub.unreachable"() {why = "both"} : () -> ()
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  "ub.unreachable"() {why = "both"} : () -> ()
}
