// RUN: bufferize-opt %s -split-input-file --check-equivalence -one-shot-bufferize=bufferize-function-boundaries
// RUN: bufferize-opt %s -split-input-file -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// Found by bench/bench_progen.py (program 579 of --seed 27: an scf.index_switch
// in a cf loop yielding the loop's block argument), shrunk by hand. Whether
// the scf.if result is written inside the op follows its yields back to %a,
// whose back edge passes the result itself: the question comes back to the
// result while its answer is pending. Ours counts no write for the cycle
// (interface.default_result_writes); before, RecursionError, reported as
// "input is nested too deeply". mlir-opt-22 recurses until its stack
// overflows (a segmentation fault in defaultResultBufferizesToMemoryWrite).

// CHECK-LABEL: func.func @yields_the_argument(
//       CHECK:   ^bb2:
//  CHECK-NEXT:     %[[R:.*]] = scf.if
//   CHECK-NOT:     memref.alloc
//       CHECK:     cf.br ^bb1(%{{.*}}, %[[R]] :
func.func @yields_the_argument(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  cf.br ^bb1(%c0, %t : index, tensor<4xf32>)
^bb1(%i: index, %a: tensor<4xf32>):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %r = scf.if %true -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %r : index, tensor<4xf32>)
^bb3:
  return %a : tensor<4xf32>
}

// -----

// One branch writes: the result is written inside the op, whatever the cycle.

// CHECK-LABEL: func.func @writes_in_a_branch(
//       CHECK:   scf.index_switch
//       CHECK:     memref.store
func.func @writes_in_a_branch(%t: tensor<4xf32>, %n: index, %c: i1, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %t : index, tensor<4xf32>)
^bb1(%i: index, %a: tensor<4xf32>):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %r = scf.index_switch %i -> tensor<4xf32>
  case 1 {
    %w = tensor.insert %v into %a[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  default {
    scf.yield %a : tensor<4xf32>
  }
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %r : index, tensor<4xf32>)
^bb3:
  %e = tensor.extract %t[%c1] : tensor<4xf32>
  return %a, %e : tensor<4xf32>, f32
}
