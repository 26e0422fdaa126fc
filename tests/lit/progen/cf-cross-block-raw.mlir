// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down" -buffer-deallocation-pipeline
// RUN: bufferize-opt %s --run=f --run-seed=1 | FileCheck %s --check-prefix=INPUT
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -one-shot-bufferize=bufferize-function-boundaries -o %t.upstream.mlir %}
// RUN: %if mlir-opt-22 %{ bufferize-opt %t.upstream.mlir --run=f --run-seed=1 | FileCheck %s --check-prefix=UPSTREAM %}

// Issue 23, found by bench/bench_progen.py (programs tagged
// "cf-cross-block-raw"), shrunk by hypothesis, then by hand: the insert in ^bb1
// writes %t (its result is dead), and ^bb2, reached from ^bb1 too, reads %t.
// At 07e1a02 the insert is bufferized in place and @f returns the inserted
// value on input seed 1 (-4.0 instead of 0.0); a4f8dd3 fixed it. mlir-opt-22
// takes the same wrong decision: its output returns -4.

// INPUT: {{^}}0{{$}}
// UPSTREAM: {{^}}-4{{$}}

func.func @f(%t: tensor<4xf32>, %v: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  cf.br ^bb2
^bb2:
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}
