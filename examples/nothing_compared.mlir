// examples/nothing_compared.mlir: @log has no body and no runtime
// implementation, so @keep fails before any pipeline on every input:
// --check-equivalence can compare nothing here, and says so.
func.func private @log(tensor<4xf32>)
func.func @keep(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %c = arith.constant 9.0 : f32
  %r = tensor.insert %c into %t[%i] : tensor<4xf32>
  call @log(%r) : (tensor<4xf32>) -> ()
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
