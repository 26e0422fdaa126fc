// The order in which the verifier checks an op, its blocks and its dialect
// attributes (upstream's OperationVerifier in mlir/lib/IR/Verifier.cpp): an
// op's attributes, traits and own verifier before its blocks; a block's
// terminator before its ops; isolated children before the parent's region
// traits (symbol table).  Also BufferizationDialect::verifyOperationAttribute.
// Every message is mlir-opt-22's (the same file passes
// `mlir-opt-22 -split-input-file -verify-diagnostics`).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

// The op's own verifier runs before its (empty) block is checked.
// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func private @z4(i32) {
}

// -----

// The empty-block error is located at the region's op, without its name.
// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @empty_body(%a: i32) {
}

// -----

func.func @branch_in_middle() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %0 = arith.constant 0 : i32
^bb1:
  return
}

// -----

func.func @no_terminator() {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32}}
  %0 = arith.constant 0 : i32
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @entry_predecessor() {
^bb0:
  cf.br ^bb0
}

// -----

func.func @return_in_middle() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %0 = arith.constant 0 : index
}

// -----

// An op's attributes are checked before its traits.
func.func @attr_before_terminator_trait() {
  // expected-error @+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
  "func.return"() {bufferization.writable = true} : () -> ()
  func.return
}

// -----

// Functions (isolated from above) are verified before the symbol table of
// their module: the attribute error wins over the duplicate symbol.
func.func @dup() {
  return
}
func.func @dup() {
  // expected-error @+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
  %0 = arith.constant {bufferization.writable = true} 0 : index
  return
}

// -----

// Ops are checked in order, before the dominance of their operands.
func.func @attr_before_dominance() {
  %1 = arith.addi %0, %0 : index
  // expected-error @+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
  %0 = arith.constant {bufferization.writable = true} 0 : index
  return
}

// -----

// A module with two blocks fails its SingleBlock trait before its blocks are
// checked.
// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
^bb1:
}) : () -> ()

// -----

// bufferization.* attributes on ops: only manual_deallocation, and only on
// ops that allocate or free.
func.func @manual_deallocation_ok() {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// -----

func.func @manual_deallocation_no_effect() {
  // expected-error @+1 {{'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = arith.constant {bufferization.manual_deallocation} 0 : index
  return
}

// -----

func.func @manual_deallocation_read_write(%m: memref<2xf32>) {
  // expected-error @+1 {{'memref.copy' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  memref.copy %m, %m {bufferization.manual_deallocation = 3} : memref<2xf32> to memref<2xf32>
  return
}

// -----

// expected-error @+1 {{attribute '"bufferization.foo"' not supported as an op attribute by the bufferization dialect}}
func.func @unknown_attr_on_func() attributes {bufferization.foo = 1} {
  return
}

// -----

// Only names with the dialect's prefix followed by '.' belong to it.
func.func @not_bufferization_attrs() {
  %0 = arith.constant {bufferization, bufferizationx.a = 1} 0 : index
  return
}

// -----

// A block argument redefining a name of the same region.
func.func @z7(%a: i32) {
// expected-note @above {{previously defined here}}
  cf.br ^bb1(%a : i32)
// expected-error @below {{redefinition of SSA value '%a'}}
^bb1(%a: i32):
  return
}

// -----

// A terminator in the wrong parent and not last: its count traits, then
// HasParent, come before the Terminator trait's place check (each op
// declares its parents: define(parent=...)).
func.func @reduce_outside_parallel(%x: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  "scf.reduce"() : () -> ()
  "test.x"() : () -> ()
  return
}

// -----

func.func @reduce_return_count(%x: f32) {
  // expected-error @+1 {{'scf.reduce.return' op requires a single operand}}
  "scf.reduce.return"() : () -> ()
  "test.x"() : () -> ()
  return
}

// -----

// HasParent comes before the operand's type constraint.
func.func @condition_outside_while(%c: i32) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%c) : (i32) -> ()
  "test.x"() : () -> ()
  return
}

// -----

func.func @yield_in_func() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
  "test.x"() : () -> ()
  return
}

// -----

func.func @return_in_region() {
  scf.execute_region {
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
    "test.x"() : () -> ()
    scf.yield
  }
  return
}

// -----

// Without a HasParent trait (the parent is checked by the op's verifier),
// the place comes first.
func.func @linalg_yield_in_func() {
  // expected-error @+1 {{'linalg.yield' op must be the last operation in the parent block}}
  "linalg.yield"() : () -> ()
  "test.x"() : () -> ()
  return
}
