// ub.poison's value property in the custom form (`<#ub.poison>`, upstream's
// `(`<` $value^ `>`)?`): the default is read and not printed back. CHECK
// lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f()
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : i32
// CHECK-NEXT: %2 = ub.poison {a = 1 : i64} : i32
// GENERIC: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: %2 = "ub.poison"() <{value = #ub.poison}> {a = 1 : i64} : () -> i32
func.func @f() -> (i32, i32, i32) {
  %0 = ub.poison <#ub.poison> : i32
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> i32
  %2 = ub.poison {a = 1} <#ub.poison> : i32
  return %0, %1, %2 : i32, i32, i32
}
