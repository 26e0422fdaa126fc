// Executable bufferization-dialect cases: each @main prints; ours and
// upstream's one-shot output are lowered by mlir-opt-22 and run
// (tests/unit/test_one_shot_exec.py).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s

// alloc_tensor copy(%t): a new buffer holding %t's values; writing it leaves %t.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 11.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %a = bufferization.alloc_tensor() copy(%t) : tensor<3xf32>
  %w = tensor.insert %v into %a[%c0] : tensor<3xf32>
  %d = bufferization.alloc_tensor(%c3) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  %g = tensor.insert %v into %t[%c0] : tensor<3xf32>
  %u = tensor.cast %w : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %f : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %t : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %g : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}

// -----

// materialize_in_destination into a slice of a tensor: the source is read
// after the destination was written (the source aliases the destination's
// tensor, so it must be copied first).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %src = tensor.extract_slice %c[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %dst = tensor.extract_slice %c[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %m = bufferization.materialize_in_destination %src in %dst : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %r = tensor.insert_slice %m into %c[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %x = tensor.extract %src[%c1] : tensor<2xf32>
  vector.print %x : f32
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// to_tensor restrict writable: writes to the tensor go into the memref.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %v = arith.constant 12.0 : f32
  %m = memref.alloc() : memref<3xf32>
  linalg.fill ins(%one : f32) outs(%m : memref<3xf32>)
  %t = bufferization.to_tensor %m restrict writable : memref<3xf32> to tensor<3xf32>
  %w = tensor.insert %v into %t[%c2] : tensor<3xf32>
  %x = memref.load %m[%c2] : memref<3xf32>
  vector.print %x : f32
  %u = tensor.cast %w : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  memref.dealloc %m : memref<3xf32>
  return
}

// -----

// arith.select between two tensors, then a write to the selected one while
// both are still read.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @sel(%c: i1, %a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, f32, f32) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 100.0 : f32
  %s = arith.select %c, %a, %b : tensor<2xf32>
  %w = tensor.insert %v into %s[%c0] : tensor<2xf32>
  %x = tensor.extract %a[%c0] : tensor<2xf32>
  %y = tensor.extract %b[%c0] : tensor<2xf32>
  return %w, %x, %y : tensor<2xf32>, f32, f32
}
func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %r:3 = call @sel(%true, %a, %b) : (i1, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, f32, f32)
  %s:3 = call @sel(%false, %a, %b) : (i1, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, f32, f32)
  vector.print %r#1 : f32
  vector.print %r#2 : f32
  vector.print %s#1 : f32
  vector.print %s#2 : f32
  %u = tensor.cast %r#0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %s#0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// -----

// A writable to_buffer of a tensor read after the memref is written: the
// memref must be a private copy.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5.0 : f32
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %c = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %m = bufferization.to_buffer %c : tensor<2xf32> to memref<2xf32>
  memref.store %v, %m[%c0] : memref<2xf32>
  %x = tensor.extract %c[%c0] : tensor<2xf32>
  vector.print %x : f32
  return
}

// -----

// bufferization.dealloc_tensor becomes memref.dealloc of its operand's buffer
// (was a known bug: no model, "op was not bufferized").
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 2.5 : f32
  %a = bufferization.alloc_tensor() : tensor<2xf32>
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<2xf32>) -> tensor<2xf32>
  %x = tensor.extract %f[%c0] : tensor<2xf32>
  bufferization.dealloc_tensor %f : tensor<2xf32>
  vector.print %x : f32
  return
}
