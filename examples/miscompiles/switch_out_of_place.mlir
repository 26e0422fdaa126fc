// examples/miscompiles/switch_out_of_place.mlir: cf.switch passes %t to a
// block that writes it and then reads %t.
func.func @f(%t: tensor<4xf32>, %k: i32, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.switch %k : i32, [
    default: ^bb1(%t : tensor<4xf32>),
    42: ^bb2(%t : tensor<4xf32>)
  ]
^bb1(%a: tensor<4xf32>):
  %i = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %i, %e : tensor<4xf32>, f32
^bb2(%b: tensor<4xf32>):
  return %b, %v : tensor<4xf32>, f32
}

func.func @main() -> (tensor<4xf32>, f32) {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %k = arith.constant 0 : i32
  %v = arith.constant 9.0 : f32
  %r:2 = call @f(%t, %k, %v) : (tensor<4xf32>, i32, f32) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}
