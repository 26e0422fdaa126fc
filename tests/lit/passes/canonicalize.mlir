// RUN: bufferize-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: bufferize-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// Dead pure ops go, constants are uniqued and hoisted, unreachable blocks go.
// CHECK-LABEL: func.func @dead_and_constants
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NOT:     arith.constant
// CHECK-NOT:     arith.muli
// CHECK:         arith.addi %{{.*}}, %[[C]] : i32
// CHECK-NOT:     ^bb{{.*}}: // no predecessors
// CHECK:         return
func.func @dead_and_constants(%a: i32) -> i32 {
  %unused = arith.muli %a, %a : i32
  %x = arith.addi %a, %a : i32
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %c1b = arith.constant 1 : i32
  %z = arith.addi %c1b, %a : i32
  %w = arith.addi %y, %z : i32
  return %w : i32
}

// CHECK-LABEL: func.func @unreachable
// CHECK-NOT:     arith.subi
// CHECK:         return
func.func @unreachable(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %q = arith.subi %a, %a : i32
  "test.use"(%q) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return %a : i32
}
