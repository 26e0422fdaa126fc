// RUN: bufferize-opt -buffer-deallocation -split-input-file %s | %mlir_opt -split-input-file > /dev/null
// Seed 004 examples, the memref-level oracle example ex2 and our own cases,
// compared per function with mlir-opt-19 -buffer-deallocation by
// tests/unit/test_dealloc_vs_llvm19.py.

// Seed 004: the first example (branch), use(%x) spelled as linalg.fill.
func.func @seed_branch(%arg0: i1, %f: f32) {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %2[%c0] : memref<2xf32>
  return
}

// -----

// Seed 004: the mixed alloc/alloca example.
func.func @seed_mixedAlloc(%arg0: i1, %f: f32) {
  %0 = memref.alloca() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %2[%c0] : memref<2xf32>
  return
}

// -----

// Seed 004: the "inner region control flow" example with a nested scf.if.
func.func @seed_inner_region(%arg0 : index, %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    %3 = scf.if %0 -> (memref<?x?xf32>) {
      scf.yield %1 : memref<?x?xf32>
    } else {
      %4 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
      scf.yield %4 : memref<?x?xf32>
    }
    scf.yield %3 : memref<?x?xf32>
  } else {
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// -----

// Seed 004: loop_nested_if (the previous iteration's buffer is freed).
func.func @seed_loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Seed 004: condBranchDynamicType with an alloc in the entry block.
func.func @seed_dyn_entry(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  %1 = memref.alloc(%arg3) : memref<?xf32>
  linalg.copy ins(%arg1 : memref<?xf32>) outs(%1 : memref<?xf32>)
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2:
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// ex2_memref_modern.mlir
func.func @loop_alloc_ex2(%lb: index, %ub: index, %step: index, %out: memref<16xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %step {
    %tmp = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%tmp : memref<16xf32>)
    memref.copy %tmp, %out : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

func.func @branchy(%cond: i1, %arg: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %cond -> (memref<4xf32>) {
    scf.yield %arg : memref<4xf32>
  } else {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

func.func @cfg(%cond: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%v: memref<2xf32>):
  memref.copy %v, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Own: views (cast, expand_shape, subview chain) keep the base alive.
func.func @views(%out: memref<4xf32>, %f: f32) {
  %0 = memref.alloc() : memref<2x4xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2x4xf32>)
  %1 = memref.subview %0[1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %2 = memref.cast %1 : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[?], offset: ?>>
  memref.copy %2, %out : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  return
}

// -----

func.func @expand_collapse(%out: memref<8xf32>, %f: f32) {
  %0 = memref.alloc() : memref<8xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  linalg.fill ins(%f : f32) outs(%1 : memref<2x4xf32>)
  %2 = memref.collapse_shape %1 [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  memref.copy %2, %out : memref<8xf32> to memref<8xf32>
  return
}

// -----

// Own: a returned view of an allocation (escapes: no dealloc).
func.func @return_view(%f: f32) -> memref<4xf32, strided<[1], offset: 4>> {
  %0 = memref.alloc() : memref<2x4xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2x4xf32>)
  %1 = memref.subview %0[1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  return %1 : memref<4xf32, strided<[1], offset: 4>>
}

// -----

// Own: several allocations in one block, freed after their last uses.
func.func @chain(%in: memref<4xf32>, %out: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  memref.copy %in, %0 : memref<4xf32> to memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
  %2 = memref.alloc() : memref<4xf32>
  memref.copy %1, %2 : memref<4xf32> to memref<4xf32>
  memref.copy %2, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Own: the allocation is used in both branches of a scf.if.
func.func @if_uses(%c: i1, %f: f32, %out: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  scf.if %c {
    linalg.fill ins(%f : f32) outs(%0 : memref<4xf32>)
  } else {
    memref.copy %out, %0 : memref<4xf32> to memref<4xf32>
  }
  memref.copy %0, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Own: allocation in a loop body without iter_args.
func.func @loop_local(%lb: index, %ub: index, %step: index, %n: index, %out: memref<?xf32>) {
  scf.for %i = %lb to %ub step %step {
    %0 = memref.alloc(%n) : memref<?xf32>
    memref.copy %out, %0 : memref<?xf32> to memref<?xf32>
    memref.copy %0, %out : memref<?xf32> to memref<?xf32>
  }
  return
}

// -----

// Own: scf.while passing an allocation around.
func.func @while_loop(%n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  memref.copy %out, %init : memref<2xf32> to memref<2xf32>
  %r:2 = scf.while (%i = %c0, %b = %init) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %b : index, memref<2xf32>
  } do {
  ^bb0(%j: index, %bb: memref<2xf32>):
    %nb = memref.alloc() : memref<2xf32>
    memref.copy %bb, %nb : memref<2xf32> to memref<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %nb : index, memref<2xf32>
  }
  memref.copy %r#1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Own: two results of one scf.if, from different allocations.
func.func @if_two_results(%c: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %r:2 = scf.if %c -> (memref<2xf32>, memref<2xf32>) {
    scf.yield %0, %1 : memref<2xf32>, memref<2xf32>
  } else {
    scf.yield %1, %0 : memref<2xf32>, memref<2xf32>
  }
  memref.copy %r#0, %out : memref<2xf32> to memref<2xf32>
  memref.copy %r#1, %out : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Own: an allocation returned from one branch of a cf diamond.
func.func @cf_return(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg, %0 : memref<2xf32> to memref<2xf32>
  return %0 : memref<2xf32>
^bb2:
  return %arg : memref<2xf32>
}

// -----

// Own: an already freed allocation stays freed exactly once.
func.func @existing_dealloc(%arg: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg, %0 : memref<2xf32> to memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %arg, %1 : memref<2xf32> to memref<2xf32>
  memref.copy %1, %arg : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Own: allocation in a nested loop, yielded through two loops.
func.func @nested_for_yield(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%a = %buf) -> memref<2xf32> {
    %1 = scf.for %j = %lb to %ub step %step iter_args(%b = %a) -> memref<2xf32> {
      %2 = memref.alloc() : memref<2xf32>
      memref.copy %b, %2 : memref<2xf32> to memref<2xf32>
      scf.yield %2 : memref<2xf32>
    }
    scf.yield %1 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}
