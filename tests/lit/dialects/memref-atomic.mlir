// memref.atomic_rmw: the op docs/adding-an-op.md adds, declared with an
// assembly format. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufferize-opt %s -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @kinds(
// CHECK-NEXT:    %0 = memref.atomic_rmw addf %arg0, %arg1[%arg2, %arg3] {foo} : (f32, memref<4x10xf32>) -> f32
// CHECK-NEXT:    %1 = memref.atomic_rmw maxs %arg4, %arg5[] : (i32, memref<i32>) -> i32
// CHECK-NEXT:    %2 = memref.atomic_rmw assign %arg0, %arg1[%arg2, %arg3] : (f32, memref<4x10xf32>) -> f32
// CHECK-NEXT:    return %0, %1 : f32, i32
// GENERIC: "memref.atomic_rmw"(%arg0, %arg1, %arg2, %arg3) <{kind = 0 : i64}> {foo} : (f32, memref<4x10xf32>, index, index) -> f32
// GENERIC: "memref.atomic_rmw"(%arg4, %arg5) <{kind = 6 : i64}> : (i32, memref<i32>) -> i32
// GENERIC: "memref.atomic_rmw"(%arg0, %arg1, %arg2, %arg3) <{kind = 3 : i64}> : (f32, memref<4x10xf32>, index, index) -> f32
// The op writes memory: canonicalize keeps it although %2 is unused.
// CANON: memref.atomic_rmw assign
func.func @kinds(%v: f32, %m: memref<4x10xf32>, %i: index, %j: index, %w: i32, %mw: memref<i32>) -> (f32, i32) {
  %x = memref.atomic_rmw addf %v, %m[%i, %j] {foo} : (f32, memref<4x10xf32>) -> f32
  %y = memref.atomic_rmw "maxs" %w, %mw[] : (i32, memref<i32>) -> i32
  %z = memref.atomic_rmw assign %v, %m[%i, %j] : (f32, memref<4x10xf32>) -> f32
  return %x, %y : f32, i32
}
