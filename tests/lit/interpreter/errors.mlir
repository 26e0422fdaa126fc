// RUN: not bufferize-opt %s -split-input-file --run=main --allow-unregistered-dialect --max-steps=100 2>&1 | FileCheck %s

// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: no semantics for 'test.mystery'
func.func @main() -> i32 {
  %0 = "test.mystery"() : () -> i32
  return %0 : i32
}

// -----

// CHECK: errors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: execution stopped after 100 steps (--max-steps); an infinite loop?
func.func @main() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
  return
}

// -----

// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: --run: '@main' is a declaration, with no body to run
func.func private @main()

// -----

// CHECK: errors.mlir: error: --run: no function '@main' in the input
func.func @other() {
  return
}

// -----

// CHECK: errors.mlir:[[# @LINE + 5]]:3: error: reached ub.unreachable: undefined behaviour
func.func @main() {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  return
}
