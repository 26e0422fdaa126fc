// Affine expressions are simplified as they are built, as upstream's
// AffineExpr constructors do (simplifyAdd, simplifyMul, simplifyFloorDiv,
// simplifyCeilDiv, simplifyMod): in affine_map<...> attributes, in the maps of
// SSA ids of affine.load/store/for/if/apply, and in affine_set<...>.
// tests/lit/with-mlir/affine-expr-simplify-vs-upstream.mlir diffs this file's
// output with mlir-opt-22's; the CHECK lines pin a few of them without it.
// RUN: bufferize-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 3)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 + 3)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (0)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 + s0 + 3)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (s0 * s1)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 mod 4)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 mod 4)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 + -(d1 floordiv 2) + s0)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 - -9223372036854775808)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (9223372036854775807 + 1)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv -2)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> (d0 mod -2)>
// CHECK-DAG: affine_map<(d0, d1, d2)[s0, s1] -> ((s0 * s1) * 3)>

func.func @maps() {
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d0 * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2 + d0 * 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2 - d0 * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 1) + 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + 1 + 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (1 + d0 + 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - d0 + 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (0 * d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (1 * d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 ceildiv 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 mod 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4) floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4) ceildiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4) mod 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4) floordiv 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4) mod 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4) floordiv -2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4) ceildiv -2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv -2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 ceildiv -1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv -1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 mod -2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 mod 0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv 0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (7 floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-7 floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (7 ceildiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-7 ceildiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (7 mod 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-7 mod 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (7 floordiv -2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (7 ceildiv -2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (7 mod -2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (3 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (3 + s0 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 + d1 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + s0 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s1 + s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (2 + s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (2 * d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (2 * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2 * 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 2) * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * (d0 * 2))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 2) + d1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 2) + (d1 + 3))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + (d1 + 2))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + (d1 + d0))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d1 + 2))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d1 - 2))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-(d0 + 1))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-(d0 * 2))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (- -d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-(-3))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - s0 * 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - d1 * 3 + 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d0 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d0 floordiv s0) * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + (d0 floordiv 4) * -4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 floordiv 4) * -4 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d1 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d0 floordiv 4) * 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 - (d0 + d1) floordiv 8 * 8)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 8 + d1) floordiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 8 + d1) floordiv 8)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d1 + d0 * 8) floordiv 8)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 8 + d1) ceildiv 8)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 8 + d1) mod 8)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d1 + d0 * 8) mod 8)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 8 + d1 * 4) mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 8 + d1 * 4) floordiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 mod 8) mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 mod 8) mod 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 mod 4) mod 8)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((((d0 * 8) mod 16) floordiv 2) mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (((d0 * 8) floordiv 2) mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (((d0 * 8) ceildiv 2) mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * s0 * 4) mod 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * s0) mod 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 4) mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 5) mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 4) floordiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 5) floordiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 4) ceildiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 mod s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 ceildiv s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 floordiv 2) floordiv 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 6) floordiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 3 + d1 * 2 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + d1 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 + d0 * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * d0 + d0 * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2 + 5 + d0 * 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + 9223372036854775807 + 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (9223372036854775807 + 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (9223372036854775807 * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 4611686018427387904 * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-9223372036854775807 - 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * -2) floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 6) ceildiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 * 4) floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + s0) * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (2 * (d0 + s0))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 1) * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + 1) * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * (d0 + 1))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 + 1) * (s1 + 2))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * -1 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * 2 - d0 + d0 * 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + d1) + (d0 + d1))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + d1) - (d0 + d1))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 mod 4 + d0 mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 floordiv 4 * 4 + d0 mod 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (((d0 floordiv 4) * 4) floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (((d0 floordiv 4) * 4) mod 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 2 + 1) mod 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 2 + 1) floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 2 - 1) floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4 + d1 * 8) floordiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 4 + d1 * 8 + 2) floordiv 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2 * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * s0 * s1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 * s1 * d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 3) mod 6)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * 6) mod 3)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 mod 1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 * 2) mod 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 ceildiv 2) * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - d0 * 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - (d0 * 2))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 2 - d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-d0 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (-d0 - d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d1 - d0 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (5 - d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (5 - s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s0 - 5)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 - 0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (0 - d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (0 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + 0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s1 + s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (s1 * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d2 + d1 + d0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (d0 + (d1 + d0))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (3 * s1 * s0)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + s0) - d1 floordiv 2)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + (s0 + s1)) - (d1 floordiv 2) floordiv (s0 + 16))>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 floordiv 2) * s1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + d1) - (d1 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + d1 + 5) - (d1 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> (((d0 + d1) + s0) - (d1 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + (d1 floordiv 4) * 2) - (d1 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + d1 + d2) - (d1 floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + s0) - ((d0 + s0) floordiv 4) * 4)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + s0) - (d1 floordiv 2) * s1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + s0) + (d1 ceildiv 2) * -1)>} : () -> ()
  "test.m"() {m = affine_map<(d0, d1, d2)[s0, s1] -> ((d0 + d1) + (d1 floordiv 4) * -8)>} : () -> ()
  return
}

// CHECK-LABEL: func.func @ssa_ids
func.func @ssa_ids(%A: memref<100x100xf32>, %i: index, %j: index, %n: index) {
  // CHECK: affine.load %{{.*}}[%{{.*}} * 2, %{{.*}}] : memref<100x100xf32>
  %0 = affine.load %A[%i + %i, %j] : memref<100x100xf32>
  %1 = affine.load %A[%i * 2 + %i, 3 + %j + 1] : memref<100x100xf32>
  %2 = affine.load %A[symbol(%n) + %i, %i - %i] : memref<100x100xf32>
  affine.store %0, %A[(%i * 4) floordiv 2, (%j * 4) mod 2] : memref<100x100xf32>
  affine.for %k = 0 to 10 {
    %3 = affine.load %A[%k + %k, %k * 2 + %k] : memref<100x100xf32>
    %4 = affine.load %A[%k - (%k floordiv 4) * 4, %j + %k - (%k floordiv 4) * 4] : memref<100x100xf32>
  }
  affine.for %k = affine_map<(d0) -> (d0 + d0)>(%i) to affine_map<(d0)[s0] -> (1 + s0 + d0 + 2)>(%j)[%n] {
  }
  %5 = affine.apply affine_map<(d0, d1) -> (d1 + d0 - d1)>(%i, %j)
  %6 = affine.min affine_map<(d0) -> (d0 * 1, d0 floordiv 1, 4 + 4)>(%i)
  affine.if affine_set<(d0)[s0] : (d0 + d0 - s0 >= 0, d0 * 3 - d0 == 0)>(%i)[%n] {
  }
  return
}
