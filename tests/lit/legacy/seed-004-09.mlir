// Seed 004, MLIR block 9, as written except: use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @condBranchDynamicTypeNested(
// BUFFERS-COUNT-3: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @condBranchDynamicTypeNested(
// DEALLOC-COUNT-2: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @condBranchDynamicTypeNested(
 %arg0: i1,
 %arg1: memref<?xf32>,
 %arg2: memref<?xf32>,
 %arg3: index) {
 cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
 %c0 = constant 0 : index
 %d0 = dim %arg1, %c0 : memref<?xf32>
 %5 = alloc(%d0) : memref<?xf32> // temp buffer required due to alias %3
 "linalg.copy"(%arg1, %5) : (memref<?xf32>, memref<?xf32>) -> ()
 br ^bb6(%5 : memref<?xf32>)
^bb2(%0: index):
 %1 = alloc(%0) : memref<?xf32>
 "test.use"(%1) : (memref<?xf32>) -> ()
 cond_br %arg0, ^bb3, ^bb4
^bb3:
 br ^bb5(%1 : memref<?xf32>)
^bb4:
 br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
 %c0_0 = constant 0 : index
 %d1 = dim %2, %c0_0 : memref<?xf32>
 %6 = alloc(%d1) : memref<?xf32> // temp buffer required due to alias %3
 "linalg.copy"(%1, %6) : (memref<?xf32>, memref<?xf32>) -> ()
 dealloc %1 : memref<?xf32>
 br ^bb6(%6 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
 br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
 "linalg.copy"(%4, %arg2) : (memref<?xf32>, memref<?xf32>) -> ()
 dealloc %3 : memref<?xf32> // free %3, since %4 is a non-crit. alias of %3
 return
}
