// Parser and verifier errors of the cf ops, with mlir-opt-22's wording; this
// file also passes under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @switch_string_case(%f: i16) {
  cf.switch %f : i16, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    "two": ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_float_case(%f: i16) {
  cf.switch %f : i16, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    2.5: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_no_case_value(%f: i16) {
  cf.switch %f : i16, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_first(%f: i16) {
  cf.switch %f : i16, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    -4: ^bb1,
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// a case value is read as a 64-bit signed integer, whatever the flag's width
func.func @switch_case_too_large(%f: i64) {
  cf.switch %f : i64, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_too_small(%f: i8) {
  cf.switch %f : i8, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @zero_weights(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}
