// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// Hex float literals are bit patterns: no minus, no more bits than the type.
// Both were read silently (-0x7F : f16 as 0xFE00, 0x1FF : f8E5M2 as 0xFF).

func.func @minus() -> f16 {
  // expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
  %f = arith.constant -0x7F : f16
  return %f : f16
}

// -----

func.func @wide() -> tensor<2xf8E5M2> {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  %f = arith.constant dense<[0x1FF, 0x3C]> : tensor<2xf8E5M2>
  return %f : tensor<2xf8E5M2>
}
