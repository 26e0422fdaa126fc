// Custom and generic syntax of the linalg dialect. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @a2(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x4xf32>, %arg3: memref<4x8xf32>, %arg4: vector<4xf32>, %arg5: index) -> tensor<4x4xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<8x4xf32>
// CHECK-NEXT: linalg.copy ins(%arg3 : memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>)
// CHECK-NEXT: return %0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<8xf32>, %arg4: tensor<4xf32>, %arg5: tensor<f32>, %arg6: tensor<2x4x8xf32>, %arg7: tensor<2x8x4xf32>, %arg8: tensor<2x4x4xf32>, %arg9: memref<4x4xf32>) {
// CHECK-NEXT: %0 = linalg.batch_matmul ins(%arg6, %arg7 : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%arg8 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
// CHECK-NEXT: %1 = linalg.matvec ins(%arg0, %arg3 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.vecmat ins(%arg4, %arg0 : tensor<4xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: %3 = linalg.dot ins(%arg3, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%arg5 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %4 = linalg.add ins(%arg2, %arg2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %5 = linalg.exp ins(%arg2 : tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg4 : tensor<4xf32>) outs(%arg2 : tensor<4x4xf32>) dimensions = [1]
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%arg2, %arg2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>)
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg4 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %9 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %9 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_0 = linalg.map { arith.addf } ins(%arg2, %arg2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>)
// CHECK-NEXT: %reduced_1 = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg4 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: linalg.matmul ins(%arg9, %arg9 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg9 : memref<4x4xf32>)
// CHECK-NEXT: linalg.transpose ins(%arg9 : memref<4x4xf32>) outs(%arg9 : memref<4x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %6 = linalg.copy {foo} ins(%arg2 : tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %7 = linalg.sub ins(%arg2, %arg2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %8 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: tensor<4xi32>) {
// CHECK-NEXT: %mapped = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %mapped_0 = linalg.map ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: (%in: f32, %in_3: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_1 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %mapped_2 = linalg.map { arith.addi {foo, overflowFlags = #arith.overflow<none>} } ins(%arg2, %arg2 : tensor<4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>)
// CHECK-NEXT: linalg.map { math.absf } ins(%arg1 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: %reduced:2 = linalg.reduce ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) dimensions = []
// CHECK-NEXT: (%in: f32, %in_3: f32, %init: f32, %init_4: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0, %0 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi1>, %arg3: tensor<4xf16>, %arg4: tensor<4x4xi32>, %arg5: tensor<4x4xf16>, %arg6: tensor<4x4xf32>, %arg7: tensor<f32>) {
// CHECK-NEXT: %0 = linalg.max ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.min ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.powf ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %3 = linalg.log ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %4 = linalg.abs ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %5 = linalg.ceil ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %6 = linalg.floor ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %7 = linalg.negf ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %8 = linalg.reciprocal ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %9 = linalg.round ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %10 = linalg.sqrt ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %11 = linalg.rsqrt ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %12 = linalg.square ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %13 = linalg.tanh ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %14 = linalg.erf ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %15 = linalg.select ins(%arg2, %arg0, %arg0 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %16 = linalg.add ins(%arg1, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %17 = linalg.matmul ins(%arg4, %arg4 : tensor<4x4xi32>, tensor<4x4xi32>) outs(%arg4 : tensor<4x4xi32>) -> tensor<4x4xi32>
// CHECK-NEXT: %18 = linalg.matmul ins(%arg5, %arg5 : tensor<4x4xf16>, tensor<4x4xf16>) outs(%arg6 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %19 = linalg.matmul ins(%arg4, %arg4 : tensor<4x4xi32>, tensor<4x4xi32>) outs(%arg6 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x4xf32>, %arg2: tensor<4x4xf32>, %arg3: tensor<2x8xf32>, %arg4: tensor<2x4xf32>, %arg5: tensor<2x4x4xf32>) {
// CHECK-NEXT: %0 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %1 = linalg.batch_matvec ins(%arg0, %arg3 : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%arg4 : tensor<2x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %2 = linalg.batch_vecmat ins(%arg4, %arg0 : tensor<2x4xf32>, tensor<2x4x8xf32>) outs(%arg3 : tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: %3 = linalg.matmul indexing_maps = [#map2, #map3, #map4] ins(%arg2, %arg2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %4 = linalg.fill {bar, foo} ins(%cst : f32) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @k(%arg0: tensor<4xf32>, %arg1: f32, %arg2: i32, %arg3: memref<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT: %2 = linalg.generic {doc = "bar", indexing_maps = [#map5], iterator_types = ["parallel"], library_call = "foo"} outs(%arg0 : tensor<4xf32>) attrs =  {zzz = 1 : i32} {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %4 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %out : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %3 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["reduction"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: tensor<4xf32>) {
// CHECK-NEXT: %mapped = linalg.map ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: (%in: f32, %in_2: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %in_2 : f32
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_0 = linalg.map ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_1 = linalg.map ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = math.absf %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>

func.func @a2(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %m: memref<4x8xf32>, %v: vector<4xf32>, %idx: index) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %cst = arith.constant 0.0 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  return %0 : tensor<4x4xf32>
}

func.func @c(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: tensor<f32>, %bm: tensor<2x4x8xf32>, %bn: tensor<2x8x4xf32>, %bo: tensor<2x4x4xf32>, %m: memref<4x4xf32>) {
  %0 = linalg.batch_matmul ins(%bm, %bn : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%bo : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %1 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %4 = linalg.add ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %5 = linalg.exp ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %6 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  %7 = linalg.broadcast ins(%w : tensor<4xf32>) outs(%c : tensor<4x4xf32>) dimensions = [1]
  %8 = linalg.map ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %r = arith.addf %x, %y : f32
      linalg.yield %r : f32
    }
  %9 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %r = arith.addf %x, %y : f32
      linalg.yield %r : f32
    }
  %10 = linalg.map { arith.addf } ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>)
  %11 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%m : memref<4x4xf32>)
  linalg.transpose ins(%m : memref<4x4xf32>) outs(%m : memref<4x4xf32>) permutation = [1, 0]
  %12 = linalg.copy {foo} ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %13 = linalg.sub ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %14 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

func.func @d(%c: tensor<4xf32>, %m: memref<4xf32>, %i: tensor<4xi32>) {
  %8 = linalg.map ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %r = arith.addf %x, %y fastmath<fast> : f32
      linalg.yield %r : f32
    }
  %9 = linalg.map ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %r = arith.addf %x, %z : f32
      linalg.yield %r : f32
    }
  %10 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
  %11 = linalg.map { arith.addi {foo} } ins(%i, %i : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>)
  linalg.map { math.absf } ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
  %12:2 = linalg.reduce ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c, %c : tensor<4xf32>, tensor<4xf32>) dimensions = [] 
      (%in: f32, %in2: f32, %init: f32, %init2: f32) {
        %q = arith.addf %in, %init : f32
        linalg.yield %q, %q : f32, f32
      }
  return
}

func.func @e(%c: tensor<4xf32>, %i: tensor<4xi32>, %b: tensor<4xi1>, %h: tensor<4xf16>, %m: tensor<4x4xi32>, %mf: tensor<4x4xf16>, %mo: tensor<4x4xf32>, %s: tensor<f32>) {
  %max = linalg.max ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %min = linalg.min ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %powf = linalg.powf ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %log = linalg.log ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %abs = linalg.abs ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %ceil = linalg.ceil ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %floor = linalg.floor ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %negf = linalg.negf ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %reciprocal = linalg.reciprocal ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %round = linalg.round ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %sqrt = linalg.sqrt ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %rsqrt = linalg.rsqrt ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %square = linalg.square ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %tanh = linalg.tanh ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %erf = linalg.erf ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %sel = linalg.select ins(%b, %c, %c : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %ai = linalg.add ins(%i, %i : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %mi = linalg.matmul ins(%m, %m : tensor<4x4xi32>, tensor<4x4xi32>) outs(%m : tensor<4x4xi32>) -> tensor<4x4xi32>
  %mh = linalg.matmul ins(%mf, %mf : tensor<4x4xf16>, tensor<4x4xf16>) outs(%mo : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mx = linalg.matmul ins(%m, %m : tensor<4x4xi32>, tensor<4x4xi32>) outs(%mo : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

func.func @g(%a: tensor<2x4x8xf32>, %b: tensor<2x8x4xf32>, %c: tensor<4x4xf32>, %v: tensor<2x8xf32>, %w: tensor<2x4xf32>, %bo: tensor<2x4x4xf32>) {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.batch_matvec ins(%a, %v : tensor<2x4x8xf32>, tensor<2x8xf32>) outs(%w : tensor<2x4xf32>) -> tensor<2x4xf32>
  %2 = linalg.batch_vecmat ins(%w, %a : tensor<2x4xf32>, tensor<2x4x8xf32>) outs(%v : tensor<2x8xf32>) -> tensor<2x8xf32>
  %3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %cst = arith.constant 0.0 : f32
  %4 = linalg.fill {foo} ins(%cst : f32) outs(%c : tensor<4x4xf32>) {bar} -> tensor<4x4xf32>
  return
}

func.func @k(%a: tensor<4xf32>, %s: f32, %i: i32, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  linalg.fill ins(%s : f32) outs(%m : memref<4xf32>)
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = "foo", doc = "bar"} outs(%a : tensor<4xf32>) attrs = {zzz = 1 : i32} {
  ^bb0(%o: f32):
    %j = linalg.index 0 : index
    linalg.yield %o : f32
  } -> tensor<4xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["reduction"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func @h(%c: tensor<4xf32>) {
  %8 = linalg.map ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %r = arith.addf %x, %y : f32
      linalg.yield %x : f32
    }
  %9 = linalg.map ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %z: f32) {
      linalg.yield %x : f32
    }
  %10 = linalg.map ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %z: f32) {
      %r = math.absf %z : f32
      linalg.yield %r : f32
    }
  return
}
