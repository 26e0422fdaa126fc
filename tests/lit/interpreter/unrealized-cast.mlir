// RUN: not bufferize-opt %s -split-input-file --run=main 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not bufferize-opt %s -split-input-file --run=main 2>/dev/null | FileCheck %s

// builtin.unrealized_conversion_cast runs where both sides are held the same
// way (tests/unit/data/ops_vs_runner/unrealized-casts.mlir compares casts
// that come in pairs with mlir-runner-22); a tensor to a memref and back
// (LLVM <= 16's partial conversions left such materializations) runs as
// to_buffer and to_tensor.

// CHECK: -9
// CHECK-NEXT: 3.5
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [3,  4]
func.func @main() -> (i8, f32, tensor<2xf32>) {
  %c = arith.constant 247 : i32
  %n = builtin.unrealized_conversion_cast %c : i32 to i8
  %k = arith.constant dense<[3.5, 4.0]> : tensor<2xf32>
  %km = builtin.unrealized_conversion_cast %k : tensor<2xf32> to memref<2xf32>
  %c0 = arith.constant 0 : index
  %e = memref.load %km[%c0] : memref<2xf32>
  %three = arith.constant 3.0 : f32
  memref.store %three, %km[%c0] : memref<2xf32>
  %kt = builtin.unrealized_conversion_cast %km : memref<2xf32> to tensor<2xf32>
  return %n, %e, %kt : i8, f32, tensor<2xf32>
}

// -----

// ERR: unrealized-cast.mlir:[[# @LINE + 3]]:8: error: cannot run an unrealized_conversion_cast from i32 to f32: the interpreter holds no value of the second type for one of the first
func.func @main() -> f32 {
  %c = arith.constant 1 : i32
  %f = builtin.unrealized_conversion_cast %c : i32 to f32
  return %f : f32
}

// -----

// ERR: unrealized-cast.mlir:[[# @LINE + 4]]:8: error: cannot run an unrealized_conversion_cast from memref<?xf32> to memref<3xf32>: the value's shape is not the result's
func.func @main() {
  %m = memref.alloca() : memref<4xf32>
  %d = memref.cast %m : memref<4xf32> to memref<?xf32>
  %s = builtin.unrealized_conversion_cast %d : memref<?xf32> to memref<3xf32>
  return
}

// -----

// ERR: unrealized-cast.mlir:[[# @LINE + 3]]:12: error: cannot run an unrealized_conversion_cast with 1 operand(s) and 2 result(s): the interpreter runs a cast of one value to one
func.func @main() {
  %c = arith.constant 1 : i32
  %a, %b = builtin.unrealized_conversion_cast %c : i32 to i32, i32
  return
}
