// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @index_arith(
// CHECK-NEXT:  %c10 = arith.constant 10 : index
// CHECK-NEXT:  %c24 = arith.constant 24 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  return %c10, %c24, %c2 : index, index, index
// CHECK-NEXT:  }
func.func @index_arith() -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = arith.addi %c4, %c6 : index
  %m = arith.muli %c4, %c6 : index
  %d = arith.ceildivsi %c6, %c4 : index
  return %a, %m, %d : index, index, index
}

// -----

// CHECK-LABEL: func.func @index_cast(
// CHECK-NEXT:  %c-5 = arith.constant -5 : index
// CHECK-NEXT:  %c300_i32 = arith.constant 300 : i32
// CHECK-NEXT:  %c4294967291 = arith.constant 4294967291 : index
// CHECK-NEXT:  return %c-5, %c300_i32, %c4294967291 : index, i32, index
// CHECK-NEXT:  }
func.func @index_cast() -> (index, i32, index) {
  %c = arith.constant -5 : i32
  %i = arith.index_cast %c : i32 to index
  %ci = arith.constant 300 : index
  %t = arith.index_cast %ci : index to i32
  %uu = arith.index_castui %c : i32 to index
  return %i, %t, %uu : index, i32, index
}

// -----

// CHECK-LABEL: func.func @index_cast_roundtrip(
// CHECK-NEXT:  return %arg0 : index
// CHECK-NEXT:  }
func.func @index_cast_roundtrip(%x: index) -> index {
  %a = arith.index_cast %x : index to i64
  %b = arith.index_cast %a : i64 to index
  return %b : index
}
