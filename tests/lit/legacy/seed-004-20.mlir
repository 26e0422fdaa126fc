// Seed 004, MLIR block 20, as written except: the doc's #map0, an identity map it does not show, defined.
// Made by make_seed_cases.py.
// Expected: the seed's own output of -copy-removal (the next block): {'buffers': 0, 'dealloc': 0, 'copy': 0}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -copy-removal | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @reuseTarget(
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -copy-removal | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @reuseTarget(
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -copy-removal | FileCheck %s --check-prefix=COPY
// COPY-LABEL: func.func @reuseTarget(
// COPY-NOT: {{memref\.copy }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

#map0 = affine_map<(d0) -> (d0)>
func @reuseTarget(%arg0: memref<2xf32>, %result: memref<2xf32>){
 %temp = alloc() : memref<2xf32>
 linalg.generic {
 args_in = 1 : i64,
 args_out = 1 : i64,
 indexing_maps = [#map0, #map0],
 iterator_types = ["parallel"]} %arg0, %temp {
 ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
 %tmp2 = exp %gen2_arg0 : f32
 linalg.yield %tmp2 : f32
 }: memref<2xf32>, memref<2xf32>
 "linalg.copy"(%temp, %result) : (memref<2xf32>, memref<2xf32>) -> ()
 dealloc %temp : memref<2xf32>
 return
}
