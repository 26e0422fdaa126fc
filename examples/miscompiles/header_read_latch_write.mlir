// examples/miscompiles/header_read_latch_write.mlir: the loop header reads
// %t, the latch writes %t: a write that, in place, the next header reads.
func.func @f(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %s: f32):
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  %s1 = arith.addf %s, %e : f32
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %x = tensor.insert %v into %t[%i] : tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %s1 : index, f32)
^bb3:
  return %t, %s1 : tensor<4xf32>, f32
}

func.func @main() -> (tensor<4xf32>, f32) {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %n = arith.constant 2 : index
  %v = arith.constant 9.0 : f32
  %r:2 = call @f(%t, %n, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, f32)
  return %r#0, %r#1 : tensor<4xf32>, f32
}
