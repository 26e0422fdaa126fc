// memref.distinct_objects: custom and generic form as mlir-opt-22 prints them (CHECK lines taken
// from its output), accepted by mlir-opt-22, and run by the interpreter (results are the operands).
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: %if mlir-opt-22 %{ bufferize-opt %s | %mlir_opt | FileCheck %s %}
// RUN: bufferize-opt %s --run main | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @pair(
// CHECK: %0:2 = memref.distinct_objects %arg0, %arg1 : memref<?xf32>, memref<4xi32>
// CHECK: return %0#0, %0#1 : memref<?xf32>, memref<4xi32>
// GEN: %{{[0-9]+}}:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<?xf32>, memref<4xi32>) -> (memref<?xf32>, memref<4xi32>)
func.func @pair(%a: memref<?xf32>, %b: memref<4xi32>) -> (memref<?xf32>, memref<4xi32>) {
  %0:2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<4xi32>
  return %0#0, %0#1 : memref<?xf32>, memref<4xi32>
}

// EXEC: 7
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %c = arith.constant 7.0 : f32
  %i = arith.constant 1 : index
  %b = memref.distinct_objects %a : memref<2xf32>
  memref.store %c, %b[%i] : memref<2xf32>
  %v = memref.load %a[%i] : memref<2xf32>
  vector.print %v : f32
  memref.dealloc %a : memref<2xf32>
  return
}
