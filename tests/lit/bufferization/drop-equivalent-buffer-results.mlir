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
