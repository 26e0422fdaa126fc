// linalg.softmax: tensors (dynamic sizes, an attribute dictionary, which
// prints before `dimension`), memrefs, and the mix upstream accepts.
// CHECK and GEN lines are mlir-opt-22's output for this file.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @softmax(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
// CHECK-NEXT: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK-NEXT: return %0 : tensor<2x16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @softmax_dynamic(%arg0: tensor<?x16xf16>, %arg1: tensor<4x?xf16>) -> tensor<4x?xf16> {
// CHECK-NEXT: %0 = linalg.softmax {some.attr} dimension(0) ins(%arg0 : tensor<?x16xf16>) outs(%arg1 : tensor<4x?xf16>) -> tensor<4x?xf16>
// CHECK-NEXT: return %0 : tensor<4x?xf16>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @softmax_memref(%arg0: memref<2x16xf32>, %arg1: memref<2x16xf32>) {
// CHECK-NEXT: linalg.softmax dimension(1) ins(%arg0 : memref<2x16xf32>) outs(%arg1 : memref<2x16xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @softmax_mixed(%arg0: tensor<2x16xf32>, %arg1: memref<2x16xf32>) {
// CHECK-NEXT: linalg.softmax dimension(1) ins(%arg0 : tensor<2x16xf32>) outs(%arg1 : memref<2x16xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GEN: "builtin.module"() ({
// GEN-NEXT: "func.func"() <{function_type = (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>, sym_name = "softmax"}> ({
// GEN-NEXT: ^bb0(%arg6: tensor<2x16x32xf32>, %arg7: tensor<2x16x32xf32>):
// GEN-NEXT: %1 = "linalg.softmax"(%arg6, %arg7) <{dimension = 2 : i64}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// GEN-NEXT: "func.return"(%1) : (tensor<2x16x32xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<?x16xf16>, tensor<4x?xf16>) -> tensor<4x?xf16>, sym_name = "softmax_dynamic"}> ({
// GEN-NEXT: ^bb0(%arg4: tensor<?x16xf16>, %arg5: tensor<4x?xf16>):
// GEN-NEXT: %0 = "linalg.softmax"(%arg4, %arg5) <{dimension = 0 : i64}> {some.attr} : (tensor<?x16xf16>, tensor<4x?xf16>) -> tensor<4x?xf16>
// GEN-NEXT: "func.return"(%0) : (tensor<4x?xf16>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (memref<2x16xf32>, memref<2x16xf32>) -> (), sym_name = "softmax_memref"}> ({
// GEN-NEXT: ^bb0(%arg2: memref<2x16xf32>, %arg3: memref<2x16xf32>):
// GEN-NEXT: "linalg.softmax"(%arg2, %arg3) <{dimension = 1 : i64}> : (memref<2x16xf32>, memref<2x16xf32>) -> ()
// GEN-NEXT: "func.return"() : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<2x16xf32>, memref<2x16xf32>) -> (), sym_name = "softmax_mixed"}> ({
// GEN-NEXT: ^bb0(%arg0: tensor<2x16xf32>, %arg1: memref<2x16xf32>):
// GEN-NEXT: "linalg.softmax"(%arg0, %arg1) <{dimension = 1 : i64}> : (tensor<2x16xf32>, memref<2x16xf32>) -> ()
// GEN-NEXT: "func.return"() : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: }) : () -> ()

func.func @softmax(%a: tensor<2x16x32xf32>, %d: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%d : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}
func.func @softmax_dynamic(%a: tensor<?x16xf16>, %d: tensor<4x?xf16>) -> tensor<4x?xf16> {
  %0 = linalg.softmax {some.attr} dimension(0) ins(%a : tensor<?x16xf16>) outs(%d : tensor<4x?xf16>) -> tensor<4x?xf16>
  return %0 : tensor<4x?xf16>
}
func.func @softmax_memref(%a: memref<2x16xf32>, %d: memref<2x16xf32>) {
  linalg.softmax dimension(1) ins(%a : memref<2x16xf32>) outs(%d : memref<2x16xf32>)
  return
}
func.func @softmax_mixed(%a: tensor<2x16xf32>, %d: memref<2x16xf32>) {
  linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%d : memref<2x16xf32>)
  return
}
