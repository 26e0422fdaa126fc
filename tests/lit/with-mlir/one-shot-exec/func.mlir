// Executable func cases: each @main prints; ours and upstream's one-shot output
// are lowered by mlir-opt-22 and run (tests/unit/test_one_shot_exec.py).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s

// A private callee with several results: one equivalent to an argument (written
// in place), one new; the caller reads the argument again after the call.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @two(%a: tensor<3xf32>, %v: f32) -> (tensor<3xf32>, tensor<3xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c1] : tensor<3xf32>
  %w = tensor.insert %v into %a[%c0] : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %w, %f, %x : tensor<3xf32>, tensor<3xf32>, f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 9.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r:3 = call @two(%c, %v) : (tensor<3xf32>, f32) -> (tensor<3xf32>, tensor<3xf32>, f32)
  %old = tensor.extract %c[%c0] : tensor<3xf32>
  vector.print %old : f32
  vector.print %r#2 : f32
  %u = tensor.cast %r#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %r#1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// -----

// The same callee called twice on the same value, and on its own result: each
// call writes its argument, so the caller must pass copies where needed.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @scale(%a: tensor<4xf32>, %k: f32) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    %m = arith.mulf %x, %k : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @main() {
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = call @scale(%c, %two) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %b = call @scale(%c, %three) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %d = call @scale(%a, %three) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %u = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %d : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// A non-writable argument (bufferization.writable = false): the callee writes
// a copy; the caller's tensor keeps its values.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @ro(%a: tensor<3xf32> {bufferization.writable = false}) -> tensor<3xf32> {
  %c2 = arith.constant 2 : index
  %v = arith.constant 0.5 : f32
  %w = tensor.insert %v into %a[%c2] : tensor<3xf32>
  return %w : tensor<3xf32>
}
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = call @ro(%c) : (tensor<3xf32>) -> tensor<3xf32>
  %u = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// A call chain: @outer forwards its argument to @inner, which returns it
// written; the results are equivalent to the argument through both calls.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @inner(%a: tensor<2x2xf32>, %i: index) -> tensor<2x2xf32> {
  %v = arith.constant 4.0 : f32
  %w = tensor.insert %v into %a[%i, %i] : tensor<2x2xf32>
  return %w : tensor<2x2xf32>
}
func.func private @outer(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = call @inner(%a, %c1) : (tensor<2x2xf32>, index) -> tensor<2x2xf32>
  %x = tensor.extract %a[%c1, %c1] : tensor<2x2xf32>
  %r2 = call @inner(%r, %c0) : (tensor<2x2xf32>, index) -> tensor<2x2xf32>
  return %r2, %x : tensor<2x2xf32>, f32
}
func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 5.0]]> : tensor<2x2xf32>
  %r:2 = call @outer(%t) : (tensor<2x2xf32>) -> (tensor<2x2xf32>, f32)
  vector.print %r#1 : f32
  %u = tensor.cast %r#0 : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %t : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// The same tensor passed twice; the callee writes one argument and then reads the other.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @wr(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 9.0 : f32
  %w = tensor.insert %v into %a[%c0] : tensor<2xf32>
  %x = tensor.extract %b[%c0] : tensor<2xf32>
  return %w, %x : tensor<2xf32>, f32
}
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %c = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = call @wr(%c, %c) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, f32)
  vector.print %r#1 : f32
  %u = tensor.cast %r#0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// A callee returning one of its two arguments (not equivalent to either); the
// caller writes the result and reads both inputs.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @choose(%c: i1, %a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = scf.if %c -> tensor<2xf32> {
    scf.yield %a : tensor<2xf32>
  } else {
    scf.yield %b : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %v = arith.constant 9.0 : f32
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %a = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %b = linalg.copy ins(%t : tensor<2xf32>) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %r = call @choose(%true, %a, %b) : (i1, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %w = tensor.insert %v into %r[%c0] : tensor<2xf32>
  %u = tensor.cast %w : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %a : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %b : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// A callee returning a strided slice of its argument; the caller writes it and
// reads the argument.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @col(%t: tensor<3x3xf32>, %j: index) -> tensor<3xf32> {
  %s = tensor.extract_slice %t[0, %j] [3, 1] [1, 1] : tensor<3x3xf32> to tensor<3xf32>
  return %s : tensor<3xf32>
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %e = tensor.empty() : tensor<3x3xf32>
  %c = linalg.copy ins(%t : tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %s = call @col(%c, %c1) : (tensor<3x3xf32>, index) -> tensor<3xf32>
  %f = linalg.fill ins(%z : f32) outs(%s : tensor<3xf32>) -> tensor<3xf32>
  %u = tensor.cast %f : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %c : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}
