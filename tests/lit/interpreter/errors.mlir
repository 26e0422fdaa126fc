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

// -----

// A map that reads before the start of a dynamically shaped operand: an
// error (numpy would take index -1 as the last element, and the run looked
// fine: [4, 1, 2, 3]).
// CHECK: errors.mlir:[[# @LINE + 5]]:8: error: operand #0 is read outside its bounds: index [-1] of 4 (its shape does not fit the loop bounds)
func.func @main() -> tensor<4xf32> {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %d = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %o = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 - 1)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
       ins(%d : tensor<?xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK: errors.mlir:[[# @LINE + 6]]:8: error: the source is 3 but the slice is 2
func.func @main() -> tensor<4xf32> {
  %t = arith.constant dense<1.0> : tensor<4xf32>
  %s = arith.constant dense<2.0> : tensor<3xf32>
  %d = tensor.cast %s : tensor<3xf32> to tensor<?xf32>
  %c2 = arith.constant 2 : index
  %r = tensor.insert_slice %d into %t[0] [%c2] [1] : tensor<?xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}
