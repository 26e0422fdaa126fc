// examples/rejected/cf_loop_region_result.mlir: an scf.if in a cf loop
// yields the loop's block argument, which the back edge feeds with the
// scf.if's result.
func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  cf.br ^bb1(%c0, %t : index, tensor<4xf32>)
^bb1(%i: index, %a: tensor<4xf32>):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %r = scf.if %true -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %r : index, tensor<4xf32>)
^bb3:
  return %a : tensor<4xf32>
}
