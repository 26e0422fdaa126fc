// examples/equivalence.mlir: @keep returns %t with one element replaced and
// reads the old element, so bufferizing it in place needs a copy of %t.
func.func @keep(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %c = arith.constant 9.0 : f32
  %r = tensor.insert %c into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
