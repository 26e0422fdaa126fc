// Verifier and parser errors of the bufferization ops, with mlir-opt-22's
// wording; this file also passes under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

// alloc_tensor reports this one without the "'op' op" prefix upstream.
func.func @sizes_and_copy(%src: tensor<4x?xi32>, %n: index) -> tensor<4x?xi32> {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%src) : tensor<4x?xi32>
  return %0 : tensor<4x?xi32>
}
