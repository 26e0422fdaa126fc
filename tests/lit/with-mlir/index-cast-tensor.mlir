// arith.index_cast / index_castui of a tensor: cast into a new buffer with a
// linalg.map (a departure from LLVM 22, whose memref index_cast no lowering
// takes: docs/upstream-miscompiles.md). mlir-opt-22 accepts our output, and
// lowered and run with mlir-runner-22 it prints what `--run` prints on the
// tensor program.
// REQUIRES: mlir-runner-22
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: bufferize-opt %s --run=main | FileCheck %s --check-prefix=OUT
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline \
// RUN:   | %mlir_opt -convert-linalg-to-loops -expand-strided-metadata -convert-scf-to-cf -convert-cf-to-llvm \
// RUN:       -convert-vector-to-llvm -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm \
// RUN:       -convert-index-to-llvm -reconcile-unrealized-casts \
// RUN:   | %mlir_runner -e main -entry-point-result=void | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @cast(
//  CHECK-SAME:     %[[T:.*]]: memref<?x4xindex, strided<[?, ?], offset: ?>>) -> memref<?x4xi32>
//       CHECK:   %[[D:.*]] = memref.dim %[[T]], %c0
//       CHECK:   %[[A:.*]] = memref.alloc(%[[D]]) {alignment = 64 : i64} : memref<?x4xi32>
//       CHECK:   linalg.map { arith.index_cast } ins(%[[T]] : memref<?x4xindex, strided<[?, ?], offset: ?>>) outs(%[[A]] : memref<?x4xi32>)
//       CHECK:   return %[[A]]
func.func @cast(%t: tensor<?x4xindex>) -> tensor<?x4xi32> {
  %0 = arith.index_cast %t : tensor<?x4xindex> to tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// CHECK-LABEL: func.func @main(
//       CHECK:   %[[U:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xi64>
//       CHECK:   linalg.map { arith.index_castui } ins(%{{.*}} : memref<2x4xindex>) outs(%[[U]] : memref<2x4xi64>)
// OUT: -2
// OUT-NEXT: 6
// OUT-NEXT: -2
func.func @main() {
  %c = arith.constant dense<[[1, -2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xindex>
  %d = tensor.cast %c : tensor<2x4xindex> to tensor<?x4xindex>
  %r = call @cast(%d) : (tensor<?x4xindex>) -> tensor<?x4xi32>
  %u = arith.index_castui %c : tensor<2x4xindex> to tensor<2x4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.extract %r[%c0, %c1] : tensor<?x4xi32>
  %f = tensor.extract %u[%c1, %c1] : tensor<2x4xi64>
  %g = tensor.extract %u[%c0, %c1] : tensor<2x4xi64>
  vector.print %e : i32
  vector.print %f : i64
  vector.print %g : i64
  return
}
