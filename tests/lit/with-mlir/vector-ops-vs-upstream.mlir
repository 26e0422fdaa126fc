// The vector ops sample prints as mlir-opt-22 prints it, in custom and generic form.
// RUN: bufferize-opt %S/../dialects/vector-ops.mlir > %t.ours
// RUN: %mlir_opt %S/../dialects/vector-ops.mlir > %t.up
// RUN: diff %t.ours %t.up
// RUN: bufferize-opt %S/../dialects/vector-ops.mlir --mlir-print-op-generic > %t.ours.g
// RUN: %mlir_opt %S/../dialects/vector-ops.mlir --mlir-print-op-generic > %t.up.g
// RUN: diff %t.ours.g %t.up.g
// RUN: %mlir_opt %t.ours.g > %t.rt
// RUN: diff %t.rt %t.up
