// RUN: bufferize-opt %s --split-input-file -one-shot-bufferize="bufferize-function-boundaries" | %mlir_opt --split-input-file > %t
// vector.transfer_read / transfer_write on tensors.

func.func @read(%A: tensor<?xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i], %pad : tensor<?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// -----
func.func @write_full(%A: tensor<4xf32>, %v: vector<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %A[%c0] : vector<4xf32>, tensor<4xf32>
  %x = tensor.extract %A[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}
// -----
func.func @write_part(%A: tensor<8xf32>, %v: vector<4xf32>, %i: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %A[%i] : vector<4xf32>, tensor<8xf32>
  %x = tensor.extract %A[%c0] : tensor<8xf32>
  return %w, %x : tensor<8xf32>, f32
}
// -----
func.func @write_inplace(%A: tensor<8xf32>, %v: vector<4xf32>, %i: index) -> (tensor<8xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %A[%i] : vector<4xf32>, tensor<8xf32>
  %r = vector.transfer_read %w[%i], %pad : tensor<8xf32>, vector<4xf32>
  return %w, %r : tensor<8xf32>, vector<4xf32>
}
// -----
func.func @write_empty(%v: vector<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %w = vector.transfer_write %v, %e[%c0] : vector<4xf32>, tensor<4xf32>
  return %w : tensor<4xf32>
}
