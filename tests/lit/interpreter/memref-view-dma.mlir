// RUN: not bufferize-opt %s -split-input-file --run=main 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not bufferize-opt %s -split-input-file --run=main 2>/dev/null | FileCheck %s

// memref.view shares its buffer's storage and its state for the memory
// checker (tests/unit/data/ops_vs_runner/memref-view.mlir compares its
// values with mlir-runner-22); memref.dma_start copies when it starts, as
// affine.dma_start (affine-dma.mlir).

// A view of a freed buffer is freed too.
// ERR: memref-view-dma.mlir:[[# @LINE + 8]]:8: error: use after free: load of a buffer that was deallocated
// ERR: memref-view-dma.mlir:[[# @LINE + 4]]:8: note: allocated here
// ERR: memref-view-dma.mlir:[[# @LINE + 5]]:3: note: freed here
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<16xi8>
  %v = memref.view %m[%c0][] : memref<16xi8> to memref<4xf32>
  memref.dealloc %m : memref<16xi8>
  %x = memref.load %v[%c0] : memref<4xf32>
  return %x : f32
}

// -----

// Freeing through the view frees the buffer (upstream's lowering keeps the
// allocated pointer): no leak, and a second free is a double free.
// ERR: memref-view-dma.mlir:[[# @LINE + 6]]:3: error: double free: the buffer was already deallocated
func.func @main() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<16xi8>
  %v = memref.view %m[%c4][] : memref<16xi8> to memref<3xf32>
  memref.dealloc %v : memref<3xf32>
  memref.dealloc %m : memref<16xi8>
  return
}

// -----

// ERR: memref-view-dma.mlir:[[# @LINE + 5]]:8: error: out-of-bounds view: bytes [8, 24) of a buffer of 16 bytes
// ERR: memref-view-dma.mlir:[[# @LINE + 3]]:8: note: allocated here
func.func @main() {
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<16xi8>
  %v = memref.view %m[%c8][] : memref<16xi8> to memref<4xf32>
  memref.dealloc %m : memref<16xi8>
  return
}

// -----

// A view returned: the buffer is handed on, not leaked.
// CHECK-LABEL: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [0,  0]
func.func @main() -> memref<2xf32> {
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<16xi8>
  %z = arith.constant 0 : i8
  linalg.fill ins(%z : i8) outs(%m : memref<16xi8>)
  %v = memref.view %m[%c8][] : memref<16xi8> to memref<2xf32>
  return %v : memref<2xf32>
}

// -----

// memref.dma_start: 4 elements from %src[1, 1] in row-major order (5, 6, 7,
// 8) into %dst[2], in chunks of 2 elements 3 apart on the side in the lower
// memory space (the destination here): %dst[2], [3], [5], [6].
// CHECK-LABEL: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [-1,  -1,  5,  6,  -1,  7,  8,  -1]
func.func @main() -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<3x4xf32, 1>
  %dst = memref.alloc() : memref<8xf32>
  %tag = memref.alloc() : memref<1xi32>
  %m1 = arith.constant -1.0 : f32
  linalg.fill ins(%m1 : f32) outs(%dst : memref<8xf32>)
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      memref.store %kf, %src[%i, %j] : memref<3x4xf32, 1>
    }
  }
  memref.dma_start %src[%c1, %c1], %dst[%c2], %c4, %tag[%c0], %c3, %c2 : memref<3x4xf32, 1>, memref<8xf32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32>
  memref.dealloc %src : memref<3x4xf32, 1>
  memref.dealloc %tag : memref<1xi32>
  return %dst : memref<8xf32>
}

// -----

// ERR: memref-view-dma.mlir:[[# @LINE + 8]]:3: error: memref.dma_start: element 4 of the source is past its 4 elements
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %src = memref.alloca() : memref<4xf32>
  %dst = memref.alloca() : memref<8xf32>
  %tag = memref.alloca() : memref<1xi32>
  memref.dma_start %src[%c2], %dst[%c0], %c3, %tag[%c0] : memref<4xf32>, memref<8xf32>, memref<1xi32>
  return
}
