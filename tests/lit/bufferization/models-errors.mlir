// RUN: bufferize-opt %s --split-input-file -verify-diagnostics -one-shot-bufferize="bufferize-function-boundaries"
// Errors of the scf.while model (upstream wording) and an op without a model.

func.func @cond_not_equiv(%arg0: tensor<5xi1>, %idx: index) -> tensor<5xi1> {
  %r0 = scf.while (%w0 = %arg0) : (tensor<5xi1>) -> (tensor<5xi1>) {
    %c = tensor.extract %w0[%idx] : tensor<5xi1>
    %e = tensor.empty() : tensor<5xi1>
    // expected-error @+1 {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%c) %e : tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>):
    scf.yield %b0 : tensor<5xi1>
  }
  return %r0 : tensor<5xi1>
}

// -----

func.func @yield_not_equiv(%arg0: tensor<5xi1>, %idx: index) -> tensor<5xi1> {
  %r0 = scf.while (%w0 = %arg0) : (tensor<5xi1>) -> (tensor<5xi1>) {
    %c = tensor.extract %w0[%idx] : tensor<5xi1>
    scf.condition(%c) %w0 : tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>):
    %e = tensor.empty() : tensor<5xi1>
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %e : tensor<5xi1>
  }
  return %r0 : tensor<5xi1>
}

// -----

func.func @bitcast(%A: tensor<6xf32>) -> tensor<6xi32> {
  // expected-error @+1 {{op was not bufferized}}
  %e = tensor.bitcast %A : tensor<6xf32> to tensor<6xi32>
  return %e : tensor<6xi32>
}
