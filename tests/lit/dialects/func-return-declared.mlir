// func.return, declared in one piece with an optional group
// (`attr-dict ($operands*^ `:` type($operands))?`): its errors in upstream's
// words (mlir-opt-22 passes this file too).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @types_count(%a: f32) -> f32 {
  // expected-error @+1 {{custom op 'func.return' number of operands and types do not match: got 1 operands and 2 types}}
  return %a : f32, i32
}

// -----

func.func @type_mismatch(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @type_mismatch}}
  return %a : f32
}

// -----

func.func @count(%a: f32) -> (f32, f32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@count) returns 2}}
  return %a : f32
}
