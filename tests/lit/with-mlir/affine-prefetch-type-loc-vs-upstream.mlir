// affine.prefetch of a non-memref type: our diagnostics (place, words, source
// line and caret) are mlir-opt-22's.
// RUN: not bufferize-opt %S/../dialects/affine-prefetch-type-loc.mlir -split-input-file 2> %t.ours
// RUN: not %mlir_opt %S/../dialects/affine-prefetch-type-loc.mlir -split-input-file 2> %t.up
// RUN: diff %t.ours %t.up
