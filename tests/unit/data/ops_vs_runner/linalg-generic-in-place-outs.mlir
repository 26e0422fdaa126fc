// A linalg.generic with two outputs, the first in place on its input, the
// second the input yielded as it is: each point reads the input before the
// first output overwrites it, so the second output gets the old values (the
// interpreter's whole-array path wrote the first output, then read the
// yielded view of the same buffer: bench/bench_progen.py, seed 35).
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %cst = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<2x3xf32>)
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<2x3xf32>) outs(%a, %b : memref<2x3xf32>, memref<2x3xf32>) {
  ^bb0(%in: f32, %out: f32, %out_1: f32):
    %1 = arith.mulf %in, %out : f32
    linalg.yield %1, %in : f32, f32
  }
  %ua = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<2x3xf32>
  return
}
