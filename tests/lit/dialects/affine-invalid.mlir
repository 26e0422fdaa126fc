// Verifier errors of the affine ops, with mlir-opt-22's wording; this file
// also passes under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @load_rank(%A: memref<4x4xf32>, %i: index) {
// expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> f32
  return
}
// -----
func.func @load_inputs(%A: memref<4xf32>, %i: index) {
// expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}
// -----
func.func @load_type(%A: memref<4xf32>, %i: index) {
// expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f64
  return
}
// -----
func.func @store_type(%A: memref<4xf32>, %i: index, %x: f64) {
// expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<4xf32>, index) -> ()
  return
}
// -----
func.func @yield_parent(%x: f32) {
// expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"(%x) : (f32) -> ()
}
// -----
func.func @for_yield(%x: f32) {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {
// expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}
// -----
func.func @if_else(%i: index, %x: f32) {
// expected-note@+2 {{region branch point}}
// expected-error@+1 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %x : f32
  }
  return
}
// -----
func.func @parallel_red(%x: f32) {
// expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> i32 {
    %k = arith.index_cast %i : index to i32
    affine.yield %k : i32
  }
  return
}
// -----
func.func @delin(%i: index) {
// expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %d:3 = affine.delinearize_index %i into (4) : index, index, index
  return
}
// -----
func.func @lin(%i: index) {
// expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %d = affine.linearize_index [%i, %i, %i] by (4) : index
  return
}
// -----
func.func @vload(%A: memref<4xf32>, %i: index) {
// expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %A[%i] : memref<4xf32>, vector<4xf64>
  return
}
// -----
func.func @for_symbols(%a: index) {
// expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%a) to affine_map<(d0)[s0] -> (d0)>(%a) {
  }
  return
}
// -----
func.func @for_dims(%a: index) {
// expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0, d1) -> (d0)>(%a) to 10 {
  }
  return
}
// -----
// An affine.for induction variable is a dimension, not a symbol.
func.func @for_bound_symbol(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to affine_map<()[s0] -> (s0)>()[%i] {
    }
  }
  return
}
// -----
// A value computed inside a loop from its induction variable is no dimension.
func.func @parallel_bound_dim(%n: index) {
  affine.for %i = 0 to 8 {
    %k = arith.muli %i, %n : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%a) = (0) to (%k) {
    }
  }
  return
}
// -----
func.func @if_symbol(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<(d0)[s0] : (s0 - d0 >= 0)>(%n)[%i] {
    }
  }
  return
}
// -----
// A block argument of a region that is no affine scope is neither.
func.func @load_block_arg(%A: memref<8xf32>) {
  %c = arith.constant 0 : index
  scf.execute_region {
    cf.br ^bb1(%c : index)
  ^bb1(%x: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%x] : memref<8xf32>
    scf.yield
  }
  return
}
// -----
func.func @store_value_type_first(%A: memref<8xf32>, %v: f64, %i: index) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A, %i, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (f64, memref<8xf32>, index, index) -> ()
  return
}
// -----
func.func @min_operand_count(%a: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0)> (%a)
  return
}
// -----
func.func @max_operand_count(%a: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0, 4)> (%a)[%a]
  return
}
// -----
func.func @apply_dims(%a: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%a)
  return
}
// -----
func.func @apply_result_type(%a: index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i64'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0 * 2)>}> : (index) -> i64
  return
}
// -----
func.func @parallel_counts() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (2) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%a, %b) = (0, 0) to (8) {
  }
  return
}
// -----
func.func @parallel_no_reduction(%A: memref<8xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%a) = (0) to (8) -> (f32) {
    %v = affine.load %A[%a] : memref<8xf32>
    affine.yield %v : f32
  }
  return
}
// -----
func.func @parallel_bad_reduction(%A: memref<8xf32>) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "sum"}}
  %r = affine.parallel (%a) = (0) to (8) reduce ("sum") -> (f32) {
    %v = affine.load %A[%a] : memref<8xf32>
    affine.yield %v : f32
  }
  return
}
// -----
func.func @if_else_args(%n: index) {
  // expected-error@+1 {{'affine.if' op region #1 should have no arguments}}
  "affine.if"(%n) ({
    affine.yield
  }, {
  ^bb0(%x: index):
    affine.yield
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}
// -----
func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 8 step -3 {
  }
  return
}
// -----
func.func @for_results(%v: f32) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 8 iter_args(%a = %v) -> (f32, f32) {
    affine.yield %a : f32
  }
  return
}
// -----
func.func @bound_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.for %i = 0 to 18446744073709551616 {
  }
  return
}

// -----

// The induction variable may carry a location; without the '=' after it
// (and its location) the words are upstream's, not the grammar's list.
func.func @for_iv_loc_without_equal() {
  // expected-error@+1 {{expected '='}}
  affine.for %i loc("x") 1 to 10 {
  }
  return
}
