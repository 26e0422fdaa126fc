// RUN: bufferize-opt %s -bufferization-bufferize | FileCheck %s

// Only bufferization ops: the alloc_tensor becomes an alloc, the
// tensor.insert (tensor dialect) keeps its tensor.
// CHECK-LABEL: func.func @alloc_tensor(
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<4xf32> to tensor<4xf32>
// CHECK:         tensor.insert %{{.*}} into %[[T]]
func.func @alloc_tensor(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// A copying alloc_tensor.
// CHECK-LABEL: func.func @alloc_tensor_copy(
// CHECK:         %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         memref.copy %[[M]], %[[A]]
func.func @alloc_tensor_copy(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  return %0 : tensor<4xf32>
}
