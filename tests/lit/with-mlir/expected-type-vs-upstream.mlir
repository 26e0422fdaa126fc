// Where any type may stand and something else does, upstream's
// parseNonFunctionType says "expected non-function type", at the end of the
// text before the token. Before, we said "unexpected '5'". `...` is
// upstream's ellipsis token (taken by no op in scope), and a lone `.` is its
// lexEllipsis error. The file passes under both tools; our columns are
// checked too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not bufferize-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 3]]:27: error: expected non-function type
func.func @result_type(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  %0 = arith.addi %a, %a : 5
  return
}

// -----

// The type missing at the end of a line: reported after the `:`.
// CHECK: .mlir:[[# @LINE + 3]]:27: error: expected non-function type
func.func @no_type(%a: i32) {
  // expected-error@+1 {{expected non-function type}}
  %0 = arith.addi %a, %a :
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:20: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
"test.op"() : () -> 5

// -----

// CHECK: .mlir:[[# @LINE + 2]]:21: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
"test.op"() {a = 5 : 7} : () -> ()

// -----

// A variadic function is llvm.func's; func.func takes no `...`.
// CHECK: .mlir:[[# @LINE + 2]]:26: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
func.func @func_variadic(...)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:15: error: expected three consecutive dots for an ellipsis
// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
func.func @f(..)
