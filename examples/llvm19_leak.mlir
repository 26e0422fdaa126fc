// mlir-opt-19 -buffer-deallocation's output for a cond_br whose true edge is
// critical: the clone %0 goes to ^bb2 on one edge and is never freed on the other.
// bufferize-opt examples/llvm19_leak.mlir --run=main --run-seed=2
func.func @main(%arg0: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.000000e+00 : f32
  %cst_0 = arith.constant 2.000000e+00 : f32
  %alloc = memref.alloc() : memref<4xf32>
  memref.store %cst, %alloc[%c0] : memref<4xf32>
  %0 = bufferization.clone %alloc : memref<4xf32> to memref<4xf32>
  memref.dealloc %alloc : memref<4xf32>
  cf.cond_br %arg0, ^bb2(%0 : memref<4xf32>), ^bb1
^bb1:  // pred: ^bb0
  %alloc_1 = memref.alloc() : memref<4xf32>
  memref.store %cst_0, %alloc_1[%c0] : memref<4xf32>
  %1 = bufferization.clone %alloc_1 : memref<4xf32> to memref<4xf32>
  memref.dealloc %alloc_1 : memref<4xf32>
  cf.br ^bb2(%1 : memref<4xf32>)
^bb2(%2: memref<4xf32>):  // 2 preds: ^bb0, ^bb1
  %3 = memref.load %2[%c0] : memref<4xf32>
  memref.dealloc %2 : memref<4xf32>
  return %3 : f32
}

