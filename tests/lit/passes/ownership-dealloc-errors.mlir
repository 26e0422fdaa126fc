// RUN: bufferize-opt -allow-unregistered-dialect -ownership-based-buffer-deallocation -split-input-file -verify-diagnostics %s | FileCheck %s

func.func @free_effect() {
  %alloc = memref.alloc() : memref<2xi32>
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %alloc : memref<2xi32>
  return
}

// -----

func.func @realloc() {
  %alloc = memref.alloc() : memref<2xi32>
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  %new_alloc = memref.realloc %alloc : memref<2xi32> to memref<4xi32>
  return
}

// -----

func.func @existing_dealloc() {
  %true = arith.constant true
  %alloc = memref.alloc() : memref<2xi32>
  // expected-error @below {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%alloc : memref<2xi32>) if (%true)
  return
}

// -----

// expected-error @below {{Only structured control-flow loops are supported.}}
func.func @cf_loop(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @unknown_op_result() {
  // expected-error @below {{ops with unknown memory side effects are not supported}}
  %0 = "test.make"() : () -> memref<2xf32>
  return
}

// -----

// A region op without region control flow passing a buffer (an unregistered
// op here): nested blocks are processed first, so upstream rejects the nested
// terminator, which has unknown memory effects.
func.func @region_op_without_interface(%f: f32) {
  "test.region"() ({
  ^bb0(%a: memref<2xf32>):
    // expected-error @below {{ops with unknown memory side effects are not supported}}
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @unknown_terminator(%f: f32) {
  "test.region"() ({
    %0 = memref.alloc() : memref<2xf32>
    // expected-error @below {{ops with unknown memory side effects are not supported}}
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A cf.switch is handled (see ownership-based-buffer-deallocation.mlir), a
// back-edge through one is an unstructured loop, as through a cf.cond_br.
// expected-error @below {{Only structured control-flow loops are supported.}}
func.func @switch_back_edge(%i: i32, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1(%a : memref<?xf32>)
^bb1(%m: memref<?xf32>):
  cf.switch %i : i32, [
    default: ^bb2,
    0: ^bb1(%m : memref<?xf32>)
  ]
^bb2:
  return
}

// -----

// Unranked buffers are supported: their base buffer is reached through a
// rank-0 view.
func.func @unranked(%c: i1, %a: memref<*xf32>) {
  cf.cond_br %c, ^bb1(%a : memref<*xf32>), ^bb1(%a : memref<*xf32>)
^bb1(%b: memref<*xf32>):
  return
}

// CHECK-LABEL: func.func @unranked
//  CHECK-SAME: (%[[C:arg0]]: i1, %[[A:arg1]]: memref<*xf32>)
//       CHECK:   %[[F:.*]] = arith.constant false
//       CHECK:   %[[RC:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
//       CHECK:   %[[BASE:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[RC]] : memref<f32, strided<[]>> -> memref<f32>, index
// The argument is not owned: freed under `false && %c` / `false && !%c`,
// and retained since it is passed on.
//       CHECK:   %[[C1:.*]] = arith.andi %[[F]], %[[C]] : i1
//       CHECK:   %[[O1:.*]] = bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[C1]]) retain (%[[A]] : memref<*xf32>)
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   %[[N:.*]] = arith.xori %[[T]], %[[C]] : i1
//       CHECK:   %[[C2:.*]] = arith.andi %[[F]], %[[N]] : i1
//       CHECK:   %[[O2:.*]] = bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[C2]]) retain (%[[A]] : memref<*xf32>)
//       CHECK:   cf.cond_br %[[C]], ^bb1(%[[A]], %[[O1]] : memref<*xf32>, i1), ^bb1(%[[A]], %[[O2]] : memref<*xf32>, i1)
//       CHECK: ^bb1(%[[B:[0-9a-z_]+]]: memref<*xf32>, %[[OWN:[0-9a-z_]+]]: i1):
//       CHECK:   %[[RC2:.*]] = memref.reinterpret_cast %[[B]] to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
//       CHECK:   %[[BASE2:[a-z0-9_]+]], %{{.*}} = memref.extract_strided_metadata %[[RC2]]
// The block argument is freed under the ownership it arrived with.
//       CHECK:   bufferization.dealloc (%[[BASE2]] : memref<f32>) if (%[[OWN]])
//  CHECK-NEXT:   return

// -----

// ub.unreachable declares no memory effects (upstream's has none either).
func.func @unreachable(%c: i1) {
  %alloc = memref.alloc() : memref<2xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.read_buffer"(%alloc) : (memref<2xi32>) -> ()
  // expected-error @below {{ops with unknown memory side effects are not supported}}
  ub.unreachable
^bb2:
  return
}
