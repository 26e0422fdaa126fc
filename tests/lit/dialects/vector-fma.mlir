// vector.fma, the op declared in one piece (dialects/define.py): custom and
// generic form, the type given once for all four values. CHECK lines are
// mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK-LABEL: func.func @fma(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: vector<2x3xf64>) -> vector<4xf32> {
// CHECK-NEXT:    %0 = vector.fma %arg0, %arg1, %arg2 : vector<4xf32>
// CHECK-NEXT:    %1 = vector.fma %arg3, %arg3, %arg3 {tag = 1 : i64} : vector<2x3xf64>
// CHECK-NEXT:    return %0 : vector<4xf32>
// GENERIC: %0 = "vector.fma"(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: %1 = "vector.fma"(%arg3, %arg3, %arg3) {tag = 1 : i64} : (vector<2x3xf64>, vector<2x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
func.func @fma(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>, %d: vector<2x3xf64>) -> vector<4xf32> {
  %0 = vector.fma %a, %b, %c : vector<4xf32>
  %1 = vector.fma %d, %d, %d {tag = 1} : vector<2x3xf64>
  return %0 : vector<4xf32>
}
