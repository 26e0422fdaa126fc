// RUN: bufferize-opt %s -tensor-bufferize -split-input-file | FileCheck %s
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(func.func(tensor-bufferize))' -split-input-file | FileCheck %s

// Old-era Dialect/Tensor/bufferize.mlir, in today's syntax.  Only tensor ops
// are bufferized; function arguments stay tensors, reached through
// bufferization.to_buffer with identity layouts.

// CHECK-LABEL: func.func @dim(
// CHECK-SAME:      %[[T:.*]]: tensor<?xf32>, %[[I:.*]]: index) -> index {
// CHECK:         %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?xf32> to memref<?xf32>
// CHECK:         %[[D:.*]] = memref.dim %[[M]], %[[I]] : memref<?xf32>
// CHECK:         return %[[D]] : index
func.func @dim(%arg0: tensor<?xf32>, %arg1: index) -> index {
  %0 = tensor.dim %arg0, %arg1 : tensor<?xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @tensor.cast(
// CHECK-SAME:      %[[T:.*]]: tensor<?xindex>) -> tensor<2xindex> {
// CHECK:         %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?xindex> to memref<?xindex>
// CHECK:         %[[C:.*]] = memref.cast %[[M]] : memref<?xindex> to memref<2xindex>
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[C]] : memref<2xindex> to tensor<2xindex>
// CHECK:         return %[[R]] : tensor<2xindex>
func.func @tensor.cast(%arg0: tensor<?xindex>) -> tensor<2xindex> {
  %0 = tensor.cast %arg0 : tensor<?xindex> to tensor<2xindex>
  return %0 : tensor<2xindex>
}

// CHECK-LABEL: func.func @tensor.cast_from_unranked(
// CHECK:         %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<*xf32> to memref<*xf32>
// CHECK:         %[[C:.*]] = memref.cast %[[M]] : memref<*xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[C]]
// CHECK:         return %[[R]] : tensor<2xf32>
func.func @tensor.cast_from_unranked(%arg0: tensor<*xf32>) -> tensor<2xf32> {
  %0 = tensor.cast %arg0 : tensor<*xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @tensor.cast_to_unranked(
// CHECK:         %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<2xf32> to memref<2xf32>
// CHECK:         %[[C:.*]] = memref.cast %[[M]] : memref<2xf32> to memref<*xf32>
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[C]] : memref<*xf32> to tensor<*xf32>
// CHECK:         return %[[R]] : tensor<*xf32>
func.func @tensor.cast_to_unranked(%arg0: tensor<2xf32>) -> tensor<*xf32> {
  %0 = tensor.cast %arg0 : tensor<2xf32> to tensor<*xf32>
  return %0 : tensor<*xf32>
}

// CHECK-LABEL: func.func @tensor.extract(
// CHECK-SAME:      %[[T:.*]]: tensor<?xf32>, %[[I:.*]]: index) -> f32 {
// CHECK:         %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?xf32> to memref<?xf32>
// CHECK:         %[[R:.*]] = memref.load %[[M]][%[[I]]] : memref<?xf32>
// CHECK:         return %[[R]] : f32
func.func @tensor.extract(%arg0: tensor<?xf32>, %arg1: index) -> f32 {
  %0 = tensor.extract %arg0[%arg1] : tensor<?xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @tensor.from_elements(
// CHECK-SAME:      %[[E0:.*]]: index, %[[E1:.*]]: index) -> tensor<2xindex> {
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         memref.store %[[E0]], %[[A]][%[[C0]]] : memref<2xindex>
// CHECK:         memref.store %[[E1]], %[[A]][%[[C1]]] : memref<2xindex>
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[A]] : memref<2xindex> to tensor<2xindex>
// CHECK:         return %[[R]] : tensor<2xindex>
func.func @tensor.from_elements(%arg0: index, %arg1: index) -> tensor<2xindex> {
  %0 = tensor.from_elements %arg0, %arg1 : tensor<2xindex>
  return %0 : tensor<2xindex>
}

// Ops of other dialects keep their tensors.
// CHECK-LABEL: func.func @other_dialects(
// CHECK:         %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
// CHECK:         %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK:         %[[L:.*]] = memref.load %[[M]][%{{.*}}] : memref<4xf32>
// CHECK:         return %[[L]], %[[F]]
func.func @other_dialects(%A: tensor<4xf32>, %i: index) -> (f32, tensor<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.extract %A[%i] : tensor<4xf32>
  return %1, %0 : f32, tensor<4xf32>
}

// -----

// Old-era bufferize_insert_slice: the destination is copied before the
// write (the function argument's buffer is never written).
// CHECK-LABEL: func.func @bufferize_insert_slice(
// CHECK-SAME:      %[[T:.*]]: tensor<?x?xf32>, %[[ST0:.*]]: tensor<2x3xf32>, %[[ST1:.*]]: tensor<2x?xf32>
// CHECK-DAG:     %[[SM1:.*]] = bufferization.to_buffer %[[ST1]] : tensor<2x?xf32> to memref<2x?xf32>
// CHECK-DAG:     %[[SM0:.*]] = bufferization.to_buffer %[[ST0]] : tensor<2x3xf32> to memref<2x3xf32>
// CHECK-DAG:     %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?x?xf32> to memref<?x?xf32>
// CHECK:         %[[IDX:.*]] = call @make_index() : () -> index
// CHECK:         %[[COPY0:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         memref.copy %[[M]], %[[COPY0]] : memref<?x?xf32> to memref<?x?xf32>
// CHECK:         %[[SV0:.*]] = memref.subview %[[COPY0]][0, 0] [2, 3] [1, 1] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 1]>>
// CHECK:         memref.copy %[[SM0]], %[[SV0]]
// CHECK:         %[[RT0:.*]] = bufferization.to_tensor %[[COPY0]] : memref<?x?xf32> to tensor<?x?xf32>
// CHECK:         %[[COPY1:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK:         memref.copy %[[M]], %[[COPY1]] : memref<?x?xf32> to memref<?x?xf32>
// CHECK:         %[[SV1:.*]] = memref.subview %[[COPY1]][0, %[[IDX]]] [2, %[[IDX]]] [1, 2] : memref<?x?xf32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
// CHECK:         memref.copy %[[SM1]], %[[SV1]]
// CHECK:         %[[RT1:.*]] = bufferization.to_tensor %[[COPY1]] : memref<?x?xf32> to tensor<?x?xf32>
// CHECK:         return %[[RT0]], %[[RT1]]
func.func private @make_index() -> index
func.func @bufferize_insert_slice(%t : tensor<?x?xf32>, %st0 : tensor<2x3xf32>, %st1 : tensor<2x?xf32>) ->
    (tensor<?x?xf32>, tensor<?x?xf32>) {
  %i0 = call @make_index() : () -> index
  %t0 = tensor.insert_slice %st0 into %t[0, 0][2, 3][1, 1] : tensor<2x3xf32> into tensor<?x?xf32>
  %t1 = tensor.insert_slice %st1 into %t[0, %i0][2, %i0][1, 2] : tensor<2x?xf32> into tensor<?x?xf32>
  return %t0, %t1: tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// Old-era bufferize_slice: an extract_slice is a view, not a copy.
// CHECK-LABEL: func.func @bufferize_slice(
// CHECK:         %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<?x?xf32> to memref<?x?xf32>
// CHECK:         %[[SV:.*]] = memref.subview %[[M]][0, 0] [2, 3] [1, 1] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 1]>>
// CHECK:         %[[R:.*]] = bufferization.to_tensor %[[SV]]
// CHECK-NOT:     memref.alloc
// CHECK:         return %[[R]]
func.func @bufferize_slice(%t : tensor<?x?xf32>) -> tensor<2x3xf32> {
  %st0 = tensor.extract_slice %t[0, 0][2, 3][1, 1] : tensor<?x?xf32> to tensor<2x3xf32>
  return %st0 : tensor<2x3xf32>
}

// -----

// A tensor.insert into a tensor that is read afterwards writes a copy.
// CHECK-LABEL: func.func @insert_then_read(
// CHECK:         %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         memref.copy %[[M]], %[[A]]
// CHECK:         memref.store %{{.*}}, %[[A]][%{{.*}}]
// CHECK:         memref.load %[[M]]
// CHECK:         memref.load %[[A]]
func.func @insert_then_read(%t: tensor<4xf32>, %f: f32, %i: index) -> (f32, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  %2 = tensor.extract %0[%i] : tensor<4xf32>
  return %1, %2 : f32, f32
}

// -----

// A single-use tensor.empty is written in place: nobody else sees it.
// CHECK-LABEL: func.func @empty_single_use(
// CHECK-COUNT-1: memref.alloc
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
func.func @empty_single_use(%f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = tensor.insert %f into %e[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
