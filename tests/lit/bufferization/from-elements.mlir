// tensor.from_elements: a new buffer, the index constants [0, max(shape)) first,
// then one memref.store per element in row-major order (as mlir-opt-22 prints it).
// RUN: bufferize-opt %s -one-shot-bufferize | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK:         %[[A0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT:    memref.store %arg0, %[[A0]][] : memref<f32>
// CHECK:         %[[A1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<0xf32>
// CHECK-NEXT:    bufferization.to_tensor %[[A1]]
// CHECK:         %[[A2:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    memref.store %arg0, %[[A2]][%[[C0]], %[[C0]]]
// CHECK-NEXT:    memref.store %arg0, %[[A2]][%[[C0]], %[[C1]]]
// CHECK-NEXT:    memref.store %arg0, %[[A2]][%[[C0]], %[[C2]]]
// CHECK-NEXT:    memref.store %arg0, %[[A2]][%[[C1]], %[[C0]]]
// CHECK-NEXT:    memref.store %arg0, %[[A2]][%[[C1]], %[[C1]]]
// CHECK-NEXT:    memref.store %arg0, %[[A2]][%[[C1]], %[[C2]]]
func.func @f(%a: f32) -> (tensor<f32>, tensor<0xf32>, tensor<2x3xf32>) {
  %0 = tensor.from_elements %a : tensor<f32>
  %1 = tensor.from_elements : tensor<0xf32>
  %2 = tensor.from_elements %a, %a, %a, %a, %a, %a : tensor<2x3xf32>
  return %0, %1, %2 : tensor<f32>, tensor<0xf32>, tensor<2x3xf32>
}
