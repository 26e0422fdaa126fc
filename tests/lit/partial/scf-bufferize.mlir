// RUN: bufferize-opt %s --allow-unregistered-dialect -scf-bufferize | FileCheck %s

// Old-era Dialect/SCF/bufferize.mlir, in today's syntax.

// CHECK-LABEL: func.func @if(
// CHECK-SAME:      %[[PRED:.*]]: i1, %[[T:.*]]: tensor<?xf32>, %[[F:.*]]: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-DAG:     %[[FM:.*]] = bufferization.to_buffer %[[F]] : tensor<?xf32> to memref<?xf32>
// CHECK-DAG:     %[[TM:.*]] = bufferization.to_buffer %[[T]] : tensor<?xf32> to memref<?xf32>
// CHECK:         %[[R:.*]] = scf.if %[[PRED]] -> (memref<?xf32>) {
// CHECK:           scf.yield %[[TM]] : memref<?xf32>
// CHECK:         } else {
// CHECK:           scf.yield %[[FM]] : memref<?xf32>
// CHECK:         %[[RT:.*]] = bufferization.to_tensor %[[R]] : memref<?xf32> to tensor<?xf32>
// CHECK:         return %[[RT]] : tensor<?xf32>
func.func @if(%pred: i1, %true_val: tensor<?xf32>, %false_val: tensor<?xf32>) -> tensor<?xf32> {
  %0 = scf.if %pred -> (tensor<?xf32>) {
    scf.yield %true_val : tensor<?xf32>
  } else {
    scf.yield %false_val : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// The loop does not write its init: no copy (as LLVM 16).
// CHECK-LABEL: func.func @for(
// CHECK-SAME:      %[[T:.*]]: tensor<f32>, %[[LB:.*]]: index, %[[UB:.*]]: index, %[[STEP:.*]]: index) -> tensor<f32> {
// CHECK:         %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<f32> to memref<f32>
// CHECK-NOT:     memref.alloc
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ITER:.*]] = %[[M]]) -> (memref<f32>) {
// CHECK:           scf.yield %[[ITER]] : memref<f32>
// CHECK:         %[[RT:.*]] = bufferization.to_tensor %[[R]] : memref<f32> to tensor<f32>
// CHECK:         return %[[RT]] : tensor<f32>
func.func @for(%arg0: tensor<f32>, %lb: index, %ub: index, %step: index) -> tensor<f32> {
  %ret = scf.for %iv = %lb to %ub step %step iter_args(%iter = %arg0) -> tensor<f32> {
    scf.yield %iter : tensor<f32>
  }
  return %ret : tensor<f32>
}

// CHECK-LABEL: func.func @if_correct_recursive_legalization_behavior
// CHECK:         "test.munge_tensor"
// CHECK:         bufferization.to_buffer
// CHECK:         "test.munge_tensor"
func.func @if_correct_recursive_legalization_behavior(%pred: i1, %tensor: tensor<f32>) -> tensor<f32> {
  %0 = scf.if %pred -> (tensor<f32>) {
    %1 = "test.munge_tensor"(%tensor) : (tensor<f32>) -> (tensor<f32>)
    scf.yield %1: tensor<f32>
  } else {
    %1 = "test.munge_tensor"(%tensor) : (tensor<f32>) -> (tensor<f32>)
    scf.yield %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @for_correct_recursive_legalization_behavior(
// CHECK-SAME:      %[[T:.*]]: tensor<f32>, %[[I:.*]]: index) -> tensor<f32> {
// CHECK:         %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<f32> to memref<f32>
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %[[I]] to %[[I]] step %[[I]] iter_args(%[[MI:.*]] = %[[M]]) -> (memref<f32>) {
// CHECK:           %[[TI:.*]] = bufferization.to_tensor %[[MI]] : memref<f32> to tensor<f32>
// CHECK:           %[[TM:.*]] = "test.munge_tensor"(%[[TI]]) : (tensor<f32>) -> tensor<f32>
// CHECK:           %[[MM:.*]] = bufferization.to_buffer %[[TM]] : tensor<f32> to memref<f32>
// CHECK:           scf.yield %[[MM]] : memref<f32>
// CHECK:         %[[RT:.*]] = bufferization.to_tensor %[[R]] : memref<f32> to tensor<f32>
// CHECK:         return %[[RT]] : tensor<f32>
func.func @for_correct_recursive_legalization_behavior(%arg0: tensor<f32>, %index: index) -> tensor<f32> {
  %ret = scf.for %iv = %index to %index step %index iter_args(%iter = %arg0) -> tensor<f32> {
    %0 = "test.munge_tensor"(%iter) : (tensor<f32>) -> (tensor<f32>)
    scf.yield %0 : tensor<f32>
  }
  return %ret : tensor<f32>
}

// CHECK-LABEL: func.func @bufferize_while(
// CHECK-SAME:      %{{.*}}: i64, %{{.*}}: i64, %[[T:.*]]: tensor<f32>
// CHECK:         %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<f32> to memref<f32>
// CHECK:         %[[R:.*]]:3 = scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[M]]) : (i64, memref<f32>) -> (i64, i64, memref<f32>)
// CHECK:           scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %{{.*}} : i64, i64, memref<f32>
// CHECK:         ^bb0(%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: memref<f32>):
// CHECK:           scf.yield %{{.*}}, %{{.*}} : i64, memref<f32>
// CHECK:         %[[RT:.*]] = bufferization.to_tensor %[[R]]#2 : memref<f32> to tensor<f32>
// CHECK:         return %[[R]]#1, %[[RT]] : i64, tensor<f32>
func.func @bufferize_while(%arg0: i64, %arg1: i64, %arg2: tensor<f32>) -> (i64, tensor<f32>) {
  %c2_i64 = arith.constant 2 : i64
  %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i64, tensor<f32>) -> (i64, i64, tensor<f32>) {
    %1 = arith.cmpi slt, %arg3, %arg1 : i64
    scf.condition(%1) %arg3, %arg3, %arg4 : i64, i64, tensor<f32>
  } do {
  ^bb0(%arg5: i64, %arg6: i64, %arg7: tensor<f32>):
    %1 = arith.muli %arg6, %c2_i64 : i64
    scf.yield %1, %arg7 : i64, tensor<f32>
  }
  return %0#1, %0#2 : i64, tensor<f32>
}
