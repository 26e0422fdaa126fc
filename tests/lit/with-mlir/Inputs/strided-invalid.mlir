// Errors of strided layouts, each where upstream reports it (checked by
// ../strided-layout-vs-upstream.mlir under both tools).

// CHECK: .mlir:[[# @LINE + 2]]:65: error: expected a 64-bit signed integer or '?'
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @trailing_comma(%a: memref<4xf32, strided<[64,]>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:52: error: expected a 64-bit signed integer or '?'
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @word(%a: memref<4xf32, strided<[x]>>)

// -----

// At the minus: -2^63 is out of range, as its magnitude is read first.
// CHECK: .mlir:[[# @LINE + 2]]:57: error: expected a 64-bit signed integer or '?'
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @int64_min(%a: memref<4xf32, strided<[-9223372036854775808]>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:55: error: expected a 64-bit signed integer or '?'
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @too_big(%a: memref<4xf32, strided<[99999999999999999999]>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:71: error: expected a 64-bit signed integer or '?'
// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @offset_word(%a: memref<4xf32, strided<[1], offset: x>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:58: error: expected ','
// expected-error@+1 {{expected ','}}
func.func private @no_comma(%a: memref<4xf32, strided<[1] offset: 3>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:66: error: expected 'offset' after comma
// expected-error@+1 {{expected 'offset' after comma}}
func.func private @offset_misspelt(%a: memref<4xf32, strided<[1], offst: 3>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:70: error: expected ':' after 'offset'
// expected-error@+1 {{expected ':' after 'offset'}}
func.func private @offset_colon(%a: memref<4xf32, strided<[1], offset 3>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:60: error: expected ']'
// expected-error@+1 {{expected ']'}}
func.func private @unclosed(%a: memref<4xf32, strided<[1, 2>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:72: error: expected '>'
// expected-error@+1 {{expected '>'}}
func.func private @two_offsets(%a: memref<4xf32, strided<[1], offset: 1 2>>)

// -----

// The rank and the layout disagree: at the memref type.
// CHECK: .mlir:[[# @LINE + 2]]:29: error: expected the number of strides to match the rank
// expected-error@+1 {{expected the number of strides to match the rank}}
func.func private @rank(%a: memref<4xf32, strided<[1, 1]>>)

// -----

// CHECK: .mlir:[[# @LINE + 2]]:33: error: memref layout mismatch between rank and affine map: 1 != 2
// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
func.func private @map_rank(%a: memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// After an entry of an attribute dictionary: a `,` or its `}`.
// CHECK: .mlir:[[# @LINE + 2]]:41: error: expected '}' in attribute dictionary
// expected-error@+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = strided<[1], offset: 2> : i32} : () -> ()
