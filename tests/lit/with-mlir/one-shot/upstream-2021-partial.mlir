// Ported from upstream LLVM (Apache-2.0 WITH LLVM-exception):
// mlir/test/Dialect/Linalg/comprehensive-module-bufferize-partial.mlir as of
// 2022-Q1 (copy in ../shared/upstream-tests/carbon-language/carbon-lang, see
// MANIFEST.tsv there). Its RUN lines map to OPTIONS: "allow-return-memref
// allow-unknown-ops" -> bufferize-function-boundaries allow-unknown-ops;
// "fully-dynamic-layout-maps=0" -> function-boundary-type-conversion=
// identity-layout-map; the fuzzer runs (seeds 23, 59, 91) -> test-analysis-only
// analysis-heuristic=fuzzer; test-comprehensive-function-bufferize
// "dialect-filter=tensor|scf" -> dialect-filter without function boundaries.
// Port to LLVM 22 syntax: func -> func.func, linalg.inplaceable ->
// bufferization.writable; the 2021/22 CHECK lines are dropped (expected results
// come from mlir-opt-22 via the harness). No case dropped.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries allow-unknown-ops
// OPTIONS: bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries allow-unknown-ops test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=23
// OPTIONS: bufferize-function-boundaries allow-unknown-ops test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=59
// OPTIONS: bufferize-function-boundaries allow-unknown-ops test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=91
// OPTIONS: allow-unknown-ops dialect-filter=tensor
// OPTIONS: allow-unknown-ops dialect-filter=scf
func.func @use_of_unknown_op_1(%t1: tensor<?xf32> {bufferization.writable = true})
    -> vector<5xf32> {
  // ToTensorOp is generated because the function is bufferized and has a
  // memref block argument.
  %0 = "test.dummy_op"(%t1) : (tensor<?xf32>) -> tensor<?xf32>

  %idx = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %1 = vector.transfer_read %0[%idx], %cst : tensor<?xf32>, vector<5xf32>
  return %1 : vector<5xf32>
}

// -----

func.func @use_of_unknown_op_2(%t1: tensor<?xf32> {bufferization.writable = true})
    -> tensor<?xf32> {

  %0 = "test.dummy_op"(%t1) : (tensor<?xf32>) -> tensor<?xf32>
  %1 = "test.another_dummy_op"(%0) : (tensor<?xf32>) -> tensor<?xf32>

  return %1 : tensor<?xf32>
}

// -----

func.func @use_of_unknown_op_3(%t1: tensor<?xf32> {bufferization.writable = true})
    -> (vector<5xf32>, vector<5xf32>) {
  %idx = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %1 = vector.transfer_read %t1[%idx], %cst : tensor<?xf32>, vector<5xf32>

  %0 = "test.dummy_op"(%t1) : (tensor<?xf32>) -> tensor<?xf32>
  %2 = vector.transfer_read %0[%idx], %cst : tensor<?xf32>, vector<5xf32>

  return %1, %2 : vector<5xf32>, vector<5xf32>
}

// -----

func.func @use_of_unknown_op_4(%t1: tensor<?xf32> {bufferization.writable = true})
    -> (vector<5xf32>, tensor<?xf32>) {
  %idx = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32

  %0 = "test.dummy_op"(%t1) : (tensor<?xf32>) -> tensor<?xf32>

  %1 = vector.transfer_read %0[%idx], %cst : tensor<?xf32>, vector<5xf32>

  %2 = "test.another_dummy_op"(%0) : (tensor<?xf32>) -> tensor<?xf32>

  return %1, %2 : vector<5xf32>, tensor<?xf32>
}

// -----

func.func @use_of_bufferizable_op_in_unbufferizable_op(
    %t1: tensor<?xf32>, %o: index, %s: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.extract_slice %t1[%o][%s][1] : tensor<?xf32> to tensor<?xf32>
  %1 = "test.dummy_op"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @unused_unknown_op(%t1 : tensor<?xf32>) -> vector<5xf32> {
  %idx = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  // ToTensorOp is inserted to pass in the result of the above bufferized op.
  %1 = vector.transfer_read %t1[%idx], %cst : tensor<?xf32>, vector<5xf32>

  "test.dummy_op"(%t1) : (tensor<?xf32>) -> ()

  return %1 : vector<5xf32>
}

// -----

func.func @unknown_op_not_writable(
    %t1 : tensor<?xf32>, %v :  vector<5xf32>, %idx : index) -> tensor<?xf32> {
  %0 = "test.dummy_op"(%t1) : (tensor<?xf32>) -> (tensor<?xf32>)

  // The result of an unknown op is not writable. Always generate a copy.
  // Note: This copy is essential for partial bufferization. Otherwise, we could
  // introducing a RaW conflict.
  %1 = vector.transfer_write %v, %0[%idx] : vector<5xf32>, tensor<?xf32>

  return %1 : tensor<?xf32>
}

// -----

func.func @simple_tensor_test(%t1 : tensor<?xf32>, %f : f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t1[%c0] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @simple_scf_for(
    %t1: tensor<?xf32>, %sz: index, %step: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index

  %0 = scf.for %iv = %c0 to %sz step %step iter_args(%arg0 = %t1) -> tensor<?xf32> {
    %1 = tensor.insert %f into %arg0[%iv] : tensor<?xf32>

    scf.yield %1 : tensor<?xf32>
  }

  return %0 : tensor<?xf32>
}

// -----

func.func @simple_scf_if(%t1: tensor<?xf32> {bufferization.writable = true}, %c: i1, %pos: index, %f: f32)
    -> (tensor<?xf32>, index) {
  %r1, %r2 = scf.if %c -> (tensor<?xf32>, index) {
    scf.yield %t1, %pos : tensor<?xf32>, index
  } else {
    %1 = tensor.insert %f into %t1[%pos] : tensor<?xf32>
    scf.yield %1, %pos : tensor<?xf32>, index
  }

  return %r1, %r2 : tensor<?xf32>, index
}
