// memref.distinct_objects (tests/unit/test_ops_vs_runner_more.py): its
// results are its operands, promised not to alias; writes through them land
// in the buffers they were given.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.5 : f32
  %two = arith.constant -2.25 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<3xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<3xf32>)
  %x, %y = memref.distinct_objects %a, %b : memref<2xf32>, memref<3xf32>
  memref.store %two, %x[%c1] : memref<2xf32>
  memref.store %one, %y[%c0] : memref<3xf32>
  %ua = memref.cast %a : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %b : memref<3xf32>
  return
}
