// An op without inherent attributes holds no properties: a `<{...}>` in its
// generic form is an error at the op (upstream's setPropertiesFromAttr), not
// an attribute kept on the side; an empty `<{}>` too. The file passes under
// both tools.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @return_with_properties() {
  // expected-error@+1 {{invalid properties {x = 1 : i32} for op func.return: this operation does not support properties}}
  "func.return"() <{x = 1 : i32}> : () -> ()
}

// -----

func.func @dealloc_with_properties(%m: memref<4xf32>) {
  // expected-error@+1 {{invalid properties {a = "s", b} for op memref.dealloc: this operation does not support properties}}
  "memref.dealloc"(%m) <{b, a = "s"}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @yield_with_properties(%c: i1, %x: f32) -> f32 {
  %r = scf.if %c -> f32 {
    // expected-error@+1 {{invalid properties {n = 2 : i64} for op scf.yield: this operation does not support properties}}
    "scf.yield"(%x) <{n = 2}> : (f32) -> ()
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

func.func @empty_properties(%m: memref<4xf32>) {
  // expected-error@+1 {{invalid properties {} for op memref.dealloc: this operation does not support properties}}
  "memref.dealloc"(%m) <{}> : (memref<4xf32>) -> ()
  return
}

// -----

// expected-no-diagnostics
// An op with properties still takes them; the attribute dictionary of an op
// without properties is its discardable attributes.
func.func @with_properties(%a: i32, %m: memref<4xf32>) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  "memref.dealloc"(%m) {x = 1 : i32} : (memref<4xf32>) -> ()
  return %0 : i32
}
