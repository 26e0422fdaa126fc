// RUN: bufferize-opt %s -allow-unregistered-dialect -buffer-results-to-out-params -split-input-file | FileCheck %s
// RUN: bufferize-opt %s -allow-unregistered-dialect -split-input-file '-buffer-results-to-out-params=modify-public-functions hoist-static-allocs add-result-attr' | FileCheck %s --check-prefix=HOIST

//       CHECK: func.func private @callee(%{{.*}}: index, %[[OUT:.*]]: memref<4xf32>) -> f32
//  CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
//       CHECK: memref.copy %[[A]], %[[OUT]]
//  CHECK-NEXT: return %{{.*}} : f32
// CHECK-LABEL: func.func @pub() -> memref<4xf32>
// CHECK-LABEL: func.func @caller
//  CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT: %[[R:.*]] = call @callee(%{{.*}}, %[[B]]) : (index, memref<4xf32>) -> f32
//  CHECK-NEXT: call @pub() : () -> memref<4xf32>
//  CHECK-NEXT: call @ext() : () -> memref<2xf32>
//  CHECK-NEXT: "test.use"(%[[R]], %[[B]]
// HOIST-LABEL: func.func private @callee(%{{.*}}: index, %{{.*}}: memref<4xf32> {bufferize.result}) -> f32
//  HOIST-NEXT: arith.constant
//  HOIST-NEXT: return
// HOIST-LABEL: func.func @pub(%{{.*}}: memref<4xf32> {bufferize.result})
//  HOIST-NEXT: return
// HOIST-LABEL: func.func @caller
//       HOIST: call @pub(%{{.*}}) : (memref<4xf32>) -> ()
func.func private @callee(%n: index) -> (f32, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  return %f, %a : f32, memref<4xf32>
}
func.func @pub() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @ext() -> memref<2xf32>
func.func @caller(%n: index) {
  %x:2 = call @callee(%n) : (index) -> (f32, memref<4xf32>)
  %y = call @pub() : () -> memref<4xf32>
  %e = call @ext() : () -> memref<2xf32>
  "test.use"(%x#0, %x#1, %y, %e) : (f32, memref<4xf32>, memref<4xf32>, memref<2xf32>) -> ()
  return
}

// -----

// A fully dynamic layout is allocated with the identity layout and cast.
// CHECK-LABEL: func.func @c
//  CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
//  CHECK-NEXT: call @lay(%{{.*}}, %[[C]])
func.func private @lay(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  return %m : memref<4xf32, strided<[?], offset: ?>>
}
func.func @c(%m: memref<4xf32, strided<[?], offset: ?>>) {
  %r = call @lay(%m) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  "test.use"(%r) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
  return
}

