// Executable tensor-dialect cases: each @main prints; ours and upstream's one-shot
// output are lowered by mlir-opt-22 and run (tests/unit/test_one_shot_exec.py).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s

// extract_slice, a write into the slice, then the original is read: the slice
// write must not go into %t's buffer.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 9.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.copy ins(%t : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = tensor.extract_slice %c[1, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<3xf32>
  %w = tensor.insert %v into %s[%c1] : tensor<3xf32>
  %x = tensor.extract %c[%c1, %c1] : tensor<2x3xf32>
  vector.print %x : f32
  %u = tensor.cast %w : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// insert_slice into a tensor that is read afterwards: a copy is needed.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %z = arith.constant 0.0 : f32
  %src = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %i = tensor.insert_slice %src into %f[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %j = tensor.insert_slice %src into %f[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %u = tensor.cast %i : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %j : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %f : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}

// -----

// expand_shape / collapse_shape alias their source: writing the expanded
// tensor while the source is still read needs a copy.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 5.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %y = tensor.insert %v into %x[%c1, %c0] : tensor<2x2xf32>
  %z = tensor.collapse_shape %y [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %w = tensor.insert %v into %z[%c0] : tensor<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %y : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// tensor.reshape with a shape operand; the source is overwritten afterwards.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 6.0 : f32
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %shape = arith.constant dense<[2, 3]> : tensor<2xi64>
  %e = tensor.empty() : tensor<3x2xf32>
  %c = linalg.copy ins(%t : tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = tensor.reshape %c(%shape) : (tensor<3x2xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %w = tensor.insert %v into %c[%c0, %c0] : tensor<3x2xf32>
  %u = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %w : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// from_elements, generate, splat, pad, dim and rank.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %p = arith.constant -1.0 : f32
  %t = tensor.from_elements %a, %b, %b, %a, %a, %b : tensor<2x3xf32>
  %g = tensor.generate %c1 {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %x = tensor.extract %t[%c1, %j] : tensor<2x3xf32>
    %r = arith.addf %sf, %x : f32
    tensor.yield %r : f32
  } : tensor<?x3xf32>
  %sp = tensor.splat %b : tensor<3xf32>
  %pad = tensor.pad %t low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %p : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  %t2 = tensor.insert %p into %t[%c0, %c0] : tensor<2x3xf32>
  %d = tensor.dim %g, %c0 : tensor<?x3xf32>
  %rk = tensor.rank %pad : tensor<3x4xf32>
  vector.print %d : index
  vector.print %rk : index
  %u = tensor.cast %g : tensor<?x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %sp : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %pad : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %t2 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}

// -----

// scf.forall with parallel_insert_slice into a shared output that is also
// read after the loop through its original value.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %z = arith.constant 0.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %c = linalg.copy ins(%t : tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = scf.forall (%i) in (3) shared_outs(%o = %c) -> (tensor<6xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<6xf32> to tensor<2xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        outs(%s : tensor<2xf32>) {
    ^bb0(%x: f32):
      %m = arith.mulf %x, %x : f32
      linalg.yield %m : f32
    } -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%off] [2] [1] : tensor<2xf32> into tensor<6xf32>
    }
  }
  %u = tensor.cast %r : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// Two slices of the same tensor: the second is read after the first is written.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %one = arith.constant 1.0 : f32
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %c = linalg.copy ins(%t : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %a = tensor.extract_slice %c[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> to tensor<2x2xf32>
  %b = tensor.extract_slice %c[0, 1] [2, 1] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  %fa = linalg.fill ins(%one : f32) outs(%a : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = tensor.insert_slice %fa into %c[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x2xf32>
  %r2 = tensor.insert_slice %b into %r[0, 0] [2, 1] [1, 1] : tensor<2xf32> into tensor<2x2xf32>
  %u = tensor.cast %r2 : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// forall whose shared_out is read after the loop; each thread reads a
// neighbour's element of the original.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<4xf32>) {
    %x = tensor.extract %c[%c0] : tensor<4xf32>
    %s = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// pad of a tensor that is written afterwards, and a padded tensor written.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %v = arith.constant 7.0 : f32
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %c = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %pad = tensor.pad %c low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<2xf32> to tensor<4xf32>
  %w = tensor.insert %v into %c[%c0] : tensor<2xf32>
  %w2 = tensor.insert %v into %pad[%c0] : tensor<4xf32>
  %u = tensor.cast %w2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %w : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %pad : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// collapse_shape of a tensor written afterwards through the original.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %c = linalg.copy ins(%t : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %col = tensor.collapse_shape %c [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %w = tensor.insert %v into %c[%c0, %c0] : tensor<2x2xf32>
  %w2 = tensor.insert %v into %col[%c0] : tensor<4xf32>
  %u = tensor.cast %col : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %w : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %w2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// tensor.concat of a tensor with itself, then the source written.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 3.0 : f32
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %c = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %cc = tensor.concat dim(0) %c, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %w = tensor.insert %v into %c[%c0] : tensor<2xf32>
  %u = tensor.cast %cc : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %w : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// -----

// tensor.cast to a dynamic shape, written through the cast while the original
// is read: the cast operand is out of place (its result is copied).
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c2 = arith.constant 2 : index
  %v = arith.constant 3.5 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %d = tensor.cast %c : tensor<3xf32> to tensor<?xf32>
  %w = tensor.insert %v into %d[%c2] : tensor<?xf32>
  %x = tensor.extract %c[%c2] : tensor<3xf32>
  vector.print %x : f32
  %u = tensor.cast %w : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// Overlapping insert_slice: a slice of %c inserted into %c at a shifted offset.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %e = tensor.empty() : tensor<5xf32>
  %c = linalg.copy ins(%t : tensor<5xf32>) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = tensor.extract_slice %c[0] [4] [1] : tensor<5xf32> to tensor<4xf32>
  %r = tensor.insert_slice %s into %c[1] [4] [1] : tensor<4xf32> into tensor<5xf32>
  %u = tensor.cast %r : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// A strided (step 2) slice filled, then the whole tensor and the old slice values read.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 0.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %c = linalg.copy ins(%t : tensor<6xf32>) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %s = tensor.extract_slice %c[1] [3] [2] : tensor<6xf32> to tensor<3xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<3xf32>) -> tensor<3xf32>
  %r = tensor.insert_slice %f into %c[1] [3] [2] : tensor<3xf32> into tensor<6xf32>
  %x = tensor.extract %s[%c0] : tensor<3xf32>
  vector.print %x : f32
  %u = tensor.cast %r : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
