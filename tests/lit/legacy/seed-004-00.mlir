// Seed 004, MLIR block 0, as written except: a '...' line dropped; a return ends the block whose body was '...'; use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// Expected: {'buffers': 1, 'dealloc': 1}; mlir-opt-19 frees nothing, leaking %1 (the alloc); %1 dominates ^bb3, so it is freed there, and %0 (the alloca) is freed by its scope.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @mixedAllocation(
// BUFFERS-COUNT-1: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @mixedAllocation(
// DEALLOC-COUNT-1: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @mixedAllocation(%arg0: i1) {
 %0 = alloca() : memref<2xf32> // aliases: %2
 %1 = alloc() : memref<2xf32> // aliases: %2
 cond_br %arg0, ^bb1, ^bb2
^bb1:
 "test.use"(%0) : (memref<2xf32>) -> ()
 br ^bb3(%0 : memref<2xf32>)
^bb2:
 "test.use"(%1) : (memref<2xf32>) -> ()
 br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
 return
}
