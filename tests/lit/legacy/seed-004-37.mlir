// Seed 004, MLIR block 37, as written.
// Made by make_seed_cases.py.
// Expected: as mlir-opt-19 -buffer-deallocation (the seed shows no output): {'buffers': 1, 'dealloc': 1}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @callee(
// BUFFERS-COUNT-1: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @callee(
// DEALLOC-COUNT-1: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @callee(%arg0: memref<5xf32>, %out: memref<5xf32>) {
 linalg.copy(%arg0, %out) : memref<5xf32>, memref<5xf32>
 return
}

func @caller(%arg0: memref<5xf32>, %out: memref<5xf32>) {
 %0 = alloc() : memref<5xf32>
 call @callee(%arg0, %0) : (memref<5xf32>, memref<5xf32>) -> ()
 linalg.copy(%0, %out) : memref<5xf32>, memref<5xf32>
 return
}
