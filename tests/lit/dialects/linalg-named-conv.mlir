// Named convolution, pooling, mmt4d and quantized ops (the table in
// bufferize/dialects/linalg/named_table.py): the attribute dictionary before
// `ins`, default and explicit strides/dilations, scalar zero points, memrefs.
// CHECK and GEN lines are mlir-opt-22's output for this file (custom form and
// --mlir-print-op-generic, whose regions are the generated payloads and whose
// linalg.memoized_indexing_maps carry the strides).
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @conv_nchw(%arg0: tensor<1x3x9x9xf32>, %arg1: tensor<4x3x3x3xf32>, %arg2: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%arg2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK-NEXT: return %0 : tensor<1x4x4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @conv_q(%arg0: tensor<1x3x9x9xi8>, %arg1: tensor<4x3x3x3xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32> {
// CHECK-NEXT: %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32) outs(%arg4 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
// CHECK-NEXT: return %0 : tensor<1x4x4x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pool(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x4x4x3xf32>, %arg3: tensor<1x3x8x8xf32>, %arg4: tensor<1x3x7x7xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x3x7x7xf32>) {
// CHECK-NEXT: %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
// CHECK-NEXT: %1 = linalg.pooling_nchw_sum ins(%arg3, %arg1 : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%arg4 : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
// CHECK-NEXT: return %0, %1 : tensor<1x4x4x3xf32>, tensor<1x3x7x7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_channels(%arg0: memref<10xf32>, %arg1: memref<3xf32>, %arg2: memref<8xf32>, %arg3: memref<6x6xi8>, %arg4: memref<3x3xi8>, %arg5: memref<4x4xi32>) {
// CHECK-NEXT: linalg.conv_1d ins(%arg0, %arg1 : memref<10xf32>, memref<3xf32>) outs(%arg2 : memref<8xf32>)
// CHECK-NEXT: linalg.conv_2d ins(%arg3, %arg4 : memref<6x6xi8>, memref<3x3xi8>) outs(%arg5 : memref<4x4xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dw(%arg0: tensor<1x3x9x9xf32>, %arg1: tensor<3x3x3xf32>, %arg2: tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32> {
// CHECK-NEXT: %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x3x9x9xf32>, tensor<3x3x3xf32>) outs(%arg2 : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
// CHECK-NEXT: return %0 : tensor<1x3x7x7xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mmt4d(%arg0: tensor<2x3x4x5xi8>, %arg1: tensor<6x3x7x5xi8>, %arg2: tensor<2x6x4x7xi32>, %arg3: memref<2x2x3x4x5xf32>, %arg4: memref<2x6x3x7x5xf32>, %arg5: memref<2x2x6x4x7xf32>) -> tensor<2x6x4x7xi32> {
// CHECK-NEXT: %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<2x3x4x5xi8>, tensor<6x3x7x5xi8>) outs(%arg2 : tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32>
// CHECK-NEXT: linalg.batch_mmt4d ins(%arg3, %arg4 : memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>) outs(%arg5 : memref<2x2x6x4x7xf32>)
// CHECK-NEXT: return %0 : tensor<2x6x4x7xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @qmm(%arg0: tensor<3x4xi8>, %arg1: tensor<4x5xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<3x5xi32>) -> tensor<3x5xi32> {
// CHECK-NEXT: %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%arg4 : tensor<3x5xi32>) -> tensor<3x5xi32>
// CHECK-NEXT: return %0 : tensor<3x5xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GEN: #map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
// GEN-NEXT: #map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// GEN-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GEN-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GEN-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
// GEN-NEXT: #map8 = affine_map<(d0, d1) -> (d0 + d1)>
// GEN-NEXT: #map9 = affine_map<(d0, d1) -> (d1)>
// GEN-NEXT: #map10 = affine_map<(d0, d1) -> (d0)>
// GEN-NEXT: #map11 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// GEN-NEXT: #map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GEN-NEXT: #map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// GEN-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
// GEN-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GEN-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// GEN-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GEN-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GEN-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// GEN-NEXT: #map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// GEN-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// GEN-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// GEN-NEXT: #map23 = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-NEXT: #map24 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-NEXT: #map25 = affine_map<(d0, d1, d2) -> ()>
// GEN-NEXT: #map26 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT: "func.func"() <{function_type = (tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>, sym_name = "conv_nchw"}> ({
// GEN-NEXT: ^bb0(%arg61: tensor<1x3x9x9xf32>, %arg62: tensor<4x3x3x3xf32>, %arg63: tensor<1x4x4x4xf32>):
// GEN-NEXT: %34 = "linalg.conv_2d_nchw_fchw"(%arg61, %arg62, %arg63) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GEN-NEXT: ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
// GEN-NEXT: %35 = "arith.mulf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: %36 = "arith.addf"(%arg66, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%36) : (f32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// GEN-NEXT: "func.return"(%34) : (tensor<1x4x4x4xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>, sym_name = "conv_q"}> ({
// GEN-NEXT: ^bb0(%arg51: tensor<1x3x9x9xi8>, %arg52: tensor<4x3x3x3xi8>, %arg53: i32, %arg54: i32, %arg55: tensor<1x4x4x4xi32>):
// GEN-NEXT: %27 = "linalg.conv_2d_nchw_fchw_q"(%arg51, %arg52, %arg53, %arg54, %arg55) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GEN-NEXT: ^bb0(%arg56: i8, %arg57: i8, %arg58: i32, %arg59: i32, %arg60: i32):
// GEN-NEXT: %28 = "arith.extsi"(%arg56) : (i8) -> i32
// GEN-NEXT: %29 = "arith.subi"(%28, %arg58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %30 = "arith.extsi"(%arg57) : (i8) -> i32
// GEN-NEXT: %31 = "arith.subi"(%30, %arg59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %32 = "arith.muli"(%29, %31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %33 = "arith.addi"(%arg60, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: "linalg.yield"(%33) : (i32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map3, #map3, #map2]} : (tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32, tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
// GEN-NEXT: "func.return"(%27) : (tensor<1x4x4x4xi32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<1x8x8x3xf32>, tensor<2x2xf32>, tensor<1x4x4x3xf32>, tensor<1x3x8x8xf32>, tensor<1x3x7x7xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x3x7x7xf32>), sym_name = "pool"}> ({
// GEN-NEXT: ^bb0(%arg40: tensor<1x8x8x3xf32>, %arg41: tensor<2x2xf32>, %arg42: tensor<1x4x4x3xf32>, %arg43: tensor<1x3x8x8xf32>, %arg44: tensor<1x3x7x7xf32>):
// GEN-NEXT: %23 = "linalg.pooling_nhwc_max"(%arg40, %arg41, %arg42) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GEN-NEXT: ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
// GEN-NEXT: %26 = "arith.maximumf"(%arg50, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%26) : (f32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<1x8x8x3xf32>, tensor<2x2xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
// GEN-NEXT: %24 = "linalg.pooling_nchw_sum"(%arg43, %arg41, %arg44) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// GEN-NEXT: %25 = "arith.addf"(%arg47, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%25) : (f32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map7, #map5, #map6]} : (tensor<1x3x8x8xf32>, tensor<2x2xf32>, tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
// GEN-NEXT: "func.return"(%23, %24) : (tensor<1x4x4x3xf32>, tensor<1x3x7x7xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (memref<10xf32>, memref<3xf32>, memref<8xf32>, memref<6x6xi8>, memref<3x3xi8>, memref<4x4xi32>) -> (), sym_name = "no_channels"}> ({
// GEN-NEXT: ^bb0(%arg28: memref<10xf32>, %arg29: memref<3xf32>, %arg30: memref<8xf32>, %arg31: memref<6x6xi8>, %arg32: memref<3x3xi8>, %arg33: memref<4x4xi32>):
// GEN-NEXT: "linalg.conv_1d"(%arg28, %arg29, %arg30) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
// GEN-NEXT: %21 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: %22 = "arith.addf"(%arg39, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%22) : (f32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map8, #map9, #map10]} : (memref<10xf32>, memref<3xf32>, memref<8xf32>) -> ()
// GEN-NEXT: "linalg.conv_2d"(%arg31, %arg32, %arg33) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg34: i8, %arg35: i8, %arg36: i32):
// GEN-NEXT: %17 = "arith.extsi"(%arg34) : (i8) -> i32
// GEN-NEXT: %18 = "arith.extsi"(%arg35) : (i8) -> i32
// GEN-NEXT: %19 = "arith.muli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %20 = "arith.addi"(%arg36, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: "linalg.yield"(%20) : (i32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (memref<6x6xi8>, memref<3x3xi8>, memref<4x4xi32>) -> ()
// GEN-NEXT: "func.return"() : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<1x3x9x9xf32>, tensor<3x3x3xf32>, tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>, sym_name = "dw"}> ({
// GEN-NEXT: ^bb0(%arg22: tensor<1x3x9x9xf32>, %arg23: tensor<3x3x3xf32>, %arg24: tensor<1x3x7x7xf32>):
// GEN-NEXT: %14 = "linalg.depthwise_conv_2d_nchw_chw"(%arg22, %arg23, %arg24) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// GEN-NEXT: ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
// GEN-NEXT: %15 = "arith.mulf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: %16 = "arith.addf"(%arg27, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%16) : (f32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map14, #map15, #map16]} : (tensor<1x3x9x9xf32>, tensor<3x3x3xf32>, tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
// GEN-NEXT: "func.return"(%14) : (tensor<1x3x7x7xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<2x3x4x5xi8>, tensor<6x3x7x5xi8>, tensor<2x6x4x7xi32>, memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>, memref<2x2x6x4x7xf32>) -> tensor<2x6x4x7xi32>, sym_name = "mmt4d"}> ({
// GEN-NEXT: ^bb0(%arg10: tensor<2x3x4x5xi8>, %arg11: tensor<6x3x7x5xi8>, %arg12: tensor<2x6x4x7xi32>, %arg13: memref<2x2x3x4x5xf32>, %arg14: memref<2x6x3x7x5xf32>, %arg15: memref<2x2x6x4x7xf32>):
// GEN-NEXT: %7 = "linalg.mmt4d"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg19: i8, %arg20: i8, %arg21: i32):
// GEN-NEXT: %10 = "arith.extsi"(%arg19) : (i8) -> i32
// GEN-NEXT: %11 = "arith.extsi"(%arg20) : (i8) -> i32
// GEN-NEXT: %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %13 = "arith.addi"(%arg21, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: "linalg.yield"(%13) : (i32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map17, #map18, #map19]} : (tensor<2x3x4x5xi8>, tensor<6x3x7x5xi8>, tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32>
// GEN-NEXT: "linalg.batch_mmt4d"(%arg13, %arg14, %arg15) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
// GEN-NEXT: %8 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: %9 = "arith.addf"(%arg18, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%9) : (f32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map20, #map21, #map22]} : (memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>, memref<2x2x6x4x7xf32>) -> ()
// GEN-NEXT: "func.return"(%7) : (tensor<2x6x4x7xi32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<3x4xi8>, tensor<4x5xi8>, i32, i32, tensor<3x5xi32>) -> tensor<3x5xi32>, sym_name = "qmm"}> ({
// GEN-NEXT: ^bb0(%arg0: tensor<3x4xi8>, %arg1: tensor<4x5xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<3x5xi32>):
// GEN-NEXT: %0 = "linalg.quantized_matmul"(%arg0, %arg1, %arg2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GEN-NEXT: ^bb0(%arg5: i8, %arg6: i8, %arg7: i32, %arg8: i32, %arg9: i32):
// GEN-NEXT: %1 = "arith.extsi"(%arg5) : (i8) -> i32
// GEN-NEXT: %2 = "arith.subi"(%1, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %3 = "arith.extsi"(%arg6) : (i8) -> i32
// GEN-NEXT: %4 = "arith.subi"(%3, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %5 = "arith.muli"(%2, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %6 = "arith.addi"(%arg9, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: "linalg.yield"(%6) : (i32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map23, #map24, #map25, #map25, #map26]} : (tensor<3x4xi8>, tensor<4x5xi8>, i32, i32, tensor<3x5xi32>) -> tensor<3x5xi32>
// GEN-NEXT: "func.return"(%0) : (tensor<3x5xi32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: }) : () -> ()

func.func @conv_nchw(%a: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %w : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}
func.func @conv_q(%a: tensor<1x3x9x9xi8>, %w: tensor<4x3x3x3xi8>, %az: i32, %wz: i32, %o: tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32> {
  %0 = linalg.conv_2d_nchw_fchw_q {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%a, %w, %az, %wz : tensor<1x3x9x9xi8>, tensor<4x3x3x3xi8>, i32, i32) outs(%o : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  return %0 : tensor<1x4x4x4xi32>
}
func.func @pool(%a: tensor<1x8x8x3xf32>, %k: tensor<2x2xf32>, %o: tensor<1x4x4x3xf32>, %b: tensor<1x3x8x8xf32>, %p: tensor<1x3x7x7xf32>) -> (tensor<1x4x4x3xf32>, tensor<1x3x7x7xf32>) {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a, %k : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = linalg.pooling_nchw_sum ins(%b, %k : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%p : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  return %0, %1 : tensor<1x4x4x3xf32>, tensor<1x3x7x7xf32>
}
func.func @no_channels(%a: memref<10xf32>, %k: memref<3xf32>, %o: memref<8xf32>, %b: memref<6x6xi8>, %kk: memref<3x3xi8>, %oo: memref<4x4xi32>) {
  linalg.conv_1d ins(%a, %k : memref<10xf32>, memref<3xf32>) outs(%o : memref<8xf32>)
  linalg.conv_2d ins(%b, %kk : memref<6x6xi8>, memref<3x3xi8>) outs(%oo : memref<4x4xi32>)
  return
}
func.func @dw(%a: tensor<1x3x9x9xf32>, %w: tensor<3x3x3xf32>, %o: tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %w : tensor<1x3x9x9xf32>, tensor<3x3x3xf32>) outs(%o : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}
func.func @mmt4d(%l: tensor<2x3x4x5xi8>, %r: tensor<6x3x7x5xi8>, %acc: tensor<2x6x4x7xi32>, %bl: memref<2x2x3x4x5xf32>, %br: memref<2x6x3x7x5xf32>, %bacc: memref<2x2x6x4x7xf32>) -> tensor<2x6x4x7xi32> {
  %0 = linalg.mmt4d ins(%l, %r : tensor<2x3x4x5xi8>, tensor<6x3x7x5xi8>) outs(%acc : tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32>
  linalg.batch_mmt4d ins(%bl, %br : memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>) outs(%bacc : memref<2x2x6x4x7xf32>)
  return %0 : tensor<2x6x4x7xi32>
}
func.func @qmm(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %az: i32, %bz: i32, %c: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
