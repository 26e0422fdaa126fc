// RUN: bufferize-opt %s --split-input-file --verify-diagnostics --load-plugin %S/Inputs/test_ops_plugin.py \
// RUN:   -one-shot-bufferize="bufferize-function-boundaries"

// The verifiers of the plugin's ops (upstream's ODS type constraints).

func.func @dummy_on_memref(%m: memref<4xf32>) {
  // expected-error @below {{'test.dummy_tensor_op' op operand #0 must be TensorLikeType instance, but got 'memref<4xf32>'}}
  %0 = "test.dummy_tensor_op"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @dummy_memref_result(%t: tensor<4xf32>) {
  // expected-error @below {{'test.dummy_tensor_op' op result #0 must be TensorLikeType instance, but got 'memref<4xf32>'}}
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @dummy_two_operands(%t: tensor<4xf32>) {
  // expected-error @below {{'test.dummy_tensor_op' op requires a single operand}}
  %0 = "test.dummy_tensor_op"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @create_with_operand(%t: tensor<4xf32>) {
  // expected-error @below {{'test.create_tensor_op' op requires zero operands}}
  %0 = "test.create_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @create_two_results() {
  // expected-error @below {{'test.create_tensor_op' op requires one result}}
  %0:2 = "test.create_tensor_op"() : () -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @dummy_memref_on_tensor(%t: tensor<4xf32>) {
  // expected-error @below {{'test.dummy_memref_op' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
  %0 = "test.dummy_memref_op"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @create_memref_tensor() {
  // expected-error @below {{'test.create_memref_op' op result #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
  %0 = "test.create_memref_op"() : () -> tensor<4xf32>
  return
}

// -----

// The result of test.dummy_tensor_op aliases nothing (getAliasingValues is
// empty), so a loop that yields it does not yield a value equivalent to its
// iter_arg.
func.func @loop(%t: tensor<4xf32>, %lb: index, %ub: index, %s: index) -> tensor<4xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %t) -> (tensor<4xf32>) {
    %0 = "test.dummy_tensor_op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    // expected-error @below {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %0 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
