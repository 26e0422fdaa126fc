// RUN: bufferize-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// RUN: bufferize-opt %s --allow-unregistered-dialect --cse | FileCheck %s

// CHECK-LABEL: func.func @simple
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[M]] : i32
func.func @simple(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %a, %c1b : i32
  %z = arith.muli %x, %y : i32
  return %z : i32
}

// Different attributes or types are different expressions.
// CHECK-LABEL: func.func @different
// CHECK:         arith.constant 1 : i32
// CHECK-NEXT:    arith.constant 1 : i64
// CHECK-NEXT:    arith.constant 2 : i32
func.func @different() -> (i32, i64, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i64
  %c = arith.constant 2 : i32
  return %a, %b, %c : i32, i64, i32
}

// A value from a dominating block is reused; one from a sibling is not.
// (An unused op is erased before it could be reused: see @dead_first.)
// CHECK-LABEL: func.func @blocks
// CHECK:         %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    "test.use"(%[[X]]) : (i32) -> ()
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.use"(%[[X]]) : (i32) -> ()
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    "test.use"(%[[Y]]) : (i32) -> ()
// CHECK:       ^bb3:
// CHECK-NEXT:    %[[Z:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    "test.use"(%[[Z]]) : (i32) -> ()
func.func @blocks(%a: i32, %c: i1) {
  %x = arith.addi %a, %a : i32
  "test.use"(%x) : (i32) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x2 = arith.addi %a, %a : i32
  "test.use"(%x2) : (i32) -> ()
  cf.br ^bb3
^bb2:
  %y = arith.muli %a, %a : i32
  "test.use"(%y) : (i32) -> ()
  cf.br ^bb3
^bb3:
  %y2 = arith.muli %a, %a : i32
  "test.use"(%y2) : (i32) -> ()
  return
}

// Ops with unknown effects are never merged.
// CHECK-LABEL: func.func @effects
// CHECK-COUNT-2: "test.op"
func.func @effects(%a: i32) -> (i32, i32) {
  %x = "test.op"(%a) : (i32) -> i32
  %y = "test.op"(%a) : (i32) -> i32
  return %x, %y : i32, i32
}

// As upstream: a trivially dead op is erased, so it does not replace a later one.
// CHECK-LABEL: func.func @dead_first
// CHECK-NEXT:    cf.br ^bb1
// CHECK:         arith.addi
func.func @dead_first(%a: i32) {
  %x = arith.addi %a, %a : i32
  cf.br ^bb1
^bb1:
  %x2 = arith.addi %a, %a : i32
  "test.use"(%x2) : (i32) -> ()
  return
}
