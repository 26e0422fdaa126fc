// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @trivial_subview(
// CHECK-NEXT:    return %arg0 : memref<4x8xf32>
// CHECK-NEXT:  }
func.func @trivial_subview(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  return %s : memref<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @trivial_subview_cast(
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:    return %cast : memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT:  }
func.func @trivial_subview_cast(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s : memref<4x8xf32, strided<[8, 1]>>
}

// -----

// CHECK-LABEL: func.func @subview_const_operands(
// CHECK-NEXT:    %subview = memref.subview %arg0[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:    %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:  }
func.func @subview_const_operands(%m: memref<16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c2] [%c4] [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @nontrivial_subview(
// CHECK-NEXT:    %subview = memref.subview %arg0[4] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:    return %subview : memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:  }
func.func @nontrivial_subview(%m: memref<16xf32>) -> memref<4xf32, strided<[1], offset: 4>> {
  %s = memref.subview %m[4] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 4>>
  return %s : memref<4xf32, strided<[1], offset: 4>>
}
