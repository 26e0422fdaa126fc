// affine.prefetch, affine.dma_start and affine.dma_wait: custom form, generic
// form and the round trip through the generic form. CHECK lines are
// mlir-opt-22's output (the DMA maps are discardable attributes, printed as
// #map aliases in the generic form only; prefetch's attr-dict is sorted).
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK-LABEL: func.func @prefetch(%arg0: index, %arg1: index, %arg2: index) {
// CHECK: affine.prefetch %alloc[%arg0, %arg1 + 5], read, locality<3>, data : memref<400x400xi32>
// CHECK: affine.prefetch %alloc[%arg0 * 2, symbol(%arg2) - 1], write, locality<0>, instr : memref<400x400xi32>
// CHECK: affine.prefetch %alloc[%arg0 floordiv 4, 7], read, locality<1>, data {a, hint = "x"} : memref<400x400xi32>
// CHECK: affine.prefetch %alloc[%arg3, %arg3 mod 3], write, locality<2>, data : memref<400x400xi32>
// CHECK-LABEL: func.func @dma(%arg0: index, %arg1: index) {
// CHECK: affine.dma_start %alloc[%arg2, %arg3], %alloc_0[%arg2, %arg3], %alloc_1[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK: affine.dma_start %alloc[%arg2, %arg3], %alloc_0[%arg2, %arg3], %alloc_1[%c0], %c64, %c128, %c256 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK: affine.dma_start %alloc[%arg2 + symbol(%arg0), %arg3], %alloc_0[%arg2, %arg3 + symbol(%arg1) + 7], %alloc_1[%arg2 + %arg3 + 11], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK: affine.dma_start %alloc[(%arg2 + symbol(%arg0)) floordiv 3, %arg3], %alloc_0[%arg2, (%arg3 + symbol(%arg1)) mod 9 + 7], %alloc_1[0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
// CHECK: affine.dma_wait %alloc_1[%arg2 + %arg3 + 11], %c64 : memref<1xi32>
// CHECK: affine.dma_wait %alloc_1[%c0], %c64 : memref<1xi32>

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1 + 5)>
// GENERIC-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2, s0 - 1)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 4, 7)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0, d0 mod 3)>
// GENERIC-NEXT: #map4 = affine_map<() -> (0)>
// GENERIC-NEXT: #map5 = affine_map<() -> (10)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map7 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0 + 7)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// GENERIC-NEXT: #map10 = affine_map<(d0, d1) -> (d0 + d1 + 11)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1)[s0] -> (d0, (d1 + s0) mod 9 + 7)>
// GENERIC-NEXT: #map12 = affine_map<(d0, d1)[s0] -> ((d0 + s0) floordiv 3, d1)>
// GENERIC: "affine.prefetch"(%7, %arg4, %arg5) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<400x400xi32>, index, index) -> ()
// GENERIC: "affine.prefetch"(%7, %arg4, %arg6) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map1}> : (memref<400x400xi32>, index, index) -> ()
// GENERIC: "affine.prefetch"(%7, %arg4) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = #map2}> {a, hint = "x"} : (memref<400x400xi32>, index) -> ()
// GENERIC: "affine.prefetch"(%7, %arg7) <{isDataCache = true, isWrite = true, localityHint = 2 : i32, map = #map3}> : (memref<400x400xi32>, index) -> ()
// GENERIC: "affine.dma_start"(%0, %arg2, %arg3, %1, %arg2, %arg3, %2, %3, %4) {dst_map = #map6, src_map = #map6, tag_map = #map7} : (memref<100x100xf32>, index, index, memref<100x100xf32, 2>, index, index, memref<1xi32>, index, index) -> ()
// GENERIC: "affine.dma_start"(%0, %arg2, %arg3, %1, %arg2, %arg3, %2, %3, %4, %5, %6) {dst_map = #map6, src_map = #map6, tag_map = #map7} : (memref<100x100xf32>, index, index, memref<100x100xf32, 2>, index, index, memref<1xi32>, index, index, index, index) -> ()
// GENERIC: "affine.dma_start"(%0, %arg2, %arg3, %arg0, %1, %arg2, %arg3, %arg1, %2, %arg2, %arg3, %4) {dst_map = #map8, src_map = #map9, tag_map = #map10} : (memref<100x100xf32>, index, index, index, memref<100x100xf32, 2>, index, index, index, memref<1xi32>, index, index, index) -> ()
// GENERIC: "affine.dma_start"(%0, %arg2, %arg3, %arg0, %1, %arg2, %arg3, %arg1, %2, %4) {dst_map = #map11, src_map = #map12, tag_map = #map4} : (memref<100x100xf32>, index, index, index, memref<100x100xf32, 2>, index, index, index, memref<1xi32>, index) -> ()
// GENERIC: "affine.dma_wait"(%2, %arg2, %arg3, %4) {tag_map = #map10} : (memref<1xi32>, index, index, index) -> ()
// GENERIC: "affine.dma_wait"(%2, %3, %4) {tag_map = #map7} : (memref<1xi32>, index, index) -> ()

func.func @prefetch(%i: index, %j: index, %n: index) {
  %0 = memref.alloc() : memref<400x400xi32>
  affine.prefetch %0[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
  affine.prefetch %0[%i * 2, symbol(%n) - 1], write, locality<0>, instr : memref<400x400xi32>
  affine.prefetch %0[%i floordiv 4, 7], read, locality<1>, data {hint = "x", a} : memref<400x400xi32>
  affine.for %k = 0 to 10 {
    affine.prefetch %0[%k, %k mod 3], write, locality<2>, data : memref<400x400xi32>
  }
  return
}

func.func @dma(%arg0: index, %arg1: index) {
  %0 = memref.alloc() : memref<100x100xf32>
  %1 = memref.alloc() : memref<100x100xf32, 2>
  %2 = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  affine.for %i0 = 0 to 10 {
    affine.for %i1 = 0 to 10 {
      affine.dma_start %0[%i0, %i1], %1[%i0, %i1], %2[%c0], %c64
        : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      affine.dma_start %0[%i0, %i1], %1[%i0, %i1], %2[%c0], %c64, %c128, %c256
        : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      affine.dma_start %0[%i0 + symbol(%arg0), %i1], %1[%i0, %i1 + symbol(%arg1) + 7],
                       %2[%i0 + %i1 + 11], %c64
        : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      affine.dma_start %0[(%i0 + symbol(%arg0)) floordiv 3, %i1],
                       %1[%i0, (%i1 + symbol(%arg1)) mod 9 + 7],
                       %2[0], %c64
        : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
      affine.dma_wait %2[%i0 + %i1 + 11], %c64 : memref<1xi32>
    }
  }
  affine.dma_wait %2[%c0], %c64 : memref<1xi32>
  return
}
