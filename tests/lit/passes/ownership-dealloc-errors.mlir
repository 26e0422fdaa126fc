// RUN: bufferize-opt -allow-unregistered-dialect -ownership-based-buffer-deallocation -split-input-file -verify-diagnostics %s

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

func.func @region_op_without_interface(%f: f32) {
  // expected-error @below {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  "test.region"() ({
  ^bb0(%a: memref<2xf32>):
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @unknown_terminator(%f: f32) {
  "test.region"() ({
    %0 = memref.alloc() : memref<2xf32>
    // expected-error @below {{ownership-based-buffer-deallocation: block does not end with a known terminator}}
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @switch(%i: i32, %a: memref<2xf32>) {
  // expected-error @below {{ownership-based-buffer-deallocation: only cf.br and cf.cond_br are supported as branch terminators passing buffers}}
  cf.switch %i : i32, [
    default: ^bb1(%a : memref<2xf32>),
    42: ^bb1(%a : memref<2xf32>)
  ]
^bb1(%b: memref<2xf32>):
  return
}

// -----

func.func @unranked(%c: i1, %a: memref<*xf32>) {
  cf.cond_br %c, ^bb1(%a : memref<*xf32>), ^bb1(%a : memref<*xf32>)
^bb1(%b: memref<*xf32>):
  // expected-error @below {{ownership-based-buffer-deallocation: unranked memrefs are not supported}}
  return
}
