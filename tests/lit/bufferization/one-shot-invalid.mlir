// Errors of One-Shot Bufferize, worded as upstream (mlir-opt-22 passes this file with the same flags).
// RUN: bufferize-opt %s -one-shot-bufferize -split-input-file -allow-unregistered-dialect -verify-diagnostics

func.func @materialize_in_func_bbarg(%t: tensor<?xf32>, %dest: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @below{{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer}}
  %0 = bufferization.materialize_in_destination %t in %dest : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @materialize_in_dest_raw(%f: f32, %f2: f32, %idx: index) -> (tensor<5xf32>, f32) {
  %dest = bufferization.alloc_tensor() : tensor<5xf32>
  // expected-error @below{{'linalg.fill' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %dest_filled = linalg.fill ins(%f : f32) outs(%dest : tensor<5xf32>) -> tensor<5xf32>
  %src = bufferization.alloc_tensor() : tensor<5xf32>
  %src_filled = linalg.fill ins(%f2 : f32) outs(%src : tensor<5xf32>) -> tensor<5xf32>
  %0 = bufferization.materialize_in_destination %src_filled in %dest_filled : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.extract %dest_filled[%idx] : tensor<5xf32>
  return %0, %r : tensor<5xf32>, f32
}

// -----

func.func @to_tensor_not_restrict(%m: memref<?xf32>, %idx: index) -> f32 {
  // expected-error @below{{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = tensor.extract %0[%idx] : tensor<?xf32>
  return %1 : f32
}

// -----

func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below{{op was not bufferized}}
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @yield_not_equivalent(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    // expected-error @below{{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}


// -----

// Function arguments are writable with function boundaries, but a read of the
// argument after a must-in-place write still cannot be avoided.
func.func @materialize_then_read(%t: tensor<5xf32>, %dest: tensor<5xf32>, %i: index) -> (tensor<5xf32>, f32) {
  // expected-error @below{{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %0 = bufferization.materialize_in_destination %t in %dest : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.extract %dest[%i] : tensor<5xf32>
  return %0, %r : tensor<5xf32>, f32
}


// -----

// An op without a model is an error only when its result is used or it has
// effects: upstream's bufferizeOp leaves an op with neither ("it will fold
// away"), and so do we (before, the first atan was an error too).
func.func @unused_unbufferizable(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = math.atan %t : tensor<4xf32>
  // expected-error @below{{op was not bufferized}}
  %1 = math.atan %t : tensor<4xf32>
  return %1 : tensor<4xf32>
}
