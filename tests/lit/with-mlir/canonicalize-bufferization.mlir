// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @to_buffer_of_to_tensor(
// CHECK-NEXT:    return %arg0 : memref<4xf32>
// CHECK-NEXT:  }
func.func @to_buffer_of_to_tensor(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @to_buffer_of_to_tensor_cast(
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:  }
func.func @to_buffer_of_to_tensor_cast(%m: memref<?xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %b : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @to_tensor_of_to_buffer(
// CHECK-NEXT:    return %arg0 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @to_tensor_of_to_buffer(%t: tensor<4xf32>) -> tensor<4xf32> {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %r = bufferization.to_tensor %b : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @dead_to_tensor(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_to_tensor(%m: memref<4xf32>) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @load_of_to_buffer(
// CHECK-NEXT:    %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT:    return %extracted : f32
// CHECK-NEXT:  }
func.func @load_of_to_buffer(%t: tensor<4xf32>, %i: index) -> f32 {
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %v = memref.load %b[%i] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dim_of_to_tensor(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:    return %dim : index
// CHECK-NEXT:  }
func.func @dim_of_to_tensor(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}
