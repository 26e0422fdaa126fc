// Affine expressions simplify as mlir-opt-22 simplifies them when it builds
// them (maps, maps of SSA ids, integer sets): the printed maps are identical,
// in the custom and in the generic form.  (No read-back step: mlir-opt-22
// cannot read its own `d0 - -9223372036854775808`, "constant too large for
// index".)
// RUN: bufferize-opt %S/../dialects/affine-expr-simplify.mlir --allow-unregistered-dialect > %t.ours
// RUN: %mlir_opt %S/../dialects/affine-expr-simplify.mlir --allow-unregistered-dialect > %t.up
// RUN: diff %t.ours %t.up
// RUN: bufferize-opt %S/../dialects/affine-expr-simplify.mlir --allow-unregistered-dialect --mlir-print-op-generic > %t.ours.gen
// RUN: %mlir_opt %S/../dialects/affine-expr-simplify.mlir --allow-unregistered-dialect --mlir-print-op-generic > %t.up.gen
// RUN: diff %t.ours.gen %t.up.gen
