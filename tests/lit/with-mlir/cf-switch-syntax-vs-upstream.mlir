// cf.switch's case list: after a case's successor comes a `,` or the `]`.
// Upstream says "expected ']'" where it reports a wrong token; we said
// "unexpected '43'" (the parser's state there is shared with the end of an
// op, so its list of expected tokens is not the case list's). The file
// passes under both tools; our places are checked too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 5]]:23: error: expected ']'
func.func @missing_comma(%flag : i32, %c : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%c : i32),
    // expected-error@+1 {{expected ']'}}
    45: ^bb2(%c : i32)
    43: ^bb2(%c : i32)
  ]
^bb1(%a : i32):
  return
^bb2(%b : i32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 4]]:18: error: expected ']'
func.func @missing_comma_after_default(%flag : i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{expected ']'}}
    default: ^bb1
    43: ^bb1
  ]
^bb1:
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 4]]:37: error: expected ']'
func.func @not_a_case(%flag : i32, %c : i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{expected ']'}}
    default: ^bb1, 4: ^bb1(%c : i32) 5
  ]
^bb1(%x : i32):
  return
}
