// The vector ops of LLVM 22 in custom form: CHECK lines are mlir-opt-22's print of this input;
// the second RUN goes through the generic form and back.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

#map_a = affine_map<(i, j, k) -> (i, k)>
#map_b = affine_map<(i, j, k) -> (k, j)>
#map_c = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %v: vector<8xf32>, %s: f32, %i: index, %m: memref<16xf32>, %mask: vector<8xi1>, %idx: vector<8xi32>, %t: tensor<16xf32>, %w: vector<4xf32>) {
  %0 = vector.contract {indexing_maps = [#map_a, #map_b, #map_c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.reduction <add>, %v : vector<8xf32> into f32
  %2 = vector.reduction <maxnumf>, %v, %s fastmath<fast> : vector<8xf32> into f32
  %w2 = arith.constant dense<0.0> : vector<2xf32>
  %3 = vector.multi_reduction <add>, %a, %w2 [1] : vector<2x3xf32> to vector<2xf32>
  %5 = arith.constant dense<0.0> : vector<4x8xf32>
  %4 = vector.outerproduct %w, %v, %5 : vector<4xf32>, vector<8xf32>
  %6 = vector.outerproduct %w, %s, %w {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
  %7 = vector.shape_cast %a : vector<2x3xf32> to vector<6xf32>
  %8 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %9 = vector.insert %s, %a [1, %i] : f32 into vector<2x3xf32>
  %10 = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  %11 = vector.insert_strided_slice %w, %v {offsets = [2], strides = [1]} : vector<4xf32> into vector<8xf32>
  %c0 = arith.constant 0 : index
  %12 = vector.gather %m[%c0] [%idx], %mask, %v : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%c0] [%idx], %mask, %v : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %13 = vector.load %m[%i] : memref<16xf32>, vector<8xf32>
  vector.store %v, %m[%i] : memref<16xf32>, vector<8xf32>
  %14 = vector.maskedload %m[%i], %mask, %v : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %mask, %v : memref<16xf32>, vector<8xi1>, vector<8xf32>
  %15 = vector.mask %mask { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %16 = vector.create_mask %i, %c0 : vector<4x3xi1>
  %17 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %18 = vector.step : vector<4xindex>
  %19 = vector.from_elements %s, %s : vector<2xf32>
  %20 = vector.interleave %w, %w : vector<4xf32> -> vector<8xf32>
  %21, %22 = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>
  %23 = vector.broadcast %s : f32 to vector<4xf32>
  %25 = vector.bitcast %v : vector<8xf32> to vector<16xf16>
  %26 = vector.type_cast %m : memref<16xf32> to memref<vector<16xf32>>
  %27 = vector.shuffle %w, %w [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
  %28 = vector.extract %a[1, %i] : f32 from vector<2x3xf32>
  %29 = vector.mask %mask, %v { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %30 = vector.gather %t[%c0] [%idx], %mask, %v : tensor<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return
}

// CHECK-LABEL: func.func @f(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>, %arg3: vector<8xf32>, %arg4: f32, %arg5: index, %arg6: memref<16xf32>, %arg7: vector<8xi1>, %arg8: vector<8xi32>, %arg9: tensor<16xf32>, %arg10: vector<4xf32>) {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK-NEXT: %1 = vector.reduction <add>, %arg3 : vector<8xf32> into f32
// CHECK-NEXT: %2 = vector.reduction <maxnumf>, %arg3, %arg4 fastmath<fast> : vector<8xf32> into f32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %3 = vector.multi_reduction <add>, %arg0, %cst [1] : vector<2x3xf32> to vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %4 = vector.outerproduct %arg10, %arg3, %cst_0 {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %5 = vector.outerproduct %arg10, %arg4, %arg10 {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
// CHECK-NEXT: %6 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: %7 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: %8 = vector.insert %arg4, %arg0 [1, %arg5] : f32 into vector<2x3xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %arg3 {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK-NEXT: %10 = vector.insert_strided_slice %arg10, %arg3 {offsets = [2], strides = [1]} : vector<4xf32> into vector<8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %11 = vector.gather %arg6[%c0] [%arg8], %arg7, %arg3 : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.scatter %arg6[%c0] [%arg8], %arg7, %arg3 : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %12 = vector.load %arg6[%arg5] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: vector.store %arg3, %arg6[%arg5] : memref<16xf32>, vector<8xf32>
// CHECK-NEXT: %13 = vector.maskedload %arg6[%arg5], %arg7, %arg3 : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg6[%arg5], %arg7, %arg3 : memref<16xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %14 = vector.mask %arg7 { vector.reduction <add>, %arg3 : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: %15 = vector.create_mask %arg5, %c0 : vector<4x3xi1>
// CHECK-NEXT: %16 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: %17 = vector.step : vector<4xindex>
// CHECK-NEXT: %18 = vector.from_elements %arg4, %arg4 : vector<2xf32>
// CHECK-NEXT: %19 = vector.interleave %arg10, %arg10 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg3 : vector<8xf32> -> vector<4xf32>
// CHECK-NEXT: %20 = vector.broadcast %arg4 : f32 to vector<4xf32>
// CHECK-NEXT: %21 = vector.bitcast %arg3 : vector<8xf32> to vector<16xf16>
// CHECK-NEXT: %22 = vector.type_cast %arg6 : memref<16xf32> to memref<vector<16xf32>>
// CHECK-NEXT: %23 = vector.shuffle %arg10, %arg10 [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %24 = vector.extract %arg0[1, %arg5] : f32 from vector<2x3xf32>
// CHECK-NEXT: %25 = vector.mask %arg7, %arg3 { vector.yield %arg3 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %26 = vector.gather %arg9[%c0] [%arg8], %arg7, %arg3 : tensor<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: return
