// linalg.elementwise (kind=, default identity maps elided, explicit maps
// printed, unary/binary/select payloads), linalg.contract (maps always
// printed, cast in the attribute dictionary) and linalg.fill_rng_2d (its
// generated LCG payload, memoized maps).  CHECK and GEN lines are
// mlir-opt-22's output for this file (the generic form shows the regions).
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @ew(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %1 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ew2(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map, #map1, #map1] ins(%arg0, %arg1 : tensor<8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ct(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map2, #map3, #map4] ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rng(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT: %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT: return %0 : tensor<16x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ew_select(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xi1>, %arg3: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg2, %arg0, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ew_attr(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> {foo} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ct_cast(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>) -> tensor<4x16xi32> {
// CHECK-NEXT: %0 = linalg.contract indexing_maps = [#map2, #map3, #map4] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: return %0 : tensor<4x16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ew_memref(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<square> indexing_maps = [#map5, #map5] ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rng_f64(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xf64>) {
// CHECK-NEXT: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<2x3xf64>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GEN: #map = affine_map<(d0, d1) -> (d0, d1)>
// GEN-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// GEN-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-NEXT: #map5 = affine_map<(d0, d1) -> ()>
// GEN-NEXT: #map6 = affine_map<(d0, d1) -> (d1, d0)>
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "ew"}> ({
// GEN-NEXT: ^bb0(%arg54: tensor<4x8xf32>, %arg55: tensor<4x8xf32>, %arg56: tensor<4x8xf32>):
// GEN-NEXT: %73 = "linalg.elementwise"(%arg54, %arg56) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GEN-NEXT: ^bb0(%arg60: f32, %arg61: f32):
// GEN-NEXT: %76 = "math.exp"(%arg60) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GEN-NEXT: "linalg.yield"(%76) : (f32) -> ()
// GEN-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GEN-NEXT: %74 = "linalg.elementwise"(%73, %arg55, %arg56) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// GEN-NEXT: %75 = "arith.addf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%75) : (f32) -> ()
// GEN-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GEN-NEXT: "func.return"(%74) : (tensor<4x8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "ew2"}> ({
// GEN-NEXT: ^bb0(%arg48: tensor<8xf32>, %arg49: tensor<4x8xf32>, %arg50: tensor<4x8xf32>):
// GEN-NEXT: %71 = "linalg.elementwise"(%arg48, %arg49, %arg50) <{indexing_maps = [#map1, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
// GEN-NEXT: %72 = "arith.addf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%72) : (f32) -> ()
// GEN-NEXT: }) : (tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GEN-NEXT: "func.return"(%71) : (tensor<4x8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "ct"}> ({
// GEN-NEXT: ^bb0(%arg42: tensor<4x8xf32>, %arg43: tensor<8x16xf32>, %arg44: tensor<4x16xf32>):
// GEN-NEXT: %68 = "linalg.contract"(%arg42, %arg43, %arg44) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// GEN-NEXT: %69 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: %70 = "arith.addf"(%arg47, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%70) : (f32) -> ()
// GEN-NEXT: }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GEN-NEXT: "func.return"(%68) : (tensor<4x16xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (f64, f64, i32, tensor<16x32xf32>) -> tensor<16x32xf32>, sym_name = "rng"}> ({
// GEN-NEXT: ^bb0(%arg34: f64, %arg35: f64, %arg36: i32, %arg37: tensor<16x32xf32>):
// GEN-NEXT: %39 = "linalg.fill_rng_2d"(%arg34, %arg35, %arg36, %arg37) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GEN-NEXT: ^bb0(%arg38: f64, %arg39: f64, %arg40: i32, %arg41: f32):
// GEN-NEXT: %40 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// GEN-NEXT: %41 = "arith.sitofp"(%40) : (i64) -> f64
// GEN-NEXT: %42 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GEN-NEXT: %43 = "arith.index_cast"(%42) : (index) -> i32
// GEN-NEXT: %44 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GEN-NEXT: %45 = "arith.index_cast"(%44) : (index) -> i32
// GEN-NEXT: %46 = "arith.addi"(%45, %arg40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %47 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GEN-NEXT: %48 = "arith.trunci"(%47) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %49 = "arith.muli"(%46, %48) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %50 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GEN-NEXT: %51 = "arith.trunci"(%50) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %52 = "arith.addi"(%49, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %53 = "arith.addi"(%43, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %54 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GEN-NEXT: %55 = "arith.trunci"(%54) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %56 = "arith.muli"(%53, %55) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %57 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GEN-NEXT: %58 = "arith.trunci"(%57) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %59 = "arith.addi"(%56, %58) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %60 = "arith.sitofp"(%59) : (i32) -> f64
// GEN-NEXT: %61 = "arith.addf"(%41, %60) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %62 = "arith.subf"(%arg39, %arg38) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %63 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
// GEN-NEXT: %64 = "arith.mulf"(%62, %63) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %65 = "arith.mulf"(%61, %64) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %66 = "arith.addf"(%65, %arg38) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %67 = "arith.truncf"(%66) : (f64) -> f32
// GEN-NEXT: "linalg.yield"(%67) : (f32) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map5, #map5, #map5, #map]} : (f64, f64, i32, tensor<16x32xf32>) -> tensor<16x32xf32>
// GEN-NEXT: "func.return"(%39) : (tensor<16x32xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "ew_select"}> ({
// GEN-NEXT: ^bb0(%arg26: tensor<4x8xf32>, %arg27: tensor<4x8xf32>, %arg28: tensor<4x8xi1>, %arg29: tensor<4x8xf32>):
// GEN-NEXT: %37 = "linalg.elementwise"(%arg28, %arg26, %arg27, %arg29) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// GEN-NEXT: ^bb0(%arg30: i1, %arg31: f32, %arg32: f32, %arg33: f32):
// GEN-NEXT: %38 = "arith.select"(%arg30, %arg31, %arg32) : (i1, f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%38) : (f32) -> ()
// GEN-NEXT: }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GEN-NEXT: "func.return"(%37) : (tensor<4x8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "ew_attr"}> ({
// GEN-NEXT: ^bb0(%arg20: tensor<4x8xf32>, %arg21: tensor<4x8xf32>, %arg22: tensor<4x8xf32>):
// GEN-NEXT: %35 = "linalg.elementwise"(%arg20, %arg21, %arg22) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
// GEN-NEXT: %36 = "arith.maximumf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%36) : (f32) -> ()
// GEN-NEXT: }) {foo} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GEN-NEXT: "func.return"(%35) : (tensor<4x8xf32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>, sym_name = "ct_cast"}> ({
// GEN-NEXT: ^bb0(%arg14: tensor<4x8xi8>, %arg15: tensor<8x16xi8>, %arg16: tensor<4x16xi32>):
// GEN-NEXT: %30 = "linalg.contract"(%arg14, %arg15, %arg16) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%arg17: i8, %arg18: i8, %arg19: i32):
// GEN-NEXT: %31 = "arith.extui"(%arg17) : (i8) -> i32
// GEN-NEXT: %32 = "arith.extui"(%arg18) : (i8) -> i32
// GEN-NEXT: %33 = "arith.muli"(%31, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %34 = "arith.addi"(%arg19, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: "linalg.yield"(%34) : (i32) -> ()
// GEN-NEXT: }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
// GEN-NEXT: "func.return"(%30) : (tensor<4x16xi32>) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "ew_memref"}> ({
// GEN-NEXT: ^bb0(%arg8: memref<4x8xf32>, %arg9: memref<4x8xf32>):
// GEN-NEXT: "linalg.elementwise"(%arg8, %arg9) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GEN-NEXT: ^bb0(%arg12: f32, %arg13: f32):
// GEN-NEXT: %28 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GEN-NEXT: %29 = "arith.divf"(%28, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%29) : (f32) -> ()
// GEN-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// GEN-NEXT: "linalg.elementwise"(%arg8, %arg9) <{indexing_maps = [#map6, #map6], kind = #linalg.elementwise_kind<square>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GEN-NEXT: ^bb0(%arg10: f32, %arg11: f32):
// GEN-NEXT: %27 = "arith.mulf"(%arg10, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GEN-NEXT: "linalg.yield"(%27) : (f32) -> ()
// GEN-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// GEN-NEXT: "func.return"() : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (f64, f64, i32, memref<2x3xf64>) -> (), sym_name = "rng_f64"}> ({
// GEN-NEXT: ^bb0(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<2x3xf64>):
// GEN-NEXT: "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GEN-NEXT: ^bb0(%arg4: f64, %arg5: f64, %arg6: i32, %arg7: f64):
// GEN-NEXT: %0 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// GEN-NEXT: %1 = "arith.sitofp"(%0) : (i64) -> f64
// GEN-NEXT: %2 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GEN-NEXT: %3 = "arith.index_cast"(%2) : (index) -> i32
// GEN-NEXT: %4 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GEN-NEXT: %5 = "arith.index_cast"(%4) : (index) -> i32
// GEN-NEXT: %6 = "arith.addi"(%5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %7 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GEN-NEXT: %8 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %9 = "arith.muli"(%6, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %10 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GEN-NEXT: %11 = "arith.trunci"(%10) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %12 = "arith.addi"(%9, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %13 = "arith.addi"(%3, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %14 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GEN-NEXT: %15 = "arith.trunci"(%14) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %16 = "arith.muli"(%13, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %17 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GEN-NEXT: %18 = "arith.trunci"(%17) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GEN-NEXT: %19 = "arith.addi"(%16, %18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GEN-NEXT: %20 = "arith.sitofp"(%19) : (i32) -> f64
// GEN-NEXT: %21 = "arith.addf"(%1, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %22 = "arith.subf"(%arg5, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %23 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
// GEN-NEXT: %24 = "arith.mulf"(%22, %23) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %25 = "arith.mulf"(%21, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: %26 = "arith.addf"(%25, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GEN-NEXT: "linalg.yield"(%26) : (f64) -> ()
// GEN-NEXT: }) {linalg.memoized_indexing_maps = [#map5, #map5, #map5, #map]} : (f64, f64, i32, memref<2x3xf64>) -> ()
// GEN-NEXT: "func.return"() : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: }) : () -> ()

func.func @ew(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @ew2(%a: tensor<8xf32>, %b: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<8xf32>, tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @ct(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
func.func @rng(%min: f64, %max: f64, %seed: i32, %d: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%d : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
func.func @ew_select(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xi1>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @ew_attr(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> {foo} ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @ct_cast(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %d: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%d : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}
func.func @ew_memref(%a: memref<4x8xf32>, %d: memref<4x8xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : memref<4x8xf32>) outs(%d : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<square> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>] ins(%a : memref<4x8xf32>) outs(%d : memref<4x8xf32>)
  return
}
func.func @rng_f64(%min: f64, %max: f64, %seed: i32, %d: memref<2x3xf64>) {
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%d : memref<2x3xf64>)
  return
}
