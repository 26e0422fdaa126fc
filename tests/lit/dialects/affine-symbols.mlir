// Which values the affine ops take as symbols (upstream isValidSymbol): the
// size of a subview made inside a loop is one when the subview's own size
// operand is; an induction variable is not.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @subview_size_in_loop
// CHECK: affine.for %{{.*}} = 0 to %dim {
func.func @subview_size_in_loop(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %s = memref.subview %A[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    %d = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>
    affine.for %j = 0 to %d {
      %v = affine.load %s[%j] : memref<?xf32, strided<[1]>>
    }
  }
  return
}

// -----

func.func @subview_size_is_an_iv(%A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %s = memref.subview %A[0] [%i] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    %d = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %d {
    }
  }
  return
}
