// Own cases: op dominance in unstructured control flow (cf loops: upstream
// canUseOpDominanceDueToBlocks), cf.switch (no upstream model: analyzed as an
// unknown op), and the graph region of scf.forall.in_parallel (every op there
// dominates every other, so parallel_insert_slice ops never conflict among
// themselves; the destination is not read, the scf.forall reads its shared_outs).
// With a dialect filter that leaves out the bufferization dialect, the private
// copies of out-of-place operands and tensor.empty stay bufferization.alloc_tensor.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only
// OPTIONS: bufferize-function-boundaries test-analysis-only print-conflicts
// OPTIONS: allow-unknown-ops dialect-filter=tensor
// OPTIONS: allow-unknown-ops dialect-filter=tensor,scf

// Case A: a block argument carried around a back edge, written in the loop
// body, the original read after the loop.
func.func @loop_carried(%t: tensor<5xf32>, %n: index, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %t : index, tensor<5xf32>)
^bb1(%i: index, %a: tensor<5xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %x = tensor.insert %f into %a[%i] : tensor<5xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %x : index, tensor<5xf32>)
^bb3:
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  return %a, %e : tensor<5xf32>, f32
}

// -----

// Case B: read before write in the same loop block; the next iteration reads
// what the previous one wrote.
func.func @read_then_write_in_loop(%t: tensor<5xf32>, %n: index, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %t, %z : index, tensor<5xf32>, f32)
^bb1(%i: index, %a: tensor<5xf32>, %s: f32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  %x = tensor.insert %f into %a[%i] : tensor<5xf32>
  %s1 = arith.addf %s, %e : f32
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %x, %s1 : index, tensor<5xf32>, f32)
^bb3:
  return %a, %s : tensor<5xf32>, f32
}

// -----

// Case C: the same, but the tensor is defined in the loop: the definition
// resets the sequence, op dominance can be used.
func.func @def_in_loop(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %s: f32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %t = tensor.empty() : tensor<5xf32>
  %t1 = linalg.fill ins(%f : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  %e = tensor.extract %t1[%c0] : tensor<5xf32>
  %x = tensor.insert %f into %t1[%i] : tensor<5xf32>
  %e2 = tensor.extract %x[%i] : tensor<5xf32>
  %s0 = arith.addf %s, %e : f32
  %s1 = arith.addf %s0, %e2 : f32
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %s1 : index, f32)
^bb3:
  return %s : f32
}

// -----

// Case D: read in the loop header, write in the latch block.
func.func @header_read_latch_write(%t: tensor<5xf32>, %n: index, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %s: f32):
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  %s1 = arith.addf %s, %e : f32
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %x = tensor.insert %f into %t[%i] : tensor<5xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %s1 : index, f32)
^bb3:
  return %t, %s1 : tensor<5xf32>, f32
}

// -----

// Case E: no back edge: a diamond; read in one branch, write in the other.
func.func @diamond(%t: tensor<5xf32>, %c: i1, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  cf.br ^bb3(%t, %e : tensor<5xf32>, f32)
^bb2:
  %x = tensor.insert %f into %t[%c0] : tensor<5xf32>
  cf.br ^bb3(%x, %f : tensor<5xf32>, f32)
^bb3(%r: tensor<5xf32>, %v: f32):
  return %r, %v : tensor<5xf32>, f32
}

// -----

// Case F: a self loop on one block that reads and writes the carried tensor.
func.func @self_loop(%t: tensor<5xf32>, %n: index, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %t : index, tensor<5xf32>)
^bb1(%i: index, %a: tensor<5xf32>):
  %e = tensor.extract %a[%c0] : tensor<5xf32>
  %v = arith.addf %e, %f : f32
  %x = tensor.insert %v into %a[%i] : tensor<5xf32>
  %i1 = arith.addi %i, %c1 : index
  %cond = arith.cmpi slt, %i1, %n : index
  cf.cond_br %cond, ^bb1(%i1, %x : index, tensor<5xf32>), ^bb2
^bb2:
  return %x : tensor<5xf32>
}

// -----

// Case G: loop reading the function argument and writing a copy-free alias
// of it in a second loop block (read block reaches write block and back).
func.func @two_block_loop(%t: tensor<5xf32>, %n: index, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %t, %z : index, tensor<5xf32>, f32)
^bb1(%i: index, %a: tensor<5xf32>, %s: f32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb4
^bb2:
  %e = tensor.extract %a[%c0] : tensor<5xf32>
  %s1 = arith.addf %s, %e : f32
  cf.br ^bb3
^bb3:
  %x = tensor.insert %f into %a[%i] : tensor<5xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %x, %s1 : index, tensor<5xf32>, f32)
^bb4:
  return %a, %s : tensor<5xf32>, f32
}

// -----

func.func @def_result_read_in_loop(%t: tensor<5xf32>, %n: index, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %t0 = linalg.fill ins(%z : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  cf.br ^bb1(%c0, %t0, %z : index, tensor<5xf32>, f32)
^bb1(%i: index, %a: tensor<5xf32>, %s: f32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %e = tensor.extract %t0[%c0] : tensor<5xf32>
  %x = tensor.insert %f into %a[%i] : tensor<5xf32>
  %s1 = arith.addf %s, %e : f32
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %x, %s1 : index, tensor<5xf32>, f32)
^bb3:
  return %a, %s : tensor<5xf32>, f32
}

// -----

func.func @header_read_latch_write(%t: tensor<5xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %t0 = linalg.fill ins(%z : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %s: f32):
  %e = tensor.extract %t0[%c0] : tensor<5xf32>
  %s1 = arith.addf %s, %e : f32
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %x = linalg.fill ins(%f : f32) outs(%t0 : tensor<5xf32>) -> tensor<5xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %s1 : index, f32)
^bb3:
  return %s1 : f32
}

// -----

func.func @same_block_loop(%t: tensor<5xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %t0 = linalg.fill ins(%z : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %s: f32):
  %x = tensor.insert %f into %t0[%i] : tensor<5xf32>
  %e2 = tensor.extract %x[%c0] : tensor<5xf32>
  %s1 = arith.addf %s, %e2 : f32
  %i1 = arith.addi %i, %c1 : index
  %cond = arith.cmpi slt, %i1, %n : index
  cf.cond_br %cond, ^bb1(%i1, %s1 : index, f32), ^bb2
^bb2:
  return %s1 : f32
}

// -----

func.func @def_in_header(%t: tensor<5xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%c0, %z : index, f32)
^bb1(%i: index, %s: f32):
  %t0 = linalg.fill ins(%s : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %e = tensor.extract %t0[%c0] : tensor<5xf32>
  %x = tensor.insert %f into %t0[%i] : tensor<5xf32>
  %e2 = tensor.extract %x[%i] : tensor<5xf32>
  %s0 = arith.addf %e, %e2 : f32
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %s0 : index, f32)
^bb3:
  return %s : f32
}

// -----

func.func @loop_after_def_block(%t: tensor<5xf32>, %n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^bb1
^bb1:
  %t0 = linalg.fill ins(%z : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  cf.br ^bb2(%c0, %z : index, f32)
^bb2(%i: index, %s: f32):
  %e = tensor.extract %t0[%c0] : tensor<5xf32>
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  %x = tensor.insert %f into %t0[%i] : tensor<5xf32>
  %i1 = arith.addi %i, %c1 : index
  %s1 = arith.addf %s, %e : f32
  cf.br ^bb2(%i1, %s1 : index, f32)
^bb4:
  return %s : f32
}

// -----

func.func @sw(%t: tensor<5xf32>, %u: tensor<5xf32>, %v: i32, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  cf.switch %v : i32, [
    default: ^bb1(%t : tensor<5xf32>),
    42: ^bb2(%u : tensor<5xf32>)
  ]
^bb1(%a: tensor<5xf32>):
  %i = tensor.insert %f into %a[%c0] : tensor<5xf32>
  return %i : tensor<5xf32>
^bb2(%b: tensor<5xf32>):
  return %b : tensor<5xf32>
}

// -----

func.func @sw_b(%t: tensor<5xf32>, %u: tensor<5xf32>, %v: i32, %f: f32) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  cf.switch %v : i32, [
    default: ^bb1(%t : tensor<5xf32>),
    42: ^bb2(%u : tensor<5xf32>)
  ]
^bb1(%a: tensor<5xf32>):
  return %a : tensor<5xf32>
^bb2(%b: tensor<5xf32>):
  %i = tensor.insert %f into %b[%c0] : tensor<5xf32>
  return %i : tensor<5xf32>
}

// -----

func.func @sw_c(%t: tensor<5xf32>, %u: tensor<5xf32>, %v: i32, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  cf.switch %v : i32, [
    default: ^bb1(%t : tensor<5xf32>),
    42: ^bb2(%u : tensor<5xf32>)
  ]
^bb1(%a: tensor<5xf32>):
  %i = tensor.insert %f into %a[%c0] : tensor<5xf32>
  %e = tensor.extract %i[%c0] : tensor<5xf32>
  return %e : f32
^bb2(%b: tensor<5xf32>):
  %e2 = tensor.extract %b[%c0] : tensor<5xf32>
  return %e2 : f32
}

// -----

func.func @nonfull(%2: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %3 = scf.forall (%arg0) in (1) shared_outs(%arg2 = %2) -> (tensor<4xf32>) {
    %fill = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
    %e = tensor.extract_slice %fill[%i][2][1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %arg2[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %3 : tensor<4xf32>
}

// -----

func.func @ins(%2: tensor<2xf32>, %i: index) -> tensor<2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %3 = scf.forall (%arg0) in (1) shared_outs(%arg2 = %2) -> (tensor<2xf32>) {
    %fill = tensor.insert %cst into %arg2[%i] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %arg2[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    }
  }
  return %3 : tensor<2xf32>
}

// -----

func.func @seq(%2: tensor<2xf32>, %i: index) -> tensor<2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %fill = linalg.fill ins(%cst : f32) outs(%2 : tensor<2xf32>) -> tensor<2xf32>
  %r = tensor.insert_slice %fill into %2[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @clobber(%t: tensor<2xf32>, %i: index) -> tensor<2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  %3 = scf.forall (%a) in (1) shared_outs(%o = %t) -> (tensor<2xf32>) {
    %x = tensor.insert %cst into %o[%i] : tensor<2xf32>
    %y = linalg.fill ins(%c2 : f32) outs(%o : tensor<2xf32>) -> tensor<2xf32>
    %e = tensor.extract %y[%i] : tensor<2xf32>
    %z = tensor.insert %e into %x[%i] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %z into %o[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    }
  }
  return %3 : tensor<2xf32>
}

// -----

func.func @twoins(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %3 = scf.forall (%a) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %x = tensor.insert %cst into %o[%i] : tensor<4xf32>
    %s = tensor.extract_slice %x[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %3 : tensor<4xf32>
}

// -----

func.func @clob2(%t: tensor<2xf32>, %i: index) -> tensor<2xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  %3 = scf.forall (%a) in (1) shared_outs(%o = %t) -> (tensor<2xf32>) {
    %x = tensor.insert %cst into %o[%i] : tensor<2xf32>
    %y = linalg.fill ins(%c2 : f32) outs(%o : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    }
  }
  return %3 : tensor<2xf32>
}

// -----

func.func @clob3(%t: tensor<2xf32>, %i: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %c2 = arith.constant 2.000000e+00 : f32
  %3:2 = scf.forall (%a) in (1) shared_outs(%o = %t, %p = %t) -> (tensor<2xf32>, tensor<2xf32>) {
    %x = tensor.insert %cst into %o[%i] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %p[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
      tensor.parallel_insert_slice %x into %o[0] [2] [1] : tensor<2xf32> into tensor<2xf32>
    }
  }
  return %3#0, %3#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @two(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %3 = scf.forall (%a) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %x = tensor.insert %cst into %o[%i] : tensor<4xf32>
    %s1 = tensor.extract_slice %x[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %s2 = tensor.extract_slice %x[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s1 into %o[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s2 into %o[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %3 : tensor<4xf32>
}

// -----

func.func @other(%t: tensor<4xf32>, %u: tensor<4xf32>, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %3:2 = scf.forall (%a) in (1) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    %x = tensor.insert %cst into %o[%i] : tensor<4xf32>
    %s2 = tensor.extract_slice %x[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s2 into %o[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s2 into %p[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %3#0, %3#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @self(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %3 = scf.forall (%a) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %o[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %3 : tensor<4xf32>
}

// -----

func.func @rep(%t: tensor<4xf32>, %i: index, %n: index) -> tensor<4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %3 = scf.forall (%a) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %x = tensor.insert %cst into %o[%i] : tensor<4xf32>
    %s1 = tensor.extract_slice %x[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %s2 = tensor.extract_slice %x[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s1 into %o[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s2 into %o[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %3 : tensor<4xf32>
}

// -----

func.func @sel(%t: tensor<4xf32>, %t2: tensor<4xf32>, %c: i1, %i: index) -> (tensor<4xf32>, f32) {
  %cst = arith.constant 0.000000e+00 : f32
  %w = tensor.insert %cst into %t2[%i] : tensor<4xf32>
  %3 = scf.forall (%a) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %sel = arith.select %c, %o, %w : tensor<4xf32>
    %s = tensor.extract_slice %sel[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[2] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  %e = tensor.extract %w[%i] : tensor<4xf32>
  return %3, %e : tensor<4xf32>, f32
}

// -----

func.func @nocopy(%t: tensor<5xf32>, %s: tensor<5xf32>) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %s into %t[0][5][1] : tensor<5xf32> into tensor<5xf32>
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  return %r, %e : tensor<5xf32>, f32
}
// -----
func.func @empty_dyn(%n: index, %i: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %x = tensor.insert %f into %e[%i] : tensor<?xf32>
  %y = tensor.insert %f into %e[%n] : tensor<?xf32>
  return %x, %y : tensor<?xf32>, tensor<?xf32>
}
// -----
func.func @arg_dyn(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %x = tensor.insert %f into %t[%i] : tensor<?xf32>
  %y = tensor.insert %f into %t[%i] : tensor<?xf32>
  return %x, %y : tensor<?xf32>, tensor<?xf32>
}

// -----

// cf.switch with an out-of-place operand: no copy (no upstream model), so the
// successor argument keeps the operand's buffer type.
func.func @sw_oop(%t: tensor<5xf32>, %v: i32, %f: f32) -> (tensor<5xf32>, f32) {
  %c0 = arith.constant 0 : index
  cf.switch %v : i32, [
    default: ^bb1(%t : tensor<5xf32>),
    42: ^bb2(%t : tensor<5xf32>)
  ]
^bb1(%a: tensor<5xf32>):
  %i = tensor.insert %f into %a[%c0] : tensor<5xf32>
  %e = tensor.extract %t[%c0] : tensor<5xf32>
  return %i, %e : tensor<5xf32>, f32
^bb2(%b: tensor<5xf32>):
  return %b, %f : tensor<5xf32>, f32
}
