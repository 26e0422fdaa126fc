// RUN: bufferize-opt %s --split-input-file -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// CHECK-LABEL: func.func @while1(
//  CHECK-SAME:   %[[A:.*]]: memref<5xi1, strided<[?], offset: ?>>, %[[I:.*]]: index)
//       CHECK:   scf.while (%[[W:.*]] = %[[A]]) : (memref<5xi1, strided<[?], offset: ?>>) -> (memref<5xi1, strided<[?], offset: ?>>, i1)
//       CHECK:     memref.load %[[W]][%[[I]]]
//       CHECK:     scf.condition
//       CHECK:   } do {
//       CHECK:     memref.store
//   CHECK-NOT:   memref.alloc
func.func @while1(%arg0: tensor<5xi1>, %idx: index) -> (tensor<5xi1>, i1) {
  %r0, %r1 = scf.while (%w0 = %arg0) : (tensor<5xi1>) -> (tensor<5xi1>, i1) {
    %c = tensor.extract %w0[%idx] : tensor<5xi1>
    scf.condition(%c) %w0, %c : tensor<5xi1>, i1
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: i1):
    %pos = tensor.insert %b1 into %b0[%idx] : tensor<5xi1>
    scf.yield %pos : tensor<5xi1>
  }
  return %r0, %r1 : tensor<5xi1>, i1
}

// -----

// CHECK-LABEL: func.func @forall1(
//  CHECK-SAME:   %[[A:.*]]: memref<100xf32, strided<[?], offset: ?>>, %[[B:.*]]: memref<100xf32, strided<[?], offset: ?>>)
//       CHECK:   scf.forall (%[[I:.*]]) in (%{{.*}}) {
//       CHECK:     %[[D:.*]] = memref.subview %[[B]]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[D]]
//       CHECK:     %[[D2:.*]] = memref.subview %[[B]]
//       CHECK:     memref.copy %[[D]], %[[D2]]
//       CHECK:   return %[[B]]
func.func @forall1(%A: tensor<100xf32>, %B: tensor<100xf32>) -> tensor<100xf32> {
  %c5 = arith.constant 5 : index
  %r = scf.forall (%i) in (%c5) shared_outs(%o = %B) -> (tensor<100xf32>) {
    %off = arith.muli %i, %c5 : index
    %d = tensor.extract_slice %o[%off] [20] [1] : tensor<100xf32> to tensor<20xf32>
    %cst = arith.constant 2.0 : f32
    %f = linalg.fill ins(%cst : f32) outs(%d : tensor<20xf32>) -> tensor<20xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [20] [1] : tensor<20xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}

// -----

// The write in one case conflicts with the later read of %A: that case copies.
// CHECK-LABEL: func.func @switch2(
//  CHECK-SAME:   %[[A:.*]]: memref<10xf32, strided<[?], offset: ?>>
//       CHECK:   scf.index_switch %{{.*}} -> memref<10xf32, strided<[?], offset: ?>>
//       CHECK:   case 2 {
//       CHECK:     %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<10xf32>
//       CHECK:     memref.copy %[[A]], %[[ALLOC]]
//       CHECK:     memref.store %{{.*}}, %[[ALLOC]]
//       CHECK:   default {
//       CHECK:     scf.yield %[[A]]
//       CHECK:   memref.load %[[A]]
func.func @switch2(%A: tensor<10xf32>, %x: index, %v: f32) -> (tensor<10xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %x -> tensor<10xf32>
  case 2 {
    %i = tensor.insert %v into %A[%c0] : tensor<10xf32>
    scf.yield %i : tensor<10xf32>
  }
  default {
    scf.yield %A : tensor<10xf32>
  }
  %e = tensor.extract %A[%c0] : tensor<10xf32>
  return %r, %e : tensor<10xf32>, f32
}

// -----

// A transfer_write that overwrites all of %A does not read it: no copy.
// CHECK-LABEL: func.func @write_full(
//  CHECK-SAME:   %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[V:.*]]: vector<4xf32>)
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   vector.transfer_write %[[V]], %[[ALLOC]]
//       CHECK:   memref.load %[[A]]
func.func @write_full(%A: tensor<4xf32>, %v: vector<4xf32>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %A[%c0] : vector<4xf32>, tensor<4xf32>
  %x = tensor.extract %A[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

// -----

// CHECK-LABEL: func.func @write_part(
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
//       CHECK:   memref.copy %{{.*}}, %[[ALLOC]]
//       CHECK:   vector.transfer_write %{{.*}}, %[[ALLOC]]
func.func @write_part(%A: tensor<8xf32>, %v: vector<4xf32>, %i: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %A[%i] : vector<4xf32>, tensor<8xf32>
  %x = tensor.extract %A[%c0] : tensor<8xf32>
  return %w, %x : tensor<8xf32>, f32
}

// -----

// CHECK-LABEL: func.func @collapse(
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
//       CHECK:   memref.copy %{{.*}}, %[[ALLOC]]
//       CHECK:   memref.collapse_shape %[[ALLOC]] {{\[}}[0, 1]] : memref<2x3xf32> into memref<6xf32>
func.func @collapse(%A: tensor<2x3xf32>) -> tensor<6xf32> {
  %e = tensor.collapse_shape %A [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %e : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @expand(
//       CHECK:   memref.expand_shape %{{.*}} {{\[}}[0, 1]] output_shape [2, 3] : memref<6xf32, strided<[?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
func.func @expand(%A: tensor<6xf32>) -> tensor<2x3xf32> {
  %e = tensor.expand_shape %A [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %e : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @pad(
//  CHECK-SAME:   %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[V:.*]]: f32)
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
//       CHECK:   linalg.map outs(%[[ALLOC]] : memref<8xf32>)
//       CHECK:     linalg.index 0 : index
//       CHECK:     linalg.yield %[[V]] : f32
//       CHECK:   %[[S:.*]] = memref.subview %[[ALLOC]][1] [4] [1]
//       CHECK:   memref.copy %[[A]], %[[S]]
func.func @pad(%A: tensor<4xf32>, %v: f32) -> tensor<8xf32> {
  %e = tensor.pad %A low[1] high[3] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<8xf32>
  return %e : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @splat(
//       CHECK:   %[[ALLOC:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x4xf32>
//       CHECK:   linalg.map outs(%[[ALLOC]] : memref<?x4xf32>)
func.func @splat(%v: f32, %n: index) -> tensor<?x4xf32> {
  %e = tensor.splat %v[%n] : tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}
