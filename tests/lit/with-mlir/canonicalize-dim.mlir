// RUN: bufferize-opt %s -allow-unregistered-dialect -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @memref_dim_static(
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    return %c4 : index
// CHECK-NEXT:  }
func.func @memref_dim_static(%m: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @memref_dim_of_alloc(
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) : memref<8x?xf32>
// CHECK-NEXT:    "test.use"(%alloc) : (memref<8x?xf32>) -> ()
// CHECK-NEXT:    return %c8, %arg0 : index, index
// CHECK-NEXT:  }
func.func @memref_dim_of_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<8x?xf32>
  %d0 = memref.dim %a, %c0 : memref<8x?xf32>
  %d1 = memref.dim %a, %c1 : memref<8x?xf32>
  "test.use"(%a) : (memref<8x?xf32>) -> ()
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @tensor_dim_static(
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    return %c5 : index
// CHECK-NEXT:  }
func.func @tensor_dim_static(%t: tensor<?x5xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<?x5xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @tensor_dim_of_empty(
// CHECK-NEXT:    return %arg0, %arg1 : index, index
// CHECK-NEXT:  }
func.func @tensor_dim_of_empty(%n: index, %m: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty(%n, %m) : tensor<?x3x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x3x?xf32>
  %d2 = tensor.dim %e, %c2 : tensor<?x3x?xf32>
  return %d0, %d2 : index, index
}

// -----

// CHECK-LABEL: func.func @dim_dynamic_kept(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:    %dim_0 = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT:    return %dim, %dim_0 : index, index
// CHECK-NEXT:  }
func.func @dim_dynamic_kept(%m: memref<?xf32>, %t: tensor<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %d0 = memref.dim %m, %c0 : memref<?xf32>
  %d1 = tensor.dim %t, %c0 : tensor<?xf32>
  return %d0, %d1 : index, index
}
