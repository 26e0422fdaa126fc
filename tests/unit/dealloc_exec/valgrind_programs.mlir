// cf diamond: a fresh buffer on each side meets in a block argument.
func.func @diamond(%c: i1, %f: f32) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  cf.br ^bb3(%a : memref<4xf32>)
^bb2:
  %b = memref.alloc() : memref<4xf32>
  %g = arith.addf %f, %f : f32
  linalg.fill ins(%g : f32) outs(%b : memref<4xf32>)
  cf.br ^bb3(%b : memref<4xf32>)
^bb3(%m: memref<4xf32>):
  %i = arith.constant 2 : index
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 1.5 : f32
  %a = call @diamond(%t, %f) : (i1, f32) -> f32
  %b = call @diamond(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// Critical edge: the entry block passes its buffer straight to the join on
// one edge; the other edge goes through a block with a fresh buffer.
func.func @critical_edge(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2(%0 : memref<2xf32>)
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  %g = arith.mulf %f, %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb2(%1 : memref<2xf32>)
^bb2(%2: memref<2xf32>):
  %i = arith.constant 1 : index
  %v = memref.load %2[%i] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 3.0 : f32
  %a = call @critical_edge(%t, %f) : (i1, f32) -> f32
  %b = call @critical_edge(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// Both edges of one cond_br go to the same block with different buffers.
func.func @same_successor(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  %1 = memref.alloc() : memref<2xf32>
  %g = arith.addf %f, %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb1(%1 : memref<2xf32>)
^bb1(%2: memref<2xf32>):
  %i = arith.constant 0 : index
  %v = memref.load %2[%i] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 2.5 : f32
  %a = call @same_successor(%t, %f) : (i1, f32) -> f32
  %b = call @same_successor(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// cf.switch: three edges into one join, two of them critical.  mlir-opt-22's
// ownership-based pass rejects it ("Terminators with more than one successor
// are not supported!"); ours treats each edge as upstream treats cf.cond_br's.
func.func @switch3(%k: i32, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.switch %k : i32, [
    default: ^bb2(%0 : memref<2xf32>),
    1: ^bb1,
    2: ^bb2(%0 : memref<2xf32>)
  ]
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  %g = arith.negf %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb2(%1 : memref<2xf32>)
^bb2(%2: memref<2xf32>):
  %i = arith.constant 0 : index
  %v = memref.load %2[%i] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %f = arith.constant 4.0 : f32
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %a = call @switch3(%k0, %f) : (i32, f32) -> f32
  %b = call @switch3(%k1, %f) : (i32, f32) -> f32
  %c = call @switch3(%k2, %f) : (i32, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  return
}

// -----

// A block argument holding a fresh buffer is passed to a call.
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
  %g = arith.addf %f, %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb1(%1 : memref<2xf32>)
^bb1(%2: memref<2xf32>):
  %v = call @first(%2) : (memref<2xf32>) -> f32
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 0.5 : f32
  %a = call @block_arg_to_call(%t, %f) : (i1, f32) -> f32
  %b = call @block_arg_to_call(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// Seed 004's nested branches: a critical alias of a function argument and
// of a buffer allocated in a branch, with a non-critical alias after it.
func.func @nested_branches(%c: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %n: index, %f: f32) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%1 : memref<?xf32>)
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  cf.br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
  return
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %n = arith.constant 3 : index
  %f = arith.constant 7.0 : f32
  %g = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%g : f32) outs(%a : memref<?xf32>)
  %r = memref.alloc(%n) : memref<?xf32>
  call @nested_branches(%t, %a, %r, %n, %f) : (i1, memref<?xf32>, memref<?xf32>, index, f32) -> ()
  %i = arith.constant 2 : index
  %v1 = memref.load %r[%i] : memref<?xf32>
  call @nested_branches(%fl, %a, %r, %n, %f) : (i1, memref<?xf32>, memref<?xf32>, index, f32) -> ()
  %v2 = memref.load %r[%i] : memref<?xf32>
  vector.print %v1 : f32
  vector.print %v2 : f32
  return
}

// -----

// legacy: Only structured control-flow loops are supported.
// pipeline: Only structured control-flow loops are supported.
// cf loop: a fresh buffer per iteration on the back edge.
func.func @cf_loop(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.br ^bb1(%c0, %0 : index, memref<2xf32>)
^bb1(%i: index, %m: memref<2xf32>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %v = memref.load %m[%c0] : memref<2xf32>
  %w = arith.addf %v, %f : f32
  %1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%w : f32) outs(%1 : memref<2xf32>)
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j, %1 : index, memref<2xf32>)
^bb3:
  %r = memref.load %m[%c1] : memref<2xf32>
  return %r : f32
}
func.func @main() {
  %n = arith.constant 4 : index
  %f = arith.constant 0.25 : f32
  %a = call @cf_loop(%n, %f) : (index, f32) -> f32
  vector.print %a : f32
  return
}

// -----

// legacy: Only structured control-flow loops are supported.
// pipeline: Only structured control-flow loops are supported.
// cf loop reading a loop-invariant buffer and filling a fresh one per iteration.
func.func @cf_loop_invariant(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %in = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%in : memref<2xf32>)
  %zero = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %zero : index, f32)
^bb1(%i: index, %acc: f32):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^bb3, ^bb2
^bb2:
  %t = memref.alloc() : memref<2xf32>
  memref.copy %in, %t : memref<2xf32> to memref<2xf32>
  %v = memref.load %t[%c1] : memref<2xf32>
  %acc2 = arith.addf %acc, %v : f32
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j, %acc2 : index, f32)
^bb3:
  return %acc : f32
}
func.func @main() {
  %n = arith.constant 5 : index
  %f = arith.constant 1.25 : f32
  %a = call @cf_loop_invariant(%n, %f) : (index, f32) -> f32
  vector.print %a : f32
  return
}

// -----

// scf.if yields a fresh buffer from each branch.
func.func @if_fresh_both(%c: i1, %f: f32) -> f32 {
  %r = scf.if %c -> (memref<3xf32>) {
    %a = memref.alloc() : memref<3xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<3xf32>)
    scf.yield %a : memref<3xf32>
  } else {
    %b = memref.alloc() : memref<3xf32>
    %g = arith.subf %f, %f : f32
    linalg.fill ins(%g : f32) outs(%b : memref<3xf32>)
    scf.yield %b : memref<3xf32>
  }
  %i = arith.constant 1 : index
  %v = memref.load %r[%i] : memref<3xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 9.0 : f32
  %a = call @if_fresh_both(%t, %f) : (i1, f32) -> f32
  %b = call @if_fresh_both(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// scf.if yields a fresh buffer or an existing one.
func.func @if_fresh_or_existing(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<3xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<3xf32>)
  %r = scf.if %c -> (memref<3xf32>) {
    %a = memref.alloc() : memref<3xf32>
    %g = arith.addf %f, %f : f32
    linalg.fill ins(%g : f32) outs(%a : memref<3xf32>)
    scf.yield %a : memref<3xf32>
  } else {
    scf.yield %0 : memref<3xf32>
  }
  %i = arith.constant 2 : index
  %v = memref.load %r[%i] : memref<3xf32>
  %w = memref.load %0[%i] : memref<3xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 1.0 : f32
  %a = call @if_fresh_or_existing(%t, %f) : (i1, f32) -> f32
  %b = call @if_fresh_or_existing(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// scf.if yields one of two existing buffers.
func.func @if_existing(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<3xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<3xf32>)
  %1 = memref.alloc() : memref<3xf32>
  %g = arith.mulf %f, %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<3xf32>)
  %r = scf.if %c -> (memref<3xf32>) {
    scf.yield %0 : memref<3xf32>
  } else {
    scf.yield %1 : memref<3xf32>
  }
  %i = arith.constant 0 : index
  %v = memref.load %r[%i] : memref<3xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 3.0 : f32
  %a = call @if_existing(%t, %f) : (i1, f32) -> f32
  %b = call @if_existing(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// scf.for: each iteration replaces the carried buffer with a fresh one.
func.func @for_fresh(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %0) -> (memref<2xf32>) {
    %v = memref.load %m[%c0] : memref<2xf32>
    %w = arith.addf %v, %f : f32
    %1 = memref.alloc() : memref<2xf32>
    linalg.fill ins(%w : f32) outs(%1 : memref<2xf32>)
    scf.yield %1 : memref<2xf32>
  }
  %v = memref.load %r[%c1] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %n = arith.constant 6 : index
  %f = arith.constant 0.5 : f32
  %a = call @for_fresh(%n, %f) : (index, f32) -> f32
  vector.print %a : f32
  return
}

// -----

// scf.for with a nested scf.if that yields a fresh buffer or the carried one.
func.func @for_nested_if(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %0) -> (memref<2xf32>) {
    %k = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %k, %c0 : index
    %y = scf.if %even -> (memref<2xf32>) {
      %1 = memref.alloc() : memref<2xf32>
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      linalg.fill ins(%fi : f32) outs(%1 : memref<2xf32>)
      scf.yield %1 : memref<2xf32>
    } else {
      scf.yield %m : memref<2xf32>
    }
    scf.yield %y : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %n = arith.constant 7 : index
  %f = arith.constant -1.0 : f32
  %a = call @for_nested_if(%n, %f) : (index, f32) -> f32
  vector.print %a : f32
  return
}

// -----

// scf.for: a temporary buffer per iteration, used only inside it.
func.func @for_temp(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %t = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%t : memref<4xf32>)
    %v = memref.load %t[%c1] : memref<4xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @main() {
  %n = arith.constant 10 : index
  %f = arith.constant 0.75 : f32
  %a = call @for_temp(%n, %f) : (index, f32) -> f32
  vector.print %a : f32
  return
}

// -----

// scf.while: the carried buffer is replaced by a fresh one in the body.
func.func @while_fresh(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  %r:2 = scf.while (%i = %c0, %m = %0) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %m : index, memref<2xf32>
  } do {
  ^bb0(%j: index, %b: memref<2xf32>):
    %v = memref.load %b[%c0] : memref<2xf32>
    %w = arith.mulf %v, %f : f32
    %1 = memref.alloc() : memref<2xf32>
    linalg.fill ins(%w : f32) outs(%1 : memref<2xf32>)
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %1 : index, memref<2xf32>
  }
  %v = memref.load %r#1[%c1] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %n = arith.constant 3 : index
  %f = arith.constant 2.0 : f32
  %a = call @while_fresh(%n, %f) : (index, f32) -> f32
  vector.print %a : f32
  return
}

// -----

// scf.while carrying an existing buffer, allocating only a temporary.
func.func @while_existing(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  %r:2 = scf.while (%i = %c0, %m = %0) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %m : index, memref<2xf32>
  } do {
  ^bb0(%j: index, %b: memref<2xf32>):
    %t = memref.alloc() : memref<2xf32>
    memref.copy %b, %t : memref<2xf32> to memref<2xf32>
    %v = memref.load %t[%c0] : memref<2xf32>
    %w = arith.addf %v, %f : f32
    memref.store %w, %b[%c0] : memref<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, memref<2xf32>
  }
  %v = memref.load %r#1[%c0] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %n = arith.constant 4 : index
  %f = arith.constant 1.5 : f32
  %a = call @while_existing(%n, %f) : (index, f32) -> f32
  vector.print %a : f32
  return
}

// -----

// A call takes a buffer and returns a scalar; the caller frees after the call.
func.func @sum2(%m: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<2xf32>
  %b = memref.load %m[%c1] : memref<2xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}
func.func @main() {
  %f = arith.constant 2.25 : f32
  %m = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<2xf32>)
  %s = call @sum2(%m) : (memref<2xf32>) -> f32
  vector.print %s : f32
  return
}

// -----

// A call returns a buffer it allocated.
func.func @make(%f: f32) -> memref<2xf32> {
  %m = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<2xf32>)
  return %m : memref<2xf32>
}
func.func @main() {
  %f = arith.constant 6.5 : f32
  %m = call @make(%f) : (f32) -> memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf32>
  vector.print %v : f32
  return
}

// -----

// A call returns one of its arguments or a fresh buffer.
func.func @pick(%c: i1, %m: memref<2xf32>, %f: f32) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %m : memref<2xf32>
  } else {
    %a = memref.alloc() : memref<2xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 8.0 : f32
  %g = arith.constant 0.125 : f32
  %m = memref.alloc() : memref<2xf32>
  linalg.fill ins(%g : f32) outs(%m : memref<2xf32>)
  %a = call @pick(%t, %m, %f) : (i1, memref<2xf32>, f32) -> memref<2xf32>
  %b = call @pick(%fl, %m, %f) : (i1, memref<2xf32>, f32) -> memref<2xf32>
  %c0 = arith.constant 0 : index
  %va = memref.load %a[%c0] : memref<2xf32>
  %vb = memref.load %b[%c0] : memref<2xf32>
  vector.print %va : f32
  vector.print %vb : f32
  return
}

// -----

// A block argument is passed to a call that returns a fresh buffer.
func.func @double(%m: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf32>
  %w = arith.addf %v, %v : f32
  %r = memref.alloc() : memref<2xf32>
  linalg.fill ins(%w : f32) outs(%r : memref<2xf32>)
  return %r : memref<2xf32>
}
func.func @block_arg_call_fresh(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %c, ^bb1(%0 : memref<2xf32>), ^bb2
^bb2:
  %1 = memref.alloc() : memref<2xf32>
  %g = arith.negf %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb1(%1 : memref<2xf32>)
^bb1(%2: memref<2xf32>):
  %d = call @double(%2) : (memref<2xf32>) -> memref<2xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %d[%c1] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 1.75 : f32
  %a = call @block_arg_call_fresh(%t, %f) : (i1, f32) -> f32
  %b = call @block_arg_call_fresh(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// A subview of a buffer outlives the branches that read the buffer.
func.func @subview_after_branches(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<8xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<8xf32>)
  %s = memref.subview %0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %g = arith.addf %f, %f : f32
  %c3 = arith.constant 3 : index
  memref.store %g, %s[%c3] : memref<4xf32, strided<[1], offset: 2>>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %i = arith.constant 5 : index
  %v = memref.load %0[%i] : memref<8xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 2.0 : f32
  %a = call @subview_after_branches(%t, %f) : (i1, f32) -> f32
  %b = call @subview_after_branches(%fl, %f) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

// -----

// Dynamic sizes and a buffer printed through a call inside scf.if.
func.func @first_dyn(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<?xf32>
  return %v : f32
}
func.func @dyn_if_call(%n: index, %c: i1, %f: f32) {
  %m = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<?xf32>)
  scf.if %c {
    %v = func.call @first_dyn(%m) : (memref<?xf32>) -> f32
    vector.print %v : f32
  } else {
    %t = memref.alloc(%n) : memref<?xf32>
    memref.copy %m, %t : memref<?xf32> to memref<?xf32>
    %v = func.call @first_dyn(%t) : (memref<?xf32>) -> f32
    %w = arith.negf %v : f32
    vector.print %w : f32
  }
  return
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %n = arith.constant 5 : index
  %f = arith.constant 3.5 : f32
  call @dyn_if_call(%n, %t, %f) : (index, i1, f32) -> ()
  call @dyn_if_call(%n, %fl, %f) : (index, i1, f32) -> ()
  return
}

// -----

// A loop of calls: each iteration passes the carried buffer to a call that
// returns a fresh one.
func.func @step(%m: memref<2xf32>, %f: f32) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf32>
  %w = arith.addf %v, %f : f32
  %r = memref.alloc() : memref<2xf32>
  linalg.fill ins(%w : f32) outs(%r : memref<2xf32>)
  return %r : memref<2xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5 : index
  %f = arith.constant 0.5 : f32
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %0) -> (memref<2xf32>) {
    %s = func.call @step(%m, %f) : (memref<2xf32>, f32) -> memref<2xf32>
    scf.yield %s : memref<2xf32>
  }
  %v = memref.load %r[%c1] : memref<2xf32>
  vector.print %v : f32
  return
}

// -----

// Two diamonds in a row: the first join's buffer flows into the second.
func.func @two_diamonds(%c: i1, %d: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2(%0 : memref<2xf32>)
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  %g = arith.addf %f, %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb2(%1 : memref<2xf32>)
^bb2(%2: memref<2xf32>):
  cf.cond_br %d, ^bb3, ^bb4(%2 : memref<2xf32>)
^bb3:
  %3 = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %2[%c0] : memref<2xf32>
  %h = arith.mulf %v, %f : f32
  linalg.fill ins(%h : f32) outs(%3 : memref<2xf32>)
  cf.br ^bb4(%3 : memref<2xf32>)
^bb4(%4: memref<2xf32>):
  %c1 = arith.constant 1 : index
  %r = memref.load %4[%c1] : memref<2xf32>
  return %r : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 1.5 : f32
  %a = call @two_diamonds(%t, %t, %f) : (i1, i1, f32) -> f32
  %b = call @two_diamonds(%t, %fl, %f) : (i1, i1, f32) -> f32
  %c = call @two_diamonds(%fl, %t, %f) : (i1, i1, f32) -> f32
  %d = call @two_diamonds(%fl, %fl, %f) : (i1, i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  vector.print %d : f32
  return
}

// -----

// scf.if inside one arm of a cf diamond, yielding a fresh or the outer buffer.
func.func @if_in_branch(%c: i1, %d: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = scf.if %d -> (memref<2xf32>) {
    %1 = memref.alloc() : memref<2xf32>
    %g = arith.subf %f, %f : f32
    linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
    scf.yield %1 : memref<2xf32>
  } else {
    scf.yield %0 : memref<2xf32>
  }
  cf.br ^bb3(%y : memref<2xf32>)
^bb2:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 2.5 : f32
  %a = call @if_in_branch(%t, %t, %f) : (i1, i1, f32) -> f32
  %b = call @if_in_branch(%t, %fl, %f) : (i1, i1, f32) -> f32
  %c = call @if_in_branch(%fl, %t, %f) : (i1, i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  return
}
