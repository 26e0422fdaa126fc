// RUN: bufferize-opt -allow-unregistered-dialect -buffer-deallocation -split-input-file %s | FileCheck %s
// Ops without buffer operands, and ops with unknown effects, do not stop the
// pass (issue 15). Expected output: mlir-opt-19 -buffer-deallocation's,
// except where noted.

func.func @g(%m: memref<3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<3xi32>
  return %v : i32
}
func.func @main() {
  %five = arith.constant 5 : i32
  %m = memref.alloc() : memref<3xi32>
  linalg.fill ins(%five : i32) outs(%m : memref<3xi32>)
  %a = call @g(%m) : (memref<3xi32>) -> i32
  vector.print %a : i32
  return
}
// CHECK-LABEL: func.func @main(
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi32>
// CHECK-NEXT: linalg.fill ins(%c5_i32 : i32) outs(%alloc : memref<3xi32>)
// CHECK-NEXT: %0 = call @g(%alloc) : (memref<3xi32>) -> i32
// CHECK-NEXT: vector.print %0 : i32
// CHECK-NEXT: memref.dealloc %alloc : memref<3xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @g(%m: memref<3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<3xi32>
  return %v : i32
}
func.func @print_in_if(%c: i1) {
  %five = arith.constant 5 : i32
  %m = memref.alloc() : memref<3xi32>
  linalg.fill ins(%five : i32) outs(%m : memref<3xi32>)
  scf.if %c {
    %a = func.call @g(%m) : (memref<3xi32>) -> i32
    vector.print %a : i32
  }
  return
}
// CHECK-LABEL: func.func @print_in_if(
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi32>
// CHECK-NEXT: linalg.fill ins(%c5_i32 : i32) outs(%alloc : memref<3xi32>)
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %0 = func.call @g(%alloc) : (memref<3xi32>) -> i32
// CHECK-NEXT: vector.print %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<3xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @g(%m: memref<3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<3xi32>
  return %v : i32
}
func.func @print_in_for(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %five = arith.constant 5 : i32
  %m = memref.alloc() : memref<3xi32>
  linalg.fill ins(%five : i32) outs(%m : memref<3xi32>)
  scf.for %i = %c0 to %n step %c1 {
    %a = func.call @g(%m) : (memref<3xi32>) -> i32
    vector.print %a : i32
    %t = memref.alloc() : memref<3xi32>
    linalg.fill ins(%a : i32) outs(%t : memref<3xi32>)
    %b = func.call @g(%t) : (memref<3xi32>) -> i32
    vector.print %b : i32
  }
  return
}
// CHECK-LABEL: func.func @print_in_for(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi32>
// CHECK-NEXT: linalg.fill ins(%c5_i32 : i32) outs(%alloc : memref<3xi32>)
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %0 = func.call @g(%alloc) : (memref<3xi32>) -> i32
// CHECK-NEXT: vector.print %0 : i32
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<3xi32>
// CHECK-NEXT: linalg.fill ins(%0 : i32) outs(%alloc_0 : memref<3xi32>)
// CHECK-NEXT: %1 = func.call @g(%alloc_0) : (memref<3xi32>) -> i32
// CHECK-NEXT: vector.print %1 : i32
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<3xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @g(%m: memref<3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<3xi32>
  return %v : i32
}
func.func @print_after_branches(%c: i1) {
  %five = arith.constant 5 : i32
  %m = memref.alloc() : memref<3xi32>
  linalg.fill ins(%five : i32) outs(%m : memref<3xi32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = call @g(%m) : (memref<3xi32>) -> i32
  cf.br ^bb3(%a : i32)
^bb2:
  %six = arith.constant 6 : i32
  cf.br ^bb3(%six : i32)
^bb3(%r: i32):
  vector.print %r : i32
  return
}
// CHECK-LABEL: func.func @print_after_branches(
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi32>
// CHECK-NEXT: linalg.fill ins(%c5_i32 : i32) outs(%alloc : memref<3xi32>)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = call @g(%alloc) : (memref<3xi32>) -> i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: cf.br ^bb3(%c6_i32 : i32)
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: vector.print %1 : i32
// CHECK-NEXT: memref.dealloc %alloc : memref<3xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @g(%m: memref<3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<3xi32>
  return %v : i32
}
func.func @unregistered_scalar_user() {
  %five = arith.constant 5 : i32
  %m = memref.alloc() : memref<3xi32>
  linalg.fill ins(%five : i32) outs(%m : memref<3xi32>)
  %a = call @g(%m) : (memref<3xi32>) -> i32
  "test.foo"(%a) : (i32) -> ()
  return
}
// CHECK-LABEL: func.func @unregistered_scalar_user(
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi32>
// CHECK-NEXT: linalg.fill ins(%c5_i32 : i32) outs(%alloc : memref<3xi32>)
// CHECK-NEXT: %0 = call @g(%alloc) : (memref<3xi32>) -> i32
// CHECK-NEXT: "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<3xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @unknown_buffer_user() {
  %0 = memref.alloc() : memref<2xf32>
  "test.unknown"(%0) : (memref<2xf32>) -> ()
  return
}
// CHECK-LABEL: func.func @unknown_buffer_user(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.unknown"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Not as mlir-opt-19: its alias analysis ignores the memref result of an op
// with unknown effects and frees %0 while %1 (maybe a view of it) is read.
func.func @unknown_view(%i: index) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  %1 = "test.view"(%0) : (memref<2xf32>) -> memref<2xf32>
  %v = memref.load %1[%i] : memref<2xf32>
  return %v : f32
}
// CHECK-LABEL: func.func @unknown_view(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = "test.view"(%alloc) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
