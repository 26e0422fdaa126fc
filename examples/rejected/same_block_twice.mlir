// examples/rejected/same_block_twice.mlir: a cond_br whose two successors
// are the same block, with different operands.
func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%t : tensor<4xf32>), ^bb1(%u : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
}
