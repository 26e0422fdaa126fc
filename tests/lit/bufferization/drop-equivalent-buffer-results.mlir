// RUN: bufferize-opt %s -drop-equivalent-buffer-results | FileCheck %s

// A private function returning its argument (through a cast) loses that result;
// the call site uses its operand instead (with a cast where the types differ).
// CHECK-LABEL: func.func private @callee(
//  CHECK-SAME:   %{{.*}}: memref<5xf32>, %{{.*}}: memref<5xf32>) -> memref<5xf32> {
//       CHECK:   return %{{.*}} : memref<5xf32>
func.func private @callee(%a: memref<5xf32>, %b: memref<5xf32>) -> (memref<5xf32, strided<[?], offset: ?>>, memref<5xf32>) {
  %c = memref.cast %a : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
  %n = memref.alloc() : memref<5xf32>
  return %c, %n : memref<5xf32, strided<[?], offset: ?>>, memref<5xf32>
}

// Public functions are left alone.
// CHECK-LABEL: func.func @public(
//  CHECK-SAME:   -> memref<5xf32>
//       CHECK:   return %arg0
func.func @public(%a: memref<5xf32>) -> memref<5xf32> {
  return %a : memref<5xf32>
}

// CHECK-LABEL: func.func @caller(
//  CHECK-SAME:   %[[X:.*]]: memref<5xf32>, %[[Y:.*]]: memref<5xf32>)
//       CHECK:   %[[R:.*]] = call @callee(%[[X]], %[[Y]]) : (memref<5xf32>, memref<5xf32>) -> memref<5xf32>
//       CHECK:   %[[C:.*]] = memref.cast %[[X]] : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
//       CHECK:   return %[[C]], %[[R]]
func.func @caller(%x: memref<5xf32>, %y: memref<5xf32>) -> (memref<5xf32, strided<[?], offset: ?>>, memref<5xf32>) {
  %r:2 = call @callee(%x, %y) : (memref<5xf32>, memref<5xf32>) -> (memref<5xf32, strided<[?], offset: ?>>, memref<5xf32>)
  return %r#0, %r#1 : memref<5xf32, strided<[?], offset: ?>>, memref<5xf32>
}

// Several func.return ops: a result is dropped only when every return gives
// back the same argument (result #0 here; result #1 is %m or %n).
// CHECK-LABEL: func.func private @two_returns(
//  CHECK-SAME:     %[[M:.*]]: memref<4xf32>, %[[N:.*]]: memref<4xf32>, %{{.*}}: i1) -> memref<4xf32> {
//       CHECK:   return %[[M]] : memref<4xf32>
//       CHECK:   return %[[N]] : memref<4xf32>
// CHECK-LABEL: func.func @caller2(
//  CHECK-SAME:     %[[M2:.*]]: memref<4xf32>, %[[N2:.*]]: memref<4xf32>, %[[C2:.*]]: i1)
//       CHECK:   %[[R2:.*]] = call @two_returns(%[[M2]], %[[N2]], %[[C2]]) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
//       CHECK:   return %[[M2]], %[[R2]]
func.func private @two_returns(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %m, %m : memref<4xf32>, memref<4xf32>
^bb2:
  return %m, %n : memref<4xf32>, memref<4xf32>
}
func.func @caller2(%m: memref<4xf32>, %n: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %0:2 = call @two_returns(%m, %n, %c) : (memref<4xf32>, memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : memref<4xf32>, memref<4xf32>
}
