// `dense_resource<name>` constants (how importers such as torch-mlir carry
// weights): their bytes are the blob of that name in the file's trailing
// `{-# dialect_resources #-}`.  `--run` reads them (before, it failed with an
// internal AttributeError, and a memref.global of such data ran as zeros);
// lowered by mlir-opt-22 and run by mlir-runner-22 the program prints the same.
// REQUIRES: mlir-runner-22
// RUN: bufferize-opt %s --run=main | FileCheck %s
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --run=main \
// RUN:   | FileCheck %s
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries \
// RUN:   -buffer-deallocation-pipeline | FileCheck %s --check-prefix=EQ
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline \
// RUN:   | %mlir_opt -expand-strided-metadata -convert-scf-to-cf -convert-cf-to-llvm \
// RUN:       -convert-vector-to-llvm -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm \
// RUN:       -reconcile-unrealized-casts \
// RUN:   | %mlir_runner -e main -entry-point-result=void | FileCheck %s

// CHECK: [1,  2,  -1.5]
// CHECK-NEXT: -1
// CHECK-NEXT: 258
// EQ: @main: equal on 3 inputs

memref.global "private" constant @table : memref<2xi16> = dense_resource<table_data>

func.func @main() {
  %0 = arith.constant dense_resource<weights> : tensor<3xf32>
  %b = bufferization.to_buffer %0 : tensor<3xf32> to memref<3xf32>
  %u = memref.cast %b : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %1 = arith.constant dense_resource<"bytes.0"> : tensor<4xi8>
  %c3 = arith.constant 3 : index
  %e = tensor.extract %1[%c3] : tensor<4xi8>
  %i = arith.extsi %e : i8 to i32
  vector.print %i : i32
  %g = memref.get_global @table : memref<2xi16>
  %c1 = arith.constant 1 : index
  %t = memref.load %g[%c1] : memref<2xi16>
  vector.print %t : i16
  return
}
func.func private @printMemrefF32(memref<*xf32>)

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F000000400000C0BF",
      "bytes.0": "0x01000000000001FF",
      table_data: "0x0200000007000201"
    }
  }
#-}
