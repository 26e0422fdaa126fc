// RUN: bufferize-opt -buffer-deallocation-pipeline -split-input-file %s | FileCheck %s
// RUN: bufferize-opt -buffer-deallocation-pipeline %s --run realloc_grow | FileCheck %s --check-prefix=RESULT

// The pipeline expands memref.realloc first (expand-realloc{emit-deallocs=false}),
// as upstream's does, so the old and the new buffer are both freed.
// CHECK-LABEL: func.func @realloc()
// CHECK-NEXT:    %[[OLD:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %[[SV:.*]] = memref.subview %[[NEW]][0] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1]>>
// CHECK-NEXT:    memref.copy %[[OLD]], %[[SV]]
// CHECK-NEXT:    memref.dealloc %[[OLD]] : memref<2xi32>
// CHECK-NEXT:    memref.dealloc %[[NEW]] : memref<4xi32>
// CHECK-NEXT:    return
func.func @realloc() {
  %alloc = memref.alloc() : memref<2xi32>
  %new_alloc = memref.realloc %alloc : memref<2xi32> to memref<4xi32>
  return
}

// -----

// A dynamic size: either branch may own the result; run, nothing leaks and
// the old values are kept.
// CHECK-LABEL: func.func @realloc_grow(
// CHECK-NOT:     memref.realloc
// RESULT: 7.5
func.func @realloc_grow(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant 7.5 : f32
  %alloc = memref.alloc() : memref<2xf32>
  memref.store %v, %alloc[%c0] : memref<2xf32>
  %r = memref.realloc %alloc(%c4) : memref<2xf32> to memref<?xf32>
  %x = memref.load %r[%c0] : memref<?xf32>
  return %x : f32
}
