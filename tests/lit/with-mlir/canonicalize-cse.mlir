// RUN: bufferize-opt %s -split-input-file -canonicalize -cse | FileCheck %s

// CHECK-LABEL: func.func @fold_then_cse(
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c5 = arith.constant 5 : index
// CHECK-NEXT:  %0 = arith.muli %arg0, %c5 : index
// CHECK-NEXT:  %dim = memref.dim %arg1, %c0 : memref<?xf32>
// CHECK-NEXT:  %1 = arith.addi %0, %dim : index
// CHECK-NEXT:  return %1, %1 : index, index
// CHECK-NEXT:  }
func.func @fold_then_cse(%x: index, %m: memref<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.addi %c2, %c3 : index
  %b = arith.muli %x, %a : index
  %d = arith.addi %c3, %c2 : index
  %e = arith.muli %x, %d : index
  %f = memref.dim %m, %c0 : memref<?xf32>
  %g = memref.dim %m, %c0 : memref<?xf32>
  %h = arith.addi %b, %f : index
  %k = arith.addi %e, %g : index
  return %h, %k : index, index
}

// -----

// CHECK-LABEL: func.func @roundtrip_then_cse(
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:  return %0, %0 : f32, f32
// CHECK-NEXT:  }
func.func @roundtrip_then_cse(%m: memref<4xf32>, %i: index) -> (f32, f32) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  %v1 = memref.load %c[%i] : memref<?xf32>
  %v2 = memref.load %m[%i] : memref<4xf32>
  return %v1, %v2 : f32, f32
}
