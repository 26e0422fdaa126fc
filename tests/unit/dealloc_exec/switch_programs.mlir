// cf.switch under the ownership-based deallocation, run by
// tests/unit/test_ownership_switch.py: each program's first function is run
// with its first argument (the switch flag) set to each value of '// flags:',
// before and after the deallocation pipelines, under the memory checker.
// '// upstream:' is what mlir-opt-22 -buffer-deallocation-pipeline does with
// the program: 'ok', or the start of its error (upstream supports no
// terminator with several successors; it only gets past a cf.switch that its
// canonicalize folds away first).

// flags: 0 1 2 7
// upstream: Terminators with more than one successor are not supported!
// Buffers on one successor: the other edges free the buffer.
func.func @one_succ(%k: i32, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  cf.switch %k : i32, [
    default: ^bb1,
    1: ^bb2(%a : memref<2xf32>),
    2: ^bb3
  ]
^bb1:
  return %f : f32
^bb2(%m: memref<2xf32>):
  %x = memref.load %m[%c0] : memref<2xf32>
  return %x : f32
^bb3:
  %g = arith.addf %f, %f : f32
  return %g : f32
}

// -----

// flags: 0 1 2 3
// upstream: Terminators with more than one successor are not supported!
// Buffers on several successors, none on one of them.
func.func @several_succ(%k: i32, %f: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%c0] : memref<?xf32>
  %g = arith.mulf %f, %f : f32
  memref.store %g, %b[%c0] : memref<4xf32>
  cf.switch %k : i32, [
    default: ^bb1(%a : memref<?xf32>),
    1: ^bb2(%b : memref<4xf32>),
    2: ^bb3
  ]
^bb1(%m: memref<?xf32>):
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
^bb2(%p: memref<4xf32>):
  %y = memref.load %p[%c0] : memref<4xf32>
  return %y : f32
^bb3:
  return %f : f32
}

// -----

// flags: 0 1 2 4
// upstream: Terminators with more than one successor are not supported!
// Buffers on every successor; two edges into one block with different buffers.
func.func @all_succ(%flag: i32, %n: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  memref.store %f, %a[%c0] : memref<?xf32>
  memref.store %g, %b[%c0] : memref<?xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<?xf32>),
    0: ^bb1(%b : memref<?xf32>),
    1: ^bb2(%a : memref<?xf32>)
  ]
^bb1(%m: memref<?xf32>):
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
^bb2(%m2: memref<?xf32>):
  %y = memref.load %m2[%c0] : memref<?xf32>
  %z = arith.addf %y, %g : f32
  return %z : f32
}

// -----

// flags: 0 1 2 3
// upstream: Terminators with more than one successor are not supported!
// The same buffer on two successors, and twice on one edge.
func.func @same_buffer(%k: i32, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  memref.store %f, %a[%c1] : memref<2xf32>
  cf.switch %k : i32, [
    default: ^bb1(%a : memref<2xf32>),
    1: ^bb2(%a, %a : memref<2xf32>, memref<2xf32>),
    3: ^bb3
  ]
^bb1(%m: memref<2xf32>):
  %x = memref.load %m[%c0] : memref<2xf32>
  return %x : f32
^bb2(%p: memref<2xf32>, %q: memref<2xf32>):
  %y = memref.load %p[%c0] : memref<2xf32>
  %z = memref.load %q[%c1] : memref<2xf32>
  %s = arith.addf %y, %z : f32
  return %s : f32
^bb3:
  return %f : f32
}

// -----

// flags: 0 3 9
// upstream: ok
// Only a default (canonicalize turns it into cf.br upstream; the deallocation
// alone handles it as a one-successor branch, as upstream does).
func.func @default_only(%flag: i32, %n: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<?xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<?xf32>)
  ]
^bb1(%m: memref<?xf32>):
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// flags: 0 3
// upstream: ok
// Only a default, no buffer passed, a buffer live across it.
func.func @default_only_live(%flag: i32, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
}

// -----

// flags: 0 1 5
// upstream: BranchOpInterface operations with multiple successors are not supported yet
// No buffer forwarded, one live into one successor only.
func.func @live_through(%flag: i32, %n: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<?xf32>
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  %x = memref.load %a[%c0] : memref<?xf32>
  return %x : f32
^bb2:
  return %f : f32
}

// -----

// flags: 0 1 2
// upstream: Terminators with more than one successor are not supported!
// A function argument and an allocation through the switch.
func.func @arg_through(%k: i32, %arg: memref<4xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  cf.switch %k : i32, [
    default: ^bb1(%arg : memref<4xf32>),
    0: ^bb1(%a : memref<4xf32>),
    1: ^bb2(%arg, %a : memref<4xf32>, memref<4xf32>)
  ]
^bb1(%m: memref<4xf32>):
  %x = memref.load %m[%c0] : memref<4xf32>
  return %x : f32
^bb2(%p: memref<4xf32>, %q: memref<4xf32>):
  %y = memref.load %p[%c0] : memref<4xf32>
  %z = memref.load %q[%c0] : memref<4xf32>
  %s = arith.addf %y, %z : f32
  return %s : f32
}

// -----

// flags: 0 1 2 3
// upstream: Terminators with more than one successor are not supported!
// Three edges into one join, one through a block that allocates.
func.func @join(%k: i32, %f: f32) -> f32 {
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
  %i = arith.constant 1 : index
  %v = memref.load %2[%i] : memref<2xf32>
  return %v : f32
}

// -----

// flags: 0 1 2 3
// upstream: Terminators with more than one successor are not supported!
// A switch in a successor of a switch on the same flag, then a cond_br.
func.func @nested(%flag: i32, %n: index, %c: i1) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<?xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<?xf32>),
    2: ^bb2
  ]
^bb2:
  %b = memref.alloc(%n) : memref<?xf32>
  memref.store %f, %b[%c0] : memref<?xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<?xf32>),
    2: ^bb3(%b : memref<?xf32>),
    3: ^bb1(%b : memref<?xf32>)
  ]
^bb3(%q: memref<?xf32>):
  cf.cond_br %c, ^bb1(%q : memref<?xf32>), ^bb1(%a : memref<?xf32>)
^bb1(%m: memref<?xf32>):
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// flags: 0 1 2
// upstream: Terminators with more than one successor are not supported!
// A switch inside a structured loop: each iteration picks (or allocates) the
// buffer carried to the next one.
func.func @in_loop(%k: i32, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc() : memref<2xf32>
  memref.store %f, %init[%c0] : memref<2xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%cur = %init) -> (memref<2xf32>) {
    %ii = arith.index_cast %i : index to i32
    %sel = arith.addi %ii, %k : i32
    %next = scf.execute_region -> memref<2xf32> {
      cf.switch %sel : i32, [
        default: ^bb1(%cur : memref<2xf32>),
        1: ^bb2,
        3: ^bb2
      ]
    ^bb2:
      %new = memref.alloc() : memref<2xf32>
      %v = memref.load %cur[%c0] : memref<2xf32>
      %w = arith.addf %v, %f : f32
      memref.store %w, %new[%c0] : memref<2xf32>
      cf.br ^bb1(%new : memref<2xf32>)
    ^bb1(%m: memref<2xf32>):
      scf.yield %m : memref<2xf32>
    }
    scf.yield %next : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}

// -----

// flags: 0 1 2
// upstream: Terminators with more than one successor are not supported!
// The buffer a successor returns: ownership decides whether it is cloned.
func.func @returned(%k: i32, %arg: memref<2xf32>, %f: f32) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %c1 = arith.constant 1 : index
  memref.store %f, %a[%c1] : memref<2xf32>
  cf.switch %k : i32, [
    default: ^bb1(%a : memref<2xf32>),
    1: ^bb1(%arg : memref<2xf32>),
    2: ^bb2(%arg : memref<2xf32>)
  ]
^bb1(%m: memref<2xf32>):
  return %m : memref<2xf32>
^bb2(%p: memref<2xf32>):
  return %a : memref<2xf32>
}

// -----

// flags: -1 0 1 7
// upstream: ok
// A constant flag (upstream's canonicalize folds the switch first); the
// function's own flag is unused.
func.func @const_flag(%unused: i32, %n: index) -> f32 {
  %k = arith.constant 1 : i32
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  memref.store %f, %a[%c0] : memref<?xf32>
  memref.store %g, %b[%c0] : memref<?xf32>
  cf.switch %k : i32, [
    default: ^bb1(%a : memref<?xf32>),
    1: ^bb1(%b : memref<?xf32>)
  ]
^bb1(%m: memref<?xf32>):
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// flags: 0 1 3 5
// upstream: ok
// A case equal to the default (dropped by upstream's canonicalize), and a
// pass-through block.
func.func @match_default(%flag: i32, %n: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<?xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<?xf32>),
    3: ^bb1(%a : memref<?xf32>),
    5: ^bb2
  ]
^bb2:
  cf.br ^bb1(%a : memref<?xf32>)
^bb1(%m: memref<?xf32>):
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// flags: -2 -1 0 1 2
// upstream: Terminators with more than one successor are not supported!
// Negative and repeated case values (the first matching case is taken), an
// i8 flag.
func.func @dup_cases(%flag: i8, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %g = arith.negf %f : f32
  memref.store %g, %b[%c0] : memref<2xf32>
  cf.switch %flag : i8, [
    default: ^bb1(%a : memref<2xf32>),
    -1: ^bb1(%b : memref<2xf32>),
    1: ^bb2(%a : memref<2xf32>),
    -1: ^bb2(%b : memref<2xf32>)
  ]
^bb1(%m: memref<2xf32>):
  %x = memref.load %m[%c0] : memref<2xf32>
  return %x : f32
^bb2(%p: memref<2xf32>):
  %y = memref.load %p[%c0] : memref<2xf32>
  %z = arith.addf %y, %y : f32
  return %z : f32
}

// -----

// flags: 0 1
// upstream: Terminators with more than one successor are not supported!
// An i1 flag, buffers on both edges into one block.
func.func @i1_flag(%flag: i1, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %g = arith.negf %f : f32
  memref.store %g, %b[%c0] : memref<2xf32>
  cf.switch %flag : i1, [
    default: ^bb1(%a : memref<2xf32>),
    1: ^bb1(%b : memref<2xf32>)
  ]
^bb1(%m: memref<2xf32>):
  %x = memref.load %m[%c0] : memref<2xf32>
  return %x : f32
}

// -----

// flags: 0 1 2 3
// upstream: BranchOpInterface operations with multiple successors are not supported yet
// A buffer live into three of four successors without being forwarded: each
// frees it with the ownership of the edge taken (the arith.select chain).
func.func @live_into_several(%flag: i32, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3,
    3: ^bb4
  ]
^bb1:
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
^bb2:
  %y = memref.load %a[%c0] : memref<2xf32>
  %y2 = arith.addf %y, %y : f32
  return %y2 : f32
^bb3:
  return %f : f32
^bb4:
  %z = memref.load %a[%c0] : memref<2xf32>
  %z2 = arith.mulf %z, %z : f32
  return %z2 : f32
}
