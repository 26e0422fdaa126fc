// RUN: not bufferize-opt %s 2>&1 | FileCheck %s
// XFAIL: *

// Found while writing tests/unit/progen.py (a matmul drawn with the wrong
// shapes): ours accepts a linalg.matmul whose operand shapes do not agree,
// then --run fails inside numpy ("cannot run 'linalg.matmul' here:
// ValueError: operands could not be broadcast together ..."). mlir-opt-22's
// verifier rejects it with the error below.

// CHECK: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 2
func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<2x4xf32>, tensor<2x4xf32>) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}
