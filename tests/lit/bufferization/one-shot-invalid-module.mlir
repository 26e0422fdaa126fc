// Errors of One-Shot Bufferize with function boundaries.
// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %s -one-shot-bufferize="analysis-heuristic=sideways" 2>&1 | FileCheck %s --check-prefix=HEUR
// RUN: not bufferize-opt %s -one-shot-bufferize="print-conflicts" 2>&1 | FileCheck %s --check-prefix=PRINT

// HEUR: Invalid option analysis-heuristic: 'sideways'
// HEUR-NOT: see current operation
// PRINT: error: Invalid option: 'print-conflicts' requires 'test-analysis-only'
// PRINT-NOT: see current operation

func.func @copy_of_unranked_tensor(%t: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @below{{not bufferizable under the given constraints: cannot avoid RaW conflict}}
  func.call @maybe_writing_func(%t) : (tensor<*xf32>) -> ()
  return %t : tensor<*xf32>
}
func.func private @maybe_writing_func(tensor<*xf32>)

// -----

func.func @yield_not_equivalent(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    // expected-error @below{{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
