// RUN: not bufferize-opt %s -allow-unregistered-dialect -split-input-file -buffer-results-to-out-params 2>&1 | FileCheck %s

// CHECK: buffer-results-to-out-params-errors.mlir:4:1: error: cannot create out param for result with unsupported layout
func.func private @bad(%m: memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>> {
  return %m : memref<4xf32, strided<[2]>>
}

// -----

func.func private @dyn(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @c2(%n: index) {
  // CHECK: buffer-results-to-out-params-errors.mlir:16:8: error: cannot create out param for dynamically shaped result
  %d = call @dyn(%n) : (index) -> memref<?xf32>
  "test.use"(%d) : (memref<?xf32>) -> ()
  return
}
