// An op name written without its dialect (`return`, `call`) is read as an op
// of the default dialect: that of the innermost op around it in custom form
// (func.func: `func`; builtin.module and the top level: `builtin`; the other
// ops of these dialects have none). Before, we took `return`, `call`,
// `call_indirect` and `module` anywhere, and said only "custom op 'x' is
// unknown". The file passes under both tools; our columns are checked too.
// --no-upgrade-legacy: in 2021-era MLIR a bare `call` was std.call anywhere,
// and the tool reads it so by default (with a warning).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics --no-upgrade-legacy
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %s -split-input-file --no-upgrade-legacy 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 3]]:3: error: custom op 'foo' is unknown (tried 'func.foo' as well)
func.func @in_func() {
  // expected-error@+1 {{custom op 'foo' is unknown (tried 'func.foo' as well)}}
  foo
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:1: error: custom op 'foo' is unknown (tried 'builtin.foo' as well)
// expected-error@+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
foo

// -----

// CHECK: .mlir:[[# @LINE + 5]]:5: error: Dialect `' not found for custom op 'foo'  (tried '.foo' as well)
func.func @in_execute_region() {
  scf.execute_region {
    // expected-error@+2 {{Dialect `' not found for custom op 'foo'  (tried '.foo' as well)}}
    // expected-note@+1 {{Available dialects: }}
    foo
  }
  return
}

// -----

// A `return` where the default dialect is not func: before, it was read as
// func.return and the verifier complained of its parent.
// CHECK: .mlir:[[# @LINE + 5]]:5: error: Dialect `' not found for custom op 'return'  (tried '.return' as well)
func.func @return_in_region() {
  scf.execute_region {
    // expected-error@+2 {{Dialect `' not found for custom op 'return'  (tried '.return' as well)}}
    // expected-note@+1 {{Available dialects: }}
    return
  }
  return
}

// -----

// A generic op's regions keep the default dialect around the op.
// CHECK: .mlir:[[# @LINE + 3]]:3: error: custom op 'return' is unknown (tried 'builtin.return' as well)
"func.func"() ({
  // expected-error@+1 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
  return
}) {sym_name = "generic", function_type = () -> ()} : () -> ()

// -----

// Before, accepted and printed as func.call.
func.func private @g()
// CHECK: .mlir:[[# @LINE + 5]]:5: error: Dialect `' not found for custom op 'call'  (tried '.call' as well)
func.func @call_in_region() {
  scf.execute_region {
    // expected-error@+2 {{Dialect `' not found for custom op 'call'  (tried '.call' as well)}}
    // expected-note@+1 {{Available dialects: }}
    call @g() : () -> ()
    scf.yield
  }
  return
}

// -----

// Before, accepted.
// CHECK: .mlir:[[# @LINE + 3]]:3: error: custom op 'module' is unknown (tried 'func.module' as well)
func.func @module_in_func() {
  // expected-error@+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}

// -----

// `constant @sym` is func.constant only where func is the default dialect;
// another name in its place is an unknown op of that dialect.
func.func private @h()
// CHECK: .mlir:[[# @LINE + 3]]:3: error: custom op 'other' is unknown (tried 'func.other' as well)
func.func @not_constant() {
  // expected-error@+1 {{custom op 'other' is unknown (tried 'func.other' as well)}}
  other @h : () -> ()
  return
}

// -----

// What stays valid: the short names where their dialect is the default, a
// short name in a nested module, and a generic op inside a function.
func.func private @k()
func.func @valid() {
  call @k() : () -> ()
  %0 = constant @k : () -> ()
  "scf.execute_region"() ({
    call @k() : () -> ()
    scf.yield
  }) : () -> ()
  return
}
module {
  module {
  }
}
