// vector.expandload, vector.compressstore, vector.scan, vector.to_elements and
// vector.vscale in custom form: CHECK lines are mlir-opt-22's print of this
// input (also diffed against it in tests/lit/with-mlir/vector-invalid-vs-upstream.mlir);
// the second RUN goes through the generic form and back.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

func.func @f(%base: memref<?xf32>, %mask: vector<16xi1>, %pass_thru: vector<16xf32>, %a: vector<2x3xi32>, %b: vector<3xi32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.expandload %base[%c0], %mask, %pass_thru {alignment = 8} : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.compressstore %base[%c0], %mask, %0 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  %1:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  %2:2 = vector.scan <mul>, %a, %b {inclusive = false, reduction_dim = 0, foo} : vector<2x3xi32>, vector<3xi32>
  %3:6 = vector.to_elements %a : vector<2x3xi32>
  %4:3 = vector.to_elements %b {foo} : vector<3xi32>
  %5 = vector.vscale
  %6 = vector.vscale {bar}
  return %0 : vector<16xf32>
}
// CHECK: func.func @f(%arg0: memref<?xf32>, %arg1: vector<16xi1>, %arg2: vector<16xf32>, %arg3: vector<2x3xi32>, %arg4: vector<3xi32>) -> vector<16xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.expandload %arg0[%c0], %arg1, %arg2 {alignment = 8 : i64} : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NEXT: vector.compressstore %arg0[%c0], %arg1, %0 : memref<?xf32>, vector<16xi1>, vector<16xf32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg3, %arg4 {inclusive = true, reduction_dim = 0 : i64} : vector<2x3xi32>, vector<3xi32>
// CHECK-NEXT: %dest_0, %accumulated_value_1 = vector.scan <mul>, %arg3, %arg4 {foo, inclusive = false, reduction_dim = 0 : i64} : vector<2x3xi32>, vector<3xi32>
// CHECK-NEXT: %1:6 = vector.to_elements %arg3 : vector<2x3xi32>
// CHECK-NEXT: %2:3 = vector.to_elements %arg4 {foo} : vector<3xi32>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %vscale_2 = vector.vscale {bar}
// CHECK-NEXT: return %0 : vector<16xf32>
