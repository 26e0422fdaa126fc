// RUN: bufferize-opt %s --symbol-dce | FileCheck %s
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(symbol-dce)' --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK: func.func @public
// CHECK: func.func private @used
// CHECK: func.func private @transitively_used
// CHECK-NOT: @dead
func.func @public() {
  func.call @used() : () -> ()
  return
}
func.func private @used() {
  func.call @transitively_used() : () -> ()
  return
}
func.func private @transitively_used()
func.func private @dead() {
  func.call @dead_callee() : () -> ()
  return
}
func.func private @dead_callee()

// STATS:      ===-------------------------------------------------------------------------===
// STATS-NEXT:                          ... Pass statistics report ...
// STATS-NEXT: ===-------------------------------------------------------------------------===
// STATS-NEXT: SymbolDCE
// STATS-NEXT:   (S) 2 num-dce'd - Number of symbols DCE'd
