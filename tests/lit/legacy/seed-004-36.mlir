// Seed 004, MLIR block 36, as written.
// Made by make_seed_cases.py.
// Expected: as mlir-opt-19 -buffer-deallocation (the seed shows no output): {'buffers': 0, 'dealloc': 0}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @callee(
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @callee(
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @callee(%arg0: tensor<5xf32>) -> (tensor<5xf32>) {
 return %arg0 : tensor<5xf32>
}

func @caller(%arg0: tensor<5xf32>) -> tensor<5xf32> {
 %x = call @callee(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
 return %x : tensor<5xf32>
}
