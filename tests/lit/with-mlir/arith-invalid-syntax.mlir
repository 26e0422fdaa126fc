// Custom forms of declared ops that stop early, in mlir-opt-22's words and
// places: an operand, an enum keyword or an attribute missing right after the
// op's name, a missing operand after a comma, a stray token before the ':'.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @paren(%a: i64) {
  %0 = arith.muli(%a, %a) : i64  // expected-error {{expected SSA operand}}
  return
}

// -----

func.func @after_comma(%a: f64) {
  %0 = arith.subf %a, : f64  // expected-error {{expected SSA operand}}
  return
}

// -----

func.func @generic_after_comma(%a: f64) {
  %0 = "arith.subf"(%a, ) : (f64, f64) -> f64  // expected-error {{expected SSA operand}}
  return
}

// -----

func.func @extra_operand(%a: i8) {
  %0 = arith.xori %a, %a, %a : i8  // expected-error {{expected ':'}}
  return
}

// -----

func.func @cast_extra_operand(%a: i8) {
  %0 = arith.extsi %a, %a : i8 to i32  // expected-error {{expected ':'}}
  return
}

// -----

func.func @no_predicate(%a: i8) {
  // expected-error@+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi %a, %a : i8
  return
}

// -----

func.func @no_value() {
  %0 = arith.constant : i32  // expected-error {{expected attribute value}}
  return
}

// -----

func.func @widest() {
  %0 = "arith.constant"() {value = 3 : i16777215} : () -> i16777215
  %1 = "arith.constant"() {value = 3 : i32} : () -> vector<2xi16777216>  // expected-error {{integer bitwidth is limited to 16777215 bits}}
  return
}
