// Non-affine expressions are rejected as mlir-opt-22's AffineParser rejects
// them: a product of two non-symbolic operands, a floordiv / ceildiv / mod
// whose right operand is not symbolic, in builtin affine_map<...> and
// affine_set<...> attributes and in the affine ops' maps of SSA ids.  The
// same words at the same place: a product or division is checked when the
// next operator of its chain is read, and reported there (`d0 * d1 * 2`: at
// the second `*`); the last of a chain at its own operator.  With the other
// errors of that parser (redefined identifiers, missing operands, a map for
// a set).  tests/lit/with-mlir/affine-non-affine-vs-upstream.mlir runs this
// file under mlir-opt-22 too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// The columns too (-verify-diagnostics checks the line only), mlir-opt-22's:
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=COL

// Mul of two dimensions
// COL: .mlir:[[# @LINE + 2]]:34: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m0 = affine_map<(d0, d1) -> (d0 * d1)>
func.func @f0() attributes {a = #m0} { return }

// -----

// A product checked at the next operator of its chain
// COL: .mlir:[[# @LINE + 2]]:39: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m1 = affine_map<(d0, d1) -> (d0 * d1 * 2)>
func.func @f1() attributes {a = #m1} { return }

// -----

// A parenthesised product at its own operator
// COL: .mlir:[[# @LINE + 2]]:35: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m2 = affine_map<(d0, d1) -> ((d0 * d1) * 2)>
func.func @f2() attributes {a = #m2} { return }

// -----

// A dimension times a sum with a dimension
// COL: .mlir:[[# @LINE + 2]]:38: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m3 = affine_map<(d0, d1)[s0] -> (d0 * (d1 + s0))>
func.func @f3() attributes {a = #m3} { return }

// -----

// Floordiv by a dimension
// COL: .mlir:[[# @LINE + 2]]:34: error: non-affine expression: right operand of floordiv has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
#m4 = affine_map<(d0, d1) -> (d0 floordiv d1)>
func.func @f4() attributes {a = #m4} { return }

// -----

// Ceildiv by a dimension
// COL: .mlir:[[# @LINE + 2]]:34: error: non-affine expression: right operand of ceildiv has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
#m5 = affine_map<(d0, d1) -> (d0 ceildiv d1)>
func.func @f5() attributes {a = #m5} { return }

// -----

// Mod by a dimension
// COL: .mlir:[[# @LINE + 2]]:34: error: non-affine expression: right operand of mod has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
#m6 = affine_map<(d0, d1) -> (d0 mod d1)>
func.func @f6() attributes {a = #m6} { return }

// -----

// Floordiv reported at the next operator
// COL: .mlir:[[# @LINE + 2]]:46: error: non-affine expression: right operand of floordiv has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
#m7 = affine_map<(d0, d1) -> (d0 floordiv d1 * 2)>
func.func @f7() attributes {a = #m7} { return }

// -----

// After a sum
// COL: .mlir:[[# @LINE + 2]]:44: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#m8 = affine_map<(d0, d1) -> (d0 + d1 * d0 * 4 + 1)>
func.func @f8() attributes {a = #m8} { return }

// -----

// In an integer set
// COL: .mlir:[[# @LINE + 2]]:33: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
#s0 = affine_set<(d0, d1) : (d0 * d1 >= 0)>
func.func @f9() attributes {a = #s0} { return }

// -----

// Mod in an integer set's right-hand side
// COL: .mlir:[[# @LINE + 2]]:39: error: non-affine expression: right operand of mod has to be either a constant or symbolic
// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
#s1 = affine_set<(d0, d1) : (d0 >= d1 mod d0)>
func.func @f10() attributes {a = #s1} { return }

// -----

// A redefined dimension
// COL: .mlir:[[# @LINE + 2]]:23: error: redefinition of identifier 'd0'
// expected-error@+1 {{redefinition of identifier 'd0'}}
#m9 = affine_map<(d0, d0) -> (d0)>
func.func @f11() attributes {a = #m9} { return }

// -----

// A symbol named as a dimension
// COL: .mlir:[[# @LINE + 2]]:24: error: redefinition of identifier 'd0'
// expected-error@+1 {{redefinition of identifier 'd0'}}
#m10 = affine_map<(d0)[d0] -> (d0)>
func.func @f12() attributes {a = #m10} { return }

// -----

// A missing right operand
// COL: .mlir:[[# @LINE + 2]]:33: error: missing right operand of binary operator
// expected-error@+1 {{missing right operand of binary operator}}
#m11 = affine_map<(d0) -> (d0 + )>
func.func @f13() attributes {a = #m11} { return }

// -----

// A missing left operand
// COL: .mlir:[[# @LINE + 2]]:28: error: missing left operand of binary operator
// expected-error@+1 {{missing left operand of binary operator}}
#m12 = affine_map<(d0) -> (* d0)>
func.func @f14() attributes {a = #m12} { return }

// -----

// Empty parentheses
// COL: .mlir:[[# @LINE + 2]]:29: error: no expression inside parentheses
// expected-error@+1 {{no expression inside parentheses}}
#m13 = affine_map<(d0) -> (())>
func.func @f15() attributes {a = #m13} { return }

// -----

// An integer set where a map is expected
// COL: .mlir:[[# @LINE + 2]]:19: error: expected AffineMap, but got IntegerSet
// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
#m14 = affine_map<(d0) : (d0 >= 0)>
func.func @f16() attributes {a = #m14} { return }

// -----

// A map where an integer set is expected
// COL: .mlir:[[# @LINE + 2]]:18: error: expected IntegerSet, but got AffineMap
// expected-error@+1 {{expected IntegerSet, but got AffineMap}}
#s2 = affine_set<(d0) -> (d0)>
func.func @f17() attributes {a = #s2} { return }

// -----

// A missing comma, reported after the last token
// COL: .mlir:[[# @LINE + 2]]:22: error: expected ')' in dimensional identifier list
// expected-error@+1 {{expected ')' in dimensional identifier list}}
#m15 = affine_map<(d0 d1) -> (d0)>
func.func @f18() attributes {a = #m15} { return }

// -----

// A constraint that is not one
// COL: .mlir:[[# @LINE + 2]]:31: error: expected '== affine-expr' or '>= affine-expr' at end of affine constraint
// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
#s3 = affine_set<(d0) : (d0 > 0)>
func.func @f19() attributes {a = #s3} { return }

// -----

// An undeclared identifier
// COL: .mlir:[[# @LINE + 2]]:28: error: use of undeclared identifier
// expected-error@+1 {{use of undeclared identifier}}
#m16 = affine_map<(d0) -> ( d1)>
func.func @f20() attributes {a = #m16} { return }

// -----

// An SSA value in a map
// COL: .mlir:[[# @LINE + 2]]:32: error: unexpected ssa identifier
// expected-error@+1 {{unexpected ssa identifier}}
#m17 = affine_map<(d0) -> (d0 + %x)>
func.func @f21() attributes {a = #m17} { return }


// -----

// A product of two dimensions in a subscript
func.func @load(%m: memref<4x4xf32>, %i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:26: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[%i * %j, %j] : memref<4x4xf32>
  return
}

// -----

// Checked at the next operator of its chain
func.func @load_chain(%m: memref<4x4xf32>, %i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:31: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[%i * %j * 2, %j] : memref<4x4xf32>
  return
}

// -----

// In parentheses: at its own operator
func.func @load_paren(%m: memref<4x4xf32>, %i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:27: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[(%i * %j) * 2, %j] : memref<4x4xf32>
  return
}

// -----

func.func @load_floordiv(%m: memref<4x4xf32>, %i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:26: error: non-affine expression: right operand of floordiv has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
  %0 = affine.load %m[%i floordiv %j, %j] : memref<4x4xf32>
  return
}

// -----

func.func @store_mod(%m: memref<4x4xf32>, %v: f32, %i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:30: error: non-affine expression: right operand of mod has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
  affine.store %v, %m[%i, %j mod %i] : memref<4x4xf32>
  return
}

// -----

func.func @store_ceildiv(%m: memref<4x4xf32>, %v: f32, %i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:30: error: non-affine expression: right operand of ceildiv has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
  affine.store %v, %m[%i, %j ceildiv (%i + 1)] : memref<4x4xf32>
  return
}

// -----

func.func @parallel_bound(%i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:30: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  affine.parallel (%k) = (%i * %j) to (10) {
  }
  return
}

// -----

func.func @for_bound(%i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:51: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  affine.for %k = 0 to affine_map<(d0, d1) -> (d0 * d1)>(%i, %j) {
  }
  return
}

// -----

func.func @apply(%i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:48: error: non-affine expression: right operand of mod has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 mod d1)>(%i, %j)
  return
}

// -----

func.func @if_set(%i: index, %j: index) {
  // COL: .mlir:[[# @LINE + 2]]:39: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  affine.if affine_set<(d0, d1) : (d0 * d1 >= 0)>(%i, %j) {
  }
  return
}

// -----

// A symbol operand makes the product affine
func.func @symbolic(%m: memref<4x4xf32>, %i: index, %j: index) -> f32 {
  %0 = affine.load %m[%i * symbol(%j), %i floordiv symbol(%j)] : memref<4x4xf32>
  return %0 : f32
}
