// examples/miscompiles/constant_call_result.mlir: @const returns a constant;
// @f writes the result of one call and reads the result of another.
func.func @const() -> tensor<4xf32> {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @f(%v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = call @const() : () -> tensor<4xf32>
  %i = tensor.insert %v into %r[%c0] : tensor<4xf32>
  %s = call @const() : () -> tensor<4xf32>
  %e = tensor.extract %s[%c0] : tensor<4xf32>
  return %i, %e : tensor<4xf32>, f32
}

func.func @main() -> (tensor<4xf32>, f32) {
  %v = arith.constant 9.0 : f32
  %r:2 = call @f(%v) : (f32) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}
