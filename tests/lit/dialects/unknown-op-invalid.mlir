// An op that a registered dialect does not define is an error (upstream's
// verifier: "does not allow unknown operations"), with or without
// --allow-unregistered-dialect, which only admits ops of unknown dialects.
// The test dialect allows unknown ops, as upstream's does. This file also
// passes under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// vector.insertelement was removed from LLVM 22.
func.func @removed(%a: vector<4xf32>, %b: f32, %i: index) -> vector<4xf32> {
  // expected-error @+1 {{unregistered operation 'vector.insertelement' found in dialect ('vector') that does not allow unknown operations}}
  %0 = "vector.insertelement"(%b, %a, %i) : (f32, vector<4xf32>, index) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// expected-error @+1 {{unregistered operation 'builtin.foo' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.foo"() : () -> ()

// -----

func.func @nested() {
  scf.execute_region {
    // expected-error @+1 {{unregistered operation 'memref.nope' found in dialect ('memref') that does not allow unknown operations}}
    "memref.nope"() : () -> ()
    scf.yield
  }
  return
}

// -----

func.func @test_dialect_allows_them() {
  "test.anything_goes"() : () -> ()
  return
}
