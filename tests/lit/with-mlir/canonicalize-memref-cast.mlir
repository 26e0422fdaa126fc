// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cast_into_load_store(
// CHECK-NEXT:  memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:  %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:  return %0 : f32
// CHECK-NEXT:  }
func.func @cast_into_load_store(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %r = memref.load %c[%i] : memref<?xf32>
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @cast_into_copy(
// CHECK-NEXT:  memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @cast_into_copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cb = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %ca, %cb : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @cast_into_dim(
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT:  return %c4, %dim : index, index
// CHECK-NEXT:  }
func.func @cast_into_dim(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d0 = memref.dim %c, %c0 : memref<?x?xf32>
  %d1 = memref.dim %c, %c1 : memref<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @cast_of_cast(
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:  return %cast : memref<?xf32>
// CHECK-NEXT:  }
func.func @cast_of_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_same_type(
// CHECK-NEXT:  return %arg0 : memref<4xf32>
// CHECK-NEXT:  }
func.func @cast_same_type(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_into_subview(
// CHECK-NEXT:  %subview = memref.subview %arg0[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:  return %subview : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:  }
func.func @cast_into_subview(%m: memref<16xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %s = memref.subview %c[2] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %s : memref<4xf32, strided<[1], offset: 2>>
}

// -----

// CHECK-LABEL: func.func @cast_not_folded_into_return(
// CHECK-NEXT:  %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:  return %cast : memref<?xf32>
// CHECK-NEXT:  }
func.func @cast_not_folded_into_return(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %c : memref<?xf32>
}
