// Custom and generic syntax of the memref dialect. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: bufferize-opt %s --allow-unregistered-dialect --mlir-print-op-generic | bufferize-opt --allow-unregistered-dialect | FileCheck %s

memref.global "private" constant @x : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
memref.global @y : memref<4xi32> = uninitialized
memref.global "private" @z : memref<3xf32>
memref.global @w : memref<f32> = dense<1.0>

func.func @memref(%m: memref<4x4xf32>, %d: index, %s: index, %u: memref<*xf32>, %sh: memref<2xindex>, %buf: memref<2048xi8>, %x: f32, %v1: memref<8xf32>) {
  %a = memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %b = memref.alloca() : memref<4xf32>
  %b2 = memref.alloca() : memref<4xf32>
  %g = memref.get_global @x : memref<2xf32>
  %c1 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %ms = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, 1>
  %ra = memref.realloc %g : memref<2xf32> to memref<4xf32>
  %rb = memref.realloc %ra(%d) {alignment = 16 : i64} : memref<4xf32> to memref<?xf32>
  %dim = memref.dim %m, %d : memref<4x4xf32>
  %rank = memref.rank %u : memref<*xf32>
  %l = memref.load %m[%d, %s] {nontemporal = true} : memref<4x4xf32>
  memref.store %l, %m[%d, %s] : memref<4x4xf32>
  %sv = memref.subview %m[%d, 1] [2, %s] [1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
  %sv2 = memref.subview %m[0, 1] [1, 3] [1, 1] : memref<4x4xf32> to memref<3xf32, strided<[1], offset: 1>>
  %e = memref.expand_shape %g [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
  %e2 = memref.expand_shape %c1 [[0, 1], [2]] output_shape [%d, 2, %s] : memref<?x?xf32> into memref<?x2x?xf32>
  %co = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %rs = memref.reshape %g(%sh) : (memref<2xf32>, memref<2xindex>) -> memref<?x?xf32>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<4x4xf32> to memref<?x4xf32>
  %rc2 = memref.reinterpret_cast %u to offset: [%s], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1], offset: ?>>
  %v = memref.view %buf[%d][%s] : memref<2048xi8> to memref<?x4xf32>
  %bb, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %bb1, %o1, %sz1, %st1 = memref.extract_strided_metadata %v1 : memref<8xf32> -> memref<f32>, index, index, index
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
  %aa = memref.assume_alignment %m, 16 : memref<4x4xf32>
  memref.copy %m, %c1 : memref<4x4xf32> to memref<?x?xf32>
  memref.dealloc %rb : memref<?xf32>
  %r = memref.alloca_scope -> (f32) {
    %q = memref.load %m[%d, %d] : memref<4x4xf32>
    memref.alloca_scope.return %q : f32
  }
  memref.alloca_scope {
    %aa2 = memref.alloca() : memref<4xf32>
  }
  "test.use"(%a, %b, %b2, %ms, %dim, %rank, %sv, %sv2, %e, %e2, %co, %rs, %rc, %rc2, %v, %bb, %o, %sz#0, %sz#1, %st#0, %st#1, %bb1, %o1, %sz1, %st1, %p, %aa, %r) : (memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>, memref<4xf32>, memref<4xf32>, memref<4x4xf32, 1>, index, index, memref<2x?xf32, strided<[4, 1], offset: ?>>, memref<3xf32, strided<[1], offset: 1>>, memref<1x2xf32>, memref<?x2x?xf32>, memref<16xf32>, memref<?x?xf32>, memref<?x4xf32>, memref<10xf32, strided<[1], offset: ?>>, memref<?x4xf32>, memref<f32>, index, index, index, index, index, memref<f32>, index, index, index, index, memref<4x4xf32>, f32) -> ()
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK: memref.global "private" constant @x : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @y : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "private" @z : memref<3xf32>
// CHECK-NEXT: memref.global @w : memref<f32> = dense<1.000000e+00>
// CHECK-NEXT: func.func @memref(%arg0: memref<4x4xf32>, %arg1: index, %arg2: index, %arg3: memref<*xf32>, %arg4: memref<2xindex>, %arg5: memref<2048xi8>, %arg6: f32, %arg7: memref<8xf32>) {
// CHECK-NEXT:   %alloc = memref.alloc(%arg1)[%arg2] {alignment = 64 : i64} : memref<?x4xf32, #map>
// CHECK-NEXT:   %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   %alloca_0 = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   %0 = memref.get_global @x : memref<2xf32>
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT:   %memspacecast = memref.memory_space_cast %arg0 : memref<4x4xf32> to memref<4x4xf32, 1>
// CHECK-NEXT:   %1 = memref.realloc %0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT:   %2 = memref.realloc %1(%arg1) {alignment = 16 : i64} : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   %dim = memref.dim %arg0, %arg1 : memref<4x4xf32>
// CHECK-NEXT:   %3 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT:   %4 = memref.load %arg0[%arg1, %arg2] {nontemporal = true} : memref<4x4xf32>
// CHECK-NEXT:   memref.store %4, %arg0[%arg1, %arg2] : memref<4x4xf32>
// CHECK-NEXT:   %subview = memref.subview %arg0[%arg1, 1] [2, %arg2] [1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:   %subview_1 = memref.subview %arg0[0, 1] [1, 3] [1, 1] : memref<4x4xf32> to memref<3xf32, strided<[1], offset: 1>>
// CHECK-NEXT:   %expand_shape = memref.expand_shape %0 [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>
// CHECK-NEXT:   %expand_shape_2 = memref.expand_shape %cast [[0, 1], [2]] output_shape [%arg1, 2, %arg2] : memref<?x?xf32> into memref<?x2x?xf32>
// CHECK-NEXT:   %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
// CHECK-NEXT:   %reshape = memref.reshape %0(%arg4) : (memref<2xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 4], strides: [4, 1] : memref<4x4xf32> to memref<?x4xf32>
// CHECK-NEXT:   %reinterpret_cast_3 = memref.reinterpret_cast %arg3 to offset: [%arg2], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1], offset: ?>>
// CHECK-NEXT:   %view = memref.view %arg5[%arg1][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:   %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:   %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %arg7 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x4xf32> -> index
// CHECK-NEXT:   %assume_align = memref.assume_alignment %arg0, 16 : memref<4x4xf32>
// CHECK-NEXT:   memref.copy %arg0, %cast : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT:   memref.dealloc %2 : memref<?xf32>
// CHECK-NEXT:   %5 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:     %6 = memref.load %arg0[%arg1, %arg1] : memref<4x4xf32>
// CHECK-NEXT:     memref.alloca_scope.return %6 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.alloca_scope  {
// CHECK-NEXT:     %alloca_8 = memref.alloca() : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%alloc, %alloca, %alloca_0, %memspacecast, %dim, %3, %subview, %subview_1, %expand_shape, %expand_shape_2, %collapse_shape, %reshape, %reinterpret_cast, %reinterpret_cast_3, %view, %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1, %base_buffer_4, %offset_5, %sizes_6, %strides_7, %intptr, %assume_align, %5) : (memref<?x4xf32, #map>, memref<4xf32>, memref<4xf32>, memref<4x4xf32, 1>, index, index, memref<2x?xf32, strided<[4, 1], offset: ?>>, memref<3xf32, strided<[1], offset: 1>>, memref<1x2xf32>, memref<?x2x?xf32>, memref<16xf32>, memref<?x?xf32>, memref<?x4xf32>, memref<10xf32, strided<[1], offset: ?>>, memref<?x4xf32>, memref<f32>, index, index, index, index, index, memref<f32>, index, index, index, index, memref<4x4xf32>, f32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
