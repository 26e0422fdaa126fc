// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cast_into_extract(
// CHECK-NEXT:  %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT:  return %extracted : f32
// CHECK-NEXT:  }
func.func @cast_into_extract(%t: tensor<4xf32>, %i: index) -> f32 {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %e = tensor.extract %c[%i] : tensor<?xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @cast_into_dim(
// (The two constants print in the other order upstream.)
// CHECK-DAG:     %c8 = arith.constant 8 : index
// CHECK-DAG:     %c0 = arith.constant 0 : index
// CHECK:         %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT:    return %dim, %c8 : index, index
// CHECK-NEXT:  }
func.func @cast_into_dim(%t: tensor<?x8xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = tensor.cast %t : tensor<?x8xf32> to tensor<?x?xf32>
  %d0 = tensor.dim %c, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %c, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @tensor_cast_of_cast(
// CHECK-NEXT:  return %arg0 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @tensor_cast_of_cast(%t: tensor<4xf32>) -> tensor<4xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %b = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @tensor_cast_chain(
// CHECK-NEXT:  %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<*xf32>
// CHECK-NEXT:  return %cast : tensor<*xf32>
// CHECK-NEXT:  }
func.func @tensor_cast_chain(%t: tensor<4xf32>) -> tensor<*xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %b = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  return %b : tensor<*xf32>
}
