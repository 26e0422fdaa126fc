// Integer literals are read with upstream's buildAttributeAPInt ranges: an
// index is signed (2^63 does not fit; before, it was read as -2^63, another
// number), and in a dense i1 literal -1 is one bit set (before: refused).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: bufferize-opt %S/Inputs/integer-literal-range-valid.mlir -allow-unregistered-dialect > %t.ours
// RUN: %mlir_opt %S/Inputs/integer-literal-range-valid.mlir -allow-unregistered-dialect > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: FileCheck %s < %t.ours

// CHECK: a = dense<true> : tensor<2xi1>
// CHECK-SAME: b = dense<[true, false]> : tensor<2xi1>
// CHECK-SAME: c = 9223372036854775807 : index
// CHECK-SAME: d = -9223372036854775808 : index
// CHECK-SAME: e = -1 : i64

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = 9223372036854775808 : index} : () -> ()

// -----

func.func @f() -> index {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 9223372036854775808 : index
  return %0 : index
}

// -----

// expected-error@+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[1, 9223372036854775808]> : tensor<2xindex>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"test.op"() {a = dense<[-2, 1]> : tensor<2xi1>} : () -> ()
