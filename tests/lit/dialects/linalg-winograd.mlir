// linalg.winograd_{filter,input,output}_transform (fmr enum, custom and
// generic form) and linalg.generic reading an alias of its attribute
// dictionary; CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

#trait = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
func.func @winograd(%f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>, %i: tensor<1x10x10x5xf32>,
                    %io: tensor<6x6x2x2x1x5xf32>, %v: tensor<6x6x2x2x1x2xf32>, %o: tensor<1x8x8x2xf32>)
    -> (tensor<6x6x5x2xf32>, tensor<6x6x2x2x1x5xf32>, tensor<1x8x8x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<1x10x10x5xf32>) outs(%io : tensor<6x6x2x2x1x5xf32>) -> tensor<6x6x2x2x1x5xf32>
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x2x2x1x2xf32>) outs(%o : tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
  return %0, %1, %2 : tensor<6x6x5x2xf32>, tensor<6x6x2x2x1x5xf32>, tensor<1x8x8x2xf32>
}
func.func @dyn(%f: tensor<?x1x3x?xf32>, %fo: tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<?x1x3x?xf32>) outs(%fo : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
  return %0 : tensor<1x4x?x?xf32>
}
func.func @alias(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic #trait ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// CHECK: func.func @winograd(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>, %arg2: tensor<1x10x10x5xf32>, %arg3: tensor<6x6x2x2x1x5xf32>, %arg4: tensor<6x6x2x2x1x2xf32>, %arg5: tensor<1x8x8x2xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x2x2x1x5xf32>, tensor<1x8x8x2xf32>) {
// CHECK: %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK: %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg2 : tensor<1x10x10x5xf32>) outs(%arg3 : tensor<6x6x2x2x1x5xf32>) -> tensor<6x6x2x2x1x5xf32>
// CHECK: %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg4 : tensor<6x6x2x2x1x2xf32>) outs(%arg5 : tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
// CHECK: func.func @dyn(%arg0: tensor<?x1x3x?xf32>, %arg1: tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32> {
// CHECK: %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg0 : tensor<?x1x3x?xf32>) outs(%arg1 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
// CHECK: func.func @alias(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK: ^bb0(%in: f32, %out: f32):
// GEN: "func.func"() <{function_type = (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>, tensor<1x10x10x5xf32>, tensor<6x6x2x2x1x5xf32>, tensor<6x6x2x2x1x2xf32>, tensor<1x8x8x2xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x2x2x1x5xf32>, tensor<1x8x8x2xf32>), sym_name = "winograd"}> ({
// GEN: %1 = "linalg.winograd_filter_transform"(%arg6, %arg7) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// GEN: %2 = "linalg.winograd_input_transform"(%arg8, %arg9) <{fmr = 1 : i32}> : (tensor<1x10x10x5xf32>, tensor<6x6x2x2x1x5xf32>) -> tensor<6x6x2x2x1x5xf32>
// GEN: %3 = "linalg.winograd_output_transform"(%arg10, %arg11) <{fmr = 1 : i32}> : (tensor<6x6x2x2x1x2xf32>, tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
// GEN: %0 = "linalg.winograd_filter_transform"(%arg4, %arg5) <{fmr = 0 : i32}> : (tensor<?x1x3x?xf32>, tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
