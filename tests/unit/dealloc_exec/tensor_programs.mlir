// Tensor programs with a @main for tests/unit/test_dealloc_exec.py: each is
// bufferized with our -one-shot-bufferize="bufferize-function-boundaries",
// then deallocated (-buffer-deallocation, -buffer-deallocation-pipeline),
// lowered with mlir-opt-22 and run under the allocation checker.

// accumulate: loop writing its argument in place, returned to the caller
func.func private @printMemrefF32(memref<*xf32>)
func.func @accumulate(%n: index, %init: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> tensor<4xf32> {
    %x = tensor.extract %t[%c1] : tensor<4xf32>
    %y = arith.addf %x, %one : f32
    %s = tensor.insert %y into %t[%c1] : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %z = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = call @accumulate(%c3, %t) : (index, tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// if_select: scf.if yielding a new tensor or the argument
func.func private @printMemrefF32(memref<*xf32>)
func.func @pick(%c: i1, %a: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = arith.constant 7.0 : f32
    %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %z = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r1 = call @pick(%t, %a) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %r2 = call @pick(%fl, %a) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %m1 = bufferization.to_buffer %r1 : tensor<4xf32> to memref<4xf32>
  %u1 = memref.cast %m1 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %m2 = bufferization.to_buffer %r2 : tensor<4xf32> to memref<4xf32>
  %u2 = memref.cast %m2 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

// -----

// if_inplace: both branches write the same tensor in place, read after
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %z = arith.constant 1.0 : f32
  %w = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %t -> tensor<4xf32> {
    %i = tensor.insert %w into %a[%c0] : tensor<4xf32>
    scf.yield %i : tensor<4xf32>
  } else {
    %i = tensor.insert %w into %a[%c2] : tensor<4xf32>
    scf.yield %i : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// out_of_place: the original is read after an update (forces a copy)
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c1 = arith.constant 1 : index
  %z = arith.constant 1.0 : f32
  %w = arith.constant 9.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b = tensor.insert %w into %a[%c1] : tensor<4xf32>
  %ma = bufferization.to_buffer %a : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

// -----

// fresh_result: a function returning a new tensor, called in a loop
func.func private @printMemrefF32(memref<*xf32>)
func.func @make(%f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> tensor<4xf32> {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %t = call @make(%fi) : (f32) -> tensor<4xf32>
    %x = tensor.extract %t[%c1] : tensor<4xf32>
    %y = tensor.extract %acc[%i] : tensor<4xf32>
    %s = arith.addf %x, %y : f32
    %n = tensor.insert %s into %acc[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// nested_loops: two nested loops updating a tensor in place
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%t2 = %t) -> tensor<4xf32> {
      %x = tensor.extract %t2[%j] : tensor<4xf32>
      %y = arith.addf %x, %one : f32
      %n = tensor.insert %y into %t2[%j] : tensor<4xf32>
      scf.yield %n : tensor<4xf32>
    }
    scf.yield %r2 : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// slices: extract_slice / insert_slice in a loop
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%t = %a) -> tensor<8xf32> {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %s2 = tensor.insert %fi into %s[%c1] : tensor<2xf32>
    %n = tensor.insert_slice %s2 into %t[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  %m = bufferization.to_buffer %r : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// two_results: a function with two tensor results, one aliasing its argument
func.func private @printMemrefF32(memref<*xf32>)
func.func @two(%a: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b = tensor.insert %f into %a[%c0] : tensor<4xf32>
  return %t, %b : tensor<4xf32>, tensor<4xf32>
}
func.func @main() {
  %z = arith.constant 1.0 : f32
  %w = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = call @two(%a, %w) : (tensor<4xf32>, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %m1 = bufferization.to_buffer %r#0 : tensor<4xf32> to memref<4xf32>
  %u1 = memref.cast %m1 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %m2 = bufferization.to_buffer %r#1 : tensor<4xf32> to memref<4xf32>
  %u2 = memref.cast %m2 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

// -----

// while_loop: scf.while carrying a tensor
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.while (%i = %c0, %t = %a) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %p = arith.cmpi slt, %i, %c4 : index
    scf.condition(%p) %i, %t : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %u: tensor<4xf32>):
    %n = tensor.insert %one into %u[%j] : tensor<4xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %n : index, tensor<4xf32>
  }
  %m = bufferization.to_buffer %r#1 : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
