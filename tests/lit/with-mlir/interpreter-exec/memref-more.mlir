// memref.transpose run by the interpreter: `--run` must print what
// mlir-runner-22 prints (tests/unit/test_interpreter_vs_runner.py).
// (memref.generic_atomic_rmw is not here: the deallocation pipeline this harness runs rejects
// an op with a region that is no RegionBranchOpInterface.)
// RUN: %python %S/../../../unit/test_interpreter_vs_runner.py %s

func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2x3xf32>
  %f = arith.constant 1.5 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<2x3xf32>)
  %v = arith.constant 4.0 : f32
  memref.store %v, %m[%c0, %c1] : memref<2x3xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %u = memref.cast %t : memref<3x2xf32, strided<[1, 3]>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
