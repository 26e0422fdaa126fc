// tensor.gather / tensor.scatter (tensor/gather.py): custom and generic form.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// CHECK lines are mlir-opt-22's output for this file.

func.func @f(%s: tensor<4x5x6xf32>, %i: tensor<1x3x2xindex>, %j: tensor<1x3x2xi32>) -> tensor<4x5x6xf32> {
  %g = tensor.gather %s[%j] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
  %g2 = tensor.gather %s[%i] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
  %r = tensor.scatter %g into %s[%i] scatter_dims([1, 2]) unique {foo} : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
  return %r : tensor<4x5x6xf32>
}

// CHECK-LABEL: func.func @f(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x3x2xindex>, %arg2: tensor<1x3x2xi32>) -> tensor<4x5x6xf32> {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg2] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather into %arg0[%arg1] scatter_dims([1, 2]) unique {foo} : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT: return %scatter : tensor<4x5x6xf32>
// CHECK-NEXT: }
// GENERIC: %0 = "tensor.gather"(%arg0, %arg2) <{gather_dims = array<i64: 1, 2>, unique}> : (tensor<4x5x6xf32>, tensor<1x3x2xi32>) -> tensor<1x3x4x1x1xf32>
// GENERIC: %1 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 1, 2>}> : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4xf32>
// GENERIC: %2 = "tensor.scatter"(%0, %arg0, %arg1) <{scatter_dims = array<i64: 1, 2>, unique}> {foo} : (tensor<1x3x4x1x1xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
