// An affine map or set whose brackets do not balance: the error is the one
// upstream's affine parser meets first, reading token by token (the file
// passes under both tools; the columns are checked for ours as well).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 2]]:55: error: expected '>' in affine map
// expected-error@+1 {{expected '>' in affine map}}
func.func @a() attributes {m = affine_map<(d0) -> (d0)} {
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:56: error: missing right operand of binary operator
// expected-error@+1 {{missing right operand of binary operator}}
func.func @b() attributes {m = affine_map<(d0) -> (d0 +)>} {
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:58: error: expected ')' in integer set constraint list
// expected-error@+1 {{expected ')' in integer set constraint list}}
func.func @c() attributes {m = affine_set<(d0) : (d0 >= 0>} {
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:50: error: expected ']' in symbol list
// expected-error@+1 {{expected ']' in symbol list}}
func.func @d() attributes {m = affine_set<(d0)[s0 : (d0 >= 0)>} {
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:59: error: expected '>' in integer set
// expected-error@+1 {{expected '>' in integer set}}
func.func @e() attributes {m = affine_set<(d0) : (d0 >= 0)} {
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:24: error: expected ']' in symbol list
// expected-error@+1 {{expected ']' in symbol list}}
#m = affine_map<(d0)[s0 -> (d0)>
func.func @f() attributes {m = #m} {
  return
}
