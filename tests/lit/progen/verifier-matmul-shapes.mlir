// RUN: not bufferize-opt %s 2>&1 | FileCheck %s

// Found while writing tests/unit/progen/ (a matmul drawn with the wrong
// shapes): ours accepted a linalg.matmul whose operand shapes do not agree,
// then --run failed inside numpy. Now the static shape check of upstream's
// verifyStructuredOpInterface (bufferize/dialects/linalg/shapes.py) rejects
// it with mlir-opt-22's message; tests/lit/dialects/linalg-invalid.mlir has
// the other forms.

// CHECK: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 2
func.func @f(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %m = linalg.matmul ins(%a, %a : tensor<2x4xf32>, tensor<2x4xf32>) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}
