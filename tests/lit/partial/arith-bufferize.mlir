// RUN: bufferize-opt %s -arith-bufferize | FileCheck %s
// RUN: bufferize-opt %s -arith-bufferize=constant-op-only | FileCheck %s --check-prefix=CONST
// RUN: bufferize-opt %s -arith-bufferize=alignment=64 | FileCheck %s --check-prefix=ALIGN

// Old-era Dialect/Standard/bufferize.mlir (std.select), in today's syntax.

// CHECK: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// ALIGN: memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @const() -> tensor<2xf32> {
// CHECK:         %[[G:.*]] = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[G]] : memref<2xf32> to tensor<2xf32>
// CHECK:         return %[[T]]
// CHECK-LABEL: func.func @select(
// CHECK-SAME:      %[[P:.*]]: i1, %[[T:.*]]: tensor<f32>, %[[F:.*]]: tensor<f32>) -> tensor<f32> {
// CHECK-DAG:     %[[FM:.*]] = bufferization.to_buffer %[[F]] : tensor<f32> to memref<f32>
// CHECK-DAG:     %[[TM:.*]] = bufferization.to_buffer %[[T]] : tensor<f32> to memref<f32>
// CHECK:         %[[R:.*]] = arith.select %[[P]], %[[TM]], %[[FM]] : memref<f32>
// CHECK:         %[[RT:.*]] = bufferization.to_tensor %[[R]] : memref<f32> to tensor<f32>
// CHECK:         return %[[RT]] : tensor<f32>
// CONST-LABEL: func.func @select(
// CONST:         arith.select %{{.*}} : tensor<f32>
func.func @const() -> tensor<2xf32> {
  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @select(%arg0: i1, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
  %0 = arith.select %arg0, %arg1, %arg2 : tensor<f32>
  return %0 : tensor<f32>
}
