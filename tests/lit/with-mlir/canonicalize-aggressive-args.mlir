// RUN: bufferize-opt %s -split-input-file -canonicalize=region-simplify=aggressive | FileCheck %s
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -split-input-file -canonicalize=region-simplify=aggressive | FileCheck %s %}
// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=NORMAL

// At the aggressive level, an argument to which every predecessor passes the
// same value is that value (upstream's dropRedundantArguments); the normal
// level keeps it. (Identical blocks are not merged: upstream's
// mergeIdenticalBlocks is not implemented here yet.)

// CHECK-LABEL: func.func @same_value_from_every_edge(
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg2, %arg3[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.addi %arg1, %0 : i32
// CHECK-NEXT:    return %1 : i32
// NORMAL-LABEL: func.func @same_value_from_every_edge(
// NORMAL:       ^bb2(%0: i32, %1: i32):
func.func @same_value_from_every_edge(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a, %b : i32, i32)
^bb1:
  memref.store %b, %m[] : memref<i32>
  cf.br ^bb2(%a, %a : i32, i32)
^bb2(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  return %s : i32
}

// -----

// CHECK-LABEL: func.func @loop_invariant_argument(
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// NORMAL-LABEL: func.func @loop_invariant_argument(
// NORMAL:       ^bb1(%0: i32):
func.func @loop_invariant_argument(%c: i1, %a: i32, %m: memref<i32>) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  memref.store %x, %m[] : memref<i32>
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  return
}
