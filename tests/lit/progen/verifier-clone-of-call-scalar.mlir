// RUN: bufferize-opt %s --check-equivalence --one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation 2>&1 | FileCheck %s
// RUN: bufferize-opt %s --one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation | FileCheck %s --check-prefix=OUT

// Found by the program generator campaign (bench/bench_progen.py --programs
// 10000 --seed 1, program 7467), shrunk by hand. The buffer view flow
// analysis lets every operand of a call flow into every result, the f32 one
// too (as upstream's does), so the f32 that the scf.if merges became a
// critical alias of the buffer passed to @g, and the clone-based
// -buffer-deallocation cloned it: "'bufferization.clone' op operand #0 must
// be ranked or unranked memref of any type values, but got 'f32'", the IR
// invalid after the pass. Only buffers are cloned now.

// CHECK: check-equivalence: 1 function compared (1 equal, 0 differ), 1 skipped
// OUT-NOT: bufferization.clone
// OUT: scf.yield %{{.*}} : f32

func.func private @g(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %e : f32
}

func.func @f(%c: i1, %v: f32) -> f32 {
  %t = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> (f32) {
    %x = func.call @g(%f) : (tensor<4xf32>) -> f32
    scf.yield %x : f32
  } else {
    scf.yield %v : f32
  }
  return %r : f32
}
