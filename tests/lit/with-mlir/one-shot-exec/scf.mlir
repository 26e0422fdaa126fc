// Executable scf cases: each @main prints; ours and upstream's one-shot output
// are lowered by mlir-opt-22 and run (tests/unit/test_one_shot_exec.py).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s

// scf.for carrying a tensor, inserting one element per iteration; the init
// tensor is read after the loop, so the loop must work on a copy.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c) -> (tensor<4xf32>) {
    %j = arith.subi %c4, %i : index
    %k = arith.subi %j, %c1 : index
    %x = tensor.extract %a[%k] : tensor<4xf32>
    %y = tensor.extract %c[%i] : tensor<4xf32>
    %s = arith.addf %x, %y : f32
    %n = tensor.insert %s into %a[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// scf.if yielding either a written copy or the original; the original is read
// afterwards.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @pick(%t: tensor<3xf32>, %cond: i1) -> (tensor<3xf32>, f32) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 42.0 : f32
  %r = scf.if %cond -> (tensor<3xf32>) {
    %w = tensor.insert %v into %t[%c0] : tensor<3xf32>
    scf.yield %w : tensor<3xf32>
  } else {
    scf.yield %t : tensor<3xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<3xf32>
  return %r, %x : tensor<3xf32>, f32
}
func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r:2 = call @pick(%t, %true) : (tensor<3xf32>, i1) -> (tensor<3xf32>, f32)
  %s:2 = call @pick(%r#0, %false) : (tensor<3xf32>, i1) -> (tensor<3xf32>, f32)
  vector.print %r#1 : f32
  vector.print %s#1 : f32
  %u = tensor.cast %r#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %s#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// scf.while doubling the first element until it passes a bound; the init is
// read after the loop.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %bound = arith.constant 20.0 : f32
  %t = arith.constant dense<[1.5, 7.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %c = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = scf.while (%a = %c) : (tensor<2xf32>) -> tensor<2xf32> {
    %x = tensor.extract %a[%c0] : tensor<2xf32>
    %cond = arith.cmpf olt, %x, %bound : f32
    scf.condition(%cond) %a : tensor<2xf32>
  } do {
  ^bb0(%b: tensor<2xf32>):
    %x = tensor.extract %b[%c0] : tensor<2xf32>
    %y = arith.addf %x, %x : f32
    %n = tensor.insert %y into %b[%c0] : tensor<2xf32>
    scf.yield %n : tensor<2xf32>
  }
  %u = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// scf.execute_region writing into a tensor defined outside it.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c1 = arith.constant 1 : index
  %v = arith.constant 8.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = scf.execute_region -> tensor<3xf32> {
    %w = tensor.insert %v into %c[%c1] : tensor<3xf32>
    scf.yield %w : tensor<3xf32>
  }
  %x = tensor.extract %c[%c1] : tensor<3xf32>
  vector.print %x : f32
  %u = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// scf.index_switch: each case writes a different element of the same tensor.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @sw(%t: tensor<3xf32>, %k: index) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant -1.0 : f32
  %r = scf.index_switch %k -> tensor<3xf32>
  case 0 {
    %w = tensor.insert %v into %t[%c0] : tensor<3xf32>
    scf.yield %w : tensor<3xf32>
  }
  case 1 {
    %w = tensor.insert %v into %t[%c2] : tensor<3xf32>
    scf.yield %w : tensor<3xf32>
  }
  default {
    scf.yield %t : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %a = call @sw(%t, %c0) : (tensor<3xf32>, index) -> tensor<3xf32>
  %b = call @sw(%t, %c1) : (tensor<3xf32>, index) -> tensor<3xf32>
  %c = call @sw(%a, %c5) : (tensor<3xf32>, index) -> tensor<3xf32>
  %u = tensor.cast %a : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %b : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %t : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}

// -----

// Nested scf.for tiling: fill row tiles of a tensor with the loop index.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%a = %f) -> (tensor<4x2xf32>) {
    %s = tensor.extract_slice %a[%i, 0] [2, 2] [1, 1] : tensor<4x2xf32> to tensor<2x2xf32>
    %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %s) -> (tensor<2x2xf32>) {
      %k = arith.addi %i, %j : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %row = tensor.extract_slice %b[%j, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
      %fr = linalg.fill ins(%kf : f32) outs(%row : tensor<2xf32>) -> tensor<2xf32>
      %b2 = tensor.insert_slice %fr into %b[%j, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<2x2xf32>
      scf.yield %b2 : tensor<2x2xf32>
    }
    %a2 = tensor.insert_slice %in into %a[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x2xf32>
    scf.yield %a2 : tensor<4x2xf32>
  }
  %u = tensor.cast %r : tensor<4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %f : tensor<4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// scf.if returning one of two slices of the same tensor, then written.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @f(%c: i1, %t: tensor<4xf32>) -> (tensor<2xf32>, tensor<4xf32>) {
  %v = arith.constant 0.5 : f32
  %r = scf.if %c -> tensor<2xf32> {
    %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  } else {
    %s = tensor.extract_slice %t[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  %f = linalg.fill ins(%v : f32) outs(%r : tensor<2xf32>) -> tensor<2xf32>
  return %f, %t : tensor<2xf32>, tensor<4xf32>
}
func.func @main() {
  %true = arith.constant true
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = call @f(%true, %c) : (i1, tensor<4xf32>) -> (tensor<2xf32>, tensor<4xf32>)
  %u = tensor.cast %r#0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %r#1 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// -----

// scf.while whose condition forwards a freshly written tensor while the
// before-argument is read in the after region through the init.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %lim = arith.constant 4.0 : f32
  %t = arith.constant dense<[0.0, 0.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %c = linalg.copy ins(%t : tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = scf.while (%a = %c) : (tensor<2xf32>) -> tensor<2xf32> {
    %x = tensor.extract %a[%c0] : tensor<2xf32>
    %y = arith.addf %x, %one : f32
    %n = tensor.insert %y into %a[%c0] : tensor<2xf32>
    %cond = arith.cmpf olt, %y, %lim : f32
    scf.condition(%cond) %n : tensor<2xf32>
  } do {
  ^bb0(%b: tensor<2xf32>):
    %x = tensor.extract %b[%c0] : tensor<2xf32>
    %n = tensor.insert %x into %b[%c1] : tensor<2xf32>
    scf.yield %n : tensor<2xf32>
  }
  %u = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %c : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// -----

// An scf.if whose branches both yield values equivalent to the iter_arg,
// inside an scf.for: in place (was a known bug: the equivalence analysis ran in
// analysis order instead of post order, giving "Yield operand #0 is not
// equivalent to the corresponding iter bbArg").
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c) -> (tensor<4xf32>) {
    %lt = arith.cmpi ult, %i, %c2 : index
    %n = scf.if %lt -> tensor<4xf32> {
      %x = tensor.extract %c[%i] : tensor<4xf32>
      %y = arith.mulf %x, %x : f32
      %w = tensor.insert %y into %a[%i] : tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    } else {
      scf.yield %a : tensor<4xf32>
    }
    scf.yield %n : tensor<4xf32>
  }
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}
