// examples/miscompiles/shared_call_results.mlir: @pair returns one tensor in
// two results; @f writes the first and reads the second.
func.func @pair(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @f(%v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r:2 = call @pair(%one) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %i = tensor.insert %v into %r#0[%c0] : tensor<4xf32>
  %e = tensor.extract %r#1[%c0] : tensor<4xf32>
  return %i, %e : tensor<4xf32>, f32
}

func.func @main() -> (tensor<4xf32>, f32) {
  %v = arith.constant 9.0 : f32
  %r:2 = call @f(%v) : (f32) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}
