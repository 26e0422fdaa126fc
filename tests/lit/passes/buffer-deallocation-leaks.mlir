// RUN: bufferize-opt -buffer-deallocation -split-input-file %s | FileCheck %s
// Where mlir-opt-19 -buffer-deallocation leaks or frees too early, and what
// we emit instead (each proven by execution under valgrind in
// tests/unit/test_dealloc_valgrind.py).

// A clone for a critical edge goes on a block of its own: mlir-opt-19 puts
// it before the cond_br, where it also runs (and leaks) on the other edge.
func.func @critical_edge(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2(%0 : memref<2xf32>)
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb2(%1 : memref<2xf32>)
^bb2(%2: memref<2xf32>):
  %i = arith.constant 1 : index
  %v = memref.load %2[%i] : memref<2xf32>
  return %v : f32
}
// CHECK-LABEL: func.func @critical_edge(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb1(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb1(%0: memref<2xf32>):  // pred: ^bb0
// CHECK-NEXT: %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2xf32>)
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%2 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%3: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %4 = memref.load %3[%c1] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<2xf32>
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }

// -----

// A block argument passed to a call is freed after it: mlir-opt-19 counts
// the call's f32 result as an alias, sees it returned and frees nothing.
func.func @first(%m: memref<2xf32>) -> f32 {
  %i = arith.constant 0 : index
  %v = memref.load %m[%i] : memref<2xf32>
  return %v : f32
}
func.func @block_arg_to_call(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb2
^bb2:
  %1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb1(%1 : memref<2xf32>)
^bb1(%2: memref<2xf32>):
  %v = call @first(%2) : (memref<2xf32>) -> f32
  return %v : f32
}
// CHECK-LABEL: func.func @block_arg_to_call(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%alloc : memref<2xf32>), ^bb2
// CHECK-NEXT: ^bb1(%0: memref<2xf32>):  // pred: ^bb0
// CHECK-NEXT: %1 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2xf32>)
// CHECK-NEXT: %2 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%2 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%3: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = call @first(%3) : (memref<2xf32>) -> f32
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<2xf32>
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }

// -----

// A buffer used in the join block of a diamond is freed after that use:
// mlir-opt-19 frees it before the load (use after free).
func.func @use_in_join(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<8xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<8xf32>)
  %s = memref.subview %0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c3 = arith.constant 3 : index
  memref.store %f, %s[%c3] : memref<4xf32, strided<[1], offset: 2>>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %i = arith.constant 5 : index
  %v = memref.load %0[%i] : memref<8xf32>
  return %v : f32
}
// CHECK-LABEL: func.func @use_in_join(
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: memref.store %arg1, %subview[%c3] : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = memref.load %alloc[%c5] : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
