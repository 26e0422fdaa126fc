// The vector ops sample prints as mlir-opt-22 prints it (custom form).
// RUN: bufferize-opt %S/../dialects/vector-ops.mlir > %t.ours
// RUN: %mlir_opt %S/../dialects/vector-ops.mlir > %t.up
// RUN: diff %t.ours %t.up
