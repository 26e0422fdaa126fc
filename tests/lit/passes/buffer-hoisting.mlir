// RUN: bufferize-opt %s -allow-unregistered-dialect -buffer-hoisting -split-input-file | FileCheck %s

// Seed 004 condBranch: the alloc moves to bb0, before the branch.
// CHECK-LABEL: func.func @condBranch
//  CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT: cf.cond_br
//       CHECK: ^bb2:
//  CHECK-NEXT: memref.copy %{{.*}}, %[[A]]
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Seed 004 condBranchDynamicType: the size is a block argument of bb2, so the
// alloc stays there.
// CHECK-LABEL: func.func @condBranchDynamicType
//  CHECK-NEXT: cf.cond_br
//       CHECK: ^bb2(%[[IDX:.*]]: index):
//  CHECK-NEXT: memref.alloc(%[[IDX]])
func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A size defined in the entry block does not stop the move.
// CHECK-LABEL: func.func @dynamic_from_entry
//  CHECK-NEXT: memref.alloc(%arg3)
//  CHECK-NEXT: cf.cond_br
func.func @dynamic_from_entry(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %n: index) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2:
  %1 = memref.alloc(%n) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// Only up to the common dominator of the uses: allocs used in one region stay
// there.
// CHECK-LABEL: func.func @nested
//  CHECK-NEXT: scf.if
//  CHECK-NEXT: scf.if
//  CHECK-NEXT: memref.alloc() : memref<4xf32>
//       CHECK: scf.for
//  CHECK-NEXT: memref.alloc() : memref<8xf32>
//       CHECK: "test.region"
//  CHECK-NEXT: memref.alloc() : memref<16xf32>
func.func @nested(%c: i1, %d: i1, %o: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  scf.if %c {
    scf.if %d {
      %a = memref.alloc() : memref<4xf32>
      memref.copy %a, %o : memref<4xf32> to memref<4xf32>
    }
  }
  scf.for %i = %lb to %ub step %s {
    %b = memref.alloc() : memref<8xf32>
    "test.use"(%b) : (memref<8xf32>) -> ()
  }
  "test.region"() ({
    %e = memref.alloc() : memref<16xf32>
    "test.use"(%e) : (memref<16xf32>) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Stack allocations are not block-hoisted.
// CHECK-LABEL: func.func @alloca
//  CHECK-NEXT: scf.if
//  CHECK-NEXT: memref.alloca
func.func @alloca(%c: i1) {
  scf.if %c {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// Out of nested regions when the buffer is used outside them, but not out of a
// loop nor an unknown op.
// CHECK-LABEL: func.func @out_of_regions
//  CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT: %{{.*}} = scf.if
//  CHECK-NEXT: %{{.*}} = scf.if
//  CHECK-NEXT: scf.yield %[[A]]
//       CHECK: scf.for
//  CHECK-NEXT: memref.alloc() : memref<8xf32>
//  CHECK-NEXT: %{{.*}} = scf.if
func.func @out_of_regions(%c: i1, %d: i1, %o: memref<4xf32>, %lb: index, %ub: index, %s: index) {
  %r = scf.if %c -> memref<4xf32> {
    %r2 = scf.if %d -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>
      scf.yield %a : memref<4xf32>
    } else {
      scf.yield %o : memref<4xf32>
    }
    scf.yield %r2 : memref<4xf32>
  } else {
    scf.yield %o : memref<4xf32>
  }
  "test.use"(%r) : (memref<4xf32>) -> ()
  scf.for %i = %lb to %ub step %s {
    %x = scf.if %c -> memref<8xf32> {
      %b = memref.alloc() : memref<8xf32>
      scf.yield %b : memref<8xf32>
    } else {
      %b2 = memref.alloca() : memref<8xf32>
      scf.yield %b2 : memref<8xf32>
    }
    "test.use"(%x) : (memref<8xf32>) -> ()
  }
  return
}
