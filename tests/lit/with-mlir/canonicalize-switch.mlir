// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -split-input-file -canonicalize | FileCheck %s %}

// A switch on a constant becomes a branch to the case of that value, or to
// the default; a cf.switch with no case, a branch to its default (upstream's
// simplifyConstSwitchValue, simplifySwitchWithOnlyDefault and scf's
// FoldConstantCase). The same CHECK lines hold for mlir-opt-22's output.
// Found through bench/bench_progen.py: without them, the blocks a constant
// switch left kept a buffer live across blocks, which ownership-based
// deallocation rejects and mlir-opt-22's -buffer-deallocation-pipeline did not.

// CHECK-LABEL: func.func @const_case(
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }
func.func @const_case(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    3: ^bb1(%b : i32),
    7: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %b : i32
}

// -----

// CHECK-LABEL: func.func @const_negative_case(
// CHECK-NEXT:    return %arg1 : i32
func.func @const_negative_case(%a: i32, %b: i32) -> i32 {
  %c = arith.constant -1 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    -1: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @const_default(
// CHECK-NEXT:    return %arg0 : i32
func.func @const_default(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 5 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    3: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @only_default(
// CHECK-NEXT:    return %arg0 : i32
func.func @only_default(%a: i32, %f: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @not_constant(
// CHECK:         cf.switch %arg2 : i32, [
func.func @not_constant(%a: i32, %b: i32, %f: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    3: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_case(
// CHECK-NEXT:    %[[S:.*]] = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    return %[[S]] : f32
func.func @index_switch_case(%a: f32, %b: f32) -> f32 {
  %c = arith.constant 2 : index
  %r = scf.index_switch %c -> f32
  case 1 {
    scf.yield %a : f32
  }
  case 2 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  default {
    scf.yield %b : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @index_switch_default(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @index_switch_default(%m: memref<4xf32>, %v: f32) {
  %c = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  scf.index_switch %c
  case 1 {
    memref.store %v, %m[%c0] : memref<4xf32>
    scf.yield
  }
  default {
  }
  return
}
