// Parse errors inside the affine ops' custom syntax, in mlir-opt-22's words
// (their syntax_errors interface, dialects/affine/syntax_errors.py); this file
// also passes under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @malformed_for_percent() {
  affine.for i = 1 to 10 { // expected-error {{expected SSA operand}}
  }
  return
}

// -----

func.func @malformed_for_to() {
  affine.for %i = 1 too 10 { // expected-error {{custom op 'affine.for' expected 'to' between bounds}}
  }
  return
}

// -----

func.func @incomplete_for() {
  affine.for %i = 1 to 10 step 2
}        // expected-error @-1 {{expected '{' to begin a region}}

// -----

func.func @nonconstant_step(%1 : i32) {
  affine.for %2 = 1 to 5 step %1 { // expected-error {{expected attribute value}}
  }
  return
}

// -----

func.func @for_negative_stride() {
  affine.for %i = 1 to 10 step -1
}        // expected-error@-1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}

// -----

func.func @step_typo() {
  affine.for %i = 1 to 100 step -- 1 { // expected-error {{expected constant integer or floating point value}}
  }
  return
}

// -----

func.func @max_in_upper_bound(%N : index) {
  affine.for %i = 1 to max affine_map<(i)->(N, 100)> { // expected-error {{expected attribute value}}
  }
  return
}

// -----

func.func @invalid_bound_map(%N : i32) {
  affine.for %i = 1 to affine_map<(i)->(j)>(%N) { // expected-error {{use of undeclared identifier}}
  }
  return
}

// -----

func.func @if_no_expression() {
  affine.for %i = 1 to 10 {
    affine.if affine_set<(i)[N] : (i >= )>  // expected-error {{expected affine expression}}
  }
}

// -----

func.func @if_no_relation() {
  affine.for %i = 1 to 10 {
    affine.if affine_set<(i) : (i)> // expected-error {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
  }
}

// -----

#set0 = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_symbol_count(%N : index) {
  affine.for %i = 1 to 10 {
    affine.if #set0(%i) {
    // expected-error@-1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}

// -----

#set0 = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_dim_count(%N : index) {
  affine.for %i = 1 to 10 {
    affine.if #set0()[%N] {
    // expected-error@-1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}

// -----

func.func @store_missing_l_square(%C: memref<4096x4096xf32>) {
  %9 = arith.constant 0.0 : f32
  // expected-error@+1 {{expected '[' in affine map}}
  affine.store %9, %C : memref<4096x4096xf32>
  return
}

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
func.func @$invalid_function_name()
