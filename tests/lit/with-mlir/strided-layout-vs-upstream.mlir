// strided<[...], offset: ...> as upstream's parseStridedLayoutAttr reads it
// (bufferize/syntax/strided.py). Before, negative strides and offsets were
// refused, an integer beyond 64 bits was taken, and the errors were the LALR
// parser's ("unexpected ']'; expected integer, '?'").
// RUN: bufferize-opt %s -split-input-file | FileCheck %s --check-prefix=VALID
// RUN: bufferize-opt %s -split-input-file | %mlir_opt -split-input-file | FileCheck %s --check-prefix=VALID
// RUN: bufferize-opt %S/Inputs/strided-invalid.mlir -split-input-file -verify-diagnostics
// RUN: %mlir_opt %S/Inputs/strided-invalid.mlir -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %S/Inputs/strided-invalid.mlir -split-input-file 2>&1 | FileCheck %S/Inputs/strided-invalid.mlir

// VALID-LABEL: func.func private @negative(memref<4xf32, strided<[-1], offset: 3>>)
func.func private @negative(%a: memref<4xf32, strided<[-1], offset: 3>>)

// -----

// VALID-LABEL: func.func private @negative_offset(memref<4x4xf32, strided<[?, -4], offset: -5>>)
func.func private @negative_offset(%a: memref<4x4xf32, strided<[ ?, -4 ], offset : -5>>)

// -----

// VALID-LABEL: func.func private @hex_and_limits(memref<2xf32, strided<[16], offset: 9223372036854775807>>)
func.func private @hex_and_limits(%a: memref<2xf32, strided<[0x10],offset:9223372036854775807>>)

// -----

// A zero offset is not printed.
// VALID-LABEL: func.func private @split_lines(memref<2xf32, strided<[1]>>)
func.func private @split_lines(%a: memref<2xf32, strided<[1],
                                                        offset: 0>>)
