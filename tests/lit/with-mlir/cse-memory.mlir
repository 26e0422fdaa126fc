// RUN: bufferize-opt %s -split-input-file -cse | FileCheck %s

// CHECK-LABEL: func.func @allocs_not_merged(
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    return %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:  }
func.func @allocs_not_merged() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  return %a, %b : memref<4xf32>, memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @loads_no_write(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    return %0, %0 : f32, f32
// CHECK-NEXT:  }
func.func @loads_no_write(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  %b = memref.load %m[%i] : memref<4xf32>
  return %a, %b : f32, f32
}

// -----

// CHECK-LABEL: func.func @loads_with_write(
// CHECK-NEXT:    %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:    return %0, %1 : f32, f32
// CHECK-NEXT:  }
func.func @loads_with_write(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %b = memref.load %m[%i] : memref<4xf32>
  return %a, %b : f32, f32
}

// -----

// CHECK-LABEL: func.func @views(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %subview = memref.subview %arg0[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<16xf32>
// CHECK-NEXT:    return %subview, %subview, %dim, %dim : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 2>>, index, index
// CHECK-NEXT:  }
func.func @views(%m: memref<16xf32>) -> (memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 2>>, index, index) {
  %c0 = arith.constant 0 : index
  %s1 = memref.subview %m[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
  %s2 = memref.subview %m[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
  %d1 = memref.dim %m, %c0 : memref<16xf32>
  %d2 = memref.dim %m, %c0 : memref<16xf32>
  return %s1, %s2, %d1, %d2 : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 2>>, index, index
}

// -----

// CHECK-LABEL: func.func @to_tensor_twice(
// CHECK-NEXT:    %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:    return %0, %0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:  }
func.func @to_tensor_twice(%m: memref<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_ops(
// CHECK-NEXT:    %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT:    %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    return %extracted, %extracted, %0, %0 : f32, f32, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:  }
func.func @tensor_ops(%t: tensor<?xf32>, %i: index) -> (f32, f32, tensor<4xf32>, tensor<4xf32>) {
  %a = tensor.extract %t[%i] : tensor<?xf32>
  %b = tensor.extract %t[%i] : tensor<?xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  return %a, %b, %e1, %e2 : f32, f32, tensor<4xf32>, tensor<4xf32>
}
