// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @if_true(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @if_false_no_else(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @if_false_no_else(%m: memref<4xf32>, %v: f32, %i: index) {
  %f = arith.constant false
  scf.if %f {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_unused_results(
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:    memref.store %arg3, %arg2[%arg4] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @if_unused_results(%c: i1, %a: i32, %m: memref<4xf32>, %v: f32, %i: index) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %v, %m[%i] : memref<4xf32>
    %x = arith.addi %a, %a : i32
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %a, %a : i32, i32
  }
  return %r#1 : i32
}

// -----

// CHECK-LABEL: func.func @if_empty(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @if_empty(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @if_pure_dead(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @if_pure_dead(%c: i1, %a: i32) {
  %r = scf.if %c -> (i32) {
    %x = arith.muli %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return
}
