// A bracket that does not close inside an attribute body (`affine_map<...>`,
// `#dialect<...>`) is reported at that bracket, on its line: the column was
// computed from the body's column as if it were the line's start offset
// (column 19 for the '}' at column 69 of the first case).
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: unbalanced-dialect-body.mlir:[[# @LINE + 1]]:69: error: unbalanced '}' in dialect body
func.func private @f() attributes {m = affine_map<(d0) -> ((d0 + 1)>}

// -----

// CHECK: unbalanced-dialect-body.mlir:[[# @LINE + 2]]:6: error: unbalanced ']' in dialect body
func.func private @g() attributes {m = affine_map<(d0) ->
  (d0]>}

// -----

// CHECK: unbalanced-dialect-body.mlir:[[# @LINE + 1]]:50: error: unbalanced '<' in dialect body: missing '>'
func.func private @h() attributes {m = affine_map<(d0) -> (d0)
