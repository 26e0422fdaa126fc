// examples/uncompilable/index_cast.mlir: an arith.index_cast of a tensor of
// indices to a tensor of i32.
func.func @f(%t: tensor<4xindex>) -> tensor<4xi32> {
  %0 = arith.index_cast %t : tensor<4xindex> to tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @main() -> i32 {
  %c = arith.constant dense<[1, -2, 3, 4]> : tensor<4xindex>
  %r = call @f(%c) : (tensor<4xindex>) -> tensor<4xi32>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %r[%c1] : tensor<4xi32>
  return %e : i32
}
