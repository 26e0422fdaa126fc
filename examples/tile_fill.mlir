// tile_fill: extract_slice / fill / insert_slice inside scf.for (from shared/spec/oracle-examples/ex1_modern.mlir).
// Try: bufferize-opt examples/tile_fill.mlir --pass-pipeline='builtin.module(comprehensive-bufferize,func.func(buffer-deallocation,copy-removal))'
func.func @tile_fill(%A: tensor<128x64xf32>, %v: f32) -> tensor<128x64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %r = scf.for %i = %c0 to %c128 step %c16 iter_args(%acc = %A) -> (tensor<128x64xf32>) {
    %s = tensor.extract_slice %acc[%i, 0] [16, 64] [1, 1] : tensor<128x64xf32> to tensor<16x64xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16x64xf32>) -> tensor<16x64xf32>
    %u = tensor.insert_slice %f into %acc[%i, 0] [16, 64] [1, 1] : tensor<16x64xf32> into tensor<128x64xf32>
    scf.yield %u : tensor<128x64xf32>
  }
  return %r : tensor<128x64xf32>
}
