// A 2021-era op name of a dialect we have, in generic form, parses (as an op
// its dialect does not define) and is then upgraded as its custom form is,
// with the same warning, instead of the verifier's "does not allow unknown
// operations". A name no upgrade knows keeps that error.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @renamed(
// CHECK-NEXT:    %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
func.func @renamed(%t: tensor<4xf32>, %i: index) -> f32 {
  // expected-warning @+1 {{'tensor.extract_element' is now 'tensor.extract'}}
  %0 = "tensor.extract_element"(%t, %i) : (tensor<4xf32>, index) -> f32
  return %0 : f32
}

// -----

func.func @not_legacy(%a: vector<4xf32>, %b: f32, %i: index) -> vector<4xf32> {
  // expected-error @+1 {{unregistered operation 'vector.insertelement' found in dialect ('vector') that does not allow unknown operations}}
  %0 = "vector.insertelement"(%b, %a, %i) : (f32, vector<4xf32>, index) -> vector<4xf32>
  return %0 : vector<4xf32>
}
