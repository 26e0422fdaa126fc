// affine.dma_start copies num_elements elements in row-major order from the
// source indices to the destination indices (with a stride and a number of
// elements per stride, the side in the lower memory space is read in chunks
// that far apart); affine.dma_wait and affine.prefetch change nothing.
// mlir-runner-22 cannot run these ops (-lower-affine makes memref.dma_start /
// memref.dma_wait, which no pass lowers to LLVM), so the expected values are
// worked out by hand from upstream's description of memref.dma_start.
// RUN: bufferize-opt %s -split-input-file --run=main | FileCheck %s

// A contiguous 6-element copy from %src[1, 2] (row-major: 6..11) into %dst[0, 1],
// across a row boundary on both sides.
// CHECK: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^\[\[}}-1,   6,   7,   8], {{$}}
// CHECK-NEXT: {{^}} [9,   10,   11,   -1], {{$}}
// CHECK-NEXT: {{^}} [-1,   -1,   -1,   -1]]{{$}}
func.func @main() -> memref<3x4xf32, 2> {
  %src = memref.alloca() : memref<3x4xf32>
  %dst = memref.alloc() : memref<3x4xf32, 2>
  %tag = memref.alloca() : memref<1xi32>
  %m1 = arith.constant -1.0 : f32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      affine.store %kf, %src[%i, %j] : memref<3x4xf32>
      affine.store %m1, %dst[%i, %j] : memref<3x4xf32, 2>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  affine.prefetch %src[%c1, %c0], read, locality<3>, data : memref<3x4xf32>
  affine.dma_start %src[%c1, %c1 + 1], %dst[%c0, symbol(%c1)], %tag[%c0], %c6
    : memref<3x4xf32>, memref<3x4xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c6 : memref<1xi32>
  return %dst : memref<3x4xf32, 2>
}

// -----

// Strided: 4 elements, 2 per stride of 4, read from the source (memory space
// 0 < 1): source elements 1, 2, 5, 6 land contiguously at %dst[1].
// CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  5,  6,  0]
func.func @main() -> memref<6xi32, 1> {
  %src = memref.alloca() : memref<8xi32>
  %dst = memref.alloc() : memref<6xi32, 1>
  %tag = memref.alloca() : memref<1xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %src[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 6 {
    affine.store %z, %dst[%i] : memref<6xi32, 1>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  affine.dma_start %src[%c1], %dst[%c1], %tag[%c0], %c4, %c4, %c2
    : memref<8xi32>, memref<6xi32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c4 : memref<1xi32>
  return %dst : memref<6xi32, 1>
}

// -----

// Strided on the destination side when it is the slower memory (space 0 < 2):
// the contiguous source elements 0..3 are written two per stride of 3.
// CHECK: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  -1,  2,  3,  -1]
func.func @main() -> memref<6xi32> {
  %src = memref.alloca() : memref<4xi32, 2>
  %dst = memref.alloc() : memref<6xi32>
  %tag = memref.alloca() : memref<1xi32>
  %m1 = arith.constant -1 : i32
  affine.for %i = 0 to 4 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %src[%i] : memref<4xi32, 2>
  }
  affine.for %i = 0 to 6 {
    affine.store %m1, %dst[%i] : memref<6xi32>
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c4, %c3, %c2
    : memref<4xi32, 2>, memref<6xi32>, memref<1xi32>
  return %dst : memref<6xi32>
}

// -----

// Both in memory space 0: the source is the strided side (one element every 3).
// CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  3,  6,  -1]
func.func @main() -> memref<4xi32> {
  %src = memref.alloca() : memref<8xi32>
  %dst = memref.alloc() : memref<4xi32>
  %tag = memref.alloca() : memref<1xi32>
  %m1 = arith.constant -1 : i32
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %src[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 4 {
    affine.store %m1, %dst[%i] : memref<4xi32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c3, %c3, %c1
    : memref<8xi32>, memref<4xi32>, memref<1xi32>
  return %dst : memref<4xi32>
}
