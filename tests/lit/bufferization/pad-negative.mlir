// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file | FileCheck %s
// RUN: bufferize-opt %s -split-input-file --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s --check-prefix=EQ
// RUN: %if mlir-opt-22 %{ bufferize-opt %s -split-input-file -one-shot-bufferize=bufferize-function-boundaries | %mlir_opt -split-input-file -o /dev/null %}

// tensor.pad with a negative padding crops its source (a valid op: mlir-opt-22
// reads it). LLVM 22's bufferization inserts the whole source at the negative
// offset, a memref.subview it then rejects ("expected offsets to be
// non-negative"); here the cropped part of the source is copied.

// EQ: @crop: equal on 3 inputs
// CHECK-LABEL: func.func @crop(
//  CHECK-SAME:     %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<7xf32>
//       CHECK:   linalg.map outs(%[[A]] : memref<7xf32>)
//       CHECK:   %[[FROM:.*]] = memref.subview %[[T]][2] [6] [1]
//       CHECK:   %[[INTO:.*]] = memref.subview %[[A]][0] [6] [1]
//       CHECK:   memref.copy %[[FROM]], %[[INTO]]
func.func @crop(%t: tensor<8xf32>, %v: f32) -> tensor<7xf32> {
  %r = tensor.pad %t low[-2] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<8xf32> to tensor<7xf32>
  return %r : tensor<7xf32>
}

// -----

// Padded in one dimension and cropped in the other, at both ends; the cropped
// dynamic size is computed.
// EQ: @crop2d: equal on 3 inputs
// CHECK-LABEL: func.func @crop2d(
//  CHECK-SAME:     %[[T:.*]]: memref<4x?xf32, strided<[?, ?], offset: ?>>
//       CHECK:   %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<5x?xf32>
//       CHECK:   %[[DIM:.*]] = memref.dim %[[T]], %{{.*}}
//       CHECK:   %[[N:.*]] = arith.subi %[[DIM]], %{{.*}} : index
//       CHECK:   %[[FROM:.*]] = memref.subview %[[T]][0, 1] [2, %[[N]]] [1, 1]
//       CHECK:   %[[INTO:.*]] = memref.subview %[[A]][3, 0] [2, %[[N]]] [1, 1]
//       CHECK:   memref.copy %[[FROM]], %[[INTO]]
func.func @crop2d(%t: tensor<4x?xf32>, %v: f32) -> tensor<5x?xf32> {
  %r = tensor.pad %t low[3, -1] high[-2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<5x?xf32>
  return %r : tensor<5x?xf32>
}

// -----

// Nothing of the source is left: only the padding.
// EQ: @all_pad: equal on 3 inputs
// CHECK-LABEL: func.func @all_pad(
//       CHECK:   linalg.map
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @all_pad(%t: tensor<3xf32>, %v: f32) -> tensor<2xf32> {
  %r = tensor.pad %t low[-4] high[3] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<3xf32> to tensor<2xf32>
  return %r : tensor<2xf32>
}
