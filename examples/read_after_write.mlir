// A tensor read after an in-place write of the same tensor: One-Shot
// Bufferize must copy %t for the insert.  See the bufferization report:
//   bufferize-opt examples/read_after_write.mlir \
//     -one-shot-bufferize="bufferize-function-boundaries bufferization-report=text"
func.func @f(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<8xf32>
  %1 = tensor.extract %t[%c1] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, f32
}
