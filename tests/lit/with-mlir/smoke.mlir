// Placeholder proving that tests/lit/with-mlir is wired to upstream mlir-opt-22.
// RUN: %mlir_opt %s | FileCheck %s
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @smoke(
// CHECK-SAME:    %[[A:.*]]: f32) -> f32
// CHECK:         %[[R:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK:         return %[[R]] : f32
// ERR: no-such-pass
func.func @smoke(%a: f32) -> f32 {
  %r = arith.addf %a, %a : f32
  return %r : f32
}
