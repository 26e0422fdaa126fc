// RUN: not bufferize-opt %s -split-input-file --run=main 2>&1 | FileCheck %s

// The memory checker's findings, at the op with a note at the allocation site.

// CHECK: checker.mlir:[[# @LINE + 2]]:8: error: leak: this allocation is never deallocated
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  return
}

// -----

// CHECK: checker.mlir:[[# @LINE + 5]]:3: error: double free: the buffer was already deallocated
// CHECK: checker.mlir:[[# @LINE + 2]]:8: note: allocated here
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

// CHECK: checker.mlir:[[# @LINE + 6]]:8: error: use after free: load of a buffer that was deallocated
// CHECK: checker.mlir:[[# @LINE + 3]]:8: note: allocated here
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK: checker.mlir:[[# @LINE + 6]]:8: error: out-of-bounds load: index 4 of dimension 0 is outside [0, 4)
// CHECK-NEXT: %v = memref.load %m[%c4] : memref<4xf32>
// CHECK-NEXT: ^
func.func @main() -> f32 {
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<4xf32>
  %v = memref.load %m[%c4] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK: checker.mlir:[[# @LINE + 7]]:3: error: write into a constant memref.global
// CHECK: checker.mlir:[[# @LINE + 1]]:1: note: the global is declared here
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %m = memref.get_global @g : memref<2xf32>
  memref.store %f, %m[%c0] : memref<2xf32>
  return
}

// -----

// A memref.alloca dies with its automatic allocation scope: a
// memref.alloca_scope, or the call of the function that made it.
// CHECK: checker.mlir:[[# @LINE + 9]]:8: error: use after scope: load of a stack allocation (memref.alloca) whose allocation scope has ended
// CHECK: checker.mlir:[[# @LINE + 5]]:10: note: allocated here
// CHECK: checker.mlir:[[# @LINE + 3]]:8: note: its allocation scope is this op's, which has ended
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (memref<4xf32>) {
    %a = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %a : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK: checker.mlir:[[# @LINE + 9]]:8: error: use after scope: load of a stack allocation (memref.alloca) whose allocation scope has ended
// CHECK: checker.mlir:[[# @LINE + 1]]:1: note: its allocation scope is this op's, which has ended
func.func @make() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %m = call @make() : () -> memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK: checker.mlir:[[# @LINE + 2]]:8: error: use after scope: result #0 is a stack allocation (memref.alloca) of the function, which is dead once it returns
func.func @main() -> memref<2xf32> {
  %a = memref.alloca() : memref<2xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<2xf32>)
  return %a : memref<2xf32>
}
