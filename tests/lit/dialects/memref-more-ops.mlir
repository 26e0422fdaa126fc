// memref ops added for issue 25 (memref/atomic.py, memref/misc.py), a shape spelt with spaces and a
// 0-d expand_shape: custom, generic and debuginfo forms.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// CHECK lines are mlir-opt-22's output for this file.

func.func @f(%A: memref<256 x f32>, %Ah: memref<256xf32, 1>, %tag: memref<1xf32>, %n: index, %i: index, %src: memref<?x?xf32>, %I: memref<1x2xf32>, %p: memref<4x4xi32>, %z: memref<f32>) {
  memref.dma_start %A[%i], %Ah[%i], %n, %tag[%i] : memref<256xf32>, memref<256xf32, 1>, memref<1xf32>
  memref.dma_start %A[%i], %Ah[%i], %n, %tag[%i], %n, %n : memref<256xf32>, memref<256xf32, 1>, memref<1xf32>
  memref.dma_wait %tag[%i], %n : memref<1xf32>
  %dst = memref.transpose %src (i, j) -> (j, i) {foo} : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %x = memref.generic_atomic_rmw %I[%i, %i] : memref<1x2xf32> {
    ^bb0(%old : f32):
      %c1 = arith.constant 1.0 : f32
      %out = arith.addf %c1, %old : f32
      memref.atomic_yield %out : f32
  }
  memref.prefetch %p[%i, %i], write, locality<1>, data : memref<4x4xi32>
  memref.prefetch %p[%i, %i], read, locality<3>, instr : memref<4x4xi32>
  %e = memref.expand_shape %z [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK: func.func @f(%arg0: memref<256xf32>, %arg1: memref<256xf32, 1>, %arg2: memref<1xf32>, %arg3: index, %arg4: index, %arg5: memref<?x?xf32>, %arg6: memref<1x2xf32>, %arg7: memref<4x4xi32>, %arg8: memref<f32>) {
// CHECK-NEXT: memref.dma_start %arg0[%arg4], %arg1[%arg4], %arg3, %arg2[%arg4] : memref<256xf32>, memref<256xf32, 1>, memref<1xf32>
// CHECK-NEXT: memref.dma_start %arg0[%arg4], %arg1[%arg4], %arg3, %arg2[%arg4], %arg3, %arg3 : memref<256xf32>, memref<256xf32, 1>, memref<1xf32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg4], %arg3 : memref<1xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg5 (d0, d1) -> (d1, d0) {foo} : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg6[%arg4, %arg4] : memref<1x2xf32> {
// CHECK-NEXT: ^bb0(%arg9: f32):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %1 = arith.addf %cst, %arg9 : f32
// CHECK-NEXT: memref.atomic_yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg7[%arg4, %arg4], write, locality<1>, data : memref<4x4xi32>
// CHECK-NEXT: memref.prefetch %arg7[%arg4, %arg4], read, locality<3>, instr : memref<4x4xi32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg8 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC: #map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// GENERIC: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC: "memref.dma_start"(%arg0, %arg4, %arg1, %arg4, %arg3, %arg2, %arg4) : (memref<256xf32>, index, memref<256xf32, 1>, index, index, memref<1xf32>, index) -> ()
// GENERIC: "memref.dma_start"(%arg0, %arg4, %arg1, %arg4, %arg3, %arg2, %arg4, %arg3, %arg3) : (memref<256xf32>, index, memref<256xf32, 1>, index, index, memref<1xf32>, index, index, index) -> ()
// GENERIC: "memref.dma_wait"(%arg2, %arg4, %arg3) : (memref<1xf32>, index, index) -> ()
// GENERIC: %0 = "memref.transpose"(%arg5) <{permutation = #map1}> {foo} : (memref<?x?xf32>) -> memref<?x?xf32, #map>
// GENERIC: %1 = "memref.generic_atomic_rmw"(%arg6, %arg4, %arg4) ({
// GENERIC: "memref.atomic_yield"(%4) : (f32) -> ()
// GENERIC: "memref.prefetch"(%arg7, %arg4, %arg4) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<4x4xi32>, index, index) -> ()
// GENERIC: "memref.prefetch"(%arg7, %arg4, %arg4) <{isDataCache = false, isWrite = false, localityHint = 3 : i32}> : (memref<4x4xi32>, index, index) -> ()
// GENERIC: %2 = "memref.expand_shape"(%arg8) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> : (memref<f32>) -> memref<1x1xf32>
