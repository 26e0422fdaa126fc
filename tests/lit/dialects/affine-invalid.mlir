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
