// A function's arguments are all named or all unnamed: upstream's
// parseFunctionArgumentList decides by the first one and reports the
// argument that breaks the rule, at its first token. Before, the grammar took
// both kinds in one list and the error was at the op (or "expected
// non-function type"). The file passes under both tools; our places are
// checked too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 2]]:37: error: custom op 'func.func' expected SSA identifier
// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @named_then_type(%a: i32, i32)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:39: error: custom op 'func.func' expected SSA identifier
// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @named_then_number(%a: i32, 5)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:48: error: custom op 'func.func' expected SSA identifier
// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @third(%a: tuple<i32, i32>, %b: i32, i32)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:38: error: custom op 'func.func' expected type instead of SSA identifier
// expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @type_then_named(i32, i32, %a: i32)

// -----

// CHECK: .mlir:[[# @LINE + 3]]:11: error: custom op 'func.func' expected SSA identifier
// expected-error@+2 {{custom op 'func.func' expected SSA identifier}}
func.func @with_body(%a: i32,
          f32) {
  return
}

// -----

// What the signature spells cannot be given again in `attributes {...}`
// (before, `sym_name` there renamed the function).
// CHECK: .mlir:[[# @LINE + 3]]:5: error: custom op 'func.func' 'sym_name' is an inferred attribute
func.func private @f()
    // expected-error@+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
    attributes {sym_name = "g"}

// -----

// expected-error@+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {function_type = (i32) -> ()}

// -----

// expected-error@+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_visibility = "public"}
