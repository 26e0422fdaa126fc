// RUN: bufferize-opt %s --check-equivalence --one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline 2>&1 | FileCheck %s
// RUN: bufferize-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=OUT
// RUN: %if mlir-opt-22 %{ bufferize-opt %s --one-shot-bufferize=bufferize-function-boundaries | %mlir_opt --verify-each -o /dev/null %}
// RUN: %if mlir-opt-22 %{ %mlir_opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=OUT %}

// Found by the program generator campaign (bench/bench_progen.py --programs
// 10000 --seed 1, program 6286), shrunk by hand. The slice's buffer is
// memref<4xf32, strided<[1]>>, whose layout upstream counts as the identity
// (its affine map is); the expand_shape model built a strided<[2, 1]> result
// where memref.expand_shape's verifier (and LLVM 22) want memref<2x2xf32>,
// so the pipeline stopped with "the IR is invalid after pass". Both now read
// the layout with one definition of isIdentity.

// CHECK: check-equivalence: 1 function compared (1 equal, 0 differ)
// OUT: memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 2] : memref<4xf32, strided<[1]>> into memref<2x2xf32>

func.func @f(%v: f32) -> tensor<2x2xf32> {
  %t = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %s = tensor.extract_slice %f[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %e : tensor<2x2xf32>
}
