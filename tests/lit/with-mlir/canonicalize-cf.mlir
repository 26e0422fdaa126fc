// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @dead_block_args(
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @dead_block_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @const_cond_br(
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @const_cond_br(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}

// -----

// A cond_br to one block with different operands becomes a select only when
// its block is the successor's unique predecessor (upstream's
// SimplifyCondBranchIdenticalSuccessors); here ^bb2 has another one.
// CHECK-LABEL: func.func @same_dest_other_pred(
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb2(%arg3 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:    return %0 : i32
func.func @same_dest_other_pred(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %d, ^bb1, ^bb2(%a : i32)
^bb1:
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  return %x : i32
}
