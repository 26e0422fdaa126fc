// RUN: bufferize-opt %s -split-input-file -expand-realloc | FileCheck %s
// RUN: bufferize-opt %s -split-input-file -expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC

// memref.realloc becomes a size test, then alloc + copy (+ dealloc of the
// old buffer) or a reinterpret_cast at the new size (upstream's
// ExpandRealloc.cpp). CHECK lines are mlir-opt-22's output; the last RUN
// lines diff the whole output against it.
// RUN: bufferize-opt %s -split-input-file -expand-realloc > %t.ours
// RUN: %mlir_opt %s -split-input-file -expand-realloc > %t.up
// RUN: diff %t.ours %t.up
// RUN: bufferize-opt %s -split-input-file -expand-realloc=emit-deallocs=false > %t.ours2
// RUN: %mlir_opt %s -split-input-file -expand-realloc=emit-deallocs=false > %t.up2
// RUN: diff %t.ours2 %t.up2

// CHECK-LABEL: func.func @realloc_dynamic(
// CHECK-SAME:      %[[ARG0:.*]]: memref<?xf32>, %[[ARG1:.*]]: index)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[COND:.*]] = arith.cmpi ult, %[[DIM]], %[[ARG1]] : index
// CHECK-NEXT:    %[[IF:.*]] = scf.if %[[COND]] -> (memref<?xf32>) {
// CHECK-NEXT:      %[[NEW:.*]] = memref.alloc(%[[ARG1]]) : memref<?xf32>
// CHECK-NEXT:      %[[SV:.*]] = memref.subview %[[NEW]][0] [%[[DIM]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.copy %[[ARG0]], %[[SV]] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %[[ARG0]] : memref<?xf32>
// CHECK-NEXT:      scf.yield %[[NEW]] : memref<?xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[RC:.*]] = memref.reinterpret_cast %[[ARG0]] to offset: [0], sizes: [%[[ARG1]]], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:      scf.yield %[[RC]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[IF]] : memref<?xf32>
// NODEALLOC-LABEL: func.func @realloc_dynamic(
// NODEALLOC:         memref.copy
// NODEALLOC-NEXT:    scf.yield
func.func @realloc_dynamic(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
  %0 = memref.realloc %arg0(%arg1) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @realloc_static(
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[COND:.*]] = arith.cmpi ult, %[[C2]], %[[C4]] : index
// CHECK-NEXT:    scf.if %[[COND]] -> (memref<4xf32>) {
// CHECK-NEXT:      %[[NEW:.*]] = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.subview %[[NEW]][0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK:         } else {
// CHECK-NEXT:      memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
func.func @realloc_static(%arg0: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %arg0 {alignment = 8 : i64} : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// -----

// A dynamic source and a static result: the size is the source's dim.
// CHECK-LABEL: func.func @realloc_dynamic_to_static(
// CHECK:         %[[DIM:.*]] = memref.dim
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK:         arith.cmpi ult, %[[DIM]], %[[C8]] : index
// CHECK:         memref.subview %{{.*}}[0] [%[[DIM]]] [1] : memref<8xi32> to memref<?xi32, strided<[1]>>
func.func @realloc_dynamic_to_static(%arg0: memref<?xi32>) -> memref<8xi32> {
  %0 = memref.realloc %arg0 : memref<?xi32> to memref<8xi32>
  return %0 : memref<8xi32>
}
