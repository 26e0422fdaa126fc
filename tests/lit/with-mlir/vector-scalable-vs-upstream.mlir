// vector.scalable.insert/extract and the scalable vector.contract print as
// mlir-opt-22 prints them in all three forms, and their error file passes
// under upstream's -verify-diagnostics (which proves the wording).  (The
// diffs come last: lit's builtin diff resets PYTHONPATH for the commands
// after it.)
// RUN: %mlir_opt %S/../dialects/vector-scalable-invalid.mlir -split-input-file -verify-diagnostics
// RUN: bufferize-opt %S/../dialects/vector-scalable-ops.mlir > %t.ours
// RUN: bufferize-opt %S/../dialects/vector-scalable-ops.mlir --mlir-print-op-generic > %t.gen.ours
// RUN: bufferize-opt %S/../dialects/vector-scalable-ops.mlir --mlir-print-debuginfo > %t.loc.ours
// RUN: %mlir_opt %S/../dialects/vector-scalable-ops.mlir > %t.up
// RUN: %mlir_opt %S/../dialects/vector-scalable-ops.mlir --mlir-print-op-generic > %t.gen.up
// RUN: %mlir_opt %S/../dialects/vector-scalable-ops.mlir --mlir-print-debuginfo > %t.loc.up
// RUN: diff %t.ours %t.up
// RUN: diff %t.gen.ours %t.gen.up
// RUN: diff %t.loc.ours %t.loc.up
