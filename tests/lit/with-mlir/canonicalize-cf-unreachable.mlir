// RUN: bufferize-opt %s -split-input-file --allow-unregistered-dialect -canonicalize | FileCheck %s

// A cond_br one of whose successors starts with ub.unreachable takes the
// other one (LLVM 22's canonicalization; taking that edge would be undefined
// behaviour). CHECK lines are mlir-opt-22's output (and the third RUN line
// compares the whole output with it).
// RUN: bufferize-opt %s -split-input-file --allow-unregistered-dialect -canonicalize > %t.ours
// RUN: %mlir_opt %s -split-input-file --allow-unregistered-dialect -canonicalize > %t.up
// RUN: diff %t.ours %t.up

// CHECK-LABEL: func.func @true_unreachable(
// CHECK-NEXT:    "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
func.func @true_unreachable(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  ub.unreachable
^bb2:
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @false_unreachable(
// CHECK-NEXT:    "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    return
func.func @false_unreachable(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  ub.unreachable
^bb2:
  "test.use"(%x) : (i32) -> ()
  return
}

// -----

// Both: the function is unreachable.
// CHECK-LABEL: func.func @both(
// CHECK-NEXT:    ub.unreachable
// CHECK-NEXT:  }
func.func @both(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  ub.unreachable
}

// -----

// Only a block that starts with ub.unreachable counts: what runs before it
// is kept (it may not return).
// CHECK-LABEL: func.func @ops_before(
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:    ub.unreachable
func.func @ops_before(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%x) : (i32) -> ()
  ub.unreachable
^bb2:
  return
}

// -----

// cf.switch is left alone, as upstream leaves it.
// CHECK-LABEL: func.func @switch(
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK:         ub.unreachable
func.func @switch(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb2,
    42: ^bb1
  ]
^bb1:
  ub.unreachable
^bb2:
  return
}
