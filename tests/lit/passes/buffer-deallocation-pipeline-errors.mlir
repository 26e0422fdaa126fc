// RUN: not bufferize-opt -buffer-deallocation-pipeline %s 2>&1 | FileCheck %s

func.func @realloc() {
  %alloc = memref.alloc() : memref<2xi32>
  %new_alloc = memref.realloc %alloc : memref<2xi32> to memref<4xi32>
  return
}
// CHECK: buffer-deallocation-pipeline-errors.mlir:5:16: error: buffer-deallocation-pipeline: memref.realloc is not supported (expand-realloc is not available)
