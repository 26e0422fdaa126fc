// RUN: bufferize-opt %s -comprehensive-bufferize -split-input-file | FileCheck %s
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file | FileCheck %s

// A matching extract_slice / fill / insert_slice in a loop stays in place on
// the argument's buffer: no allocation, one (self-)copy of the subview.
// CHECK-LABEL: func.func @tile_fill(
//  CHECK-SAME:     %[[A:.*]]: memref<128x64xf32, strided<[?, ?], offset: ?>>, %[[V:.*]]: f32) -> memref<128x64xf32, strided<[?, ?], offset: ?>>
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[A]])
//       CHECK:     %[[SV:.*]] = memref.subview %[[ACC]]
//       CHECK:     linalg.fill ins(%[[V]] : f32) outs(%[[SV]] :
//       CHECK:     %[[SV2:.*]] = memref.subview %[[ACC]]
//       CHECK:     memref.copy %[[SV]], %[[SV2]]
//       CHECK:     scf.yield %[[ACC]]
//       CHECK:   return %[[R]]
func.func @tile_fill(%A: tensor<128x64xf32>, %v: f32) -> tensor<128x64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %r = scf.for %i = %c0 to %c128 step %c16 iter_args(%acc = %A) -> (tensor<128x64xf32>) {
    %s = tensor.extract_slice %acc[%i, 0] [16, 64] [1, 1] : tensor<128x64xf32> to tensor<16x64xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16x64xf32>) -> tensor<16x64xf32>
    %u = tensor.insert_slice %f into %acc[%i, 0] [16, 64] [1, 1] : tensor<16x64xf32> into tensor<128x64xf32>
    scf.yield %u : tensor<128x64xf32>
  }
  return %r : tensor<128x64xf32>
}

// -----

// Read-after-write: %A is read after the fill, so the fill gets a new buffer.
// The fill overwrites it entirely, so nothing is copied into it.
// CHECK-LABEL: func.func @needs_copy(
//  CHECK-SAME:     %[[A:.*]]: memref<8xf32, strided<[?], offset: ?>>
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[ALLOC]] : memref<8xf32>)
//       CHECK:   memref.load %[[A]]
//       CHECK:   return %[[ALLOC]], %{{.*}} : memref<8xf32>, f32
func.func @needs_copy(%A: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%A : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %A[%c0] : tensor<8xf32>
  return %f, %x : tensor<8xf32>, f32
}

// -----

// A read-only constant written through: copy it into a new buffer first.
// CHECK: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-LABEL: func.func @write_constant(
//       CHECK:   %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
//       CHECK:   memref.copy %[[G]], %[[ALLOC]]
//       CHECK:   memref.store %{{.*}}, %[[ALLOC]]
func.func @write_constant(%v: f32, %i: index) -> tensor<4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %r = tensor.insert %v into %cst[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Callees are bufferized before callers; the call uses the callee's new signature.
// CHECK-LABEL: func.func @callee(
// CHECK-LABEL: func.func @caller(
//  CHECK-SAME:     %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>)
//       CHECK:   %[[R:.*]] = call @callee(%[[A]]) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
//       CHECK:   return %[[R]]
func.func @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = call @callee(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A pure op without a bufferization model and without uses stays, on a
// to_tensor of the buffer, for canonicalize to erase (upstream's output).
// CHECK-LABEL: func.func @unused_unbufferizable(
//  CHECK-SAME:     %[[M:.*]]: memref<4xf32, strided<[?], offset: ?>>)
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[M]]
//       CHECK:   math.atan %[[T]] : tensor<4xf32>
//       CHECK:   return %[[M]]
func.func @unused_unbufferizable(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = math.atan %t : tensor<4xf32>
  return %t : tensor<4xf32>
}
