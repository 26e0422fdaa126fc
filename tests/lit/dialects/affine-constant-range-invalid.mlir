// An integer literal of an affine expression is an index constant: above
// int64 it is "constant too large for index", at the literal, as mlir-opt-22's
// parseIntegerExpr says (in attributes and in the affine ops' maps of SSA
// ids).  tests/lit/with-mlir/affine-constant-range-vs-upstream.mlir runs this
// file under mlir-opt-22 too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// The columns too (-verify-diagnostics checks the line only), mlir-opt-22's:
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=COL

// One past int64
// COL: .mlir:[[# @LINE + 2]]:27: error: constant too large for index
// expected-error@+1 {{constant too large for index}}
#c0 = affine_map<(d0) -> (9223372036854775808)>
func.func @f0() attributes {a = #c0} { return }

// -----

// Beyond uint64
// COL: .mlir:[[# @LINE + 2]]:32: error: constant too large for index
// expected-error@+1 {{constant too large for index}}
#c1 = affine_map<(d0) -> (d0 + 18446744073709551616)>
func.func @f1() attributes {a = #c1} { return }

// -----

// Hexadecimal
// COL: .mlir:[[# @LINE + 2]]:27: error: constant too large for index
// expected-error@+1 {{constant too large for index}}
#c2 = affine_map<(d0) -> (0xFFFFFFFFFFFFFFFFF)>
func.func @f2() attributes {a = #c2} { return }

// -----

// In an integer set
// COL: .mlir:[[# @LINE + 2]]:31: error: constant too large for index
// expected-error@+1 {{constant too large for index}}
#c3 = affine_set<(d0) : (d0 - 99999999999999999999 >= 0)>
func.func @f3() attributes {a = #c3} { return }


// -----

func.func @load(%m: memref<4x4xf32>, %i: index) {
  // COL: .mlir:[[# @LINE + 2]]:27: error: constant too large for index
  // expected-error@+1 {{constant too large for index}}
  %0 = affine.load %m[%i, 99999999999999999999] : memref<4x4xf32>
  return
}

// -----

func.func @store(%m: memref<4xf32>, %v: f32, %i: index) {
  // COL: .mlir:[[# @LINE + 2]]:28: error: constant too large for index
  // expected-error@+1 {{constant too large for index}}
  affine.store %v, %m[%i + 9223372036854775808] : memref<4xf32>
  return
}

// -----

// The largest index constant is accepted
func.func @largest(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = affine.load %m[%i floordiv 9223372036854775807] : memref<4xf32>
  return %0 : f32
}

// -----

func.func @apply() {
  // COL: .mlir:[[# @LINE + 2]]:39: error: constant too large for index
  // expected-error@+1 {{constant too large for index}}
  %0 = affine.apply affine_map<() -> (9223372036854775808)>()
  return
}

// -----

func.func @parallel(%i: index) {
  // COL: .mlir:[[# @LINE + 2]]:39: error: constant too large for index
  // expected-error@+1 {{constant too large for index}}
  affine.parallel (%k) = (0) to (%i + 18446744073709551616) {
  }
  return
}
