// linalg.pack / linalg.unpack: padding_value, outer_dims_perm (an empty one
// prints only in generic form), dynamic tiles, an attribute dictionary after
// the destination.  CHECK and GEN lines are mlir-opt-22's output for this file.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @pack(%arg0: tensor<16x8xf32>, %arg1: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg1 : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
// CHECK-NEXT: return %pack : tensor<4x2x4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pack_pad_perm(%arg0: tensor<15x7xf32>, %arg1: tensor<2x4x4x4xf32>, %arg2: f32) -> tensor<2x4x4x4xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg2 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg1 : tensor<15x7xf32> -> tensor<2x4x4x4xf32>
// CHECK-NEXT: return %pack : tensor<2x4x4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pack_dynamic(%arg0: tensor<?x8xf32>, %arg1: tensor<?x2x?x4xf32>, %arg2: index) -> tensor<?x2x?x4xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%arg2, 4] into %arg1 : tensor<?x8xf32> -> tensor<?x2x?x4xf32>
// CHECK-NEXT: return %pack : tensor<?x2x?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pack_attrs(%arg0: tensor<16x8xi32>, %arg1: tensor<16x4x2xi32>) -> tensor<16x4x2xi32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [1] inner_tiles = [2] into %arg1 {some.attr = 1 : i32} : tensor<16x8xi32> -> tensor<16x4x2xi32>
// CHECK-NEXT: return %pack : tensor<16x4x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unpack(%arg0: tensor<4x2x4x4xf32>, %arg1: tensor<16x8xf32>) -> tensor<16x8xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg1 : tensor<4x2x4x4xf32> -> tensor<16x8xf32>
// CHECK-NEXT: return %unpack : tensor<16x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unpack_truncate(%arg0: tensor<2x4x4x4xf32>, %arg1: tensor<15x7xf32>, %arg2: index) -> tensor<15x7xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg1 : tensor<2x4x4x4xf32> -> tensor<15x7xf32>
// CHECK-NEXT: return %unpack : tensor<15x7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unpack_dynamic(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [1, 0] inner_tiles = [%arg2, %arg3] into %arg1 : tensor<?x?x?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT: return %unpack : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GEN: "builtin.module"() ({
// GEN-NEXT: "func.func"() <{function_type = (tensor<16x8xf32>, tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32>, sym_name = "pack"}> ({
// GEN-NEXT: ^bb0(%arg17: tensor<16x8xf32>, %arg18: tensor<4x2x4x4xf32>):
// GEN-NEXT: %6 = "linalg.pack"(%arg17, %arg18) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<16x8xf32>, tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32>
// GEN-NEXT: "func.return"(%6) : (tensor<4x2x4x4xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<15x7xf32>, tensor<2x4x4x4xf32>, f32) -> tensor<2x4x4x4xf32>, sym_name = "pack_pad_perm"}> ({
// GEN-NEXT: ^bb0(%arg14: tensor<15x7xf32>, %arg15: tensor<2x4x4x4xf32>, %arg16: f32):
// GEN-NEXT: %5 = "linalg.pack"(%arg14, %arg15, %arg16) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<15x7xf32>, tensor<2x4x4x4xf32>, f32) -> tensor<2x4x4x4xf32>
// GEN-NEXT: "func.return"(%5) : (tensor<2x4x4x4xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<?x8xf32>, tensor<?x2x?x4xf32>, index) -> tensor<?x2x?x4xf32>, sym_name = "pack_dynamic"}> ({
// GEN-NEXT: ^bb0(%arg11: tensor<?x8xf32>, %arg12: tensor<?x2x?x4xf32>, %arg13: index):
// GEN-NEXT: %4 = "linalg.pack"(%arg11, %arg12, %arg13) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 4>}> : (tensor<?x8xf32>, tensor<?x2x?x4xf32>, index) -> tensor<?x2x?x4xf32>
// GEN-NEXT: "func.return"(%4) : (tensor<?x2x?x4xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<16x8xi32>, tensor<16x4x2xi32>) -> tensor<16x4x2xi32>, sym_name = "pack_attrs"}> ({
// GEN-NEXT: ^bb0(%arg9: tensor<16x8xi32>, %arg10: tensor<16x4x2xi32>):
// GEN-NEXT: %3 = "linalg.pack"(%arg9, %arg10) <{inner_dims_pos = array<i64: 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64: 2>}> {some.attr = 1 : i32} : (tensor<16x8xi32>, tensor<16x4x2xi32>) -> tensor<16x4x2xi32>
// GEN-NEXT: "func.return"(%3) : (tensor<16x4x2xi32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<4x2x4x4xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>, sym_name = "unpack"}> ({
// GEN-NEXT: ^bb0(%arg7: tensor<4x2x4x4xf32>, %arg8: tensor<16x8xf32>):
// GEN-NEXT: %2 = "linalg.unpack"(%arg7, %arg8) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<4x2x4x4xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
// GEN-NEXT: "func.return"(%2) : (tensor<16x8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<2x4x4x4xf32>, tensor<15x7xf32>, index) -> tensor<15x7xf32>, sym_name = "unpack_truncate"}> ({
// GEN-NEXT: ^bb0(%arg4: tensor<2x4x4x4xf32>, %arg5: tensor<15x7xf32>, %arg6: index):
// GEN-NEXT: %1 = "linalg.unpack"(%arg4, %arg5) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 4>}> : (tensor<2x4x4x4xf32>, tensor<15x7xf32>) -> tensor<15x7xf32>
// GEN-NEXT: "func.return"(%1) : (tensor<15x7xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>, sym_name = "unpack_dynamic"}> ({
// GEN-NEXT: ^bb0(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index):
// GEN-NEXT: %0 = "linalg.unpack"(%arg0, %arg1, %arg2, %arg3) <{inner_dims_pos = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, -9223372036854775808>}> : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// GEN-NEXT: "func.return"(%0) : (tensor<?x?xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: }) : () -> ()

func.func @pack(%src: tensor<16x8xf32>, %dst: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}
func.func @pack_pad_perm(%src: tensor<15x7xf32>, %dst: tensor<2x4x4x4xf32>, %p: f32) -> tensor<2x4x4x4xf32> {
  %0 = linalg.pack %src padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<15x7xf32> -> tensor<2x4x4x4xf32>
  return %0 : tensor<2x4x4x4xf32>
}
func.func @pack_dynamic(%src: tensor<?x8xf32>, %dst: tensor<?x2x?x4xf32>, %t: index) -> tensor<?x2x?x4xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %dst : tensor<?x8xf32> -> tensor<?x2x?x4xf32>
  return %0 : tensor<?x2x?x4xf32>
}
func.func @pack_attrs(%src: tensor<16x8xi32>, %dst: tensor<16x4x2xi32>) -> tensor<16x4x2xi32> {
  %0 = linalg.pack %src outer_dims_perm = [] inner_dims_pos = [1] inner_tiles = [2] into %dst {some.attr = 1 : i32} : tensor<16x8xi32> -> tensor<16x4x2xi32>
  return %0 : tensor<16x4x2xi32>
}
func.func @unpack(%src: tensor<4x2x4x4xf32>, %dst: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = linalg.unpack %src outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<4x2x4x4xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
func.func @unpack_truncate(%src: tensor<2x4x4x4xf32>, %dst: tensor<15x7xf32>, %t: index) -> tensor<15x7xf32> {
  %0 = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %dst : tensor<2x4x4x4xf32> -> tensor<15x7xf32>
  return %0 : tensor<15x7xf32>
}
func.func @unpack_dynamic(%src: tensor<?x?x?x?xf32>, %dst: tensor<?x?xf32>, %t0: index, %t1: index) -> tensor<?x?xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [1, 0] inner_tiles = [%t0, %t1] into %dst : tensor<?x?x?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
