// A bracket that does not close inside an attribute body is reported on its
// line, at its column: the column was once computed from the body's column as
// if it were the line's start offset (column 19 for a '}' at column 69).
// In an `affine_map<...>` / `affine_set<...>` body the error is the one
// upstream's token-by-token affine parser meets first, with its words and
// column (mlir-opt-22 gives the same three errors on the first cases).
// RUN: not bufferize-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: unbalanced-dialect-body.mlir:[[# @LINE + 1]]:68: error: expected ')' in affine map range
func.func private @f() attributes {m = affine_map<(d0) -> ((d0 + 1)>}

// -----

// CHECK: unbalanced-dialect-body.mlir:[[# @LINE + 2]]:6: error: expected ')' in affine map range
func.func private @g() attributes {m = affine_map<(d0) ->
  (d0]>}

// -----

// CHECK: unbalanced-dialect-body.mlir:[[# @LINE + 1]]:63: error: expected '>' in affine map
func.func private @h() attributes {m = affine_map<(d0) -> (d0)

// -----

// A dialect attribute's body keeps our words (upstream: "unbalanced '('
// character in pretty dialect name", at the '(').
// CHECK: unbalanced-dialect-body.mlir:[[# @LINE + 2]]:4: error: unbalanced ']' in dialect body
func.func private @i() attributes {m = #foo.bar<(1,
  2]>}
