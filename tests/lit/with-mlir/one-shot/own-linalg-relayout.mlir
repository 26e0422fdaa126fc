// Own cases: linalg.pack / linalg.unpack have no bufferization model in LLVM 22
// (not in Linalg's BufferizableOpInterfaceImpl): One-Shot stops with "op was
// not bufferized", and with allow-unknown-ops wraps them in to_tensor /
// to_buffer like any unknown op.  Ours must do the same.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries allow-unknown-ops
// OPTIONS: bufferize-function-boundaries allow-unknown-ops test-analysis-only

func.func @pack(%src: tensor<16x8xf32>, %dst: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

// (Not a tensor.empty destination: ours keeps a tensor.empty whose only user
// is an unknown op, where mlir-opt-22 allocates; a One-Shot core difference.)
func.func @unpack_perm(%src: tensor<2x4x4x4xf32>, %e: tensor<15x7xf32>) -> tensor<15x7xf32> {
  %0 = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x4x4x4xf32> -> tensor<15x7xf32>
  return %0 : tensor<15x7xf32>
}

// -----

// A pack between two bufferizable ops: the fill's result is read by the pack.
func.func @fill_pack_unpack(%src: tensor<15x7xf32>, %p: f32) -> tensor<15x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %0 = linalg.pack %src padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %f : tensor<15x7xf32> -> tensor<2x4x4x4xf32>
  %1 = linalg.unpack %0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %src : tensor<2x4x4x4xf32> -> tensor<15x7xf32>
  return %1 : tensor<15x7xf32>
}
