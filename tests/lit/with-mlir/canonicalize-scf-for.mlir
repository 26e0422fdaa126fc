// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @for_zero_trip(
// CHECK-NEXT:    return %arg0 : f32
// CHECK-NEXT:  }
func.func @for_zero_trip(%x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%acc = %x) -> (f32) {
    memref.store %acc, %m[%i] : memref<4xf32>
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @for_one_trip(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    memref.store %arg0, %arg1[%c0] : memref<4xf32>
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @for_one_trip(%x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> (f32) {
    memref.store %acc, %m[%i] : memref<4xf32>
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @for_forwarded_iter_arg(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg1) -> (f32) {
// CHECK-NEXT:    memref.store %arg0, %arg2[%arg4] : memref<4xf32>
// CHECK-NEXT:    %1 = arith.addf %arg5, %arg0 : f32
// CHECK-NEXT:    scf.yield %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %arg0, %0 : f32, f32
// CHECK-NEXT:  }
func.func @for_forwarded_iter_arg(%x: f32, %y: f32, %m: memref<4xf32>, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (f32, f32) {
    memref.store %a, %m[%i] : memref<4xf32>
    %z = arith.addf %b, %a : f32
    scf.yield %a, %z : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @for_unused_result(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (f32) {
// CHECK-NEXT:    %1 = memref.load %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT:    memref.store %1, %arg1[%c0] : memref<4xf32>
// CHECK-NEXT:    %2 = arith.addf %arg4, %1 : f32
// CHECK-NEXT:    scf.yield %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @for_unused_result(%x: f32, %m: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    memref.store %v, %m[%c0] : memref<4xf32>
    %z = arith.addf %a, %v : f32
    scf.yield %z : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_dead_pure(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @for_dead_pure(%x: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {
    %z = arith.addf %a, %a : f32
    scf.yield %z : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_empty(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @for_empty(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_yield_init(
// CHECK-NEXT:    return %arg0 : tensor<4xf32>
// CHECK-NEXT:  }
func.func @for_yield_init(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (tensor<4xf32>) {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
