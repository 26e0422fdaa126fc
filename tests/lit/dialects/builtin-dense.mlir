// dense<"0x..."> literals: raw little-endian element bytes, read in one call
// and written back the same; a splat is one whose elements have the same
// bits, as upstream compares raw data (0.0 and -0.0 differ).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics | mlir-opt-22 -split-input-file > /dev/null

// CHECK-LABEL: func.func @zero_and_negative_zero
// CHECK: dense<[0.000000e+00, -0.000000e+00, 0.000000e+00, 0.000000e+00]> : tensor<4xf32>
func.func @zero_and_negative_zero() -> tensor<4xf32> {
  %0 = arith.constant dense<"0x00000000000000800000000000000000"> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @bitwise_splat
// CHECK: dense<1.500000e+00> : tensor<4xf32>
func.func @bitwise_splat() -> tensor<4xf32> {
  %0 = arith.constant dense<"0x0000C03F0000C03F0000C03F0000C03F"> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @ints
// CHECK: dense<[-1, 2, -32768, 32767]> : tensor<4xi16>
// CHECK: dense<[65535, 2]> : tensor<2xui16>
func.func @ints() -> (tensor<4xi16>, tensor<2xui16>) {
  %0 = arith.constant dense<"0xFFFF02000080FF7F"> : tensor<4xi16>
  %1 = arith.constant dense<"0xFFFF0200"> : tensor<2xui16>
  return %0, %1 : tensor<4xi16>, tensor<2xui16>
}

// -----

func.func @no_0x() -> tensor<2xi8> {
  // expected-error @+1 {{expected string containing hex digits starting with `0x`}}
  %0 = arith.constant dense<"ABCD"> : tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @wrong_size() -> tensor<2xi8> {
  // expected-error @+1 {{elements hex data size is invalid for provided type}}
  %0 = arith.constant dense<"0xABCDEF"> : tensor<2xi8>
  return %0 : tensor<2xi8>
}
