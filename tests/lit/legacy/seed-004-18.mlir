// Seed 004, MLIR block 18, as written.
// Made by make_seed_cases.py.
// Expected: the seed's own output of -copy-removal (the next block): {'buffers': 1, 'dealloc': 0, 'copy': 0}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -copy-removal | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @dynamic_allocation(
// BUFFERS-COUNT-1: {{memref\.alloc\(|bufferization\.clone }}
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -copy-removal | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @dynamic_allocation(
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -copy-removal | FileCheck %s --check-prefix=COPY
// COPY-LABEL: func.func @dynamic_allocation(
// COPY-NOT: {{memref\.copy }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
 %7 = alloc(%arg0, %arg1) : memref<?x?xf32>
 %c0_0 = constant 0 : index
 %8 = dim %7, %c0_0 : memref<?x?xf32>
 %c1_1 = constant 1 : index
 %9 = dim %7, %c1_1 : memref<?x?xf32>
 %10 = alloc(%8, %9) : memref<?x?xf32>
 linalg.copy(%7, %10) : memref<?x?xf32>, memref<?x?xf32>
 dealloc %7 : memref<?x?xf32>
 return %10 : memref<?x?xf32>
}
