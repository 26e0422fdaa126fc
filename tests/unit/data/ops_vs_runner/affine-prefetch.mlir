// affine.prefetch (lowered to llvm.intr.prefetch upstream): a hint, no
// effect on the values, which are printed after prefetches of each kind
// (tests/unit/test_ops_vs_runner_more.py).
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  %v = arith.constant 1.5 : f32
  linalg.fill ins(%v : f32) outs(%m : memref<2x3xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 2 {
    affine.prefetch %m[%i, %c1 + 1], read, locality<3>, data : memref<2x3xf32>
    affine.prefetch %m[%i, 0], write, locality<0>, instr : memref<2x3xf32>
    affine.store %v, %m[%i, %i] : memref<2x3xf32>
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x3xf32>
  return
}
