// Used by ../print-op-on-diagnostic.mlir: with -verify-diagnostics there is
// no `see current operation` note to expect.
func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{op was not bufferized}}
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
