// Own cases: allow-unknown-ops, dialect-filter, copy-before-write, alignment, heuristics,
// alloc_tensor / materialize_in_destination / to_tensor / to_buffer.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: allow-unknown-ops
// OPTIONS: allow-unknown-ops bufferize-function-boundaries
// OPTIONS: allow-unknown-ops test-analysis-only
// OPTIONS: allow-unknown-ops dialect-filter=tensor,bufferization
// OPTIONS: allow-unknown-ops copy-before-write buffer-alignment=0
// OPTIONS: allow-unknown-ops analysis-heuristic=top-down unknown-type-conversion=identity-layout-map

func.func @unknown_producer(%v: f32, %i: index) -> f32 {
  %0 = "test.produce"() : () -> tensor<4xf32>
  %1 = tensor.insert %v into %0[%i] : tensor<4xf32>
  %2 = tensor.extract %1[%i] : tensor<4xf32>
  return %2 : f32
}

// -----

func.func @unknown_consumer(%v: f32, %i: index) -> f32 {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  %2 = "test.consume"(%1) : (tensor<4xf32>) -> f32
  return %2 : f32
}

// -----

func.func @alloc_tensor_copy(%v: f32, %i: index) -> f32 {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  %c = bufferization.alloc_tensor() copy(%1) : tensor<4xf32>
  %2 = tensor.insert %v into %c[%i] : tensor<4xf32>
  %3 = tensor.extract %2[%i] : tensor<4xf32>
  %4 = tensor.extract %1[%i] : tensor<4xf32>
  %5 = arith.addf %3, %4 : f32
  return %5 : f32
}

// -----

func.func @materialize(%m: memref<4xf32>, %v: f32, %i: index) {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  bufferization.materialize_in_destination %1 in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_tensor(%v: f32, %i: index) -> f32 {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %d = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  %2 = bufferization.materialize_in_destination %1 in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tensor.extract %2[%i] : tensor<4xf32>
  return %3 : f32
}

// -----

func.func @to_tensor_restrict(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %1 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %2 = tensor.extract %1[%i] : tensor<4xf32>
  return %2 : f32
}

// -----

func.func @to_buffer_of_tensor(%v: f32, %i: index) -> memref<4xf32> {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  %m = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
  return %m : memref<4xf32>
}

// -----

func.func @dynamic_alloc_tensor(%n: index, %v: f32, %i: index) -> f32 {
  %e = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<?xf32>
  %2 = tensor.extract %1[%i] : tensor<?xf32>
  return %2 : f32
}

// -----

func.func @alloc_tensor_memspace(%v: f32, %i: index) -> f32 {
  %e = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  %2 = tensor.extract %1[%i] : tensor<4xf32>
  return %2 : f32
}

// -----

func.func @conflict_through_unknown(%v: f32, %i: index) -> (f32, f32) {
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %0 = tensor.insert %v into %e[%i] : tensor<4xf32>
  %1 = "test.identity"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert %v into %0[%i] : tensor<4xf32>
  %3 = tensor.extract %1[%i] : tensor<4xf32>
  %4 = tensor.extract %2[%i] : tensor<4xf32>
  return %3, %4 : f32, f32
}

// -----

// A tensor.empty used by an unknown op: upstream allocates it (nothing is copied
// for an op without a model).
func.func @f() -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = "test.foo"(%e) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @g(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = "test.foo"(%e) : (tensor<4xf32>) -> tensor<4xf32>
  return %r, %f : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @h(%v: f32, %t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %i = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %r = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r, %i : tensor<4xf32>, tensor<4xf32>
}
