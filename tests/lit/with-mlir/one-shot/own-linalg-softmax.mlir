// Own cases: linalg.softmax bufferizes as a destination-style op whose init
// is written without being read (upstream's SoftmaxOpInterface): an init that
// is still needed gets a fresh buffer without a copy; no elementwise rule.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only print-conflicts
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map

func.func @softmax_empty(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// The init is read after the softmax: a new buffer, not a copy.
func.func @softmax_init_read_later(%a: tensor<2x4xf32>, %d: tensor<2x4xf32>) -> (tensor<2x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x4xf32>) outs(%d : tensor<2x4xf32>) -> tensor<2x4xf32>
  %x = tensor.extract %d[%c0, %c0] : tensor<2x4xf32>
  return %0, %x : tensor<2x4xf32>, f32
}

// -----

// Input and init the same tensor: not elementwise, so not in place.
func.func @softmax_same(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x4xf32>) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Attention-style: matmul scores, softmax into the empty tensor the scores'
// fill used (a second use of it), then a matmul with the probabilities.
func.func @attention(%q: tensor<4x8xf32>, %kt: tensor<8x4xf32>, %v: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %o = linalg.matmul ins(%p, %v : tensor<4x4xf32>, tensor<4x8xf32>) outs(%f2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %o : tensor<4x8xf32>
}

// -----

// Softmax in a loop over row blocks, writing each block into the carried tensor.
func.func @softmax_loop(%a: tensor<8x4xf32>, %out: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %out) -> (tensor<8x4xf32>) {
    %in = tensor.extract_slice %a[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %dst = tensor.extract_slice %acc[%i, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %s = linalg.softmax dimension(1) ins(%in : tensor<2x4xf32>) outs(%dst : tensor<2x4xf32>) -> tensor<2x4xf32>
    %ins = tensor.insert_slice %s into %acc[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
    scf.yield %ins : tensor<8x4xf32>
  }
  return %r : tensor<8x4xf32>
}
