// The vector error files give mlir-opt-22's diagnostics too: each passes under
// upstream's -split-input-file -verify-diagnostics, which proves the wording.
// RUN: %mlir_opt %S/../dialects/vector-invalid-verifiers.mlir -split-input-file -verify-diagnostics
// RUN: %mlir_opt %S/../dialects/vector-invalid-memory.mlir -split-input-file -verify-diagnostics
// RUN: %mlir_opt %S/../dialects/vector-invalid-shapes.mlir -split-input-file -verify-diagnostics
// RUN: %mlir_opt %S/../dialects/vector-invalid-syntax.mlir -split-input-file -verify-diagnostics
// RUN: %mlir_opt %S/../dialects/vector-invalid-generic.mlir -split-input-file -verify-diagnostics
// RUN: %mlir_opt %S/../dialects/vector-invalid-mask-transfer.mlir -split-input-file -verify-diagnostics
// And the custom and generic forms of expandload/compressstore/scan/to_elements/vscale print as
// upstream's.  (The diffs come last: lit's builtin diff resets PYTHONPATH for
// the commands after it.)
// RUN: bufferize-opt %S/../dialects/vector-more-ops.mlir > %t.ours
// RUN: %mlir_opt %S/../dialects/vector-more-ops.mlir > %t.up
// RUN: bufferize-opt %S/../dialects/vector-more-ops.mlir --mlir-print-op-generic > %t.gen.ours
// RUN: %mlir_opt %S/../dialects/vector-more-ops.mlir --mlir-print-op-generic > %t.gen.up
// RUN: diff %t.ours %t.up
// RUN: diff %t.gen.ours %t.gen.up
