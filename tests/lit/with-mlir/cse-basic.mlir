// RUN: bufferize-opt %s -split-input-file -cse | FileCheck %s

// CHECK-LABEL: func.func @simple(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    return %1, %1, %0 : i32, i32, i32
// CHECK-NEXT:  }
func.func @simple(%a: i32, %b: i32) -> (i32, i32, i32) {
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %a, %b : i32
  %3 = arith.muli %1, %2 : i32
  %4 = arith.muli %1, %1 : i32
  return %3, %4, %2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @constants(
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    return %c1, %c1, %c1_i32 : index, index, i32
// CHECK-NEXT:  }
func.func @constants() -> (index, index, i32) {
  %c1 = arith.constant 1 : index
  %c1b = arith.constant 1 : index
  %c1i = arith.constant 1 : i32
  return %c1, %c1b, %c1i : index, index, i32
}

// -----

// CHECK-LABEL: func.func @different_attrs(
// CHECK-NEXT:    %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:    return %0, %1 : i1, i1
// CHECK-NEXT:  }
func.func @different_attrs(%a: i32, %b: i32) -> (i1, i1) {
  %1 = arith.cmpi slt, %a, %b : i32
  %2 = arith.cmpi sgt, %a, %b : i32
  return %1, %2 : i1, i1
}

// -----

// CHECK-LABEL: func.func @nested_region(
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:    scf.yield %0 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:    scf.yield %0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.addi %1, %0 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @nested_region(%c: i1, %a: i32) -> i32 {
  %1 = arith.addi %a, %a : i32
  %r = scf.if %c -> (i32) {
    %2 = arith.addi %a, %a : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.addi %a, %a : i32
    scf.yield %3 : i32
  }
  %4 = arith.addi %r, %1 : i32
  return %4 : i32
}

// -----

// CHECK-LABEL: func.func @sibling_regions_not_merged(
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:    %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:    %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @sibling_regions_not_merged(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %2 = arith.muli %a, %a : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.muli %a, %a : i32
    scf.yield %3 : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @dominance(
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:    ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    cf.br ^bb3(%1 : i32)
// CHECK-NEXT:    ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    %3 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %4 = arith.addi %2, %3 : i32
// CHECK-NEXT:    return %4 : i32
// CHECK-NEXT:  }
func.func @dominance(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  cf.br ^bb3(%1 : i32)
^bb2:
  %2 = arith.addi %a, %a : i32
  cf.br ^bb3(%2 : i32)
^bb3(%x: i32):
  %3 = arith.addi %a, %a : i32
  %4 = arith.addi %x, %3 : i32
  return %4 : i32
}
