// The type-kind errors of tests/lit/dialects/type-kind-loc-invalid.mlir are
// mlir-opt-22's: the same file passes -verify-diagnostics under both tools,
// and its columns (checked there with FileCheck for ours) are upstream's.
// RUN: %mlir_opt %S/../dialects/type-kind-loc-invalid.mlir -split-input-file -verify-diagnostics
// RUN: bufferize-opt %S/../dialects/type-kind-loc-invalid.mlir -split-input-file -verify-diagnostics
// RUN: not %mlir_opt %S/../dialects/type-kind-loc-invalid.mlir -split-input-file 2>&1 \
// RUN:   | FileCheck %S/../dialects/type-kind-loc-invalid.mlir --check-prefix=COL
