// Own cases: function boundaries, calls, writability, type conversions, no-analysis-func-filter.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map unknown-type-conversion=identity-layout-map


func.func @callee(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = call @callee(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %1 = tensor.extract %t[%c0] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}

// -----

func.func @reader(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %t[%c0] : tensor<4xf32>
  return %0 : f32
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %1 = call @reader(%t) : (tensor<4xf32>) -> f32
  return %0, %1 : tensor<4xf32>, f32
}

// -----

func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @external(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @returns_new(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @caller(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = call @returns_new(%v) : (f32) -> tensor<4xf32>
  %1 = tensor.extract %0[%c0] : tensor<4xf32>
  return %1 : f32
}

// -----

func.func @two_results(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %b, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>, %b: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0:2 = call @two_results(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %1 = tensor.insert %v into %0#0[%c0] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @slice_result(%t: tensor<16xf32>, %i: index) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func @caller(%t: tensor<16xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = call @slice_result(%t, %i) : (tensor<16xf32>, index) -> tensor<4xf32>
  %1 = tensor.extract %0[%c0] : tensor<4xf32>
  return %1 : f32
}

// -----

func.func @dynamic_arg(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}

// -----

func.func @unused_arg(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// -----

func.func @writer(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @caller(%v: f32) -> tensor<4xf32> {
  %c = arith.constant dense<0.0> : tensor<4xf32>
  %0 = call @writer(%c, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Call-graph cycles (LLVM 22 bufferizes them; no boundary analysis there).
func.func @rec_direct(%t: tensor<5xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = func.call @rec_direct(%t, %n) : (tensor<5xf32>, index) -> f32
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  %s = arith.addf %r, %e : f32
  return %s : f32
}

// -----

func.func @rec_write(%t: tensor<5xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %i = tensor.insert %f into %t[%c0] : tensor<5xf32>
  %r = func.call @rec_write(%i, %f) : (tensor<5xf32>, f32) -> f32
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  return %e : f32
}

// -----

func.func @rec_caller(%t: tensor<5xf32>) -> tensor<5xf32> {
  %r = func.call @rec_a(%t) : (tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
func.func @rec_a(%t: tensor<5xf32>) -> tensor<5xf32> {
  %r = func.call @rec_b(%t) : (tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
func.func @rec_b(%t: tensor<5xf32>) -> tensor<5xf32> {
  %r = func.call @rec_a(%t) : (tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// Tensors through cf branches.
func.func @cf_two_blocks(%t: tensor<5xf32>, %u: tensor<5xf32>, %c: i1, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%t : tensor<5xf32>), ^bb2(%u : tensor<5xf32>)
^bb1(%a: tensor<5xf32>):
  cf.br ^bb3(%a : tensor<5xf32>)
^bb2(%b: tensor<5xf32>):
  %i = tensor.insert %f into %b[%c0] : tensor<5xf32>
  cf.br ^bb3(%i : tensor<5xf32>)
^bb3(%r: tensor<5xf32>):
  return %r : tensor<5xf32>
}

// -----

func.func @cf_read_after(%t: tensor<5xf32>, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%t : tensor<5xf32>)
^bb1(%a: tensor<5xf32>):
  %i = tensor.insert %f into %a[%c0] : tensor<5xf32>
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  return %i, %e : tensor<5xf32>, f32
}

// -----

func.func @cf_layouts(%t: tensor<5xf32>, %c: i1) -> tensor<5xf32> {
  %e = bufferization.alloc_tensor() : tensor<5xf32>
  cf.cond_br %c, ^bb1(%t : tensor<5xf32>), ^bb2
^bb2:
  cf.br ^bb1(%e : tensor<5xf32>)
^bb1(%a: tensor<5xf32>):
  return %a : tensor<5xf32>
}

// -----

func.func @cf_loop(%t: tensor<5xf32>, %n: index, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^hdr(%c0, %t : index, tensor<5xf32>)
^hdr(%i: index, %a: tensor<5xf32>):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %w = tensor.insert %f into %a[%i] : tensor<5xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^hdr(%i2, %w : index, tensor<5xf32>)
^exit:
  return %a : tensor<5xf32>
}

// -----

// bufferization.writable / buffer_layout are dropped after bufferization.
func.func private @ext_attrs(tensor<?xf32> {foo.bar = 1 : i32}) -> tensor<?xf32>
func.func @arg_attrs(%t: tensor<?xf32> {bufferization.writable = true, foo.bar = 1 : i32},
                     %u: tensor<4xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>},
                     %i: index {bufferization.writable = true}) -> (tensor<?xf32> {foo.res = 2 : i32}) {
  %c = call @ext_attrs(%t) : (tensor<?xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// bufferization.access on a declaration (issue 25): two read-only uses of one
// tensor need no copy; "none" and "write" are honoured, and kept under
// test-analysis-only.
func.func private @ext(tensor<4xf32> {bufferization.access = "read"}, tensor<4xf32> {bufferization.access = "read"}) -> f32


func.func @two_reads(%t: tensor<4xf32>) -> f32 {
  %c = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %w = tensor.insert %f into %t[%c] : tensor<4xf32>
  %r = func.call @ext(%w, %w) : (tensor<4xf32>, tensor<4xf32>) -> f32
  return %r : f32
}

// -----

func.func private @wr(tensor<4xf32> {bufferization.access = "write"}) -> ()

// A written argument that is read later: a copy.
func.func @write_then_read(%t: tensor<4xf32>) -> f32 {
  %c = arith.constant 0 : index
  func.call @wr(%t) : (tensor<4xf32>) -> ()
  %e = tensor.extract %t[%c] : tensor<4xf32>
  return %e : f32
}

// -----

func.func private @none(tensor<4xf32> {bufferization.access = "none"}, tensor<4xf32>) -> ()

func.func @none_and_default(%t: tensor<4xf32>) -> f32 {
  %c = arith.constant 0 : index
  func.call @none(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> ()
  %e = tensor.extract %t[%c] : tensor<4xf32>
  return %e : f32
}

// -----

func.func private @rw(tensor<4xf32> {bufferization.access = "read-write"}) -> tensor<4xf32>

func.func @read_write(%t: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %c = arith.constant 0 : index
  %r = func.call @rw(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %e = tensor.extract %t[%c] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}

// -----

func.func private @w2(tensor<4xf32> {bufferization.access = "write"}) -> ()

func.func @write_only_dead(%t: tensor<4xf32>) {
  func.call @w2(%t) : (tensor<4xf32>) -> ()
  return
}
