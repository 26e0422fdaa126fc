// Own cases: destination-style linalg ops.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only print-conflicts
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators
// OPTIONS: bufferize-function-boundaries buffer-alignment=128

#id = affine_map<(d0) -> (d0)>
func.func @elementwise_in_place(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @elementwise_same_operand(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @matmul_into_empty(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @fill_then_read_input(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %f, %t : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @copy_op(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @two_outputs(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%b, %c : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %x : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
#rev = affine_map<(d0) -> (7 - d0)>
func.func @not_elementwise(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#rev, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
func.func @reduction(%a: tensor<4x8xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @fill_twice_read_between(%t: tensor<8xf32>, %v: f32, %w: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %g = linalg.fill ins(%w : f32) outs(%f : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %f[%c0] : tensor<8xf32>
  return %g, %x : tensor<8xf32>, f32
}

// -----

// Elementwise reads beside a broadcast operand, named elementwise ops, and the
// non-elementwise cases (issue 25: upstream bufferizesToElementwiseAccess).
#id = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (d1)>
func.func @mlp_bias(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #b, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

func.func @named_add(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.add ins(%m, %c : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.exp ins(%r : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %x : tensor<8x4xf32>
}

// -----

// Transposed read: not elementwise, a new buffer.
#t = affine_map<(d0, d1) -> (d1, d0)>
#i = affine_map<(d0, d1) -> (d0, d1)>
func.func @transposed(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m = linalg.add ins(%a, %f : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [#t, #i], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A reduction into the tensor it reads: not elementwise.
func.func @matvec_self(%a: tensor<4x4xf32>, %v: tensor<4xf32>) -> tensor<4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.add ins(%v, %f : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.matvec ins(%a, %m : tensor<4x4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
