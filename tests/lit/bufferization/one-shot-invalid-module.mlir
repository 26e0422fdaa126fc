// Errors of One-Shot Bufferize with function boundaries.
// RUN: bufferize-opt %s -allow-unregistered-dialect -one-shot-bufferize=bufferize-function-boundaries -split-input-file -verify-diagnostics
// (The option errors are checked on a valid input: some cases below do not verify.)
// RUN: echo "func.func @f() {return}" | not bufferize-opt - -one-shot-bufferize="analysis-heuristic=sideways" 2>&1 | FileCheck %s --check-prefix=HEUR
// RUN: echo "func.func @f() {return}" | not bufferize-opt - -one-shot-bufferize="print-conflicts" 2>&1 | FileCheck %s --check-prefix=PRINT

// Refused when the pipeline is read (at the option, not at <stdin>:0:0).
// HEUR: bufferize-opt: for the --analysis-heuristic option: 'sideways' is not one of the accepted values (bottom-up, top-down, bottom-up-from-terminators, fuzzer)
// HEUR-NEXT: failed to add `one-shot-bufferize` with options `analysis-heuristic=sideways`
// HEUR-NOT: <stdin>
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

// -----

// The 2022 declaration of @fun_with_side_effects (comprehensive-module-
// bufferize-invalid.mlir): LLVM 22 rejects it before the pass runs.
// expected-error @+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @fun_with_side_effects(%A: tensor<?xf32> {bufferization.writable = true})

func.func @call_it(%A: tensor<?xf32> {bufferization.writable = true}) {
  func.call @fun_with_side_effects(%A) : (tensor<?xf32>) -> ()
  return
}

// -----

// A tensor-returning indirect call has no bufferization model.
func.func private @foo() -> tensor<?xf32>

func.func @bar() -> tensor<?xf32> {
  %foo = func.constant @foo : () -> (tensor<?xf32>)
  // expected-error @+1 {{op was not bufferized}}
  %res = func.call_indirect %foo() : () -> (tensor<?xf32>)
  return %res : tensor<?xf32>
}

// -----

// The function boundary changes @foo's type, not the func.constant's: the
// IR no longer verifies after the pass (as upstream).
func.func private @foo(tensor<4xf32>) -> tensor<4xf32>

func.func @constant_of_bufferized_func(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @foo : (tensor<4xf32>) -> tensor<4xf32>
  "test.use"(%f) : ((tensor<4xf32>) -> tensor<4xf32>) -> ()
  return %t : tensor<4xf32>
}

// -----

// An external callee writes its unranked operand in place (it must: an
// unranked tensor cannot be copied), and the argument is read-only. Before,
// ours bufferized it in place without a word: the callee wrote into the
// read-only buffer.
func.func private @ext(tensor<*xf32>)
func.func @unranked_read_only(%u: tensor<*xf32> {bufferization.writable = false}) {
  // expected-error @+1 {{'func.call' op not bufferizable under the given constraints: would write to read-only buffer}}
  call @ext(%u) : (tensor<*xf32>) -> ()
  return
}
