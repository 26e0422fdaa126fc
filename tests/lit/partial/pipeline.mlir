// Seed 004's multi-pass pipeline (mlir-npcomp's RefBackend), in any order.
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(arith-bufferize,func.func(scf-bufferize,linalg-bufferize,tensor-bufferize,bufferization-bufferize),func-bufferize,func.func(finalizing-bufferize))' | FileCheck %s
// RUN: bufferize-opt %s -func-bufferize -tensor-bufferize -linalg-bufferize -scf-bufferize -arith-bufferize -finalizing-bufferize | FileCheck %s
// RUN: bufferize-opt %s -linalg-bufferize -func-bufferize -arith-bufferize -scf-bufferize -tensor-bufferize -finalizing-bufferize | FileCheck %s
// Without one of the passes, finalizing-bufferize reports what is left.
// RUN: not bufferize-opt %s -func-bufferize -tensor-bufferize -scf-bufferize -arith-bufferize -finalizing-bufferize 2>&1 | FileCheck %s --check-prefix=MISSING

// The read-after-write case LLVM 13/14's linalg-bufferize miscompiled:
// the fill writes into a new buffer, the extract reads the argument.
// CHECK-LABEL: func.func @needs_copy(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32>, %[[I:.*]]: index) -> (f32, memref<4xf32>) {
// CHECK:         %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[NEW]] : memref<4xf32>)
// CHECK:         %[[V:.*]] = memref.load %[[A]][%[[I]]] : memref<4xf32>
// CHECK:         return %[[V]], %[[NEW]] : f32, memref<4xf32>
// MISSING: error: failed to legalize operation 'linalg.fill'
func.func @needs_copy(%A: tensor<4xf32>, %i: index) -> (f32, tensor<4xf32>) {
  %cst = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.extract %A[%i] : tensor<4xf32>
  return %1, %0 : f32, tensor<4xf32>
}

// CHECK-LABEL: func.func @tile_fill(
// CHECK:         scf.for
// CHECK:           memref.subview
// CHECK:           linalg.fill
// CHECK:           memref.subview
// CHECK:           memref.copy
// CHECK:           scf.yield
// CHECK-NOT:     bufferization.to_tensor
// CHECK-NOT:     bufferization.to_buffer
// CHECK:         return
func.func @tile_fill(%A: tensor<64xf32>, %v: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%t = %A) -> (tensor<64xf32>) {
    %s = tensor.extract_slice %t[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    %u = tensor.insert_slice %f into %t[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %u : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// CHECK-LABEL: func.func @const_select(
// CHECK:         memref.get_global
// CHECK:         arith.select %{{.*}} : memref<2xf32>
func.func @const_select(%p: i1, %t: tensor<2xf32>) -> tensor<2xf32> {
  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = arith.select %p, %0, %t : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// alloc_tensor is bufferized by whichever pass runs first.
// CHECK-LABEL: func.func @alloc_tensor(
// CHECK:         memref.alloc
// CHECK:         memref.store
func.func @alloc_tensor(%f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// An scf.forall and the parallel_insert_slice ops of its in_parallel are one
// unit: whichever of scf-bufferize and tensor-bufferize runs first, the loop is
// bufferized with them (scf-bufferize before tensor-bufferize used to stop with
// "cannot bufferize the loop without its 'tensor.parallel_insert_slice'").
// CHECK-LABEL: func.func @forall_tiles(
// CHECK-SAME:      %[[A:.*]]: memref<8xf32>, %[[V:.*]]: f32) -> memref<8xf32> {
// CHECK:         %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK:         memref.copy %[[A]], %[[NEW]]
// CHECK:         scf.forall (%[[I:.*]]) in (4) {
// CHECK:           %[[OFF:.*]] = affine.apply
// CHECK:           %[[TILE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK:           linalg.fill ins(%[[V]] : f32) outs(%[[TILE]] : memref<2xf32>)
// CHECK:           %[[DST:.*]] = memref.subview %[[NEW]][%[[OFF]]] [2] [1]
// CHECK:           memref.copy %[[TILE]], %[[DST]]
// CHECK-NOT:       scf.forall.in_parallel
// CHECK:         }
// CHECK:         return %[[NEW]] : memref<8xf32>
func.func @forall_tiles(%A: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %A) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
