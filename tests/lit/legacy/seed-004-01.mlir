// Seed 004, MLIR block 1, as written except: use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// Expected: as mlir-opt-19 -buffer-deallocation (the seed shows no output): {'buffers': 3, 'dealloc': 2}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @condBranch(
// BUFFERS-COUNT-3: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @condBranch(
// DEALLOC-COUNT-2: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
 cond_br %arg0, ^bb1, ^bb2
^bb1:
 br ^bb3(%arg1 : memref<2xf32>)
^bb2:
 %0 = alloc() : memref<2xf32> // aliases: %1
 "test.use"(%0) : (memref<2xf32>) -> ()
 br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>): // %1 could be %0 or %arg1
 "linalg.copy"(%1, %arg2) : (memref<2xf32>, memref<2xf32>) -> ()
 return
}
