// Seed 004, MLIR block 5, as written except: a '...' line dropped; use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @branch(
// BUFFERS-COUNT-4: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @branch(
// DEALLOC-COUNT-3: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @branch(%arg0: i1) {
 %0 = alloc() : memref<2xf32>
 cond_br %arg0, ^bb1, ^bb2
^bb1:
 %1 = alloc() : memref<2xf32>
 %3 = alloc() : memref<2xf32> // temp copy for %1
 "linalg.copy"(%1, %3) : (memref<2xf32>, memref<2xf32>) -> ()
 dealloc %1 : memref<2xf32> // %1 can be safely freed here
 br ^bb3(%3 : memref<2xf32>)
^bb2:
 "test.use"(%0) : (memref<2xf32>) -> ()
 %4 = alloc() : memref<2xf32> // temp copy for %0
 "linalg.copy"(%0, %4) : (memref<2xf32>, memref<2xf32>) -> ()
 br ^bb3(%4 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
 dealloc %2 : memref<2xf32> // free temp buffer %2
 dealloc %0 : memref<2xf32> // %0 can be safely freed here
 return
}
