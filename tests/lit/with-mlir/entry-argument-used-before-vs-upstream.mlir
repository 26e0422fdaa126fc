// An op's operand that names one of the op's own region entry arguments
// (the induction variable in its own bounds). Upstream's parsers of
// affine.for, affine.parallel, scf.parallel, scf.forall and scf.while resolve
// their operands before they read the region, which then defines the
// argument: "already in use", with a note at the use. scf.for's resolves
// them after the region: "use of undeclared SSA value name" (the
// `operands_after_regions` interface). Before, we said "undeclared" for all.
// The file passes under both tools; our columns are checked too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 6]]:14: error: region entry argument '%i0' is already in use
// CHECK: .mlir:[[# @LINE + 5]]:26: note: previously referenced here
#map0 = affine_map<(d0) -> (d0 floordiv 4)>
func.func @affine_for() {
  // expected-error@+2 {{region entry argument '%i0' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i0 = #map0(%i0) to 10 {
  }
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 4]]:20: error: region entry argument '%i' is already in use
func.func @affine_parallel() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.parallel (%i) = (0) to (%i) {
  }
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 5]]:17: error: region entry argument '%i' is already in use
func.func @scf_parallel() {
  %c = arith.constant 1 : index
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  scf.parallel (%i) = (%c) to (%i) step (%c) {
  }
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 4]]:19: error: region entry argument '%a' is already in use
func.func @scf_while() {
  // expected-error@+2 {{region entry argument '%a' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  %r = scf.while (%a = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 4]]:23: error: use of undeclared SSA value name
func.func @scf_for() {
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{use of undeclared SSA value name}}
  scf.for %i = %c1 to %i step %c1 {
  }
  return
}

