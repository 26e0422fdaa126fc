// examples/broken.mlir: %n is an index, used as an f32.
func.func @scale(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%n : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
