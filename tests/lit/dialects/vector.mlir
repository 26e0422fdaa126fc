// Custom and generic syntax of the vector dialect. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @vector_ops(%arg0: memref<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: index, %arg3: f32, %arg4: vector<4xi1>, %arg5: vector<4x4xf32>, %arg6: vector<4xf32>, %arg7: f32) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg4 : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%arg2, %arg2], %arg3 {in_bounds = [true, false], permutation_map = #map1} : tensor<4x8xf32>, vector<4x4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map2} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %arg6, %arg0[%arg2, %arg2] {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: vector.transfer_write %arg6, %arg0[%arg2, %arg2], %arg4 : vector<4xf32>, memref<4x8xf32>
// CHECK-NEXT: %5 = vector.transfer_write %arg5, %arg1[%arg2, %arg2] {permutation_map = #map1} : vector<4x4xf32>, tensor<4x8xf32>
// CHECK-NEXT: vector.print %arg6 : vector<4xf32>
// CHECK-NEXT: vector.print %arg7 : f32
// CHECK-NEXT: vector.print %arg6 : vector<4xf32> punctuation <comma>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: %6 = vector.broadcast %arg7 : f32 to vector<4xf32>
// CHECK-NEXT: %7 = vector.extract %arg5[0] : vector<4xf32> from vector<4x4xf32>
// CHECK-NEXT: %8 = vector.extract %arg5[%arg2, 1] : f32 from vector<4x4xf32>
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%arg2, %arg2], %arg3 {foo, in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return %5 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @vector_ops(%m: memref<4x8xf32>, %t: tensor<4x8xf32>, %i: index, %pad: f32, %mask: vector<4xi1>, %v2: vector<4x4xf32>, %v: vector<4xf32>, %s: f32) -> tensor<4x8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<4x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [false]} : memref<4x8xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xf32>, vector<4xf32>
  %3 = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<4x4xf32>
  %4 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<4x8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>
  vector.transfer_write %v, %m[%i, %i], %mask : vector<4xf32>, memref<4x8xf32>
  %5 = vector.transfer_write %v2, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x4xf32>, tensor<4x8xf32>
  vector.print %v : vector<4xf32>
  vector.print %s : f32
  vector.print %v : vector<4xf32> punctuation <comma>
  vector.print punctuation <open>
  vector.print str "hello\n"
  %6 = vector.broadcast %s : f32 to vector<4xf32>
  %8 = vector.extract %v2[0] : vector<4xf32> from vector<4x4xf32>
  %9 = vector.extract %v2[%i, 1] : f32 from vector<4x4xf32>
  %10 = vector.transfer_read %m[%i, %i], %pad {foo, in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>
  vector.print
  return %5 : tensor<4x8xf32>
}
