// Upstream (LLVM 22) has no bufferization model for tensor.gather/scatter:
// One-Shot Bufferize stops on them as mlir-opt-22 does (which passes this file too).
// RUN: bufferize-opt %s -one-shot-bufferize -split-input-file -verify-diagnostics

func.func @gather(%s: tensor<8x3xf32>, %i: tensor<2x1xindex>) -> tensor<2x3xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %g = tensor.gather %s[%i] gather_dims([0]) : (tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return %g : tensor<2x3xf32>
}

// -----

func.func @scatter(%s: tensor<2x3xf32>, %d: tensor<8x3xf32>, %i: tensor<2x1xindex>) -> tensor<8x3xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %r = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x3xf32>, tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<8x3xf32>
  return %r : tensor<8x3xf32>
}
