// examples/demo.mlir
func.func @main(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %c = arith.constant 3.0 : f32
  %r = tensor.insert %c into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}
