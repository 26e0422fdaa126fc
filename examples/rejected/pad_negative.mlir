// examples/rejected/pad_negative.mlir: a tensor.pad whose negative low
// padding drops the first two elements of its source.
func.func @f(%t: tensor<8xf32>, %v: f32) -> tensor<7xf32> {
  %r = tensor.pad %t low[-2] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<8xf32> to tensor<7xf32>
  return %r : tensor<7xf32>
}
