// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @select_const_cond(
// CHECK-NEXT:    return %arg0, %arg1 : i32, i32
// CHECK-NEXT:  }
func.func @select_const_cond(%a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %f, %a, %b : i32
  return %1, %2 : i32, i32
}

// -----

// CHECK-LABEL: func.func @select_same(
// CHECK-NEXT:    return %arg1 : memref<4xf32>
// CHECK-NEXT:  }
func.func @select_same(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %1 = arith.select %c, %a, %a : memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @select_i1(
// CHECK-NEXT:    return %arg0 : i1
// CHECK-NEXT:  }
func.func @select_i1(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %c, %t, %f : i1
  return %1 : i1
}

// -----

// CHECK-LABEL: func.func @select_folded_cond(
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @select_folded_cond(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lt = arith.cmpi slt, %c1, %c2 : index
  %1 = arith.select %lt, %a, %b : f32
  return %1 : f32
}
