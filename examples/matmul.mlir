// examples/matmul.mlir
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %m[%c1, %c1] : tensor<2x2xf32>
  return %x : f32
}
