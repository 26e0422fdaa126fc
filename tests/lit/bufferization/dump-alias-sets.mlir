// dump-alias-sets (with test-analysis-only): each tensor result and block
// argument is annotated with its alias set, values named as they print, in
// upstream's (EquivalenceClasses) order.  Checked against mlir-opt-22's output.
// RUN: bufferize-opt %s -split-input-file -one-shot-bufferize="dump-alias-sets test-analysis-only bufferize-function-boundaries" | FileCheck %s
// RUN: not bufferize-opt %s -split-input-file -one-shot-bufferize="dump-alias-sets" 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'

// CHECK-LABEL: func.func @f(
//  CHECK-SAME:   attributes {__bbarg_alias_set_attr__ = [{{\[\[\[}}"%1", "%0", "%arg0"]]]]}
//       CHECK:   tensor.extract_slice {{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice"]]
//       CHECK:   linalg.fill {{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%1", "%0", "%arg0"]]
//       CHECK:   } {__opresult_alias_set_attr__ = {{\[\[}}"%1", "%0", "%arg0"]]}
func.func @f(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<2xf32>) {
  %s = tensor.extract_slice %t[0][2][1] : tensor<4xf32> to tensor<2xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.execute_region -> tensor<4xf32> {
    scf.yield %f : tensor<4xf32>
  }
  return %r, %s : tensor<4xf32>, tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @loop(
//  CHECK-SAME:   attributes {__bbarg_alias_set_attr__ = [{{\[\[\[}}"%0", "%arg0"]]]]}
//       CHECK:   tensor.insert {{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%arg4"]]
//       CHECK:   } {__bbarg_alias_set_attr__ = [{{\[\[\[}}"%inserted", "%arg4"]]]], {{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%0", "%arg0"]]}
func.func @loop(%t: tensor<8xf32>, %v: f32, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %w = tensor.insert %v into %a[%i] : tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
