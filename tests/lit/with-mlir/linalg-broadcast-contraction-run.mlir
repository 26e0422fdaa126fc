// A contraction whose output has a loop no input uses (linalg.matmul with a
// broadcast operand, `(d0, d1, d2) -> (d2)`): every row of C gets the same
// sums. `--run` used to stop with numpy's "einstein sum subscripts string
// included output subscript 'a' which never appeared in an input"; lowered
// by mlir-opt-22 and run by mlir-runner-22 the program prints the same.
// REQUIRES: mlir-runner-22
// RUN: bufferize-opt %s --run=main | FileCheck %s
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries \
// RUN:   -buffer-deallocation-pipeline | FileCheck %s --check-prefix=EQ
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline \
// RUN:   | %mlir_opt -convert-bufferization-to-memref -convert-linalg-to-loops -expand-strided-metadata -lower-affine \
// RUN:       -convert-scf-to-cf -convert-cf-to-llvm -convert-arith-to-llvm -finalize-memref-to-llvm -convert-func-to-llvm \
// RUN:       -reconcile-unrealized-casts \
// RUN:   | %mlir_runner -e main -entry-point-result=void | FileCheck %s

// CHECK:      [5.5,   50.5,   500.5],
// CHECK-NEXT: [5.5,   50.5,   500.5]]
// CHECK:      {{\[\[}}6,   51,   501]]
// EQ: @bcast_a: equal on 3 inputs
// EQ: @main: equal on 3 inputs

func.func @bcast_a(%a: tensor<2xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>,
                                      affine_map<(d0, d1, d2) -> (d2, d1)>,
                                      affine_map<(d0, d1, d2) -> (d0, d1)>]
       ins(%a, %b : tensor<2xf32>, tensor<2x3xf32>) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[[1.0, 10.0, 100.0], [2.0, 20.0, 200.0]]> : tensor<2x3xf32>
  %c = arith.constant dense<0.5> : tensor<2x3xf32>
  %r = call @bcast_a(%a, %b, %c) : (tensor<2xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = bufferization.to_buffer %r : tensor<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // the same broadcast through linalg.generic: one row of sums
  %z = arith.constant dense<1.0> : tensor<1x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>,
                                        affine_map<(d0, d1, d2) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%a, %b : tensor<2xf32>, tensor<2x3xf32>) outs(%z : tensor<1x3xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x3xf32>
  %gm = bufferization.to_buffer %g : tensor<1x3xf32> to memref<1x3xf32>
  %gu = memref.cast %gm : memref<1x3xf32> to memref<*xf32>
  call @printMemrefF32(%gu) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
