// affine.prefetch, affine.dma_start and affine.dma_wait print as mlir-opt-22
// prints them (custom form, generic form with its #map aliases, generic form
// with locations, and the custom form read back from our generic form), and
// mlir-opt-22 passes the invalid cases' expected diagnostics too.
// RUN: bufferize-opt %S/../dialects/affine-dma.mlir > %t.ours
// RUN: %mlir_opt %S/../dialects/affine-dma.mlir > %t.up
// RUN: diff %t.ours %t.up
// RUN: bufferize-opt %S/../dialects/affine-dma.mlir --mlir-print-op-generic > %t.ours.generic
// RUN: %mlir_opt %S/../dialects/affine-dma.mlir --mlir-print-op-generic > %t.up.generic
// RUN: diff %t.ours.generic %t.up.generic
// RUN: bufferize-opt %S/../dialects/affine-dma.mlir --mlir-print-op-generic --mlir-print-debuginfo > %t.ours.loc
// RUN: %mlir_opt %S/../dialects/affine-dma.mlir --mlir-print-op-generic --mlir-print-debuginfo > %t.up.loc
// RUN: diff %t.ours.loc %t.up.loc
// RUN: bufferize-opt %t.ours.generic > %t.ours.back
// RUN: diff %t.ours.back %t.up
// RUN: %mlir_opt %S/../dialects/affine-dma-invalid.mlir -split-input-file -verify-diagnostics
