// One-Shot Bufferize with function boundaries: call-graph cycles, tensors
// through cf branches, argument attributes after bufferization, strided
// subview types (each checked against mlir-opt-22).
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file | FileCheck %s
// RUN: bufferize-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s --check-prefix=ANALYSIS

// A self call may read and write its argument: the operand read later is copied.
// CHECK-LABEL: func.func @direct(
//  CHECK-SAME:     %[[A:.*]]: memref<5xf32, strided<[?], offset: ?>>, %{{.*}}: index) -> f32
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
//       CHECK:   memref.copy %[[A]], %[[ALLOC]]
//       CHECK:   %[[CAST:.*]] = memref.cast %[[ALLOC]]
//       CHECK:   call @direct(%[[CAST]], %{{.*}})
//       CHECK:   memref.load %[[A]]
// ANALYSIS-LABEL: func.func @direct(%arg0: tensor<5xf32>, %arg1: index)
//       ANALYSIS:   call @direct(%arg0, %arg1) {__inplace_operands_attr__ = ["false", "none"]}
func.func @direct(%t: tensor<5xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @direct(%t, %n) : (tensor<5xf32>, index) -> f32
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  %s = arith.addf %r, %e : f32
  return %s : f32
}

// -----

// Mutual recursion with tensor results: no boundary analysis (no
// bufferization.access), results have the fully dynamic layout.
// CHECK-LABEL: func.func @mutA(%arg0: memref<5xf32, strided<[?], offset: ?>>) -> memref<5xf32, strided<[?], offset: ?>>
//       CHECK:   %[[R:.*]] = call @mutB(%arg0) : (memref<5xf32, strided<[?], offset: ?>>) -> memref<5xf32, strided<[?], offset: ?>>
//       CHECK:   return %[[R]]
// CHECK-LABEL: func.func @mutB(
//       CHECK:   call @mutA(%arg0)
// ANALYSIS-LABEL: func.func @mutA(%arg0: tensor<5xf32>) -> tensor<5xf32>
//       ANALYSIS:   return {__inplace_operands_attr__ = ["true"]} %0
func.func @mutA(%t: tensor<5xf32>) -> tensor<5xf32> {
  %r = func.call @mutB(%t) : (tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
func.func @mutB(%t: tensor<5xf32>) -> tensor<5xf32> {
  %r = func.call @mutA(%t) : (tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// A tensor carried around a CFG loop stays in its buffer.
// CHECK-LABEL: func.func @loop(
//  CHECK-SAME:     %[[T:.*]]: memref<5xf32, strided<[?], offset: ?>>,
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[T]] : index, memref<5xf32, strided<[?], offset: ?>>)
//       CHECK: ^bb1(%{{.*}}: index, %[[A:.*]]: memref<5xf32, strided<[?], offset: ?>>):
//       CHECK:   memref.store %{{.*}}, %[[A]][%{{.*}}]
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[A]] : index, memref<5xf32, strided<[?], offset: ?>>)
//       CHECK:   return %[[A]]
//   CHECK-NOT: memref.alloc
// ANALYSIS-LABEL: func.func @loop(
//       ANALYSIS:   cf.br ^bb1(%c0, %arg0 : index, tensor<5xf32>) {__inplace_operands_attr__ = ["none", "true"]}
func.func @loop(%t: tensor<5xf32>, %n: index, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^hdr(%c0, %t : index, tensor<5xf32>)
^hdr(%i: index, %a: tensor<5xf32>):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %w = tensor.insert %f into %a[%i] : tensor<5xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^hdr(%i2, %w : index, tensor<5xf32>)
^exit:
  return %a : tensor<5xf32>
}

// -----

// A read-only argument forwarded to a written block argument is copied before
// the branch; the block argument gets the copy's identity layout.
// CHECK-LABEL: func.func @readonly(
//  CHECK-SAME:     %[[T:.*]]: memref<5xf32, strided<[?], offset: ?>>, %{{.*}}: f32) -> memref<5xf32>
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
//       CHECK:   memref.copy %[[T]], %[[ALLOC]]
//       CHECK:   cf.br ^bb1(%[[ALLOC]] : memref<5xf32>)
// ANALYSIS-LABEL: func.func @readonly(
//  ANALYSIS-SAME:     bufferization.writable = false
//       ANALYSIS:   cf.br ^bb1(%arg0 : tensor<5xf32>) {__inplace_operands_attr__ = ["false"]}
func.func @readonly(%t: tensor<5xf32> {bufferization.writable = false}, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%t : tensor<5xf32>)
^bb1(%a: tensor<5xf32>):
  %i = tensor.insert %f into %a[%c0] : tensor<5xf32>
  return %i : tensor<5xf32>
}

// -----

// Several func.return ops: equivalence must agree across all of them.
// ANALYSIS-LABEL: func.func private @mult_return_callee(
//       ANALYSIS:   return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %cast, %arg2
//       ANALYSIS:   return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %cast, %arg3
// ANALYSIS-LABEL: func.func @mult_return(
//       ANALYSIS:   return {__equivalent_func_args__ = [0, -1]
// CHECK-LABEL: func.func @mult_return(
//       CHECK:   %[[R:.*]]:2 = call @mult_return_callee(
//       CHECK:   return %[[R]]#0, %[[R]]#1 : memref<?xf32, strided<[?], offset: ?>>, index
func.func private @mult_return_callee(%t: tensor<?xf32>, %cond: i1, %a: index, %b: index) -> (tensor<10xf32>, index) {
  %casted = tensor.cast %t : tensor<?xf32> to tensor<10xf32>
  cf.cond_br %cond, ^a, ^b
^a:
  return %casted, %a : tensor<10xf32>, index
^b:
  return %casted, %b : tensor<10xf32>, index
}
func.func @mult_return(%t: tensor<?xf32>, %cond: i1, %a: index, %b: index) -> (tensor<10xf32>, index) {
  %t_res, %v = func.call @mult_return_callee(%t, %cond, %a, %b) : (tensor<?xf32>, i1, index, index) -> (tensor<10xf32>, index)
  return %t_res, %v : tensor<10xf32>, index
}

// -----

// bufferization.writable and bufferization.buffer_layout are removed after
// bufferization (other argument attributes stay); declarations keep theirs.
// CHECK-LABEL: func.func private @ext(memref<?xf32, strided<[?], offset: ?>> {foo.bar = 1 : i32})
// CHECK-LABEL: func.func @attrs(
//  CHECK-SAME:     %arg0: memref<?xf32, strided<[?], offset: ?>> {foo.bar = 1 : i32}, %arg1: memref<4xf32>, %arg2: index) -> (memref<?xf32, strided<[?], offset: ?>> {foo.res = 2 : i32})
// ANALYSIS-LABEL: func.func @attrs(
//  ANALYSIS-SAME:     bufferization.writable = true
//  ANALYSIS-SAME:     bufferization.buffer_layout = affine_map<(d0) -> (d0)>
func.func private @ext(tensor<?xf32> {foo.bar = 1 : i32}) -> tensor<?xf32>
func.func @attrs(%t: tensor<?xf32> {bufferization.writable = true, foo.bar = 1 : i32},
                 %u: tensor<4xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>},
                 %i: index {bufferization.writable = true}) -> (tensor<?xf32> {foo.res = 2 : i32}) {
  %c = call @ext(%t) : (tensor<?xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// A subview at offset 0 keeps its strided layout, as upstream prints it.
// CHECK-LABEL: func.func @offset_zero(
//       CHECK:   memref.subview %{{.*}}[0, 0] [4, 8] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
//       CHECK:   memref.subview %{{.*}}[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
func.func @offset_zero(%t: tensor<8x8xf32>, %i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0, 0][4, 8][1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %e = tensor.extract %s[%c0, %c0] : tensor<4x8xf32>
  %a = bufferization.alloc_tensor() : tensor<8x8xf32>
  %f = arith.constant 0.0 : f32
  %a2 = tensor.insert %f into %a[%c0, %i] : tensor<8x8xf32>
  %s2 = tensor.extract_slice %a2[0, 0][4, 8][1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %e2 = tensor.extract %s2[%c0, %c0] : tensor<4x8xf32>
  return %e, %e2 : f32, f32
}
