// RUN: bufferize-opt %s -split-input-file --check-equivalence "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops"
// RUN: bufferize-opt %s -split-input-file "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s

// Found by bench/bench_progen.py (program 137 of --seed 1: a function that
// returns one of two constants through a cf block argument), shrunk by
// hypothesis, then by hand. LLVM 22's One-Shot Bufferize treats the result
// of a call as a writable buffer, but @f0 returns a memref.get_global of a
// constant: mlir-opt-22 bufferizes the linalg.fill in @f1 in place and stores
// into the constant global. Ours records which results a callee may return a
// read-only buffer in (func_boundary.record_function_info) and writes such a
// call result out of place. A departure from LLVM 22 (docs/upstream-miscompiles.md).

// CHECK-LABEL: func.func @f1(
//       CHECK:   %[[R:.*]] = call @f0()
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32>)
//       CHECK:   return %[[A]]
func.func @f0() -> tensor<4xf32> {
  %t1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %t1 : tensor<4xf32>
}
func.func @f1(%v: f32) -> tensor<4xf32> {
  %r = func.call @f0() : () -> tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

// One of two constants through a cf block argument; the written result is
// copied (its old contents are read by the insert's untouched elements).

// CHECK-LABEL: func.func @pick_writer(
//       CHECK:   %[[R:.*]] = call @pick(
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[R]], %[[A]]
//       CHECK:   memref.store %{{.*}}, %[[A]]
func.func @pick(%c: i1) -> tensor<4xf32> {
  %t1 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %t2 = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
  cf.cond_br %c, ^bb1(%t1 : tensor<4xf32>), ^bb1(%t2 : tensor<4xf32>)
^bb1(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
func.func @pick_writer(%c: i1, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = func.call @pick(%c) : (i1) -> tensor<4xf32>
  %i = tensor.insert %v into %r[%c0] : tensor<4xf32>
  return %i : tensor<4xf32>
}

// -----

// Through scf.if and a second call: the read-only result propagates up the
// call chain.

// CHECK-LABEL: func.func @outer(
//       CHECK:   %[[R:.*]] = call @middle(
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[R]], %[[A]]
func.func @inner(%c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %t1 = arith.constant dense<1.0> : tensor<4xf32>
    scf.yield %t1 : tensor<4xf32>
  } else {
    %t2 = arith.constant dense<2.0> : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @middle(%c: i1) -> tensor<4xf32> {
  %r = func.call @inner(%c) : (i1) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @outer(%c: i1, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = func.call @middle(%c) : (i1) -> tensor<4xf32>
  %i = tensor.insert %v into %r[%c1] : tensor<4xf32>
  return %i : tensor<4xf32>
}

// -----

// A callee that returns a new buffer: its result stays writable (no copy).

// CHECK-LABEL: func.func @fresh_writer(
//       CHECK:   %[[R:.*]] = call @fresh(
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[R]]
func.func @fresh(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @fresh_writer(%v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = func.call @fresh(%v) : (f32) -> tensor<4xf32>
  %i = tensor.insert %v into %r[%c0] : tensor<4xf32>
  return %i : tensor<4xf32>
}

// -----

// A recursive callee (a call-graph cycle, analysed after its callers) that
// returns a constant on its last level (program 1005 of the --seed 1
// campaign): a callee not analysed yet may return a read-only buffer, so the
// written result is copied.

// CHECK-LABEL: func.func @rec_writer(
//       CHECK:   %[[R:.*]] = call @rec(
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32>)
func.func private @rec(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.cmpi sgt, %n, %c0 : index
  %r = scf.if %p -> (tensor<4xf32>) {
    %m = arith.subi %n, %c1 : index
    %x = func.call @rec(%m) : (index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %t = arith.constant dense<2.0> : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @rec_writer(%v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = func.call @rec(%c1) : (index) -> tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

// An scf.for that yields a constant (allowed with
// allow-return-allocs-from-loops), its result written after the loop
// (program 717 of the --seed 1 campaign): LLVM 22 yields the constant's
// buffer and the fill writes into it; ours yields a copy.

// CHECK-LABEL: func.func @loop_yields_constant(
//       CHECK:   scf.for
//       CHECK:     %[[G:.*]] = memref.get_global
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     memref.copy %[[G]], %[[A]]
func.func @loop_yields_constant(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %k = arith.constant dense<3.0> : tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  }
  %f = linalg.fill ins(%v : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

// The scf.while analogue: the "after" region yields a constant to the
// "before" region's argument, which the next iteration writes in place.
// LLVM 22 yields the constant's buffer and stores into the global; ours
// yields a copy (WhileModel.bufferize, as scf.for).

// CHECK-LABEL: func.func @while_writes_constant(
//       CHECK:   scf.while
//       CHECK:     memref.store
//       CHECK:   } do {
//       CHECK:     %[[G:.*]] = memref.get_global
//       CHECK:     %[[A:.*]] = memref.alloc()
//       CHECK:     memref.copy %[[G]], %[[A]]
func.func @while_writes_constant(%t: tensor<4xf32>, %v: f32, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %w = tensor.insert %v into %a[%i] : tensor<4xf32>
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %w, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %k = arith.constant dense<3.0> : tensor<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %k, %j1 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}
