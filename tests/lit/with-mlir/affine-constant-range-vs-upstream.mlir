// The index constants above int64 of tests/lit/dialects/affine-constant-range-invalid.mlir
// are mlir-opt-22's: the same file passes -verify-diagnostics under both tools,
// and our columns (checked there with FileCheck) are upstream's.
// RUN: %mlir_opt %S/../dialects/affine-constant-range-invalid.mlir -split-input-file -verify-diagnostics
// RUN: bufferize-opt %S/../dialects/affine-constant-range-invalid.mlir -split-input-file -verify-diagnostics
// RUN: not %mlir_opt %S/../dialects/affine-constant-range-invalid.mlir -split-input-file 2>&1 \
// RUN:   | FileCheck %S/../dialects/affine-constant-range-invalid.mlir --check-prefix=COL
