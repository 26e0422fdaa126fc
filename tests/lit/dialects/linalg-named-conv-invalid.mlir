// Errors of the table-driven named ops (conv, pooling, ...). Every message is
// mlir-opt-22's: this file passes `mlir-opt-22 -split-input-file -verify-diagnostics`.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @strides_rank(%a: tensor<1x8x8x3xf32>, %b: tensor<3x3x3x4xf32>, %c: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  // expected-error @+1 {{custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<3xi64>} ins(%a, %b : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%c : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// -----

func.func @dilations_type(%a: tensor<1x8x3xf32>, %b: tensor<3x3x4xf32>, %c: tensor<1x6x4xf32>) -> tensor<1x6x4xf32> {
  // expected-error @+1 {{custom op 'linalg.conv_1d_nwc_wcf' 'linalg.conv_1d_nwc_wcf' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]}}
  %0 = linalg.conv_1d_nwc_wcf {dilations = [1]} ins(%a, %b : tensor<1x8x3xf32>, tensor<3x3x4xf32>) outs(%c : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
  return %0 : tensor<1x6x4xf32>
}

// -----

func.func @generic_strides(%a: tensor<1x8x8x3xf32>, %b: tensor<3x3x3x4xf32>, %c: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi32>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = arith.mulf %x, %y : f32
    %2 = arith.addf %z, %1 : f32
    linalg.yield %2 : f32
  }) : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %0 : tensor<1x3x3x4xf32>
}

// -----

func.func @unsigned_max_float(%a: tensor<1x4x4x2xf32>, %k: tensor<2x2xf32>, %c: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  // expected-error @+1 {{custom op 'linalg.pooling_nhwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  %0 = linalg.pooling_nhwc_max_unsigned ins(%a, %k : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%c : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// -----

func.func @window_too_small(%a: tensor<1x8x8x3xf32>, %b: tensor<3x3x3x4xf32>, %c: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 8}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%a, %b : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%c : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

func.func @output_mismatch(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %z: i32, %c: tensor<3x6xi32>) -> tensor<3x6xi32> {
  // expected-error @+1 {{'linalg.quantized_matmul' op inferred input/output operand #4 has shape's dimension #1 to be 5, but found 6}}
  %0 = linalg.quantized_matmul ins(%a, %b, %z, %z : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x6xi32>) -> tensor<3x6xi32>
  return %0 : tensor<3x6xi32>
}

