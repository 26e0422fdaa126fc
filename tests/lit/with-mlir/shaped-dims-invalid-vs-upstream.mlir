// A dimension list that upstream's type parser stops in: `?` in a vector type
// and a bracket outside one leave it expecting the element type there;
// `[?]` in a vector is an invalid dimension. Same words and columns as
// mlir-opt-22 (the file passes under both tools).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// The columns too (-verify-diagnostics checks the line only), mlir-opt-22's:
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=COL

// COL: .mlir:[[# @LINE + 2]]:38: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
func.func @dynamic_vector(%v: vector<?xi32>)

// -----

// COL: .mlir:[[# @LINE + 2]]:46: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
func.func @dynamic_vector_inner(%v: vector<4x?xi32>)

// -----

// COL: .mlir:[[# @LINE + 2]]:43: error: invalid dimension
// expected-error@+1 {{invalid dimension}}
func.func @scalable_dynamic(%v: vector<4x[?]xi32>)

// -----

// COL: .mlir:[[# @LINE + 2]]:39: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
func.func @scalable_tensor(%v: tensor<[4]xi32>)

// -----

// COL: .mlir:[[# @LINE + 2]]:49: error: expected non-function type
// expected-error@+1 {{expected non-function type}}
func.func @scalable_dynamic_memref(%v: memref<4x[?]xf32>)

// -----

// expected-no-diagnostics
func.func private @scalable_vector(%v: vector<4x[4]xi32>)
