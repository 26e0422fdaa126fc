// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -split-input-file -canonicalize | FileCheck %s %}

// cf's canonicalization patterns and region DCE, in LLVM 22's order and with its results: the same
// CHECK lines hold for mlir-opt-22's output. Random functions of cf branches, cond_branches and
// switches (210 of them) gave byte-identical output from both tools when these were written.

// A cf.br to a block that only branches on goes straight there (simplifyPassThroughBr); the
// cond_br's successor that only branches on does too (SimplifyPassThroughCondBranch).
// CHECK-LABEL: func.func @br_passthrough(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1, %arg2 : i32, i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    return %0, %1 : i32, i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    cf.br ^bb1(%2, %2 : i32, i32)
// CHECK-NEXT:  }
func.func @br_passthrough(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x, %b : i32, i32)
^bb3(%p: i32, %q: i32):
  return %p, %q : i32, i32
^bb4:
  %s = arith.addi %a, %b : i32
  cf.br ^bb3(%s, %s : i32, i32)
}

// -----

// Pass-through with operands remapped through the skipped block's arguments; the two edges
// then reach one block, and become a select.
// CHECK-LABEL: func.func @cond_br_passthrough(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT:    %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:    return %0, %1 : i32, i32
// CHECK-NEXT:  }
func.func @cond_br_passthrough(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%d, %d : i32, i32)
^bb1(%x: i32):
  cf.br ^bb2(%x, %b : i32, i32)
^bb2(%p: i32, %q: i32):
  return %p, %q : i32, i32
}

// -----

// The weights stay on the rebuilt cond_br.
// CHECK-LABEL: func.func @cond_br_passthrough_weights(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0 weights([30, 70]), ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return %arg2 : i32
// CHECK-NEXT:  }
func.func @cond_br_passthrough_weights(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c weights([30, 70]), ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb3:
  cf.br ^bb4
^bb2:
  return %a : i32
^bb4:
  return %b : i32
}

// -----

// A block with another op is not passed through.
// CHECK-LABEL: func.func @pass_through_fail(
// CHECK-SAME:  %arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @pass_through_fail(%c: i1, %m: memref<i32>, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[] : memref<i32>
  cf.br ^bb2
^bb2:
  return
}

// -----

// Pass-through of a block whose argument is forwarded.
// CHECK-LABEL: func.func @arg_used_elsewhere(
// CHECK-SAME:  %arg0: i1, %arg1: memref<i32>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT:    %0 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:    memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @arg_used_elsewhere(%c: i1, %m: memref<i32>, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  memref.store %y, %m[] : memref<i32>
  return
}

// -----

// A cond_br reached only from a cond_br on the same condition knows its side
// (SimplifyCondBranchFromCondBranchOnSameCondition).
// CHECK-LABEL: func.func @same_condition(
// CHECK-SAME:  %arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:    memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @same_condition(%c: i1, %m: memref<i32>, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[] : memref<i32>
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  %z = arith.addi %a, %a : i32
  memref.store %z, %m[] : memref<i32>
  cf.br ^bb3
^bb3:
  return
}

// -----

// The same, reached from the false side.
// CHECK-LABEL: func.func @same_condition_false_side(
// CHECK-SAME:  %arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:    memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @same_condition_false_side(%c: i1, %m: memref<i32>, %a: i32) {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  memref.store %a, %m[] : memref<i32>
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %z = arith.addi %a, %a : i32
  memref.store %z, %m[] : memref<i32>
  cf.br ^bb3
^bb3:
  return
}

// -----

// Uses of the condition in a successor reached only from the cond_br read a constant
// (CondBranchTruthPropagation); the constants keep the order the pattern made them in.
// CHECK-LABEL: func.func @truth(
// CHECK-SAME:  %arg0: i1, %arg1: memref<i1>) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    memref.store %false, %arg1[] : memref<i1>
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @truth(%c: i1, %m: memref<i1>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %c, %m[] : memref<i1>
  cf.br ^bb3
^bb2:
  memref.store %c, %m[] : memref<i1>
  cf.br ^bb3
^bb3:
  return
}

// -----

// Not in a successor with another predecessor.
// CHECK-LABEL: func.func @truth_two_preds(
// CHECK-SAME:  %arg0: i1, %arg1: i1, %arg2: memref<i1>) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb3
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg0, ^bb3, ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    memref.store %false, %arg2[] : memref<i1>
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    memref.store %arg0, %arg2[] : memref<i1>
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @truth_two_preds(%c: i1, %d: i1, %m: memref<i1>) {
  cf.cond_br %d, ^bb1, ^bb3
^bb1:
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  memref.store %c, %m[] : memref<i1>
  cf.br ^bb4
^bb3:
  memref.store %c, %m[] : memref<i1>
  cf.br ^bb4
^bb4:
  return
}

// -----

// Nor inside a nested region of the successor.
// CHECK-LABEL: func.func @truth_nested(
// CHECK-SAME:  %arg0: i1, %arg1: memref<i1>, %arg2: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:      memref.store %arg0, %arg1[] : memref<i1>
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.store %true, %arg1[] : memref<i1>
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @truth_nested(%c: i1, %m: memref<i1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  scf.for %i = %c0 to %n step %c1 {
    memref.store %c, %m[] : memref<i1>
  }
  memref.store %c, %m[] : memref<i1>
  cf.br ^bb2
^bb2:
  return
}

// -----

// Cases that go where the default goes with the same operands are dropped.
// CHECK-LABEL: func.func @switch_default_cases(
// CHECK-SAME:  %arg0: i32, %arg1: f32, %arg2: f32, %arg3: memref<f32>) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : f32),
// CHECK-NEXT:      10: ^bb2(%arg2 : f32),
// CHECK-NEXT:      17: ^bb1(%arg2 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    memref.store %0, %arg3[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2(%1: f32):  // pred: ^bb0
// CHECK-NEXT:    %2 = arith.addf %1, %1 : f32
// CHECK-NEXT:    memref.store %2, %arg3[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_default_cases(%f: i32, %a: f32, %b: f32, %m: memref<f32>) {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    42: ^bb1(%a : f32),
    10: ^bb2(%b : f32),
    17: ^bb1(%b : f32),
    18: ^bb1(%a : f32)
  ]
^bb1(%x: f32):
  memref.store %x, %m[] : memref<f32>
  return
^bb2(%y: f32):
  %z = arith.addf %y, %y : f32
  memref.store %z, %m[] : memref<f32>
  return
}

// -----

// A switch's successors that only branch on are replaced by where they go.
// CHECK-LABEL: func.func @switch_passthrough(
// CHECK-SAME:  %arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: memref<f32>) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2(%arg1 : f32),
// CHECK-NEXT:      43: ^bb3(%arg2 : f32),
// CHECK-NEXT:      44: ^bb1(%arg3 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: f32):  // pred: ^bb0
// CHECK-NEXT:    memref.store %0, %arg4[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2(%1: f32):  // pred: ^bb0
// CHECK-NEXT:    %2 = arith.addf %1, %1 : f32
// CHECK-NEXT:    memref.store %2, %arg4[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb3(%3: f32):  // pred: ^bb0
// CHECK-NEXT:    %4 = arith.mulf %3, %3 : f32
// CHECK-NEXT:    memref.store %4, %arg4[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_passthrough(%f: i32, %a: f32, %b: f32, %c: f32, %m: memref<f32>) {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    43: ^bb2(%b : f32),
    44: ^bb3(%c : f32)
  ]
^bb1(%x: f32):
  cf.br ^bb4(%x : f32)
^bb2(%y: f32):
  cf.br ^bb5(%y : f32)
^bb3(%z: f32):
  memref.store %z, %m[] : memref<f32>
  return
^bb4(%u: f32):
  %u2 = arith.addf %u, %u : f32
  memref.store %u2, %m[] : memref<f32>
  return
^bb5(%v: f32):
  %v2 = arith.mulf %v, %v : f32
  memref.store %v2, %m[] : memref<f32>
  return
}

// -----

// A switch reached only from case 42 of a switch on the same flag takes its case 42.
// CHECK-LABEL: func.func @switch_same_flag_case(
// CHECK-SAME:  %arg0: i32, %arg1: f32, %arg2: f32, %arg3: memref<f32>) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      42: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg1, %arg3[] : memref<f32>
// CHECK-NEXT:    %0 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:    memref.store %0, %arg3[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_same_flag_case(%f: i32, %a: f32, %b: f32, %m: memref<f32>) {
  cf.switch %f : i32, [
    default: ^bb2,
    42: ^bb3
  ]
^bb2:
  return
^bb3:
  memref.store %a, %m[] : memref<f32>
  cf.switch %f : i32, [
    default: ^bb4(%a : f32),
    42: ^bb5(%b : f32)
  ]
^bb4(%x: f32):
  memref.store %x, %m[] : memref<f32>
  return
^bb5(%y: f32):
  %y2 = arith.addf %y, %y : f32
  memref.store %y2, %m[] : memref<f32>
  return
}

// -----

// ... or its default when it has no case 42.
// CHECK-LABEL: func.func @switch_same_flag_no_match(
// CHECK-SAME:  %arg0: i32, %arg1: f32, %arg2: f32, %arg3: memref<f32>) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      42: ^bb2
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg1, %arg3[] : memref<f32>
// CHECK-NEXT:    memref.store %arg1, %arg3[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_same_flag_no_match(%f: i32, %a: f32, %b: f32, %m: memref<f32>) {
  cf.switch %f : i32, [
    default: ^bb2,
    42: ^bb3
  ]
^bb2:
  return
^bb3:
  memref.store %a, %m[] : memref<f32>
  cf.switch %f : i32, [
    default: ^bb4(%a : f32),
    0: ^bb5(%b : f32),
    43: ^bb5(%a : f32)
  ]
^bb4(%x: f32):
  memref.store %x, %m[] : memref<f32>
  return
^bb5(%y: f32):
  %y2 = arith.addf %y, %y : f32
  memref.store %y2, %m[] : memref<f32>
  return
}

// -----

// A switch reached only from the default of a switch on the same flag drops the cases that
// switch decided.
// CHECK-LABEL: func.func @switch_same_flag_default(
// CHECK-SAME:  %arg0: i32, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: memref<f32>) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2,
// CHECK-NEXT:      42: ^bb1
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    memref.store %arg1, %arg4[] : memref<f32>
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb3(%arg1 : f32),
// CHECK-NEXT:      43: ^bb4(%arg3 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3(%0: f32):  // pred: ^bb2
// CHECK-NEXT:    memref.store %0, %arg4[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb4(%1: f32):  // pred: ^bb2
// CHECK-NEXT:    %2 = arith.mulf %1, %1 : f32
// CHECK-NEXT:    memref.store %2, %arg4[] : memref<f32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @switch_same_flag_default(%f: i32, %a: f32, %b: f32, %c: f32, %m: memref<f32>) {
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb2
  ]
^bb2:
  return
^bb3:
  memref.store %a, %m[] : memref<f32>
  cf.switch %f : i32, [
    default: ^bb4(%a : f32),
    42: ^bb5(%b : f32),
    43: ^bb6(%c : f32)
  ]
^bb4(%x: f32):
  memref.store %x, %m[] : memref<f32>
  return
^bb5(%y: f32):
  %y2 = arith.addf %y, %y : f32
  memref.store %y2, %m[] : memref<f32>
  return
^bb6(%z: f32):
  %z2 = arith.mulf %z, %z : f32
  memref.store %z2, %m[] : memref<f32>
  return
}

// -----

// A pass-through into a cycle of branches is not taken: canonicalize ends (as LLVM 22).
// CHECK-LABEL: func.func @cycle_2_blocks(
// CHECK-SAME:  ) {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @cycle_2_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// -----

// The same, when the cycle starts further on.
// CHECK-LABEL: func.func @delayed_3_cycle(
// CHECK-SAME:  ) {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @delayed_3_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb3
}

// -----

// The same, with a cond_br and attributes on the branches.
// CHECK-LABEL: func.func @unsimplified_cycle(
// CHECK-SAME:  %arg0: i1) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:    cf.br ^bb2 {A}
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    cf.br ^bb2 {E}
// CHECK-NEXT:  ^bb3:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @unsimplified_cycle(%c: i1) {
  cf.cond_br %c, ^bb6, ^bb7
^bb6:
  cf.br ^bb5 {F}
^bb5:
  cf.br ^bb1 {A}
^bb1:
  cf.br ^bb2 {B}
^bb2:
  cf.br ^bb3 {C}
^bb3:
  cf.br ^bb4 {D}
^bb4:
  cf.br ^bb1 {E}
^bb7:
  cf.br ^bb6
}

// -----

// A loop back to its own block.
// CHECK-LABEL: func.func @cond_br_to_itself(
// CHECK-SAME:  %arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @cond_br_to_itself(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  return %y : i32
}

// -----

// A value that only goes round a loop through block arguments is dead (runRegionDCE).
// CHECK-LABEL: func.func @loop_carried_dead(
// CHECK-SAME:  %arg0: index, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^bb1(%c0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%2 : index)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop_carried_dead(%n: index, %a: i32, %m: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %a : index, i32)
^bb1(%i: index, %acc: i32):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %acc2 = arith.addi %acc, %a : i32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i2, %acc2 : index, i32)
^bb3:
  memref.store %a, %m[] : memref<i32>
  return
}

// -----

// ... but not when it is used after the loop.
// CHECK-LABEL: func.func @loop_carried_live(
// CHECK-SAME:  %arg0: index, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^bb1(%c0, %arg1 : index, i32)
// CHECK-NEXT:  ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:    cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %3 = arith.addi %1, %arg1 : i32
// CHECK-NEXT:    %4 = arith.addi %0, %c1 : index
// CHECK-NEXT:    cf.br ^bb1(%4, %3 : index, i32)
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    memref.store %1, %arg2[] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @loop_carried_live(%n: index, %a: i32, %m: memref<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %a : index, i32)
^bb1(%i: index, %acc: i32):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %acc2 = arith.addi %acc, %a : i32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i2, %acc2 : index, i32)
^bb3:
  memref.store %acc, %m[] : memref<i32>
  return
}

// -----

// Region DCE inside a nested region; the execute_region of several blocks is then inlined into
// the function (MultiBlockExecuteInliner).
// CHECK-LABEL: func.func @nested_region_dce(
// CHECK-SAME:  %arg0: i1, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    memref.store %arg1, %arg2[] : memref<i32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested_region_dce(%c: i1, %a: i32, %m: memref<i32>) {
  scf.execute_region {
    cf.br ^bb1(%a : i32)
  ^bb1(%x: i32):
    %y = arith.muli %x, %x : i32
    cf.cond_br %c, ^bb1(%y : i32), ^bb2
  ^bb2:
    memref.store %a, %m[] : memref<i32>
    scf.yield
  }
  return
}
