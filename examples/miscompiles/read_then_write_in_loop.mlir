// examples/miscompiles/read_then_write_in_loop.mlir: each iteration reads
// %t, then writes %a (which is %t on the first one): the second iteration
// must still read the original %t.
func.func @f(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %t, %z : index, tensor<4xf32>, f32)
^bb1(%i: index, %a: tensor<4xf32>, %s: f32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  %x = tensor.insert %v into %a[%i] : tensor<4xf32>
  %s1 = arith.addf %s, %e : f32
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %x, %s1 : index, tensor<4xf32>, f32)
^bb3:
  return %a, %s : tensor<4xf32>, f32
}

func.func @main() -> (tensor<4xf32>, f32) {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %n = arith.constant 2 : index
  %v = arith.constant 9.0 : f32
  %r:2 = call @f(%t, %n, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}
