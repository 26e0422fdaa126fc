// RUN: bufferize-opt %s -linalg-bufferize -split-input-file | FileCheck %s

// Old-era Dialect/Linalg/bufferize.mlir, in today's syntax.  The RaW case
// that LLVM 13/14 miscompiled (@needs_copy, spec/oracle-examples): the fill
// must not write into %A, which is read afterwards.

// CHECK-LABEL: func.func @needs_copy(
// CHECK-SAME:      %[[A:.*]]: tensor<4xf32>
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT:     memref.copy
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK:         %[[FILLED:.*]] = bufferization.to_tensor %[[ALLOC]]
// CHECK:         %[[E:.*]] = tensor.extract %[[A]]
// CHECK:         return %[[E]], %[[FILLED]]
func.func @needs_copy(%A: tensor<4xf32>, %i: index) -> (f32, tensor<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.extract %A[%i] : tensor<4xf32>
  return %1, %0 : f32, tensor<4xf32>
}

// -----

#map0 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @basic(
// CHECK-SAME:      %[[T:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK:         %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<4xf32> to memref<4xf32>
// CHECK:         %[[R:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT:     memref.copy
// CHECK:         linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%[[M]] : memref<4xf32>) outs(%[[R]] : memref<4xf32>) {
// CHECK:           math.exp
// CHECK:         %[[RT:.*]] = bufferization.to_tensor %[[R]] : memref<4xf32> to tensor<4xf32>
// CHECK:         return %[[RT]] : tensor<4xf32>
func.func @basic(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
      ^bb0(%gen_arg1: f32, %out: f32):
        %tmp1 = math.exp %gen_arg1 : f32
        linalg.yield %tmp1 : f32
    } -> tensor<4xf32>
    return %0 : tensor<4xf32>
}

// -----

// linalg.init_tensor is today's tensor.empty; it is not a linalg op, so it
// stays a tensor here (tensor-bufferize allocates it).
#map0 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @init_tensor(
// CHECK-SAME:      %[[IN:.*]]: tensor<?xf32>, %[[SIZE:.*]]: index)
// CHECK-DAG:     %[[M:.*]] = bufferization.to_buffer %[[IN]] : tensor<?xf32> to memref<?xf32>
// CHECK-DAG:     %[[INIT:.*]] = tensor.empty(%[[SIZE]]) : tensor<?xf32>
// CHECK:         %[[OUT:.*]] = bufferization.to_buffer %[[INIT]] : tensor<?xf32> to memref<?xf32>
// CHECK:         memref.alloc
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[M]] : memref<?xf32>)
func.func @init_tensor(%in : tensor<?xf32>, %size: index) -> tensor<?xf32> {
  %init = tensor.empty(%size) : tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
    ins(%in : tensor<?xf32>) outs(%init : tensor<?xf32>) {
    ^bb0(%gen_arg1: f32, %out: f32):
      %tmp1 = math.exp %gen_arg1 : f32
      linalg.yield %tmp1 : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

#map0 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @multiple_results
// CHECK:         %[[R0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         %[[R1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         linalg.generic
// CHECK-SAME:      outs(%[[R0]], %[[R1]] : memref<4xf32>, memref<4xf32>)
func.func @multiple_results(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0, %1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : tensor<4xf32>) outs (%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) {
      ^bb0(%gen_arg1: f32, %out1: f32, %out2: f32):
        %tmp1 = math.exp %gen_arg1 : f32
        linalg.yield %tmp1, %tmp1 : f32, f32
    } -> (tensor<4xf32>, tensor<4xf32>)
    return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The init tensor is read by the payload: its buffer is copied first.
#accesses = [affine_map<(i, j, k) -> (j, i, k)>, affine_map<(i, j, k) -> (i, j)>]
// CHECK-LABEL: func.func @generic_with_init_tensor(
// CHECK-SAME:      %[[ARG0:.*]]: tensor<2x3x4xvector<3x4xi4>>, %[[ARG1:.*]]: tensor<3x2xf32>) -> tensor<3x2xf32> {
// CHECK-DAG:     %[[M0:.*]] = bufferization.to_buffer %[[ARG0]] : tensor<2x3x4xvector<3x4xi4>> to memref<2x3x4xvector<3x4xi4>>
// CHECK-DAG:     %[[M1:.*]] = bufferization.to_buffer %[[ARG1]] : tensor<3x2xf32> to memref<3x2xf32>
// CHECK:         %[[INIT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x2xf32>
// CHECK:         memref.copy %[[M1]], %[[INIT]] : memref<3x2xf32> to memref<3x2xf32>
// CHECK:         linalg.generic
// CHECK-SAME:      ins(%[[M0]] : memref<2x3x4xvector<3x4xi4>>) outs(%[[INIT]] : memref<3x2xf32>)
func.func @generic_with_init_tensor(%arg0: tensor<2x3x4xvector<3x4xi4>>, %arg1: tensor<3x2xf32>) -> (tensor<3x2xf32>) {
  %0 = linalg.generic {indexing_maps = #accesses, iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<2x3x4xvector<3x4xi4>>) outs(%arg1 : tensor<3x2xf32>) {
    ^bb(%v0: vector<3x4xi4>, %v1: f32) :
      linalg.yield %v1 : f32
  } -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// Old-era bufferize_fill wrote into the argument's buffer; today the fill
// gets its own buffer (no copy: the fill does not read it).
// CHECK-LABEL: func.func @bufferize_fill(
// CHECK:         %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NOT:     memref.copy
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?xf32>)
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<?xf32> to tensor<?xf32>
// CHECK:         return %[[T]]
func.func @bufferize_fill(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0.0 : f32
  %0 = linalg.fill ins(%c0 : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @bufferize_dot
// CHECK:         %[[IN:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK:         memref.copy
// CHECK:         linalg.dot ins(%[[IN]], %[[IN]] : memref<4xf32>, memref<4xf32>) outs(%[[OUT]] : memref<f32>)
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[OUT]] : memref<f32> to tensor<f32>
// CHECK:         return %[[T]]
func.func @bufferize_dot(%in: tensor<4xf32>, %out: tensor<f32>) -> tensor<f32> {
  %dot = linalg.dot ins(%in, %in : tensor<4xf32>, tensor<4xf32>) outs(%out : tensor<f32>) -> tensor<f32>
  return %dot : tensor<f32>
}
