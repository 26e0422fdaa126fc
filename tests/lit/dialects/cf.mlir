// Custom and generic syntax of the cf dialect. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: i32) -> i32 {
// CHECK-NEXT:  cf.assert %arg0, "msg \22q\22"
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 {weights = 1 : i64}
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%0, %arg2 : i32, f32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  cf.cond_br %arg0 weights([3, 5]), ^bb3(%arg1, %arg2 : i32, f32), ^bb4
// CHECK-NEXT:  ^bb3(%1: i32, %2: f32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:  cf.switch %arg3 : i32, [
// CHECK-NEXT:  default: ^bb4,
// CHECK-NEXT:  42: ^bb3(%1, %2 : i32, f32),
// CHECK-NEXT:  4294967295: ^bb4
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT:  cf.switch %arg3 : i32, [
// CHECK-NEXT:  default: ^bb5(%arg1 : i32)]
// CHECK-NEXT:  ^bb5(%3: i32):  // pred: ^bb4
// CHECK-NEXT:  cf.br ^bb6
// CHECK-NEXT:  ^bb6:  // pred: ^bb5
// CHECK-NEXT:  return %arg1 : i32
// CHECK-NEXT:  }

func.func @f(%c: i1, %a: i32, %x: f32, %i: i32) -> i32 {
  cf.assert %c, "msg \"q\""
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 {weights = 1}
^bb1(%v: i32):
  cf.br ^bb3(%v, %x : i32, f32)
^bb2:
  cf.cond_br %c weights([3, 5]), ^bb3(%a, %x : i32, f32), ^bb4
^bb3(%w: i32, %y: f32):
  cf.switch %i : i32, [
    default: ^bb4,
    42: ^bb3(%w, %y : i32, f32),
    -1: ^bb4
  ]
^bb4:
  cf.switch %i : i32, [
    default: ^bb5(%a : i32)
  ]
^bb5(%z: i32):
  cf.br ^bb6
^bb6:
  return %a : i32
}
