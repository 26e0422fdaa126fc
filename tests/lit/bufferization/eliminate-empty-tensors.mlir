// RUN: bufferize-opt %s --split-input-file -eliminate-empty-tensors | FileCheck %s
// RUN: bufferize-opt %s --split-input-file --pass-pipeline='builtin.module(empty-tensor-to-alloc-tensor)' | FileCheck %s --check-prefix=ALLOC
// Output equal to mlir-opt-22 -eliminate-empty-tensors on these cases
// (tests/unit/test_models_vs_upstream.py::test_eliminate_empty_tensors_text).

// CHECK-LABEL: func.func @insert_slice(
//  CHECK-SAME:   %[[T:.*]]: tensor<10x20xf32>, %[[V:.*]]: f32, %[[I:.*]]: index)
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[T]][%[[I]], 0] [5, 20] [1, 1]
//       CHECK:   linalg.fill ins(%[[V]] : f32) outs(%[[S]] : tensor<5x20xf32>)
// ALLOC-LABEL: func.func @insert_slice(
//       ALLOC:   bufferization.alloc_tensor() : tensor<5x20xf32>
//   ALLOC-NOT:   tensor.empty
func.func @insert_slice(%t: tensor<10x20xf32>, %v: f32, %i: index) -> tensor<10x20xf32> {
  %e = tensor.empty() : tensor<5x20xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<5x20xf32>) -> tensor<5x20xf32>
  %r = tensor.insert_slice %f into %t[%i, 0] [5, 20] [1, 1] : tensor<5x20xf32> into tensor<10x20xf32>
  return %r : tensor<10x20xf32>
}

// -----

// CHECK-LABEL: func.func @materialize(
//  CHECK-SAME:   %[[T:.*]]: tensor<5xf32>, %[[V:.*]]: f32)
//       CHECK:   linalg.fill ins(%[[V]] : f32) outs(%[[T]] : tensor<5xf32>)
func.func @materialize(%t: tensor<5xf32>, %v: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = bufferization.materialize_in_destination %f in %t : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @parallel(
//       CHECK:   scf.forall (%[[I:.*]]) in (5) shared_outs(%[[O:.*]] = %{{.*}})
//       CHECK:     %[[S:.*]] = tensor.extract_slice %[[O]][%[[I]]] [20] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<20xf32>)
func.func @parallel(%t: tensor<100xf32>, %v: f32) -> tensor<100xf32> {
  %r = scf.forall (%i) in (5) shared_outs(%o = %t) -> (tensor<100xf32>) {
    %e = tensor.empty() : tensor<20xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<20xf32>) -> tensor<20xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [20] [1] : tensor<20xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}

// -----

// The source is in place, so the empty tensor is replaced; the later read of
// %t then makes one-shot copy the destination instead.
// CHECK-LABEL: func.func @conflict(
//  CHECK-SAME:   %[[T:.*]]: tensor<10xf32>
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[T]][0] [5] [1]
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<5xf32>)
func.func @conflict(%t: tensor<10xf32>, %v: f32) -> (tensor<10xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %f into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
  %x = tensor.extract %t[%c0] : tensor<10xf32>
  return %r, %x : tensor<10xf32>, f32
}
