// Seed 004, MLIR block 8, as written except: use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// Expected: the seed's own output of this function (buffers = allocs, which the 2021 pass made for copies, or today's clones): {'buffers': 3, 'dealloc': 2}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @condBranchDynamicTypeNested(
// BUFFERS-COUNT-3: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @condBranchDynamicTypeNested(
// DEALLOC-COUNT-2: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @condBranchDynamicTypeNested(
 %arg0: i1,
 %arg1: memref<?xf32>, // aliases: %3, %4
 %arg2: memref<?xf32>,
 %arg3: index) {
 cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
 br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
 %1 = alloc(%0) : memref<?xf32> // cannot be moved upwards due to the data
 // dependency to %0
 // aliases: %2, %3, %4
 "test.use"(%1) : (memref<?xf32>) -> ()
 cond_br %arg0, ^bb3, ^bb4
^bb3:
 br ^bb5(%1 : memref<?xf32>)
^bb4:
 br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>): // non-crit. alias of %1, since %1 dominates %2
 br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>): // crit. alias of %arg1 and %2 (in other words %1)
 br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>): // non-crit. alias of %3, since %3 dominates %4
 "linalg.copy"(%4, %arg2) : (memref<?xf32>, memref<?xf32>) -> ()
 return
}
