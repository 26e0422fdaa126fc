// Own cases: the table-driven named ops (conv, depthwise, pooling, mmt4d,
// quantized) bufferize as destination-style ops, like mlir-opt-22: same
// allocations and copies per function, same in-place decisions.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only print-conflicts
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map

// conv + bias-free relu-less CNN step: fill an empty tensor, convolve into it,
// max-pool into a second filled empty tensor.
func.func @conv_pool(%img: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x6x6x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%img, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %k = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<1x3x3x4xf32>
  %pf = linalg.fill ins(%ninf : f32) outs(%pe : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %p = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%c, %k : tensor<1x6x6x4xf32>, tensor<2x2xf32>) outs(%pf : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %p : tensor<1x3x3x4xf32>
}

// -----

// The init is a function argument read after the conv: RaW conflict, copy.
func.func @conv_init_read_later(%i: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>, %o: tensor<1x4x4x4xf32>)
    -> (tensor<1x4x4x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>}
      ins(%i, %w : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %x = tensor.extract %o[%c0, %c0, %c0, %c0] : tensor<1x4x4x4xf32>
  return %r, %x : tensor<1x4x4x4xf32>, f32
}

// -----

// The same tensor as input and init of a window op: not elementwise, so the
// write may not share the input's buffer.
func.func @conv_reads_its_init(%t: tensor<10xf32>, %k: tensor<1xf32>) -> tensor<10xf32> {
  %r = linalg.conv_1d ins(%t, %k : tensor<10xf32>, tensor<1xf32>) outs(%t : tensor<10xf32>) -> tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

func.func @depthwise_nchw(%i: tensor<1x3x9x9xf32>, %w: tensor<3x3x3xf32>) -> tensor<1x3x7x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x7x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %w : tensor<1x3x9x9xf32>, tensor<3x3x3xf32>) outs(%f : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  return %r : tensor<1x3x7x7xf32>
}

// -----

// Sum pooling then average: the elementwise divide writes into the pooled buffer.
func.func @avg_pool(%i: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %k = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %s = linalg.pooling_nchw_sum {strides = dense<2> : tensor<2xi64>}
      ins(%i, %k : tensor<1x2x4x4xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%s : tensor<1x2x2x2xf32>) {
  ^bb0(%x: f32):
    %q = arith.divf %x, %four : f32
    linalg.yield %q : f32
  } -> tensor<1x2x2x2xf32>
  return %d : tensor<1x2x2x2xf32>
}

// -----

func.func @mmt4d_acc(%l: tensor<2x3x4x5xi8>, %r: tensor<6x3x7x5xi8>, %acc: tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32> {
  %0 = linalg.mmt4d ins(%l, %r : tensor<2x3x4x5xi8>, tensor<6x3x7x5xi8>) outs(%acc : tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32>
  %1 = linalg.mmt4d ins(%l, %r : tensor<2x3x4x5xi8>, tensor<6x3x7x5xi8>) outs(%0 : tensor<2x6x4x7xi32>) -> tensor<2x6x4x7xi32>
  return %1 : tensor<2x6x4x7xi32>
}

// -----

// Two quantized matmuls accumulate into the same init: the second needs a copy.
func.func @qmm_twice(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %az: i32, %bz: i32, %c: tensor<3x5xi32>)
    -> (tensor<3x5xi32>, tensor<3x5xi32>) {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  %1 = linalg.quantized_matmul ins(%a, %b, %bz, %az : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0, %1 : tensor<3x5xi32>, tensor<3x5xi32>
}

// -----

func.func @batch_mmt4d_memref_mixed(%l: tensor<2x2x3x4x5xf32>, %r: tensor<2x6x3x7x5xf32>) -> tensor<2x2x6x4x7xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x6x4x7xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2x6x4x7xf32>) -> tensor<2x2x6x4x7xf32>
  %0 = linalg.batch_mmt4d ins(%l, %r : tensor<2x2x3x4x5xf32>, tensor<2x6x3x7x5xf32>) outs(%f : tensor<2x2x6x4x7xf32>) -> tensor<2x2x6x4x7xf32>
  return %0 : tensor<2x2x6x4x7xf32>
}

// -----

// Elementwise named ops reading and writing the same buffer stay in place
// (upstream's bufferizesToElementwiseAccess; the value itself is on the
// equivalent chain before the copy's init is decided).
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.add ins(%c, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.exp ins(%0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// matmul + bias + relu written into the tensor.empty the fill used: one buffer.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @mlp(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<4x16xf32>, tensor<16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %t = arith.maximumf %s, %zero : f32
    linalg.yield %t : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
