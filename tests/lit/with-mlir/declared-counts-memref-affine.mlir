// memref and affine ops declared with define() (issue 22): the declared
// operand and result groups give ODS's count checks, before each op's own
// verifier (mlir-opt-22 passes this file too).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -split-input-file -verify-diagnostics %}

func.func @realloc_no_source() {
  // expected-error @+1 {{'memref.realloc' op expected 1 or more operands, but found 0}}
  %0 = "memref.realloc"() : () -> memref<8xf32>
  return
}

// -----

func.func @metadata_one_result(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op expected 2 or more results}}
  %0 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<f32>)
  return
}

// -----

func.func @load_no_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op requires one result}}
  "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @delinearize_no_index() {
  // expected-error @+1 {{'affine.delinearize_index' op expected 1 or more operands, but found 0}}
  %0 = "affine.delinearize_index"() <{static_basis = array<i64: 2>}> : () -> index
  return
}

// -----

func.func @linearize_no_result(%x: index) {
  // expected-error @+1 {{'affine.linearize_index' op requires one result}}
  "affine.linearize_index"(%x) <{operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64: 2>}> : (index) -> ()
  return
}
