// RUN: bufferize-opt -ownership-based-buffer-deallocation -split-input-file %s | FileCheck %s
// RUN: bufferize-opt -buffer-deallocation-pipeline -split-input-file %s | FileCheck %s --check-prefix=PIPE
// RUN: bufferize-opt -ownership-based-buffer-deallocation -buffer-deallocation-simplification -bufferization-lower-deallocations -split-input-file %s | FileCheck %s --check-prefix=LOWER

// Loops and ifs get one i1 ownership operand / argument / result per buffer.
func.func @loop_nested_if_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = scf.if %2 -> (memref<2xf32>) {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %4 : memref<2xf32>
    } else {
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %3 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}

// CHECK-LABEL: func.func @loop_nested_if_alloc
//  CHECK-SAME:   %[[BUF:arg[0-9]+]]: memref<2xf32>) -> memref<2xf32>
//       CHECK:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[FALSE2:.*]] = arith.constant false
//       CHECK:   %[[ALLOC:.*]] = memref.alloc()
// The buffer entering the loop is not owned (false).
//       CHECK:   %[[FOR:.*]]:2 = scf.for {{.*}} iter_args(%[[IT:[a-z0-9_]+]] = %[[BUF]], %[[OWN:[a-z0-9_]+]] = %[[FALSE]]) -> (memref<2xf32>, i1)
//       CHECK:     %[[IF:.*]]:2 = scf.if %{{.*}} -> (memref<2xf32>, i1) {
//       CHECK:       %[[T1:.*]] = arith.constant true
//       CHECK:       %[[A2:.*]] = memref.alloc()
//       CHECK:       %[[A2B:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[A2]]
// The new buffer is owned and yielded: retained, its ownership goes out with it.
//       CHECK:       %[[D:.*]] = bufferization.dealloc (%[[A2B]] : memref<f32>) if (%[[T1]]) retain (%[[A2]] : memref<2xf32>)
//       CHECK:       scf.yield %[[A2]], %[[D]] : memref<2xf32>, i1
//       CHECK:     } else {
// The outer allocation is not owned by the branch: nothing is freed.
//       CHECK:       %[[D1:.*]] = bufferization.dealloc retain (%[[ALLOC]] : memref<2xf32>)
//       CHECK:       scf.yield %[[ALLOC]], %[[D1]] : memref<2xf32>, i1
//       CHECK:     }
// The previous iteration's buffer is freed when owned, unless it is the yielded one.
//       CHECK:     %[[B1:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[IT]]
//       CHECK:     %[[B2:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//       CHECK:     %[[D2:.*]] = bufferization.dealloc (%[[B1]], %[[B2]] : memref<f32>, memref<f32>) if (%[[OWN]], %[[IF]]#1) retain (%[[IF]]#0 : memref<2xf32>)
//       CHECK:     scf.yield %[[IF]]#0, %[[D2]] : memref<2xf32>, i1
//       CHECK:   }
// Returned with dynamic ownership: cloned at run time unless owned.
//       CHECK:   %[[RET:.*]] = scf.if %[[FOR]]#1 -> (memref<2xf32>) {
//  CHECK-NEXT:     scf.yield %[[FOR]]#0
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[CL:.*]] = bufferization.clone %[[FOR]]#0
//  CHECK-NEXT:     scf.yield %[[CL]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[T2:.*]] = arith.constant true
//       CHECK:   %[[BB0:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[BUF]]
//       CHECK:   %[[BB1:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[ALLOC]]
//       CHECK:   %[[BB2:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[FOR]]#0
//       CHECK:   %[[BB3:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[RET]]
// At the end: the argument is never freed, the first allocation always, the
// loop result when owned, the returned value is retained.
//       CHECK:   bufferization.dealloc (%[[BB0]], %[[BB1]], %[[BB2]], %[[BB3]] : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%[[FALSE2]], %[[TRUE]], %[[FOR]]#1, %[[T2]]) retain (%[[RET]] : memref<2xf32>)
//  CHECK-NEXT:   return %[[RET]]

// PIPE-LABEL: func.func @loop_nested_if_alloc
//       PIPE:   scf.for
//       PIPE:     scf.if
//       PIPE:       memref.alloc()
//       PIPE:     memref.extract_aligned_pointer_as_index
//       PIPE:     scf.if
//       PIPE:       memref.dealloc
//       PIPE:   bufferization.clone
//       PIPE:   memref.dealloc
//       PIPE:   return

// -----

func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb2(%arg1 : memref<2xf32>), ^bb1
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  linalg.copy ins(%arg1 : memref<2xf32>) outs(%0 : memref<2xf32>)
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: func.func @condBranch
//  CHECK-SAME: (%[[COND:arg[0-9]+]]: i1, %[[ARG1:arg[0-9]+]]: memref<2xf32>, %[[ARG2:arg[0-9]+]]: memref<2xf32>)
//       CHECK:   %[[F1:.*]] = arith.constant false
//       CHECK:   %[[F2:.*]] = arith.constant false
//       CHECK:   %[[AB1:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[ARG1]]
//       CHECK:   %[[AB2:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[ARG2]]
// The arguments are not owned; the entry block's dealloc is split per edge:
// conditions `false && %cond` towards ^bb2 ...
//       CHECK:   %[[C1:.*]] = arith.andi %[[F1]], %[[COND]] : i1
//       CHECK:   %[[C2:.*]] = arith.andi %[[F2]], %[[COND]] : i1
//       CHECK:   %[[DT:.*]]:2 = bufferization.dealloc (%[[AB1]], %[[AB2]] : memref<f32>, memref<f32>) if (%[[C1]], %[[C2]]) retain (%[[ARG1]], %[[ARG2]] : memref<2xf32>, memref<2xf32>)
// ... and `false && !%cond` towards ^bb1.
//       CHECK:   %[[T3:.*]] = arith.constant true
//       CHECK:   %[[N1:.*]] = arith.xori %[[T3]], %[[COND]] : i1
//       CHECK:   %[[C3:.*]] = arith.andi %[[F1]], %[[N1]] : i1
//       CHECK:   %[[T4:.*]] = arith.constant true
//       CHECK:   %[[N2:.*]] = arith.xori %[[T4]], %[[COND]] : i1
//       CHECK:   %[[C4:.*]] = arith.andi %[[F2]], %[[N2]] : i1
//       CHECK:   %[[DF:.*]]:2 = bufferization.dealloc (%[[AB1]], %[[AB2]] : memref<f32>, memref<f32>) if (%[[C3]], %[[C4]]) retain (%[[ARG1]], %[[ARG2]] : memref<2xf32>, memref<2xf32>)
//       CHECK:   %[[OWN1:.*]] = arith.select %[[COND]], %[[DT]]#0, %[[DF]]#0 : i1
//       CHECK:   %[[OWN2:.*]] = arith.select %[[COND]], %[[DT]]#1, %[[DF]]#1 : i1
// The argument goes to ^bb2 with its (not owned) ownership.
//       CHECK:   cf.cond_br %[[COND]], ^bb2(%[[ARG1]], %[[DT]]#0 : memref<2xf32>, i1), ^bb1
//       CHECK: ^bb1:
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   linalg.copy
//       CHECK:   %[[B1:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[ARG1]]
//       CHECK:   %[[B2:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[ARG2]]
//       CHECK:   %[[B3:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[A]]
// The new allocation is owned and passed on (retained) with its ownership.
//       CHECK:   %[[D:.*]]:2 = bufferization.dealloc (%[[B1]], %[[B2]], %[[B3]] : memref<f32>, memref<f32>, memref<f32>) if (%[[OWN1]], %[[OWN2]], %[[T]]) retain (%[[A]], %[[ARG2]] : memref<2xf32>, memref<2xf32>)
//       CHECK:   cf.br ^bb2(%[[A]], %[[D]]#0 : memref<2xf32>, i1)
//       CHECK: ^bb2(%[[BARG:[0-9a-z_]+]]: memref<2xf32>, %[[BOWN:[0-9a-z_]+]]: i1):
//       CHECK:   memref.copy %[[BARG]], %[[ARG2]]
//       CHECK:   %[[B4:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[ARG2]]
//       CHECK:   %[[B5:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[BARG]]
// The block argument is freed under the ownership it arrived with.
//       CHECK:   bufferization.dealloc (%[[B4]], %[[B5]] : memref<f32>, memref<f32>) if (%[[OWN2]], %[[BOWN]])
//  CHECK-NEXT:   return

// PIPE-LABEL: func.func @condBranch
//       PIPE:   cf.br ^bb2(%{{.*}}, %true : memref<2xf32>, i1)
//       PIPE: ^bb2(%{{.*}}: memref<2xf32>, %[[C:.*]]: i1):
//       PIPE:   scf.if %[[C]] {
//  PIPE-NEXT:     memref.dealloc
//       PIPE:   return

// LOWER-LABEL: func.func @condBranch
//   LOWER-NOT: bufferization.dealloc
//       LOWER: scf.if
//  LOWER-NEXT:   memref.dealloc

// -----

// Function boundary ABI: a returned argument is cloned.
func.func @return_arg(%a: memref<2xf32>) -> memref<2xf32> {
  return %a : memref<2xf32>
}

// CHECK-LABEL: func.func @return_arg(
//  CHECK-SAME: %[[A:arg0]]: memref<2xf32>
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[R:.*]] = scf.if %[[F]] -> (memref<2xf32>) {
//  CHECK-NEXT:     scf.yield %[[A]]
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[C:.*]] = bufferization.clone %[[A]]
//  CHECK-NEXT:     scf.yield %[[C]]
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[AB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[RB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[R]]
//       CHECK:   bufferization.dealloc (%[[AB]], %[[RB]] : memref<f32>, memref<f32>) if (%[[F]], %[[T]]) retain (%[[R]] : memref<2xf32>)
//  CHECK-NEXT:   return %[[R]]

// PIPE-LABEL: func.func @return_arg(
//  PIPE-NEXT:   %[[C:.*]] = bufferization.clone %arg0
//  PIPE-NEXT:   return %[[C]]

// -----

// Two allocations selected at run time: the lowering compares base pointers.
func.func @select(%c: i1, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  cf.br ^bb1
^bb1:
  memref.copy %s, %out : memref<2xf32> to memref<2xf32>
  return
}

// LOWER-LABEL: func.func @select
//       LOWER:   %[[A:.*]] = memref.alloc()
//       LOWER:   %[[B:.*]] = memref.alloc()
//       LOWER:   %[[S:.*]] = arith.select
//       LOWER:   memref.extract_aligned_pointer_as_index %[[A]]
//       LOWER:   memref.extract_aligned_pointer_as_index %[[S]]
//       LOWER:   arith.cmpi ne
//       LOWER:   scf.if
//  LOWER-NEXT:     memref.dealloc %[[A]]
//       LOWER:   scf.if
//  LOWER-NEXT:     memref.dealloc %[[B]]
//       LOWER:   cf.br ^bb1
//       LOWER: ^bb1:
//       LOWER:   scf.if
//  LOWER-NEXT:     memref.dealloc
//       LOWER:   return

// -----

// cf.assert (a memory write without a buffer) is accepted and does not
// change ownership: the allocation is freed after its last use.
func.func @assert_between(%c: i1, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  cf.assert %c, "checked"
  memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: func.func @assert_between(
//  CHECK-SAME:     %[[C:arg0]]: i1, %[[OUT:arg1]]: memref<2xf32>)
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   cf.assert %[[C]], "checked"
//  CHECK-NEXT:   memref.copy %[[A]], %[[OUT]]
//       CHECK:   %[[OB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[OUT]]
//       CHECK:   %[[AB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:   bufferization.dealloc (%[[OB]], %[[AB]] : memref<f32>, memref<f32>) if (%[[F]], %[[T]])
//  CHECK-NEXT:   return

// PIPE-LABEL: func.func @assert_between(
//  PIPE-NEXT:   %[[A:.*]] = memref.alloc()
//  PIPE-NEXT:   cf.assert %{{.*}}, "checked"
//  PIPE-NEXT:   memref.copy %[[A]], %{{.*}}
//  PIPE-NEXT:   memref.dealloc %[[A]]
//  PIPE-NEXT:   return

// -----

// cf.switch: upstream's cf.cond_br handling per successor edge (a departure:
// mlir-opt-22 rejects every terminator with several successors).  Each edge
// gets its own dealloc, its conditions restricted to 'this edge is taken':
// the flag equals the case value, or (default) equals none of them.
func.func @switch_edges(%flag: i32, %n: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %x = memref.load %b[%c0] : memref<?xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<?xf32>),
    4: ^bb2,
    7: ^bb1(%b : memref<?xf32>)
  ]
^bb1(%m: memref<?xf32>):
  %y = memref.load %m[%c0] : memref<?xf32>
  return %y : f32
^bb2:
  return %x : f32
}

// CHECK-LABEL: func.func @switch_edges(
//  CHECK-SAME:     %[[FLAG:arg0]]: i32
//       CHECK:   %[[TB:.*]] = arith.constant true
//       CHECK:   %[[TA:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc(
//       CHECK:   %[[B:.*]] = memref.alloc(
//       CHECK:   %[[AB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[BB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[B]]
//       CHECK:   %[[C4:.*]] = arith.constant 4 : i32
//       CHECK:   %[[IS4:.*]] = arith.cmpi eq, %[[FLAG]], %[[C4]] : i32
//       CHECK:   %[[C7:.*]] = arith.constant 7 : i32
//       CHECK:   %[[IS7:.*]] = arith.cmpi eq, %[[FLAG]], %[[C7]] : i32
//       CHECK:   %[[ANY:.*]] = arith.ori %[[IS4]], %[[IS7]] : i1
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[DEF:.*]] = arith.xori %[[ANY]], %[[T]] : i1
// default: %a goes on, %b is freed
//       CHECK:   %[[D0A:.*]] = arith.andi %[[TA]], %[[DEF]] : i1
//       CHECK:   %[[D0B:.*]] = arith.andi %[[TB]], %[[DEF]] : i1
//       CHECK:   %[[O0:.*]] = bufferization.dealloc (%[[AB]], %[[BB]] : {{.*}}) if (%[[D0A]], %[[D0B]]) retain (%[[A]] : memref<?xf32>)
// case 4: both are freed
//       CHECK:   %[[D1A:.*]] = arith.andi %[[TA]], %[[IS4]] : i1
//       CHECK:   %[[D1B:.*]] = arith.andi %[[TB]], %[[IS4]] : i1
//       CHECK:   bufferization.dealloc (%[[AB]], %[[BB]] : {{.*}}) if (%[[D1A]], %[[D1B]]){{$}}
// case 7: %b goes on, %a is freed
//       CHECK:   %[[D2A:.*]] = arith.andi %[[TA]], %[[IS7]] : i1
//       CHECK:   %[[D2B:.*]] = arith.andi %[[TB]], %[[IS7]] : i1
//       CHECK:   %[[O2:.*]] = bufferization.dealloc (%[[AB]], %[[BB]] : {{.*}}) if (%[[D2A]], %[[D2B]]) retain (%[[B]] : memref<?xf32>)
//       CHECK:   cf.switch %[[FLAG]] : i32, [
//  CHECK-NEXT:     default: ^bb1(%[[A]], %[[O0]] : memref<?xf32>, i1),
//  CHECK-NEXT:     4: ^bb2,
//  CHECK-NEXT:     7: ^bb1(%[[B]], %[[O2]] : memref<?xf32>, i1)
//       CHECK: ^bb1(%[[M:.*]]: memref<?xf32>, %[[MO:.*]]: i1):
//       CHECK:   %[[MB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[M]]
//       CHECK:   bufferization.dealloc (%[[MB]] : memref<f32>) if (%[[MO]])
//  CHECK-NEXT:   return
//       CHECK: ^bb2:
//  CHECK-NEXT:   return

// PIPE-LABEL: func.func @switch_edges(
//       PIPE:   %[[A:.*]] = memref.alloc(
//       PIPE:   %[[B:.*]] = memref.alloc(
//       PIPE:   %[[IS4:.*]] = arith.cmpi eq, %arg0, %{{.*}} : i32
//       PIPE:   %[[IS7:.*]] = arith.cmpi eq, %arg0, %{{.*}} : i32
//       PIPE:   %[[DEF:.*]] = arith.xori
//       PIPE:   scf.if %[[DEF]] {
//  PIPE-NEXT:     memref.dealloc %[[B]]
// (canonicalize's CombineIfs makes the two tests of case 4 one, as mlir-opt-22's
// does on the same output of -ownership-based-buffer-deallocation)
//       PIPE:   scf.if %[[IS4]] {
//  PIPE-NEXT:     memref.dealloc %[[A]]
//  PIPE-NEXT:     memref.dealloc %[[B]]
//       PIPE:   scf.if %[[IS7]] {
//  PIPE-NEXT:     memref.dealloc %[[A]]
//       PIPE:   cf.switch %arg0 : i32, [
//  PIPE-NEXT:     default: ^bb1(%[[A]], %[[DEF]] : memref<?xf32>, i1),
//  PIPE-NEXT:     4: ^bb2,
//  PIPE-NEXT:     7: ^bb1(%[[B]], %[[IS7]] : memref<?xf32>, i1)

// -----

// A buffer live into two successors without being forwarded: both edges
// retain it, and its ownership after the switch is the taken edge's.
func.func @switch_live_in(%flag: i32, %n: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  %x = memref.load %a[%c0] : memref<?xf32>
  return %x : f32
^bb2:
  %y = memref.load %a[%c0] : memref<?xf32>
  return %y : f32
}

// CHECK-LABEL: func.func @switch_live_in(
//       CHECK:   %[[IS1:.*]] = arith.cmpi eq, %arg0, %{{.*}} : i32
//       CHECK:   %[[DEF:.*]] = arith.xori %[[IS1]], %{{.*}} : i1
//       CHECK:   %[[O0:.*]] = bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[A:.*]] : memref<?xf32>)
//       CHECK:   %[[O1:.*]] = bufferization.dealloc ({{.*}}) if ({{.*}}) retain (%[[A]] : memref<?xf32>)
//       CHECK:   %[[OWN:.*]] = arith.select %[[DEF]], %[[O0]], %[[O1]] : i1
//       CHECK:   cf.switch
//       CHECK: ^bb1:
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[OWN]])
//       CHECK: ^bb2:
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[OWN]])

// -----

// A switch with only a default is a one-successor branch: the ownership
// goes with the buffer, as through cf.br (this output is mlir-opt-22's).
func.func @switch_default_only(%flag: i32, %n: index) -> f32 {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<?xf32>)
  ]
^bb1(%m: memref<?xf32>):
  %x = memref.load %m[%c0] : memref<?xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @switch_default_only(
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc(
//       CHECK:   %[[AB:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[A]]
//       CHECK:   %[[O:.*]] = bufferization.dealloc (%[[AB]] : memref<f32>) if (%[[T]]) retain (%[[A]] : memref<?xf32>)
//       CHECK:   cf.switch %arg0 : i32, [
//  CHECK-NEXT:     default: ^bb1(%[[A]], %[[O]] : memref<?xf32>, i1)]

// The pipeline's first canonicalize makes the switch a cf.br and merges the
// blocks: one dealloc, no ownership (mlir-opt-22's output, line for line).
// PIPE-LABEL: func.func @switch_default_only(
//  PIPE-NEXT:   %c0 = arith.constant 0 : index
//  PIPE-NEXT:   %[[A:.*]] = memref.alloc(%arg1) : memref<?xf32>
//  PIPE-NEXT:   %0 = memref.load %[[A]][%c0] : memref<?xf32>
//  PIPE-NEXT:   memref.dealloc %[[A]] : memref<?xf32>
//  PIPE-NEXT:   return %0 : f32
