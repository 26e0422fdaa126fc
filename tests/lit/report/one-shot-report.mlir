// RUN: bufferize-opt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries bufferization-report=text" -o /dev/null 2>&1 | FileCheck %s
// RUN: bufferize-opt %s -split-input-file -one-shot-bufferize="bufferization-report=text" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOBOUNDARY

// A read after an in-place write: the insert gets a private copy.
// CHECK: one-shot-report.mlir:[[# @LINE + 5]]:8: remark: operand #1 of 'tensor.insert' (%t) bufferizes out of place [read-after-write] (decision 1)
// CHECK: one-shot-report.mlir:[[# @LINE + 5]]:8: note: conflicting read: 'tensor.extract' reads %t (operand #0)
// CHECK: one-shot-report.mlir:[[# @LINE + 3]]:8: note: conflicting write: 'tensor.insert' writes %t (operand #1)
// CHECK: note: hint: read %t before 'tensor.insert' writes it, or read the result of 'tensor.insert' instead
func.func @raw(%t: tensor<8xf32>, %v: f32, %i: index, %j: index) -> (tensor<8xf32>, f32) {
  %0 = tensor.insert %v into %t[%i] : tensor<8xf32>
  %1 = tensor.extract %t[%j] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, f32
}
// CHECK: one-shot-report.mlir:[[# @LINE - 4]]:8: remark: allocation 1: memref<8xf32> (32 bytes, filled with a copy): a private buffer for operand #1 of 'tensor.insert' (decision 1)
// CHECK: remark: @raw: 1 allocation (32 bytes), 1 copy; 2 of 3 tensor operands in place (67%)
// CHECK: remark: bufferization report: 1 allocation (32 bytes), 1 copy; 2 of 3 tensor operands in place (67%)

// Without function boundaries the arguments are read-only.
// NOBOUNDARY: one-shot-report.mlir:[[# @LINE - 9]]:8: remark: operand #1 of 'tensor.insert' (%t) bufferizes out of place [write into a non-writable buffer] (decision 1): 'tensor.insert' would write into %t, a function argument that is read-only
// NOBOUNDARY: note: hint: mark the argument {bufferization.writable = true} if callers allow writing into it

// -----

// A write into a constant.
func.func @constant(%v: f32, %i: index) -> tensor<4xf32> {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.insert %v into %cst[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: one-shot-report.mlir:[[# @LINE - 3]]:8: remark: operand #1 of 'tensor.insert' (%cst) bufferizes out of place [write into a non-writable buffer] (decision 1): 'tensor.insert' would write into %cst, the result of 'arith.constant', which must not be written
// CHECK: one-shot-report.mlir:[[# @LINE - 5]]:10: note: not writable: %cst
// CHECK: note: hint: write into a fresh tensor (tensor.empty or bufferization.alloc_tensor) instead of into %cst
// CHECK: remark: allocation 1: memref<4xf32> (16 bytes, filled with a copy)
// CHECK: remark: bufferization report: 1 allocation (16 bytes), 1 copy; 1 of 2 tensor operands in place (50%)

// -----

// A new tensor and a copy that insert_slice makes by definition.
func.func @fresh(%s: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = tensor.insert_slice %s into %e[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}
// CHECK: one-shot-report.mlir:[[# @LINE - 4]]:8: remark: allocation 1: memref<?xf32> (dynamic size): 'tensor.empty' creates a new tensor
// CHECK: one-shot-report.mlir:[[# @LINE - 4]]:8: remark: copy 1: 'tensor.insert_slice' copies by definition (its source into its destination)
// CHECK: remark: @fresh: 1 allocation (0 bytes + 1 of dynamic size), 1 copy; 3 of 3 tensor operands in place (100%)

// -----

// Nothing to copy: one line.
func.func @none(%t: tensor<8xf32>, %v: f32, %i: index) -> tensor<8xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK: remark: bufferization report: no copies and no allocations; all 2 tensor operands in place
