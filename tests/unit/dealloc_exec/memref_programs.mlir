// Memref-level programs with a @main for tests/unit/test_dealloc_exec.py,
// written the way One-Shot Bufferize writes them (buffers updated in place
// after they are created, passed through cf branches and region ops).

// cf_inplace: a block argument fed by an allocation or an argument, written in place
func.func private @printMemrefF32(memref<*xf32>)
func.func @f(%c: i1, %a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %w = arith.constant 3.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %n = memref.alloc() : memref<4xf32>
  memref.copy %a, %n : memref<4xf32> to memref<4xf32>
  cf.br ^bb3(%n : memref<4xf32>)
^bb2:
  cf.br ^bb3(%a : memref<4xf32>)
^bb3(%r: memref<4xf32>):
  memref.store %w, %r[%c0] : memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %x = call @f(%t, %a) : (i1, memref<4xf32>) -> f32
  %l0 = memref.load %a[%c0] : memref<4xf32>
  %y = call @f(%fl, %a) : (i1, memref<4xf32>) -> f32
  %l1 = memref.load %a[%c0] : memref<4xf32>
  %o = memref.alloc() : memref<4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %x, %o[%c0] : memref<4xf32>
  memref.store %l0, %o[%c1] : memref<4xf32>
  memref.store %y, %o[%c2] : memref<4xf32>
  memref.store %l1, %o[%c3] : memref<4xf32>
  %u = memref.cast %o : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// if_alias_write: scf.if result aliasing an allocation that is read after a write through the result
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 9.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %r = scf.if %t -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    linalg.fill ins(%nine : f32) outs(%b : memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  memref.store %nine, %r[%c0] : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// while_allocs: scf.while allocating a new buffer each iteration
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<2xf32>)
  %r:2 = scf.while (%i = %c0, %b = %init) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    %cond = arith.cmpi slt, %i, %c3 : index
    scf.condition(%cond) %i, %b : index, memref<2xf32>
  } do {
  ^bb0(%j: index, %bb: memref<2xf32>):
    %nb = memref.alloc() : memref<2xf32>
    memref.copy %bb, %nb : memref<2xf32> to memref<2xf32>
    %x = memref.load %nb[%c0] : memref<2xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %nb[%c0] : memref<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %nb : index, memref<2xf32>
  }
  %u = memref.cast %r#1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// nested_for_yield: an allocation yielded through two loops
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%buf : memref<2xf32>)
  %0 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %buf) -> memref<2xf32> {
    %1 = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> memref<2xf32> {
      %2 = memref.alloc() : memref<2xf32>
      memref.copy %b, %2 : memref<2xf32> to memref<2xf32>
      %x = memref.load %2[%c1] : memref<2xf32>
      %y = arith.addf %x, %one : f32
      memref.store %y, %2[%c1] : memref<2xf32>
      scf.yield %2 : memref<2xf32>
    }
    scf.yield %1 : memref<2xf32>
  }
  %u = memref.cast %0 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// two_results_swap: scf.if with two results swapping two allocations
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %fl = arith.constant false
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%0 : memref<2xf32>)
  %1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%two : f32) outs(%1 : memref<2xf32>)
  %r:2 = scf.if %fl -> (memref<2xf32>, memref<2xf32>) {
    scf.yield %0, %1 : memref<2xf32>, memref<2xf32>
  } else {
    scf.yield %1, %0 : memref<2xf32>, memref<2xf32>
  }
  %u = memref.cast %r#0 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %r#1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}

// -----

// cf_return: a function returning an allocation from one cf branch, an argument from the other
func.func private @printMemrefF32(memref<*xf32>)
func.func @g(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  %five = arith.constant 5.0 : f32
  linalg.fill ins(%five : f32) outs(%0 : memref<2xf32>)
  return %0 : memref<2xf32>
^bb2:
  return %arg : memref<2xf32>
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  %r1 = call @g(%t, %a) : (i1, memref<2xf32>) -> memref<2xf32>
  %r2 = call @g(%fl, %a) : (i1, memref<2xf32>) -> memref<2xf32>
  %u = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %r2 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}

// -----

// execute_region: allocations inside scf.execute_region, one escaping
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %r = scf.execute_region -> memref<3xf32> {
    %t = memref.alloc() : memref<3xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<3xf32>)
    %s = memref.alloc() : memref<3xf32>
    linalg.fill ins(%two : f32) outs(%s : memref<3xf32>)
    linalg.add ins(%t, %s : memref<3xf32>, memref<3xf32>) outs(%s : memref<3xf32>)
    scf.yield %s : memref<3xf32>
  }
  %u = memref.cast %r : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// loop_local_subview: allocation per iteration, used through a subview
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%out : memref<4xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloc() : memref<8xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    linalg.fill ins(%fi : f32) outs(%t : memref<8xf32>)
    %s = memref.subview %t[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    %x = memref.load %s[%i] : memref<4xf32, strided<[1], offset: 2>>
    memref.store %x, %out[%i] : memref<4xf32>
  }
  %u = memref.cast %out : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
