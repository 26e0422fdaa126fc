// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -one-shot-bufferize=bufferize-function-boundaries -o %t.upstream.mlir %}
// RUN: %if mlir-opt-22 %{ bufferize-opt %t.upstream.mlir --run=f | FileCheck %s --check-prefix=UPSTREAM %}
// RUN: bufferize-opt %s --run=f | FileCheck %s --check-prefix=INPUT

// Upstream wrong (found by bench/bench_progen.py --upstream, shrunk by
// hypothesis, then by hand): mlir-opt-22's One-Shot Bufferize writes the
// insert into %t's buffer in place although %t is returned after it, when
// the insert is in a block other than the entry block and its result only
// flows into a block argument. Ours copies; its output computes what the
// input computes.

// INPUT: [2,  0,  -3,  -2]
// UPSTREAM: [-5,  0,  -3,  -2]
func.func @f(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  cf.br ^bb1
^bb1:
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  cf.br ^bb2(%w : tensor<4xf32>)
^bb2(%a: tensor<4xf32>):
  return %t : tensor<4xf32>
}
