// RUN: bufferize-opt %s -split-input-file --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufferize-opt %s -split-input-file -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// Found by bench/bench_progen.py (program 140 of --seed 27: a default case
// yielding a constant, then an insert_slice into the switch's result),
// shrunk by hand. LLVM 22's scf.yield has aliasing results inside scf.if and
// scf.execute_region only: the yields of scf.index_switch join no alias set,
// and mlir-opt-22 writes the result in place, into the constant global (its
// output run by ours: "write into a constant memref.global"). Ours gives the
// yields of a switch the aliasing of scf.if's. A departure from LLVM 22
// (docs/upstream-miscompiles.md).

// CHECK-LABEL: func.func @constant_case(
//       CHECK:   %[[R:.*]] = scf.index_switch
//       CHECK:     memref.get_global @__constant_4xf32
//       CHECK:   memref.copy %[[R]], %[[A:[^ ]*]] :
//       CHECK:   memref.subview %[[A]][2] [1] [1]
func.func @constant_case(%i: index, %v: f32) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 1 {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  default {
    %t = arith.constant dense<[-4.0, -1.0, 2.0, -4.0]> : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  }
  %s = arith.constant dense<-3.0> : tensor<1xf32>
  %w = tensor.insert_slice %s into %r[2] [1] [1] : tensor<1xf32> into tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

// Every case yields a new tensor: the write stays in place.

// CHECK-LABEL: func.func @fresh_cases(
//       CHECK:   %[[R:.*]] = scf.index_switch
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.store %{{.*}}, %[[R]]
func.func @fresh_cases(%i: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> tensor<4xf32>
  case 1 {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %w = tensor.insert %v into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
