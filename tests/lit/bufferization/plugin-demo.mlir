// The example plugin of docs/plugins.md: an op, its bufferization model and a
// pass (tests/lit/bufferization/Inputs/demo_plugin.py).
//
// RUN: bufferize-opt %s --load-plugin %S/Inputs/demo_plugin.py | FileCheck %s --check-prefix=ROUND
// RUN: bufferize-opt %s --load-plugin %S/Inputs/demo_plugin.py \
// RUN:   -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufferize-opt %s --load-plugin %S/Inputs/demo_plugin.py \
// RUN:   --pass-pipeline='builtin.module(func.func(demo-fold-double-negate),one-shot-bufferize{bufferize-function-boundaries})' \
// RUN:   | FileCheck %s --check-prefix=FOLD
// RUN: bufferize-opt --load-plugin %S/Inputs/demo_plugin.py --help | FileCheck %s --check-prefix=HELP
// RUN: bufferize-opt --load-plugin %S/Inputs/demo_plugin.py --help-pass=demo-fold-double-negate \
// RUN:   | FileCheck %s --check-prefix=HELP
// HELP: demo-fold-double-negate {{.*}}Fold demo.negate(demo.negate(x)) to x

// ROUND:      %0 = "demo.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// ROUND-NEXT: %1 = "demo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>

// %t is read after the first negate (by the third): the first two negate a
// copy; the third negates %t in place.
// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[ALLOC]]
// CHECK-NEXT:    "demo.negate_buffer"(%[[ALLOC]]) : (memref<4xf32>) -> ()
// CHECK-NEXT:    "demo.negate_buffer"(%[[ALLOC]]) : (memref<4xf32>) -> ()
// CHECK-NEXT:    "demo.negate_buffer"(%[[A]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// CHECK:         return %[[ALLOC]], %[[A]]

// After the fold only the third negate remains; %t itself is returned too,
// so the negate works on a copy.
// FOLD-LABEL: func.func @f(
// FOLD-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// FOLD-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FOLD-NEXT:    memref.copy %[[A]], %[[ALLOC]]
// FOLD-NEXT:    "demo.negate_buffer"(%[[ALLOC]]) : (memref<4xf32>) -> ()
// FOLD-NOT:     demo.negate
// FOLD:         return %[[A]], %[[ALLOC]]
func.func @f(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "demo.negate"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "demo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "demo.negate"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}
