// arith.addui_extended, mulsi_extended and mului_extended run (they had no
// semantics: "no semantics for 'arith.addui_extended'"): scalars and
// vectors, printed as mlir-runner-22 prints the program upstream lowers.
// REQUIRES: mlir-runner-22
// RUN: bufferize-opt %s --run=main > %t.ours
// RUN: %mlir_opt %s -arith-expand -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm \
// RUN:   -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts \
// RUN:   | %mlir_runner -e main -entry-point-result=void > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: FileCheck %s < %t.ours

// CHECK:      44
// CHECK-NEXT: 1
// CHECK-NEXT: 32
// CHECK-NEXT: -22
// CHECK-NEXT: 32
// CHECK-NEXT: 78
// CHECK-NEXT: ( 0, 16, 0, 0 )
// CHECK-NEXT: ( 1, 0, 0, 1 )

func.func @main() {
  %a = arith.constant 200 : i8
  %b = arith.constant 100 : i8
  %s, %o = arith.addui_extended %a, %b : i8, i1
  %l, %h = arith.mulsi_extended %a, %b : i8
  %ul, %uh = arith.mului_extended %a, %b : i8
  %va = arith.constant dense<[-1, 7, 0, -128]> : vector<4xi8>
  %vb = arith.constant dense<[1, 9, 0, -128]> : vector<4xi8>
  %vs, %vo = arith.addui_extended %va, %vb : vector<4xi8>, vector<4xi1>
  %vl, %vh = arith.mulsi_extended %va, %vb : vector<4xi8>
  %wl, %wh = arith.mului_extended %va, %vb : vector<4xi8>
  vector.print %s : i8
  vector.print %o : i1
  vector.print %l : i8
  vector.print %h : i8
  vector.print %ul : i8
  vector.print %uh : i8
  vector.print %vs : vector<4xi8>
  vector.print %vo : vector<4xi1>
  vector.print %vl : vector<4xi8>
  vector.print %vh : vector<4xi8>
  vector.print %wl : vector<4xi8>
  vector.print %wh : vector<4xi8>
  return
}
