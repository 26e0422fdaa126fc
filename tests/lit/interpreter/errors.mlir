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

// -----

// A dense_resource whose blob is shorter than its type: an error, not a read
// past its end.
// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: the data of 'dense_resource<short>' cannot be read: it holds 4 bytes of data where 'tensor<2xf32>' needs 8
func.func @main() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<short> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      short: "0x040000000000803F"
    }
  }
#-}

// -----

// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: the input has no data for 'dense_resource<absent>' (no blob of that name in its {-# dialect_resources #-})
func.func @main() -> tensor<2xf32> {
  %0 = arith.constant dense_resource<absent> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A global whose initial value the interpreter cannot read is an error, not zeros.
// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: cannot run a global of initial value 'sparse<0, 5.0> : tensor<2xf32>': the interpreter has no elements for it
memref.global "private" constant @g : memref<2xf32> = sparse<0, 5.0>
func.func @main() -> f32 {
  %m = memref.get_global @g : memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xf32>
  return %v : f32
}

// -----

// CHECK: errors.mlir:[[# @LINE + 2]]:8: error: cannot run a constant of value 'sparse<[[0]], [7]> : tensor<2xi32>': the interpreter has no elements for it
func.func @main() -> tensor<2xi32> {
  %0 = arith.constant sparse<[[0]], [7]> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
