// Seed 004, MLIR block 7, as written except: use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @condBranchDynamicType(
// BUFFERS-COUNT-3: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings | FileCheck %s --check-prefix=DEALLOC
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
 cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
 %c0 = constant 0 : index
 %0 = dim %arg1, %c0 : memref<?xf32> // dimension operation to parameterize
 // the following temp allocation
 %1 = alloc(%0) : memref<?xf32>
 "linalg.copy"(%arg1, %1) : (memref<?xf32>, memref<?xf32>) -> ()
 br ^bb3(%1 : memref<?xf32>)
^bb2(%2: index):
 %3 = alloc(%2) : memref<?xf32>
 "test.use"(%3) : (memref<?xf32>) -> ()
 %c0_0 = constant 0 : index
 %4 = dim %3, %c0_0 : memref<?xf32> // dimension operation to parameterize
 // the following temp allocation
 %5 = alloc(%4) : memref<?xf32>
 "linalg.copy"(%3, %5) : (memref<?xf32>, memref<?xf32>) -> ()
 dealloc %3 : memref<?xf32> // %3 can be safely freed here
 br ^bb3(%5 : memref<?xf32>)
^bb3(%6: memref<?xf32>):
 "linalg.copy"(%6, %arg2) : (memref<?xf32>, memref<?xf32>) -> ()
 dealloc %6 : memref<?xf32> // %6 can be safely freed here
 return
}
