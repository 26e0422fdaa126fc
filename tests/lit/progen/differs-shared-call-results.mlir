// RUN: bufferize-opt %s -split-input-file --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufferize-opt %s -split-input-file -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// Found by tests/unit/test_progen.py (program 200 of seed 23, once the
// generator drew linalg.broadcast): @f0 returns one tensor in two results,
// and @f1 writes the first result and reads the second. In the tensor
// program they are two tensors; LLVM 22's One-Shot Bufferize treats every
// call result as a new, writable buffer and writes the first in place, so
// the second changes too (mlir-opt-22 computes [1, 1, 1, 1] for %r#1, the
// input 0s). Ours records which results a callee may return in two results
// at once (func_boundary.record_unwritable_results) and writes such a call
// result out of place. A departure from LLVM 22 (docs/upstream-miscompiles.md).

// CHECK-LABEL: func.func @f1(
//       CHECK:   %[[R:.*]]:2 = call @f0(
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32>)
//       CHECK:   return %[[A]], %[[R]]#1
func.func @f0(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @f1(%w: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %cst = arith.constant 0.0 : f32
  %r:2 = func.call @f0(%cst) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %b = linalg.fill ins(%w : f32) outs(%r#0 : tensor<4xf32>) -> tensor<4xf32>
  return %b, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Two slices of one tensor: the results share a buffer without being one
// value. The insert keeps the rest of its slice, so it copies.

// CHECK-LABEL: func.func @halves_writer(
//       CHECK:   %[[R:.*]]:2 = call @halves(
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[R]]#0, %[[A]]
//       CHECK:   memref.store %{{.*}}, %[[A]]
func.func @halves(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %b = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}
func.func @halves_writer(%w: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 0.0 : f32
  %r:2 = func.call @halves(%cst) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %i = tensor.insert %w into %r#0[%c3] : tensor<4xf32>
  return %i, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Results that cannot share a buffer keep LLVM 22's in-place write.

// CHECK-LABEL: func.func @fresh_writer(
//       CHECK:   %[[R:.*]]:2 = call @fresh(
//   CHECK-NOT:   memref.alloc
//       CHECK:   memref.store %{{.*}}, %[[R]]#0
func.func @fresh(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = linalg.fill ins(%v : f32) outs(%f : tensor<4xf32>) -> tensor<4xf32>
  return %t, %u : tensor<4xf32>, tensor<4xf32>
}
func.func @fresh_writer(%w: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c3 = arith.constant 3 : index
  %cst = arith.constant 0.0 : f32
  %r:2 = func.call @fresh(%cst) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %i = tensor.insert %w into %r#0[%c3] : tensor<4xf32>
  return %i, %r#1 : tensor<4xf32>, tensor<4xf32>
}
