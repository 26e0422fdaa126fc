// Memory spaces: alloc_tensor's memory_space holds for its copy, and a
// tensor.pad allocates in its source's memory space.
// RUN: bufferize-opt %s -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// CHECK-LABEL: func.func @pad_memory_space(
//  CHECK-SAME:     %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>
//       CHECK:   %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32, 3>
//       CHECK:   memref.copy %[[T]], %[[A]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, 3>
//       CHECK:   %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<15xf32, 3>
//       CHECK:   linalg.map outs(%[[P]] : memref<15xf32, 3>)
//       CHECK:   %[[D:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xf32, 3>
//       CHECK:   %[[SV:.*]] = memref.subview %[[P]][2] [%[[D]]] [1] : memref<15xf32, 3> to memref<?xf32, strided<[1], offset: 2>, 3>
//       CHECK:   memref.copy %[[A]], %[[SV]]
//       CHECK:   memref.load %[[P]][%{{.*}}] : memref<15xf32, 3>
func.func @pad_memory_space(%t: tensor<?xf32>, %h1: index, %f: f32, %pos: index) -> f32 {
  %0 = bufferization.alloc_tensor() copy(%t) {memory_space = 3 : i64} : tensor<?xf32>
  %1 = tensor.pad %0 low[2] high[%h1] {
  ^bb0(%arg0: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<15xf32>
  %2 = tensor.extract %1[%pos] : tensor<15xf32>
  return %2 : f32
}
