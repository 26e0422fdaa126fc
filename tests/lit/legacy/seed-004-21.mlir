// Seed 004, MLIR block 21, as written except: the doc's #map0, an identity map it does not show, defined.
// Made by make_seed_cases.py.
// Expected: as mlir-opt-19 -buffer-deallocation (the seed shows no output): {'buffers': 0, 'dealloc': 0}.
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @reuseTarget(
// BUFFERS-NOT: {{memref\.alloc\(|bufferization\.clone }}
// RUN: bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation | FileCheck %s --check-prefix=DEALLOC
// DEALLOC-LABEL: func.func @reuseTarget(
// DEALLOC-NOT: {{memref\.dealloc }}
// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: 'func' is now 'func.func'

#map0 = affine_map<(d0) -> (d0)>
func @reuseTarget(%arg0: memref<2xf32>, %result: memref<2xf32>){
 linalg.generic {
 args_in = 1 : i64,
 args_out = 1 : i64,
 indexing_maps = [#map0, #map0],
 iterator_types = ["parallel"]} %arg0, %result {
 ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
 %tmp2 = exp %gen2_arg0 : f32
 linalg.yield %tmp2 : f32
 }: memref<2xf32>, memref<2xf32>
 return
}
