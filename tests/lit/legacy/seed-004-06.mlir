// Seed 004, MLIR block 6, as written except: use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// Expected: the seed's own output of this function (buffers = allocs, which the 2021 pass made for copies, or today's clones): {'buffers': 3, 'dealloc': 2}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @condBranchDynamicType(
// BUFFERS-COUNT-3: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @condBranchDynamicType(
// DEALLOC-COUNT-2: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @condBranchDynamicType(
 %arg0: i1,
 %arg1: memref<?xf32>,
 %arg2: memref<?xf32>,
 %arg3: index) {
 cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
 br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
 %1 = alloc(%0) : memref<?xf32> // aliases: %2
 "test.use"(%1) : (memref<?xf32>) -> ()
 br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
 "linalg.copy"(%2, %arg2) : (memref<?xf32>, memref<?xf32>) -> ()
 return
}
