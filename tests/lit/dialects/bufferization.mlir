// Custom and generic syntax of the bufferization dialect. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: bufferize-opt %s --allow-unregistered-dialect --mlir-print-op-generic | bufferize-opt --allow-unregistered-dialect | FileCheck %s

func.func @bufferization(%m: memref<4xf32>, %dm: memref<?xf32>, %t: tensor<4xf32>, %dt: tensor<?xf32>, %um: memref<*xf32>, %d: index, %s: index, %c: i1) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %3 = bufferization.to_buffer %dt read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %4 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %5 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %6 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %7 = bufferization.alloc_tensor(%d) size_hint=%s : tensor<?xf32>
  %8 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %9 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %10:2 = bufferization.dealloc (%m, %dm : memref<4xf32>, memref<?xf32>) if (%c, %c) retain (%m, %um : memref<4xf32>, memref<*xf32>)
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  bufferization.dealloc
  bufferization.dealloc_tensor %t : tensor<4xf32>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10#0, %10#1) : (tensor<4xf32>, tensor<4xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<4xf32>, tensor<?xf32>, tensor<4xf32>, tensor<?xf32>, tensor<4xf32>, tensor<4xf32>, i1, i1) -> ()
  return
}

// CHECK: func.func @bufferization(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: tensor<4xf32>, %arg3: tensor<?xf32>, %arg4: memref<*xf32>, %arg5: index, %arg6: index, %arg7: i1) {
// CHECK-NEXT:   %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:   %1 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:   %2 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:   %3 = bufferization.to_buffer %arg3 read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   %4 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   %5 = bufferization.alloc_tensor(%arg5) : tensor<?xf32>
// CHECK-NEXT:   %6 = bufferization.alloc_tensor() copy(%arg2) : tensor<4xf32>
// CHECK-NEXT:   %7 = bufferization.alloc_tensor(%arg5) size_hint=%arg6 : tensor<?xf32>
// CHECK-NEXT:   %8 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT:   %9 = bufferization.materialize_in_destination %arg2 in %arg2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   bufferization.materialize_in_destination %arg2 in restrict writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:   %10:2 = bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<?xf32>) if (%arg7, %arg7) retain (%arg0, %arg4 : memref<4xf32>, memref<*xf32>)
// CHECK-NEXT:   bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg7)
// CHECK-NEXT:   bufferization.dealloc
// CHECK-NEXT:   bufferization.dealloc_tensor %arg2 : tensor<4xf32>
// CHECK-NEXT:   "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10#0, %10#1) : (tensor<4xf32>, tensor<4xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<4xf32>, tensor<?xf32>, tensor<4xf32>, tensor<?xf32>, tensor<4xf32>, tensor<4xf32>, i1, i1) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
