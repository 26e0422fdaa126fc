// An error emitted on an operation (by a pass, or by the verifier after
// parsing) carries a `see current operation` note with the op in generic
// form; the expected lines are mlir-opt-22's output for the same runs.
// RUN: not bufferize-opt %s -allow-unregistered-dialect -split-input-file -one-shot-bufferize 2>&1 | FileCheck %s
// RUN: not bufferize-opt %s -allow-unregistered-dialect -split-input-file -one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not bufferize-opt %s -allow-unregistered-dialect -split-input-file -one-shot-bufferize -mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=LOC
// RUN: not bufferize-opt %s -allow-unregistered-dialect -split-input-file -one-shot-bufferize -mlir-print-op-on-diagnostic 2>&1 | FileCheck %s
// RUN: not bufferize-opt %s -allow-unregistered-dialect -split-input-file -one-shot-bufferize -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not bufferize-opt %s -allow-unregistered-dialect -split-input-file -one-shot-bufferize -mlir-print-op-on-diagnostic=0 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not bufferize-opt %s -mlir-print-op-on-diagnostic=maybe 2>&1 | FileCheck %s --check-prefix=BAD
// An error at a location only (not on an op) has no note:
// RUN: not bufferize-opt %S/Inputs/print-op-on-diagnostic-verify.mlir -allow-unregistered-dialect --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// -verify-diagnostics turns the note off (the input expects no note):
// RUN: bufferize-opt %S/Inputs/print-op-on-diagnostic-verify.mlir -allow-unregistered-dialect -one-shot-bufferize -verify-diagnostics

// CHECK: print-op-on-diagnostic.mlir:54:8: error: op was not bufferized
// CHECK-NEXT: {{^}}  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NEXT: print-op-on-diagnostic.mlir:54:8: note: see current operation: %0 = "test.foo"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>{{$}}
// A multi-line op starts on the line after the note; large elements
// attributes are elided; values are numbered within the function.
// CHECK-NEXT: print-op-on-diagnostic.mlir:63:8: error: op was not bufferized
// CHECK-NEXT: {{^}}  %0 = "test.bar"(%t) ({
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NEXT: print-op-on-diagnostic.mlir:63:8: note: see current operation: {{$}}
// CHECK-NEXT: {{^}}%1 = "test.bar"(%arg0) ({
// CHECK-NEXT: {{^}}^bb0(%arg2: f32):
// CHECK-NEXT: {{^}}  "test.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: {{^}}}) {attr = dense_resource<__elided__> : tensor<17xi32>} : (tensor<4xf32>) -> tensor<4xf32>{{$}}
// The verifier after parsing: the op as parsed, with its default properties.
// CHECK-NEXT: print-op-on-diagnostic.mlir:74:8: error: 'arith.addi' op expected 2 operands, but found 1
// CHECK-NEXT: {{^}}  %r = "arith.addi"(%a) : (i32) -> i32{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}
// CHECK-NEXT: print-op-on-diagnostic.mlir:74:8: note: see current operation: %0 = "arith.addi"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i32{{$}}

// FUNC: print-op-on-diagnostic.mlir:54:8: note: see current operation: %1 = "test.foo"(%0) : (tensor<4xf32>) -> tensor<4xf32>{{$}}
// FUNC: print-op-on-diagnostic.mlir:63:8: note: see current operation: {{$}}
// FUNC-NEXT: {{^}}%2 = "test.bar"(%0) ({

// LOC: print-op-on-diagnostic.mlir:54:8: note: see current operation: %0 = "test.foo"(%arg0) : (tensor<4xf32>) -> tensor<4xf32> loc("{{.*}}print-op-on-diagnostic.mlir":54:8){{$}}
// LOC: print-op-on-diagnostic.mlir:63:8: note: see current operation: {{$}}
// LOC-NEXT: {{^}}%1 = "test.bar"(%arg0) ({
// LOC-NEXT: {{^}}^bb0(%arg2: f32 loc("{{.*}}print-op-on-diagnostic.mlir":64:8)):
// LOC-NEXT: {{^}}  "test.yield"(%arg2) : (f32) -> () loc("{{.*}}print-op-on-diagnostic.mlir":65:5)
// LOC-NEXT: {{^}}}) {attr = dense_resource<__elided__> : tensor<17xi32>} : (tensor<4xf32>) -> tensor<4xf32> loc("{{.*}}print-op-on-diagnostic.mlir":63:8){{$}}

// OFF: error: op was not bufferized
// OFF-NOT: see current operation
// BAD: for the --mlir-print-op-on-diagnostic option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
// ANCHOR-NOT: note

func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_op_with_region(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %c = arith.constant 1.0 : f32
  // The op text is printed when the error is emitted.
  %0 = "test.bar"(%t) ({
  ^bb0(%a: f32):
    "test.yield"(%a) : (f32) -> ()
  }) {attr = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @verifier(%a: i32) {
  // An operand is missing.
  %r = "arith.addi"(%a) : (i32) -> i32
  return
}
