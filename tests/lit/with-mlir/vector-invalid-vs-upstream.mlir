// The vector error files give mlir-opt-22's diagnostics too: each passes under
// upstream's -split-input-file -verify-diagnostics, which proves the wording.
// RUN: %mlir_opt %S/../dialects/vector-invalid-verifiers.mlir -split-input-file -verify-diagnostics
