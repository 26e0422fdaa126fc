// RUN: bufferize-opt %s -split-input-file --run=main | FileCheck %s
// RUN: bufferize-opt %s -split-input-file --run=main --one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline | FileCheck %s

// Results print as mlir-runner's printMemrefF32 prints them, before and after bufferization.

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  2,  4,  6]
func.func @main() -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %e) -> tensor<4xf32> {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %f : f32
    %u = tensor.insert %g into %t[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^\[\[}}22,   28], {{$}}
// CHECK-NEXT: {{^}} [49,   64]]{{$}}
func.func @main() -> tensor<2x2xf32> {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}

// -----

// A scalar result prints as printF32 / printI64 do.
// CHECK: {{^}}55{{$}}
func.func @main() -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c11 step %c1 iter_args(%a = %z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %t = arith.addi %a, %ii : i64
    scf.yield %t : i64
  }
  return %s : i64
}

// -----

// A dynamic vector.extract/insert position outside the vector gives poison
// (upstream's semantics), which may be any value; the interpreter takes
// element 0 (an insert writes there). It runs (it used to stop
// with numpy's IndexError, and -2 read element 2 where numpy wraps it).
// CHECK: [7,  1,  1,  1]
func.func @main() -> vector<4xf32> {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %c5 = arith.constant 5 : index
  %m2 = arith.constant -2 : index
  %f = arith.constant 7.0 : f32
  %v = vector.extract %a[%c5] : f32 from vector<4xf32>
  %w = vector.extract %a[%m2] : f32 from vector<4xf32>
  %b = vector.broadcast %v : f32 to vector<4xf32>
  %i = vector.insert %f, %b[%c5] : f32 into vector<4xf32>
  %j = vector.insert %w, %i[%m2] : f32 into vector<4xf32>
  return %i : vector<4xf32>
}
