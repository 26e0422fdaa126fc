// examples/no_semantics.mlir: the interpreter does not know test.unknown.
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.unknown"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
