// Executable linalg cases: each @main prints; ours and upstream's one-shot
// output are lowered by mlir-opt-22 and run (tests/unit/test_one_shot_exec.py).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s

// A transposing generic reading and writing the same tensor: writing in place
// would clobber elements still to be read.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %e = tensor.empty() : tensor<3x3xf32>
  %c = linalg.copy ins(%t : tensor<3x3xf32>) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<3x3xf32>) outs(%c : tensor<3x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<3x3xf32>
  %u = tensor.cast %r : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// An elementwise generic on the same tensor may stay in place; the original is
// then dead.  A second generic reads the original after the first wrote: copy.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                        iterator_types = ["parallel"]}
      ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                         iterator_types = ["parallel"]}
      ins(%c : tensor<4xf32>) outs(%sq : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  %u = tensor.cast %sum : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// matmul accumulating into a filled tensor that is read again afterwards.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %one = arith.constant 1.0 : f32
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[0.0, 1.0], [1.0, 0.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m2 = linalg.matmul ins(%m, %f : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %m : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %m2 : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %f : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}

// -----

// linalg.map, linalg.reduce and linalg.transpose chained on one buffer.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %z = arith.constant 0.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.copy ins(%t : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.map { arith.addf } ins(%c, %c : tensor<2x3xf32>, tensor<2x3xf32>) outs(%c : tensor<2x3xf32>)
  %e2 = tensor.empty() : tensor<3xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce { arith.addf } ins(%c : tensor<2x3xf32>) outs(%f2 : tensor<3xf32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<3x2xf32>
  %tr = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%e3 : tensor<3x2xf32>) permutation = [1, 0]
  %u = tensor.cast %m : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %tr : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %f2 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}

// -----

// linalg.copy into a slice of a tensor whose old slice contents are read later.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %src = arith.constant dense<[[10.0, 20.0]]> : tensor<1x2xf32>
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.copy ins(%t : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = tensor.extract_slice %c[1, 1] [1, 2] [1, 1] : tensor<2x3xf32> to tensor<1x2xf32>
  %cp = linalg.copy ins(%src : tensor<1x2xf32>) outs(%s : tensor<1x2xf32>) -> tensor<1x2xf32>
  %r = tensor.insert_slice %cp into %c[1, 1] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x3xf32>
  %old = tensor.extract %s[%c0, %c0] : tensor<1x2xf32>
  vector.print %old : f32
  %u = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// A generic with a reduction dimension accumulating into an output slice.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %acc = arith.constant dense<[100.0, 200.0, 300.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%acc : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %s = tensor.extract_slice %c[1] [2] [1] : tensor<3xf32> to tensor<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<2x2xf32>) outs(%s : tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  } -> tensor<2xf32>
  %w = tensor.insert_slice %r into %c[0] [2] [1] : tensor<2xf32> into tensor<3xf32>
  %u = tensor.cast %w : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// A generic with two outputs, one of which aliases an input.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<3xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (2 - i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                         iterator_types = ["parallel"]}
      ins(%c : tensor<3xf32>) outs(%c, %e2 : tensor<3xf32>, tensor<3xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %x, %y : f32
    linalg.yield %s, %m : f32, f32
  } -> (tensor<3xf32>, tensor<3xf32>)
  %u = tensor.cast %r#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %r#1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// -----

// matmul + broadcast bias + relu written into the tensor.empty the fill used:
// the bias generic reads the matmul result element for element and stays in
// place (one buffer, as LLVM 22).
#id = affine_map<(d0, d1) -> (d0, d1)>
#bc = affine_map<(d0, d1) -> (d1)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0], [3.0, 4.0], [-5.0, 6.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]]> : tensor<2x3xf32>
  %bias = arith.constant dense<[0.5, -10.0, 1.0]> : tensor<3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %m = linalg.matmul ins(%a, %b : tensor<3x2xf32>, tensor<2x3xf32>) outs(%f : tensor<3x3xf32>) -> tensor<3x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #bc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<3x3xf32>, tensor<3xf32>) outs(%e : tensor<3x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %p = arith.maximumf %s, %z : f32
    linalg.yield %p : f32
  } -> tensor<3x3xf32>
  %u = tensor.cast %r : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
