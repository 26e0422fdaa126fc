// RUN: bufferize-opt -canonicalize -split-input-file -verify-diagnostics %s | FileCheck %s

// The test dialect's buffer ops (upstream's ReadBufferOp / ForwardBufferOp in
// TestOps.td), used by upstream's deallocation tests in generic form.

// test.read_buffer reads its operand and dumps it (a write on the default
// resource): never dead.  test.forward_buffer is Pure: dead when unused.
// CHECK-LABEL: func.func @effects
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   "test.read_buffer"(%[[A]]) : (memref<2xf32>) -> ()
//  CHECK-NEXT:   return
func.func @effects() {
  %a = memref.alloc() : memref<2xf32>
  "test.read_buffer"(%a) : (memref<2xf32>) -> ()
  %f = "test.forward_buffer"(%a) : (memref<2xf32>) -> memref<*xf32>
  return
}

// -----

func.func @read_buffer_not_memref(%f: f32) {
  // expected-error @below {{'test.read_buffer' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "test.read_buffer"(%f) : (f32) -> ()
  return
}

// -----

func.func @read_buffer_two_operands(%m: memref<2xf32>) {
  // expected-error @below {{'test.read_buffer' op requires a single operand}}
  "test.read_buffer"(%m, %m) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func @read_buffer_result(%m: memref<2xf32>) {
  // expected-error @below {{'test.read_buffer' op requires zero results}}
  %r = "test.read_buffer"(%m) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @forward_buffer_not_memref(%f: f32) {
  // expected-error @below {{'test.forward_buffer' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %r = "test.forward_buffer"(%f) : (f32) -> memref<2xf32>
  return
}

// -----

func.func @forward_buffer_no_result(%m: memref<2xf32>) {
  // expected-error @below {{'test.forward_buffer' op requires one result}}
  "test.forward_buffer"(%m) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @forward_buffer_result_not_memref(%m: memref<2xf32>) {
  // expected-error @below {{'test.forward_buffer' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  %r = "test.forward_buffer"(%m) : (memref<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @forward_buffer_two_operands(%m: memref<2xf32>) {
  // expected-error @below {{'test.forward_buffer' op requires a single operand}}
  %r = "test.forward_buffer"(%m, %m) : (memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  return
}
