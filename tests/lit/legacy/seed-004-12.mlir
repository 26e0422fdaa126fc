// Seed 004, MLIR block 12, as written except: use(%x) written as "test.use"(%x).
// Made by make_seed_cases.py.
// Expected: the seed's own output of this function (buffers = allocs, which the 2021 pass made for copies, or today's clones): {'buffers': 2, 'dealloc': 1}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @nested_region_control_flow(
// BUFFERS-COUNT-2: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @nested_region_control_flow(
// DEALLOC-COUNT-1: {{memref\.dealloc }}
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @nested_region_control_flow(%arg0 : index, %arg1 : index) -> memref<?x?xf32> {
 %0 = cmpi "eq", %arg0, %arg1 : index
 %1 = alloc(%arg0, %arg0) : memref<?x?xf32>
 %2 = scf.if %0 -> (memref<?x?xf32>) {
 scf.yield %1 : memref<?x?xf32> // %2 will be an alias of %1
 } else {
 %3 = alloc(%arg0, %arg1) : memref<?x?xf32> // nested allocation in a div.
 // branch
 "test.use"(%3) : (memref<?x?xf32>) -> ()
 scf.yield %1 : memref<?x?xf32> // %2 will be an alias of %1
 }
 return %2 : memref<?x?xf32>
}
