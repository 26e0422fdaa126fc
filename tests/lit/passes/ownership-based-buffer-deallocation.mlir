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
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   %[[ALLOC:.*]] = memref.alloc()
//       CHECK:   %[[FOR:.*]]:2 = scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}, %[[OWN:.*]] = %[[FALSE]]) -> (memref<2xf32>, i1)
//       CHECK:     %[[IF:.*]]:2 = scf.if {{.*}} -> (memref<2xf32>, i1)
//       CHECK:       %[[A2:.*]] = memref.alloc()
//       CHECK:       %[[D:.*]] = bufferization.dealloc (%[[A2]] : memref<2xf32>) if (%{{.*}}) retain (%[[A2]] : memref<2xf32>)
//       CHECK:       scf.yield %[[A2]], %[[D]]
//       CHECK:     } else {
//       CHECK:       scf.yield %[[ALLOC]], %{{.*}} : memref<2xf32>, i1
//       CHECK:     %[[B1:[a-z_0-9]+]], %{{.*}} = memref.extract_strided_metadata %[[IT]]
//       CHECK:     %[[B2:[a-z_0-9]+]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//       CHECK:     %[[D2:.*]] = bufferization.dealloc (%[[B1]], %[[B2]] : {{.*}}) if (%[[OWN]], %[[IF]]#1) retain (%[[IF]]#0 : memref<2xf32>)
//       CHECK:     scf.yield %[[IF]]#0, %[[D2]]
//       CHECK:   %[[RET:.*]] = scf.if %[[FOR]]#1 -> (memref<2xf32>) {
//       CHECK:     scf.yield %[[FOR]]#0
//       CHECK:   } else {
//       CHECK:     %[[CL:.*]] = bufferization.clone %[[FOR]]#0
//       CHECK:     scf.yield %[[CL]]
//       CHECK:   bufferization.dealloc (%[[ALLOC]], %{{.*}}, %{{.*}} : {{.*}}) if (%[[TRUE]], %[[FOR]]#1, %[[TRUE]]) retain (%[[RET]] : memref<2xf32>)
//       CHECK:   return %[[RET]]

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
//       CHECK:   cf.cond_br %{{.*}}, ^bb2(%{{.*}}, %false : memref<2xf32>, i1), ^bb1
//       CHECK: ^bb1:
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[D:.*]]:2 = bufferization.dealloc (%[[A]] : memref<2xf32>) if (%{{.*}}) retain (%[[A]], %{{.*}} : memref<2xf32>, memref<2xf32>)
//       CHECK:   cf.br ^bb2(%[[A]], %[[D]]#0 : memref<2xf32>, i1)
//       CHECK: ^bb2(%[[ARG:.*]]: memref<2xf32>, %[[C:.*]]: i1):
//       CHECK:   %[[BASE:[a-z_0-9]+]], %{{.*}} = memref.extract_strided_metadata %[[ARG]]
//       CHECK:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[C]])
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
//       CHECK:   %[[C:.*]] = bufferization.clone %arg0
//       CHECK:   bufferization.dealloc (%[[C]] : memref<2xf32>) if (%true) retain (%[[C]] : memref<2xf32>)
//       CHECK:   return %[[C]]

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
