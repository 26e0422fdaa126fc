// tensor ops declared in one piece (dialects/define.py): the declared
// constraints give upstream's words, which the hand-written verifiers missed
// (mlir-opt-22 passes this file too).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @cast_two(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op requires a single operand}}
  %0 = "tensor.cast"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @dim_memref(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'memref<4xf32>'}}
  %0 = "tensor.dim"(%a, %i) : (memref<4xf32>, index) -> index
  return
}

// -----

func.func @bitcast_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'memref<4xf32>'}}
  %0 = "tensor.bitcast"(%a) : (memref<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @cast_incompatible(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @yield_outside(%a: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %a : f32
}
