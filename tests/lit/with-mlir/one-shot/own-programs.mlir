// The tensor programs of tests/unit/dealloc_exec/tensor_programs_upstream_os.mlir (cf branches, scf.if in loops).
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only


// cf_branch: tensors passed through cf block arguments
func.func private @printMemrefF32(memref<*xf32>)
func.func @choose(%c: i1, %a: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2(%a : tensor<4xf32>)
^bb1:
  %e = tensor.empty() : tensor<4xf32>
  %f = arith.constant 4.0 : f32
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb2(%t : tensor<4xf32>)
^bb2(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %z = arith.constant 2.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r1 = call @choose(%t, %a) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %r2 = call @choose(%fl, %a) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %m1 = bufferization.to_buffer %r1 : tensor<4xf32> to memref<4xf32>
  %u1 = memref.cast %m1 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %m2 = bufferization.to_buffer %r2 : tensor<4xf32> to memref<4xf32>
  %u2 = memref.cast %m2 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

// -----

// cf_diamond: cf diamond, a new tensor in one branch, in-place update after
func.func private @printMemrefF32(memref<*xf32>)
func.func @diamond(%c: i1, %a: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %w = arith.constant 8.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%w : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb3(%t : tensor<4xf32>)
^bb2:
  cf.br ^bb3(%a : tensor<4xf32>)
^bb3(%r: tensor<4xf32>):
  %n = tensor.insert %w into %r[%c0] : tensor<4xf32>
  %x = tensor.extract %n[%c0] : tensor<4xf32>
  %y = tensor.extract %n[%c3] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s1 = call @diamond(%t, %a) : (i1, tensor<4xf32>) -> f32
  %s2 = call @diamond(%fl, %a) : (i1, tensor<4xf32>) -> f32
  %e2 = tensor.empty() : tensor<2xf32>
  %o1 = tensor.insert %s1 into %e2[%c0] : tensor<2xf32>
  %o2 = tensor.insert %s2 into %o1[%c1] : tensor<2xf32>
  %m = bufferization.to_buffer %o2 : tensor<2xf32> to memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// loop_if: scf.if inside a loop, one branch builds a new tensor and copies it in place
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %k = arith.remui %i, %c2 : index
    %p = arith.cmpi eq, %k, %c0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %n = scf.if %p -> tensor<4xf32> {
      %e2 = tensor.empty() : tensor<4xf32>
      %f2 = linalg.fill ins(%fi : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
      %g = tensor.extract %t[%c1] : tensor<4xf32>
      %f3 = tensor.insert %g into %f2[%c0] : tensor<4xf32>
      %cp = linalg.copy ins(%f3 : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %cp : tensor<4xf32>
    } else {
      %x = tensor.insert %fi into %t[%c1] : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    }
    scf.yield %n : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
