// RUN: not bufferize-opt %s -split-input-file --run=main 2>&1 | FileCheck %s
// affine.dma_start's transfers are checked against the memrefs' elements.

// A transfer past the end of the source is an error, not a silent read.
// CHECK: affine-dma-errors.mlir:[[# @LINE + 8]]:3: error: affine.dma_start: element 4 of the source is past its 4 elements
func.func @main() {
  %src = memref.alloca() : memref<4xf32>
  %dst = memref.alloca() : memref<8xf32>
  %tag = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  affine.dma_start %src[%c1], %dst[%c0], %tag[%c0], %c4 : memref<4xf32>, memref<8xf32>, memref<1xi32>
  return
}

// -----

// CHECK: affine-dma-errors.mlir:[[# @LINE + 8]]:3: error: affine.dma_start: destination index 8 is outside [0, 8)
func.func @main() {
  %src = memref.alloca() : memref<4xf32>
  %dst = memref.alloca() : memref<8xf32>
  %tag = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  affine.dma_start %src[%c0], %dst[%c8], %tag[%c0], %c1 : memref<4xf32>, memref<8xf32>, memref<1xi32>
  return
}

// -----

// CHECK: affine-dma-errors.mlir:[[# @LINE + 8]]:3: error: affine.dma_start: a stride of 1 with 2 elements per stride
func.func @main() {
  %src = memref.alloca() : memref<4xf32>
  %dst = memref.alloca() : memref<8xf32, 1>
  %tag = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  affine.dma_start %src[%c0], %dst[%c0], %tag[%c0], %c2, %c1, %c2
    : memref<4xf32>, memref<8xf32, 1>, memref<1xi32>
  return
}
