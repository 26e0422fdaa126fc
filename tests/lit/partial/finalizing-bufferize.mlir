// RUN: bufferize-opt %s --allow-unregistered-dialect -finalizing-bufferize -split-input-file -verify-diagnostics | FileCheck %s
// RUN: bufferize-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(finalizing-bufferize))' -split-input-file -verify-diagnostics | FileCheck %s

// Old-era Transforms/finalizing-bufferize.mlir, in today's syntax.

// CHECK-LABEL: func.func @eliminate_materializations(
// CHECK-SAME:      %[[ARG:.*]]: memref<f32>) -> memref<f32> {
// CHECK:         return %[[ARG]] : memref<f32>
func.func @eliminate_materializations(%arg0: memref<f32>) -> memref<f32> {
  %0 = bufferization.to_tensor %arg0 : memref<f32> to tensor<f32>
  %1 = bufferization.to_buffer %0 : tensor<f32> to memref<f32>
  return %1 : memref<f32>
}

// A pair with different but cast-compatible types: a cast when it cannot fail ...
// CHECK-LABEL: func.func @cast_pair(
// CHECK-SAME:      %[[ARG:.*]]: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK:         %[[C:.*]] = memref.cast %[[ARG]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:         return %[[C]] : memref<4xf32, strided<[?], offset: ?>>
func.func @cast_pair(%arg0: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %1 : memref<4xf32, strided<[?], offset: ?>>
}

// ... and a copy into an identity buffer when the cast could fail at run time.
// CHECK-LABEL: func.func @copy_pair(
// CHECK-SAME:      %[[ARG:.*]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         memref.copy %[[ARG]], %[[A]]
// CHECK:         return %[[A]] : memref<4xf32>
func.func @copy_pair(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
  %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// CHECK-LABEL: func.func @dead_materialization(
// CHECK-NEXT:    return
func.func @dead_materialization(%arg0: memref<4xf32>) {
  %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @unable_to_convert_lone_buffer_cast() -> memref<f32> {
  // expected-error @+1 {{failed to legalize operation 'test.source'}}
  %0 = "test.source"() : () -> tensor<f32>
  %1 = bufferization.to_buffer %0 : tensor<f32> to memref<f32>
  return %1 : memref<f32>
}

// -----

func.func @unable_to_convert_lone_tensor_load(%arg0: memref<f32>) {
  %0 = bufferization.to_tensor %arg0 : memref<f32> to tensor<f32>
  // expected-error @+1 {{failed to legalize operation 'test.sink'}}
  "test.sink"(%0) : (tensor<f32>) -> ()
  return
}

// -----

// Every op that still has tensors is reported, not only the first.
// expected-error @+1 {{failed to legalize operation 'func.func'}}
func.func @not_bufferized(%arg0: tensor<4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{failed to legalize operation 'tensor.extract'}}
  %0 = tensor.extract %arg0[%i] : tensor<4xf32>
  return %0 : f32
}
