// A failed -verify-diagnostics check writes nothing to -o (as mlir-opt); it
// wrote the output before (found by tests/unit/cli_fuzz.py).
// RUN: rm -f %t.out
// RUN: not bufferize-opt %s --verify-diagnostics -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// A check that passes writes it.
// RUN: bufferize-opt %S/Inputs/verify-diagnostics-ok.mlir --verify-diagnostics -o %t.ok
// RUN: test -s %t.ok

// CHECK: error: unexpected error: use of value '%n' expects different type than prior uses: 'f32' vs 'index'
func.func @scale(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%n : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
