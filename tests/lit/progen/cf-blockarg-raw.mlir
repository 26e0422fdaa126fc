// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down" -buffer-deallocation-pipeline
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=1" -buffer-deallocation-pipeline
// RUN: bufferize-opt %s --run=f | FileCheck %s --check-prefix=INPUT
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -one-shot-bufferize=bufferize-function-boundaries -o %t.upstream.mlir %}
// RUN: %if mlir-opt-22 %{ bufferize-opt %t.upstream.mlir --run=f | FileCheck %s --check-prefix=UPSTREAM %}

// Issue 23, found again by tests/unit/progen/ (programs tagged
// "cf-blockarg-raw"): the block argument %a is %t's buffer if bufferized in
// place, and %t is read after the write into %a, so the insert must not
// write %t's buffer. At 07e1a02 @f returns -5.0 for %x on seed 0 (the new
// value) instead of 2.0; a4f8dd3 fixed it. mlir-opt-22 takes the same wrong
// decision: in its output %x is the inserted -5 instead of the input's 2.

// INPUT: {{^}}2{{$}}
// UPSTREAM: {{^}}-5{{$}}

func.func @f(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%t : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  %w = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}
