// A string literal that ends at a line break is upstream's lexString error at
// the break, "expected '"' in string literal" (before, we said "unexpected
// character" at the opening quote). The file passes under both tools; the
// columns are checked for ours as well.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect
// RUN: not bufferize-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 2]]:60: error: expected '"' in string literal
// expected-error@+1 {{expected '"' in string literal}}
"test.op"() {a = "no closing quote on this line} : () -> ()

// -----

// An escaped quote does not close the literal.
// CHECK: .mlir:[[# @LINE + 2]]:43: error: expected '"' in string literal
// expected-error@+1 {{expected '"' in string literal}}
"test.op"() {a = "ends with \"} : () -> ()

// -----

// A long literal (the hex of a model's weights is megabytes) with its
// escapes, and a generic op name: both read.
func.func @ok() {
  "test.op"() {a = "0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF\"\\\0A"} : () -> ()
  return
}

// -----

// Upstream reads the hex of a dense literal in whole bytes: an odd number of
// digits is not hex data (before, we read it and then reported its size).
// CHECK: .mlir:[[# @LINE + 3]]:29: error: expected string containing hex digits starting with `0x`
func.func @odd_digits() -> tensor<1xi16> {
  // expected-error@+1 {{expected string containing hex digits starting with `0x`}}
  %0 = arith.constant dense<"0xABC"> : tensor<1xi16>
  return %0 : tensor<1xi16>
}
