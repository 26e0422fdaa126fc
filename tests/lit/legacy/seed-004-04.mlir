// Seed 004, MLIR block 4, as written except: a '...' line dropped; use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// Expected: the seed's own output of this function (buffers = allocs, which the 2021 pass made for copies, or today's clones): {'buffers': 4, 'dealloc': 3}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @branch(
// BUFFERS-COUNT-4: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @branch(
// DEALLOC-COUNT-3: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @branch(%arg0: i1) {
 %0 = alloc() : memref<2xf32> // aliases: %2
 cond_br %arg0, ^bb1, ^bb2
^bb1:
 %1 = alloc() : memref<2xf32> // resides here for demonstration purposes
 // aliases: %2
 br ^bb3(%1 : memref<2xf32>)
^bb2:
 "test.use"(%0) : (memref<2xf32>) -> ()
 br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
 return
}
