// RUN: bufferize-opt -ownership-based-buffer-deallocation=private-function-dynamic-ownership=true -split-input-file %s | FileCheck %s
// RUN: bufferize-opt -ownership-based-buffer-deallocation=private-function-dynamic-ownership=true -buffer-deallocation-simplification -split-input-file %s | %mlir_opt -split-input-file > /dev/null
// RUN: bufferize-opt -buffer-deallocation-pipeline=private-function-dynamic-ownership=true -split-input-file %s | %mlir_opt -split-input-file > /dev/null
// Expected output taken from mlir-opt-22 with the same options.

// A private function returns an i1 ownership per buffer result instead of a
// guaranteed-owned buffer; its caller gets the i1 as a call result.
func.func private @f(%arg0: memref<f64>) -> memref<f64> {
  return %arg0 : memref<f64>
}

func.func @caller() {
  %0 = memref.alloc() : memref<f64>
  %1 = func.call @f(%0) : (memref<f64>) -> memref<f64>
  return
}

// CHECK-LABEL: func.func private @f(%arg0: memref<f64>) -> (memref<f64>, i1) {
//  CHECK-NEXT:   %false = arith.constant false
//  CHECK-NEXT:   %base_buffer, %offset = memref.extract_strided_metadata %arg0
//  CHECK-NEXT:   %0 = bufferization.dealloc (%base_buffer : memref<f64>) if (%false) retain (%arg0 : memref<f64>)
//  CHECK-NEXT:   return %arg0, %0 : memref<f64>, i1
// CHECK-LABEL: func.func @caller() {
//       CHECK:   %0:2 = call @f(%alloc) : (memref<f64>) -> (memref<f64>, i1)
//       CHECK:   bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f64>, memref<f64>) if (%true, %0#1)

// -----

// A public function keeps the function boundary ABI.
func.func @g(%arg0: memref<f64>) -> memref<f64> {
  return %arg0 : memref<f64>
}

// CHECK-LABEL: func.func @g(%arg0: memref<f64>) -> memref<f64> {
//       CHECK:   %[[R:.*]] = scf.if %false -> (memref<f64>) {
//       CHECK:     bufferization.clone %arg0
//       CHECK:   return %[[R]] : memref<f64>
