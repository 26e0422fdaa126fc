// mlir-opt-22 accepts our output on the cases where mlir-opt-19 leaks.
// RUN: bufferize-opt -buffer-deallocation -split-input-file %S/../../passes/buffer-deallocation-leaks.mlir | %mlir_opt -split-input-file > /dev/null
// RUN: bufferize-opt -allow-unregistered-dialect -buffer-deallocation -split-input-file %S/../../passes/buffer-deallocation-effects.mlir | %mlir_opt -allow-unregistered-dialect -split-input-file > /dev/null
