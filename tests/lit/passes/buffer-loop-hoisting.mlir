// RUN: bufferize-opt %s -allow-unregistered-dialect -buffer-loop-hoisting -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @loop_alloc
//  CHECK-NEXT: arith.constant
//  CHECK-NEXT: memref.alloc() : memref<16xf32>
//  CHECK-NEXT: memref.alloca() : memref<4xf32>
//  CHECK-NEXT: scf.for
func.func @loop_alloc(%lb: index, %ub: index, %step: index, %out: memref<16xf32>) {
  %cst = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %step {
    %tmp = memref.alloc() : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%tmp : memref<16xf32>)
    memref.copy %tmp, %out : memref<16xf32> to memref<16xf32>
    %t = memref.alloca() : memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// Not moved: a size depending on the outer induction variable (only out of
// the inner loop); a buffer yielded through the loop; an alloc under scf.if
// in the loop; nothing leaves scf.parallel.  The invariant alloc of the inner
// loop goes out of both loops.
// CHECK-LABEL: func.func @stays
//  CHECK-NEXT: memref.alloc() : memref<4xf32>
//  CHECK-NEXT: scf.for %[[I:.*]] =
//  CHECK-NEXT: memref.alloc(%[[I]])
//  CHECK-NEXT: scf.for
//       CHECK: scf.for {{.*}} iter_args
//  CHECK-NEXT: memref.alloc() : memref<2xf32>
//       CHECK: scf.if
//  CHECK-NEXT: memref.alloc() : memref<3xf32>
//       CHECK: scf.parallel
//  CHECK-NEXT: memref.alloc() : memref<5xf32>
func.func @stays(%lb: index, %ub: index, %s: index, %c: i1, %init: memref<2xf32>) -> memref<2xf32> {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %d = memref.alloc(%i) : memref<?xf32>
      %a = memref.alloc() : memref<4xf32>
      "test.use"(%d, %a) : (memref<?xf32>, memref<4xf32>) -> ()
    }
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %init) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  scf.for %i = %lb to %ub step %s {
    scf.if %c {
      %a = memref.alloc() : memref<3xf32>
      "test.use"(%a) : (memref<3xf32>) -> ()
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<5xf32>
    "test.use"(%a) : (memref<5xf32>) -> ()
    scf.reduce
  }
  return %r : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @while
//  CHECK-NEXT: memref.alloc() : memref<4xf32>
//  CHECK-NEXT: memref.alloc() : memref<8xf32>
//  CHECK-NEXT: scf.while
func.func @while(%c: i1) {
  scf.while : () -> () {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    scf.condition(%c)
  } do {
    %b = memref.alloc() : memref<8xf32>
    "test.use"(%b) : (memref<8xf32>) -> ()
    scf.yield
  }
  return
}
