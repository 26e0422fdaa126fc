// A result number (`%x#0`) where upstream's parser reads an argument
// (parseArgument: a loop's induction variables, the left side of an
// assignment list, a function's arguments) is an error at the `#`; where it
// reads an operand (scf.for's induction variable) it is not.  This file also
// passes under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @affine_for() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %n0#0 = 0 to 7 {
  }
  return
}

// -----

func.func @affine_parallel() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.parallel (%k#1) = (0) to (8) {
  }
  return
}

// -----

func.func @forall() {
  // expected-error@+1 {{result number not allowed in argument list}}
  scf.forall (%k, %j#1) in (8, 8) {
  }
  return
}

// -----

func.func @parallel() {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{result number not allowed in argument list}}
  scf.parallel (%k#1) = (%c0) to (%c0) step (%c0) {
  }
  return
}

// -----

func.func @iter_args() {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{result number not allowed in argument list}}
  %r = scf.for %i = %c0 to %c0 step %c0 iter_args(%a#0 = %c0) -> (index) {
    scf.yield %a : index
  }
  return
}

// -----

// expected-error@+1 {{result number not allowed in argument list}}
func.func @function_argument(%a#0: i32) {
  return
}

// -----

// (scf.for reads its induction variable as an operand: no error)
func.func @for_iv(%c0: index) {
  scf.for %i#0 = %c0 to %c0 step %c0 {
  }
  return
}
