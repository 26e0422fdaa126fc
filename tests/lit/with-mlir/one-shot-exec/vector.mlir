// Executable vector cases: each @main prints; ours and upstream's one-shot
// output are lowered by mlir-opt-22 and run (tests/unit/test_one_shot_exec.py).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s

// transfer_write into a tensor that is read afterwards with transfer_read.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %v = arith.constant dense<[7.0, 8.0]> : vector<2xf32>
  %w = vector.transfer_write %v, %c[%c1] {in_bounds = [true]} : vector<2xf32>, tensor<4xf32>
  %r = vector.transfer_read %c[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  %r2 = vector.transfer_read %w[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  vector.print %r : vector<4xf32>
  vector.print %r2 : vector<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// transfer_read/transfer_write on a 2-D tensor in a loop, in place.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %c = linalg.copy ins(%t : tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = scf.for %i = %c1 to %c3 step %c1 iter_args(%a = %c) -> (tensor<3x2xf32>) {
    %im1 = arith.subi %i, %c1 : index
    %prev = vector.transfer_read %a[%im1, %c0], %pad {in_bounds = [true]} : tensor<3x2xf32>, vector<2xf32>
    %cur = vector.transfer_read %a[%i, %c0], %pad {in_bounds = [true]} : tensor<3x2xf32>, vector<2xf32>
    %s = arith.addf %prev, %cur : vector<2xf32>
    %n = vector.transfer_write %s, %a[%i, %c0] {in_bounds = [true]} : vector<2xf32>, tensor<3x2xf32>
    scf.yield %n : tensor<3x2xf32>
  }
  %orig = vector.transfer_read %c[%c1, %c0], %pad {in_bounds = [true]} : tensor<3x2xf32>, vector<2xf32>
  vector.print %orig : vector<2xf32>
  %u = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// vector.transfer_write on a function argument also read afterwards by the caller.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @tw(%t: tensor<4xf32>, %v: vector<2xf32>) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %w = vector.transfer_write %v, %t[%c2] {in_bounds = [true]} : vector<2xf32>, tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %v = arith.constant dense<[8.0, 9.0]> : vector<2xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = call @tw(%c, %v) : (tensor<4xf32>, vector<2xf32>) -> tensor<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// -----

// vector.fma on vectors read from a tensor, written back and printed.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[1.5, -2.0, 3.0, 0.25]> : tensor<4xf32>
  %a = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  %b = arith.constant dense<[2.0, 4.0, -1.0, 8.0]> : vector<4xf32>
  %f = vector.fma %a, %b, %a : vector<4xf32>
  vector.print %f : vector<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %w = vector.transfer_write %f, %e[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
