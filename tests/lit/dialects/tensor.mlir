// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s
// CHECK lines are mlir-opt-22's output for this file.

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<4x?xf32>, %arg3: f32, %arg4: tensor<2xi32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg1[%arg0] : tensor<?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg1[%arg0] : tensor<?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[0, %arg0] [2, %arg0] [1, 1] {foo} : tensor<4x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg2[0, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[0, %arg0] [2, %arg0] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %dim = tensor.dim %arg1, %arg0 : tensor<?xf32>
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [%arg0, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg2 {{\[\[}}0, 1{{\]\]}} : tensor<4x?xf32> into tensor<?xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg1(%arg4) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %splat = tensor.splat %arg3 : tensor<4xf32>
// CHECK-NEXT: %splat_1 = tensor.splat %arg3[%arg0] : tensor<?xf32>
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?xf32>
// CHECK-NEXT: %padded = tensor.pad %arg1 low[1] high[%arg0] {
// CHECK-NEXT: ^bb0(%arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %padded_2 = tensor.pad %arg1 nofold low[1] high[2] {
// CHECK-NEXT: ^bb0(%arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %2 = tensor.bitcast %arg1 : tensor<?xf32> to tensor<?xi32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg1, %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %from_elements_3 = tensor.from_elements %arg3 : tensor<f32>
// CHECK-NEXT: %extracted_4 = tensor.extract %from_elements_3[] : tensor<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @f(%d: index, %t: tensor<?xf32>, %t2: tensor<4x?xf32>, %f: f32, %sh: tensor<2xi32>) {
  %e = tensor.empty(%d) : tensor<?xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %x = tensor.extract %t[%d] : tensor<?xf32>
  %i = tensor.insert %f into %t[%d] : tensor<?xf32>
  %s = tensor.extract_slice %t2[0, %d] [2, %d] [1, 1] {foo} : tensor<4x?xf32> to tensor<2x?xf32>
  %s2 = tensor.extract_slice %t2[0, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>
  %is = tensor.insert_slice %s into %t2[0, %d] [2, %d] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %dm = tensor.dim %t, %d : tensor<?xf32>
  %r = tensor.rank %t : tensor<?xf32>
  %ex = tensor.expand_shape %t [[0, 1]] output_shape [%d, 4] : tensor<?xf32> into tensor<?x4xf32>
  %co = tensor.collapse_shape %t2 [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %rs = tensor.reshape %t(%sh) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %sp = tensor.splat %f : tensor<4xf32>
  %sp2 = tensor.splat %f[%d] : tensor<?xf32>
  %g = tensor.generate %d {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %p = tensor.pad %t low[1] high[%d] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %p2 = tensor.pad %t nofold low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %bc = tensor.bitcast %t : tensor<?xf32> to tensor<?xi32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %fe2 = tensor.from_elements %f : tensor<f32>
  %x0 = tensor.extract %fe2[] : tensor<f32>
  return
}
