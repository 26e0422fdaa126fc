// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -split-input-file -canonicalize | FileCheck %s %}

// scf.if and scf.execute_region canonicalization, with LLVM 22's results: the same CHECK lines
// hold for mlir-opt-22's output. Random nests of scf.if and execute_region (200 of them) gave the
// same output from both tools when these were written, but for the order of two constants in two.

// Inside the then region the condition is true, inside the else region false, nested regions
// included (ConditionPropagation); the inner if is then decided.
// CHECK-LABEL: func.func @condition_propagation(
// CHECK-SAME:  %arg0: i1, %arg1: memref<i1>) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %false, %arg1[] : memref<i1>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @condition_propagation(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    scf.if %c {
      memref.store %c, %m[] : memref<i1>
    }
    memref.store %c, %m[] : memref<i1>
  }
  return
}

// -----

// Two adjacent ifs on one condition become one; the second's uses of the first's result read
// what the same side yielded (CombineIfs).
// CHECK-LABEL: func.func @combine_ifs(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      memref.store %arg1, %arg3[] : memref<i32>
// CHECK-NEXT:      %2 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %2 = arith.muli %0, %arg2 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %1 : i32, i32
// CHECK-NEXT:  }
func.func @combine_ifs(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %s = scf.if %c -> i32 {
    %x = arith.addi %r, %a : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %r, %b : i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}

// -----

// ... also when the second tests the negation of the first's condition.
// CHECK-LABEL: func.func @combine_negated_ifs(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:      memref.store %0, %arg2[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @combine_negated_ifs(%c: i1, %a: i32, %m: memref<i32>) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  scf.if %n {
    %x = arith.addi %a, %a : i32
    memref.store %x, %m[] : memref<i32>
  }
  return
}

// -----

// An if holding only an if becomes one if on both conditions (CombineNestedIfs).
// CHECK-LABEL: func.func @combine_nested_ifs(
// CHECK-SAME:  %arg0: i1, %arg1: i1, %arg2: i32, %arg3: memref<i32>) {
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    scf.if %0 {
// CHECK-NEXT:      memref.store %arg2, %arg3[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @combine_nested_ifs(%c: i1, %d: i1, %a: i32, %m: memref<i32>) {
  scf.if %c {
    scf.if %d {
      memref.store %a, %m[] : memref<i32>
    }
  }
  return
}

// -----

// ... with results, when the outer else yields what the inner else does.
// CHECK-LABEL: func.func @combine_nested_ifs_results(
// CHECK-SAME:  %arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: memref<i32>) -> i32 {
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:    %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:      memref.store %arg2, %arg4[] : memref<i32>
// CHECK-NEXT:      %2 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg3 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @combine_nested_ifs_results(%c: i1, %d: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      memref.store %a, %m[] : memref<i32>
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// An if on a negation swaps its regions (IfOp::fold).
// CHECK-LABEL: func.func @negated_condition(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) {
// CHECK-NEXT:    memref.store %arg2, %arg3[] : memref<i32>
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      memref.store %arg2, %arg3[] : memref<i32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %arg1, %arg3[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @negated_condition(%c: i1, %a: i32, %b: i32, %m: memref<i32>) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  memref.store %b, %m[] : memref<i32>
  scf.if %n {
    memref.store %a, %m[] : memref<i32>
  } else {
    memref.store %b, %m[] : memref<i32>
  }
  return
}

// -----

// An execute_region of one block is inlined (SingleBlockExecuteInliner) ...
// CHECK-LABEL: func.func @execute_region_one_block(
// CHECK-SAME:  %arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @execute_region_one_block(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// ... unless it is no_inline.
// CHECK-LABEL: func.func @execute_region_no_inline(
// CHECK-SAME:  %arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:      %1 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
func.func @execute_region_no_inline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// One of several blocks in a function is inlined into the function (MultiBlockExecuteInliner).
// CHECK-LABEL: func.func @execute_region_blocks(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<i32>) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2(%0 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg1, %arg3[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %2 = arith.addi %1, %1 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @execute_region_blocks(%c: i1, %a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %p = arith.muli %a, %b : i32
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  ^bb2:
    scf.yield %p : i32
  }
  %s = arith.addi %r, %r : i32
  return %s : i32
}

// -----

// One that cannot be inlined loses its unused results, and a result every yield gives the same
// outside value is that value (the region-branch patterns of LLVM 22).
// CHECK-LABEL: func.func @execute_region_in_if(
// CHECK-SAME:  %arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:      ^bb1:  // pred: ^bb0
// CHECK-NEXT:        memref.store %arg2, %arg4[] : memref<i32>
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      ^bb2:  // pred: ^bb0
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %arg3, %arg4[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @execute_region_in_if(%c: i1, %d: i1, %a: i32, %b: i32, %m: memref<i32>) {
  scf.if %c {
    %q:2 = scf.execute_region -> (i32, i32) {
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      memref.store %a, %m[] : memref<i32>
      scf.yield %a, %b : i32, i32
    ^bb2:
      scf.yield %b, %b : i32, i32
    }
    memref.store %q#1, %m[] : memref<i32>
  }
  return
}
