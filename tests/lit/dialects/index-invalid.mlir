// index dialect errors, in mlir-opt-22's words (the same file passes under
// mlir-opt-22 -split-input-file -verify-diagnostics).  An unknown cmp predicate
// is left out: upstream reports it twice (the keyword, then the attribute's
// parameter), ours the first only.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @castu_no_index(%i: i32) {
  // expected-error@+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %2 = index.castu %i : i32 to i64
  return
}

// -----

func.func @add_not_index(%i: i32) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %2 = "index.add"(%i, %i) : (i32, i32) -> index
  return
}

// -----

func.func @cmp_no_pred(%i: index) {
  // expected-error@+1 {{'index.cmp' op requires attribute 'pred'}}
  %2 = "index.cmp"(%i, %i) : (index, index) -> i1
  return
}

// -----

func.func @sizeof_result() {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}
