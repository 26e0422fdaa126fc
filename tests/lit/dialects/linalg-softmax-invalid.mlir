// linalg.softmax: the verifier's and the custom parser's first errors, in
// mlir-opt-22's words (this file also passes
// mlir-opt-22 -split-input-file -verify-diagnostics).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @a(%a: tensor<2x16xf32>, %d: tensor<2x8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%d : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @b(%a: tensor<2x16xf32>, %d: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16xf32>) outs(%d : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @c(%a: tensor<2x16xf32>, %d: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%d : tensor<2x16xf32>)
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %d: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{custom op 'linalg.softmax' expected 'dimension'}}
  %0 = linalg.softmax ins(%a : tensor<2x16xf32>) outs(%d : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @g(%a: f32, %d: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{custom op 'linalg.softmax' invalid kind of type specified}}
  %0 = linalg.softmax dimension(1) ins(%a : f32) outs(%d : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @h(%a: tensor<2x?xf32>, %d: tensor<?x16xf32>) -> tensor<?x16xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(-1) ins(%a : tensor<2x?xf32>) outs(%d : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}
