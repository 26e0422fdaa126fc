// A builtin `affine_set<...>` attribute is printed as upstream prints an
// IntegerSet: every constraint moved to one side (`d1 <= 7` is `-d1 + 7 >= 0`),
// as affine.if's condition already was. Before, it was printed as written.
// The same checks pass on mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s

// CHECK-DAG: #[[A:.+]] = affine_set<(d0, d1) : (d0 + d1 floordiv 2 - 3 >= 0, -d1 + 7 >= 0)>
// CHECK-DAG: #[[B:.+]] = affine_set<(d0)[s0] : (d0 * 2 - (s0 + 1) == 0)>
// CHECK-DAG: #[[C:.+]] = affine_set<() : (0 == 0)>
// CHECK-LABEL: func.func @g()
// CHECK-SAME: a = #[[A]], b = #[[B]], c = #[[C]]
func.func @g() attributes {a = affine_set<(d0, d1) : (d0 + d1 floordiv 2 >= 3, d1 <= 7)>,
                           b = affine_set<(d0)[s0] : (d0 * 2 == s0 + 1)>,
                           c = affine_set<() : ()>} {
  return
}
