// Successor operand lists and generic operand lists that break off, and
// cf.switch's segment attributes, in upstream's words and places (before: the
// parser's token list; for a wrong number of types "expected 1 types, got 2"
// at the block name; the segments' message without the total).
// cf.switch resolves all its cases' operands as one list, at `default`.
// RUN: not bufferize-opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 2]]:16: error: expected ':'
func.func @missing_colon(%c: i32) {
  cf.br ^bb1(%c 5 : i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:14: error: expected ':'
func.func @no_operand(%c: i32) {
  cf.br ^bb1(5 : i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:17: error: expected SSA operand
func.func @after_comma(%c: i32) {
  cf.br ^bb1(%c, 5 : i32)
^bb1(%x: i32, %y: i32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:14: error: custom op 'cf.br' number of operands and types do not match: got 1 operands and 2 types
func.func @br_types(%c: i32) {
  cf.br ^bb1(%c : i32, i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:39: error: custom op 'cf.cond_br' number of operands and types do not match: got 2 operands and 1 types
func.func @cond_br_types(%c: i32, %b: i1) {
  cf.cond_br %b, ^bb1(%c : i32), ^bb1(%c, %c : i32)
^bb1(%x: i32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 3]]:5: error: custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types
func.func @switch_types(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1(%c : i32),
    42: ^bb1(%c, %c : i32)
  ]
^bb1(%x: i32):
  return
}

// -----

// As one list, the cases' counts match; %d then takes the second type.
// CHECK: .mlir:[[# @LINE + 5]]:18: error: use of value '%d' expects different type than prior uses: 'i32' vs 'f32'
// CHECK: .mlir:[[# @LINE + 1]]:37: note: prior use here
func.func @switch_one_list(%c: i32, %d: f32) {
  cf.switch %c : i32, [
    default: ^bb1(%c : i32),
    42: ^bb1(%c, %d : i32),
    43: ^bb2(%c : i32, f32)
  ]
^bb1(%x: i32):
  return
^bb2(%y: i32, %z: f32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:15: error: expected ')' to end operand list
func.func @generic_list(%c: i32) {
  "foo.bar"(%c 5) : (i32) -> ()
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:16: error: expected SSA operand
func.func @generic_after_comma(%c: i32) {
  "foo.bar"(%c, 5) : (i32) -> ()
  return
}

// -----

// The segment attributes of cf.switch, checked before its own verifier.
// CHECK: .mlir:[[# @LINE + 2]]:3: error: 'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'
func.func @switch_case_segments(%c: i32) {
  "cf.switch"(%c, %c, %c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%x: i32):
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 2]]:3: error: 'cf.switch' op operand count (3) does not match with the total size (1) specified in attribute 'operandSegmentSizes'
func.func @switch_segments(%c: i32) {
  "cf.switch"(%c, %c, %c) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32, i32, i32) -> ()
^bb1(%x: i32):
  return
}
