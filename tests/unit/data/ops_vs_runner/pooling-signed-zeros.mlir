// max and min poolings over windows of +0.0 and -0.0 (the numpy fast path of
// linalg/interpret_named.py; maximumf / minimumf order -0.0 below +0.0)
// (tests/unit/test_ops_vs_runner_more.py).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %in = arith.constant dense<[[[[0.0], [-0.0], [-0.0], [0.0], [0.0], [-0.0], [-0.0]]]]> : tensor<1x1x7x1xf32>
  %w = tensor.empty() : tensor<1x2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<1x1x6x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
  %g = linalg.fill ins(%pinf : f32) outs(%e : tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
  %mx = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : tensor<1x1x7x1xf32>, tensor<1x2xf32>) outs(%f : tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
  %mn = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : tensor<1x1x7x1xf32>, tensor<1x2xf32>) outs(%g : tensor<1x1x6x1xf32>) -> tensor<1x1x6x1xf32>
  %u = tensor.cast %mx : tensor<1x1x6x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %mn : tensor<1x1x6x1xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
