// examples/miscompiles/index_switch_yield.mlir: a case of the switch yields
// %t; the insert into the switch's result must not change %t.
func.func @f(%t: tensor<4xf32>, %i: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %e = tensor.empty() : tensor<4xf32>
    %z = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %z : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %w = tensor.insert %v into %r[%c0] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

func.func @main() -> (tensor<4xf32>, f32) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %t = tensor.from_elements %a, %b, %b, %b : tensor<4xf32>
  %i = arith.constant 3 : index
  %v = arith.constant 9.0 : f32
  %r:2 = call @f(%t, %i, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}
