// A use whose type is not its value's: upstream reads the text once, so a
// use after the definition is the error (note "prior use here" at the
// definition), while a use in a block printed before the definition makes a
// placeholder of its type, and the definition is the error (note at that
// use); a second forward use is checked against the first. The file passes
// under both tools; our places are checked too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not bufferize-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 5]]:19: error: use of value '%c' expects different type than prior uses: 'f32' vs 'i32'
// CHECK: .mlir:[[# @LINE + 3]]:3: note: prior use here
func.func @after_definition() {
  // expected-note@+1 {{prior use here}}
  %c = arith.constant 1 : i32
  %d = arith.addf %c, %c : f32  // expected-error {{use of value '%c' expects different type than prior uses: 'f32' vs 'i32'}}
  return
}

// -----

// The message names the value without its result number.
// CHECK: .mlir:[[# @LINE + 5]]:19: error: use of value '%p' expects different type than prior uses: 'i32' vs 'i64'
// CHECK: .mlir:[[# @LINE + 3]]:3: note: prior use here
func.func @result_number() {
  // expected-note@+1 {{prior use here}}
  %p:2 = "test.two"() : () -> (i32, i64)
  %d = arith.addi %p#1, %p#1 : i32  // expected-error {{use of value '%p' expects different type than prior uses: 'i32' vs 'i64'}}
  return
}

// -----

// A block argument: the note is at its name.
// CHECK: .mlir:[[# @LINE + 5]]:19: error: use of value '%x' expects different type than prior uses: 'f32' vs 'index'
// CHECK: .mlir:[[# @LINE + 3]]:6: note: prior use here
func.func @block_argument(%n: index) {
  cf.br ^bb1(%n : index)
^bb1(%x: index):  // expected-note {{prior use here}}
  %y = arith.addf %x, %x : f32  // expected-error {{use of value '%x' expects different type than prior uses: 'f32' vs 'index'}}
  return
}

// -----

// Used in a block printed before the one that defines it: the definition is
// the error, with the result number.
// CHECK: .mlir:[[# @LINE + 9]]:3: error: definition of SSA value '%late#0' has type 'f32'
// CHECK: .mlir:[[# @LINE + 5]]:19: note: previously used here with type 'i32'
func.func @used_before_definition() {
  cf.br ^bb1
^bb2:
  // expected-note@+1 {{previously used here with type 'i32'}}
  %z = arith.addi %late, %late : i32
  return
^bb1:
  %late = arith.constant 1.0 : f32  // expected-error {{definition of SSA value '%late#0' has type 'f32'}}
  cf.br ^bb2
}

// -----

// CHECK: .mlir:[[# @LINE + 8]]:6: error: definition of SSA value '%x#0' has type 'index'
func.func @block_argument_used_before(%n: index) {
  cf.br ^bb1
^bb2:
  %z = arith.addi %x, %x : i32  // expected-note {{previously used here with type 'i32'}}
  return
^bb1:
  cf.br ^bb3(%n : index)
^bb3(%x: index):  // expected-error {{definition of SSA value '%x#0' has type 'index'}}
  cf.br ^bb2
}

// -----

// Two uses before the definition, of two types: the second is checked
// against the first.
// CHECK: .mlir:[[# @LINE + 6]]:19: error: use of value '%q' expects different type than prior uses: 'i32' vs 'i64'
// CHECK: .mlir:[[# @LINE + 4]]:19: note: prior use here
func.func @two_uses_before() {
  cf.br ^bb1
^bb2:
  %z = arith.addi %q, %q : i64  // expected-note {{prior use here}}
  %w = arith.addi %q, %q : i32  // expected-error {{use of value '%q' expects different type than prior uses: 'i32' vs 'i64'}}
  return
^bb1:
  %q = "test.one"() : () -> (i32)
  cf.br ^bb2
}

// -----

// A second result used before the definition.
// CHECK: .mlir:[[# @LINE + 7]]:3: error: definition of SSA value '%q#1' has type 'i64'
func.func @second_result_used_before() {
  cf.br ^bb1
^bb2:
  %z = arith.addi %q#1, %q#1 : i32  // expected-note {{previously used here with type 'i32'}}
  return
^bb1:
  %q:2 = "test.two"() : () -> (i32, i64)  // expected-error {{definition of SSA value '%q#1' has type 'i64'}}
  cf.br ^bb2
}
