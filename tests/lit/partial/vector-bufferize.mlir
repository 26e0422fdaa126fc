// RUN: bufferize-opt %s -vector-bufferize -split-input-file | FileCheck %s

// LLVM 16's Dialect/Vector/bufferize.mlir, in today's syntax: vector ops on
// tensors become vector ops on memrefs; every other op keeps its tensors,
// joined by to_buffer / to_tensor.  A write goes to a new buffer.

// CHECK-LABEL: func.func @transfer_read(
//  CHECK-SAME:     %[[T:.*]]: tensor<?x?xf32>, %[[O1:.*]]: index, %[[O2:.*]]: index, %[[PAD:.*]]: f32)
//       CHECK:   %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?x?xf32> to memref<?x?xf32>
//       CHECK:   %[[R:.*]] = vector.transfer_read %[[M]][%[[O1]], %[[O2]]], %[[PAD]] {in_bounds = [true, false]} : memref<?x?xf32>, vector<5x6xf32>
//       CHECK:   return %[[R]] : vector<5x6xf32>
func.func @transfer_read(%t: tensor<?x?xf32>, %o1: index, %o2: index, %pad: f32) -> vector<5x6xf32> {
  %0 = vector.transfer_read %t[%o1, %o2], %pad {in_bounds = [true, false]} : tensor<?x?xf32>, vector<5x6xf32>
  return %0 : vector<5x6xf32>
}

// -----

// CHECK-LABEL: func.func @transfer_write(
//  CHECK-SAME:     %[[T:.*]]: tensor<?x?xf32>, %[[O1:.*]]: index, %[[O2:.*]]: index, %[[VEC:.*]]: vector<5x6xf32>, %[[MASK:.*]]: vector<5x6xi1>)
//       CHECK:   %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?x?xf32> to memref<?x?xf32>
//       CHECK:   %[[ALLOC:.*]] = memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64} : memref<?x?xf32>
//       CHECK:   memref.copy %[[M]], %[[ALLOC]]
//       CHECK:   vector.transfer_write %[[VEC]], %[[ALLOC]][%[[O1]], %[[O2]]], %[[MASK]] {in_bounds = [true, false]} : vector<5x6xf32>, memref<?x?xf32>
//       CHECK:   %[[R:.*]] = bufferization.to_tensor %[[ALLOC]] : memref<?x?xf32> to tensor<?x?xf32>
//       CHECK:   return %[[R]] : tensor<?x?xf32>
func.func @transfer_write(%t: tensor<?x?xf32>, %o1: index, %o2: index, %vec: vector<5x6xf32>,
                          %mask: vector<5x6xi1>) -> tensor<?x?xf32> {
  %0 = vector.transfer_write %vec, %t[%o1, %o2], %mask {in_bounds = [true, false]}
      : vector<5x6xf32>, tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @gather(
//  CHECK-SAME:     %[[BASE:.*]]: tensor<?x?xf32>, %[[V:.*]]: vector<16xi32>,
//  CHECK-SAME:     %[[MASK:.*]]: vector<16xi1>, %[[PASS:.*]]: vector<16xf32>)
//       CHECK:   %[[M:.*]] = bufferization.to_buffer %[[BASE]] : tensor<?x?xf32> to memref<?x?xf32>
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[G:.*]] = vector.gather %[[M]][%[[C0]], %[[C0]]] [%[[V]]], %[[MASK]], %[[PASS]] : memref<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
func.func @gather(%base: tensor<?x?xf32>, %v: vector<16xi32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %base[%c0, %c0][%v], %mask, %pass_thru : tensor<?x?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

// The tensor read after the write keeps its value: the write went to a copy.
// CHECK-LABEL: func.func @write_then_read(
//       CHECK:   %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
//       CHECK:   memref.copy %[[M]], %[[ALLOC]]
//       CHECK:   vector.transfer_write %{{.*}}, %[[ALLOC]]
//       CHECK:   vector.transfer_read %[[M]]
func.func @write_then_read(%t: tensor<4xf32>, %v: vector<2xf32>) -> (tensor<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<2xf32>, tensor<4xf32>
  %r = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  return %w, %r : tensor<4xf32>, vector<4xf32>
}

// -----

// Ops of other dialects keep their tensors.
// CHECK-LABEL: func.func @other_dialects(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//       CHECK:   %[[M:.*]] = bufferization.to_buffer %[[E]] : tensor<4xf32> to memref<4xf32>
//       CHECK:   vector.transfer_read %[[M]]
func.func @other_dialects(%pad: f32) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = vector.transfer_read %e[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
