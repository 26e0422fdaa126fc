// affine.for / affine.parallel induction-variable locations print as
// mlir-opt-22 prints them (custom and generic form, with --mlir-print-debuginfo),
// and our custom output reads back to the same text.
// RUN: bufferize-opt %S/../dialects/affine-iv-loc.mlir --mlir-print-debuginfo > %t.ours
// RUN: %mlir_opt %S/../dialects/affine-iv-loc.mlir --mlir-print-debuginfo > %t.up
// RUN: diff %t.ours %t.up
// RUN: bufferize-opt %S/../dialects/affine-iv-loc.mlir --mlir-print-debuginfo --mlir-print-op-generic > %t.ours.gen
// RUN: %mlir_opt %S/../dialects/affine-iv-loc.mlir --mlir-print-debuginfo --mlir-print-op-generic > %t.up.gen
// RUN: diff %t.ours.gen %t.up.gen
// RUN: bufferize-opt %t.up --mlir-print-debuginfo > %t.back
// RUN: %mlir_opt %t.up --mlir-print-debuginfo > %t.up.back
// RUN: diff %t.back %t.up.back
// RUN: bufferize-opt %S/../dialects/affine-iv-loc.mlir > %t.plain
// RUN: %mlir_opt %S/../dialects/affine-iv-loc.mlir > %t.up.plain
// RUN: diff %t.plain %t.up.plain
