// One-Shot Bufferize on unstructured control flow: a write through a block
// argument (or to the tensor itself) conflicts with a later read of a value
// it may alias on some path (docs/upstream-miscompiles.md; LLVM 22 misses
// these).  Each case runs before and after the pipeline on the same inputs
// (the loops iterate 3 times whatever the input); a difference would be an
// error and exit status 1, which fails the RUN line.
// CHECK-LABEL: @diamond_join: equal on 3 inputs
// RUN: bufferize-opt %s -split-input-file --check-equivalence -one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s
// RUN: bufferize-opt %s -split-input-file --check-equivalence -one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down" 2>&1 | FileCheck %s

// The join block of a diamond reads %t after one arm wrote %t's alias.
func.func @diamond_join(%t: tensor<4xf32>, %c: i1, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%t : tensor<4xf32>), ^bb2
^bb1(%a: tensor<4xf32>):
  %x = tensor.insert %v into %a[%c0] : tensor<4xf32>
  cf.br ^bb3(%x : tensor<4xf32>)
^bb2:
  cf.br ^bb3(%t : tensor<4xf32>)
^bb3(%r: tensor<4xf32>):
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %e : tensor<4xf32>, f32
}

// -----

// The write is nested in an scf.if inside a block the argument reaches.
// CHECK: @nested_region: equal on 3 inputs
func.func @nested_region(%t: tensor<4xf32>, %c: i1, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%t : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  %y = scf.if %c -> (tensor<4xf32>) {
    %x = tensor.insert %v into %a[%c0] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %y, %e : tensor<4xf32>, f32
}

// -----

// A cf loop of three iterations carries %t and writes it; %t is read in
// every iteration before the write, and after the loop.
// CHECK: @loop_three: equal on 3 inputs
func.func @loop_three(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %t, %z : index, tensor<4xf32>, f32)
^bb1(%i: index, %a: tensor<4xf32>, %s: f32):
  %cond = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  %x = tensor.insert %v into %a[%i] : tensor<4xf32>
  %s1 = arith.addf %s, %e : f32
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %x, %s1 : index, tensor<4xf32>, f32)
^bb3:
  %e2 = tensor.extract %t[%c0] : tensor<4xf32>
  %s2 = arith.addf %s, %e2 : f32
  return %a, %s2 : tensor<4xf32>, f32
}

// -----

// A cf.switch sends %t to two blocks; one writes it and reads %t after.
// CHECK: @switch_two: equal on 3 inputs
func.func @switch_two(%t: tensor<4xf32>, %k: i32, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.switch %k : i32, [
    default: ^bb1(%t : tensor<4xf32>),
    0: ^bb1(%t : tensor<4xf32>),
    1: ^bb2(%t : tensor<4xf32>)
  ]
^bb1(%a: tensor<4xf32>):
  %x = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %x, %e : tensor<4xf32>, f32
^bb2(%b: tensor<4xf32>):
  %y = tensor.insert %v into %b[%c1] : tensor<4xf32>
  %e2 = tensor.extract %t[%c1] : tensor<4xf32>
  return %y, %e2 : tensor<4xf32>, f32
}

// -----

// A loop whose header reads what its latch writes, three iterations.
// CHECK: @header_latch_three: equal on 3 inputs
func.func @header_latch_three(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %s: f32):
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  %s1 = arith.addf %s, %e : f32
  %cond = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %x = tensor.insert %v into %t[%i] : tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %s1 : index, f32)
^bb3:
  return %t, %s1 : tensor<4xf32>, f32
}

// -----

// No read follows the write on any path: in place, no copy (as LLVM 22).
// CHECK: @no_read_after: equal on 3 inputs
func.func @no_read_after(%t: tensor<4xf32>, %c: i1, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  cf.br ^bb3(%t, %e : tensor<4xf32>, f32)
^bb2:
  %x = tensor.insert %v into %t[%c0] : tensor<4xf32>
  cf.br ^bb3(%x, %v : tensor<4xf32>, f32)
^bb3(%r: tensor<4xf32>, %w: f32):
  return %r, %w : tensor<4xf32>, f32
}

// -----

// A cond_br naming one block twice: both operands are forwarded as buffers
// (LLVM 22 rewrites the first only and its output does not verify).
// CHECK: @same_block_twice: equal on 3 inputs
func.func @same_block_twice(%t: tensor<4xf32>, %u: tensor<4xf32>, %k: i1, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.cond_br %k, ^bb1(%t : tensor<4xf32>), ^bb1(%u : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  %x = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %e = tensor.extract %t[%c0] : tensor<4xf32>
  return %x, %e : tensor<4xf32>, f32
}

// -----

// Not a CFG: read and write in an scf.for body below the argument's block.
// The body runs again without entering that block, so the next iteration's
// read sees the fill unless it is out of place (a first version of the CFG
// rule skipped this write and miscompiled it).
// CHECK: @structured_loop_below: equal on 3 inputs
func.func @structured_loop_below(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %z) -> (f32) {
    %e = tensor.extract %t[%c0] : tensor<4xf32>
    %x = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %y = tensor.extract %x[%c0] : tensor<4xf32>
    %s1 = arith.addf %s, %e : f32
    %s2 = arith.addf %s1, %y : f32
    scf.yield %s2 : f32
  }
  return %r : f32
}

// CHECK: check-equivalence: 8 functions compared (8 equal, 0 differ), 0 skipped
