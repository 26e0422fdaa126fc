// examples/tile.mlir: a loop that fills a tensor tile by tile
func.func @tile_fill(%A: tensor<64xf32>, %v: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%t = %A) -> (tensor<64xf32>) {
    %s = tensor.extract_slice %t[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    %u = tensor.insert_slice %f into %t[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %u : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
