// Own cases: function boundaries, calls, writability, type conversions, no-analysis-func-filter.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map unknown-type-conversion=identity-layout-map


func.func @callee(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = call @callee(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %1 = tensor.extract %t[%c0] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

// -----

func.func @reader(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %t[%c0] : tensor<4xf32>
  return %0 : f32
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %1 = call @reader(%t) : (tensor<4xf32>) -> f32
  return %0, %1 : tensor<4xf32>, f32
}

// -----

func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @external(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @returns_new(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @caller(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = call @returns_new(%v) : (f32) -> tensor<4xf32>
  %1 = tensor.extract %0[%c0] : tensor<4xf32>
  return %1 : f32
}

// -----

func.func @two_results(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %b, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>, %b: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0:2 = call @two_results(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1 = tensor.insert %v into %0#0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @slice_result(%t: tensor<16xf32>, %i: index) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func @caller(%t: tensor<16xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = call @slice_result(%t, %i) : (tensor<16xf32>, index) -> tensor<4xf32>
  %1 = tensor.extract %0[%c0] : tensor<4xf32>
  return %1 : f32
}

// -----

func.func @dynamic_arg(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}

// -----

func.func @unused_arg(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// -----

func.func @writer(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @caller(%v: f32) -> tensor<4xf32> {
  %c = arith.constant dense<0.0> : tensor<4xf32>
  %0 = call @writer(%c, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
