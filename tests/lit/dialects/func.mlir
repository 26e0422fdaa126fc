// Custom and generic syntax of the func dialect: declarations with named
// arguments (names dropped), argument/result attributes, func.constant.
// CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK:      func.func private @decl(tensor<?xf32> {bufferization.access = "read"}, i32) -> (i32 {x.y = 1 : i64})
// CHECK-NEXT: func.func private @decl2(tensor<?xf32>, i32) attributes {a = 1 : i64}
// CHECK-NEXT: func.func private @target(tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: func.func @f(%arg0: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
// CHECK-NEXT:   %f = constant @target : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %f_0 = constant {tag} @target : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %f_1 = constant @target : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %0 = call_indirect %f(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %1 = call_indirect %f_0(%0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   %2 = call_indirect %f_1(%1) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unnamed(%arg0: i32) {
// CHECK-NEXT:   return
// CHECK-NEXT: }

// GENERIC: %0 = "func.constant"() <{value = @target}> : () -> ((tensor<4xf32>) -> tensor<4xf32>)
// GENERIC: %1 = "func.constant"() <{value = @target}> {tag} : () -> ((tensor<4xf32>) -> tensor<4xf32>)
// GENERIC: %2 = "func.constant"() <{value = @target}> : () -> ((tensor<4xf32>) -> tensor<4xf32>)

func.func private @decl(%A: tensor<?xf32> {bufferization.access = "read"}, %B: i32 loc("b")) -> (i32 {x.y = 1})
func.func private @decl2(%A: tensor<?xf32>, %A: i32) attributes {a = 1}
func.func private @target(tensor<4xf32>) -> tensor<4xf32>

func.func @f(%t: tensor<4xf32> {bufferization.writable = true}) -> tensor<4xf32> {
  %g = func.constant @target : (tensor<4xf32>) -> tensor<4xf32>
  %h = func.constant {tag} @target : (tensor<4xf32>) -> tensor<4xf32>
  %k = "func.constant"() {value = @target} : () -> ((tensor<4xf32>) -> tensor<4xf32>)
  %0 = func.call_indirect %g(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call_indirect %h(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = func.call_indirect %k(%1) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func @unnamed(i32) {
^bb0(%x: i32):
  return
}
