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
