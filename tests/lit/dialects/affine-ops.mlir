// affine.for/if/parallel/yield/load/store/vector_load/vector_store/
// delinearize_index/linearize_index/apply/min/max: custom form, generic form
// and the round trip through the generic form. CHECK lines are mlir-opt-22's
// output (its #map/#set aliases, simplified expressions, maps of SSA ids).
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK:      #map = affine_map<(d0)[s0] -> (d0, s0 - 3)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + 5, s0)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0, s0, 16)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 - 1 >= 0, d0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 >= 0, -d0 + 20 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 - 1 >= 0)>
// CHECK-NEXT: #set3 = affine_set<(d0) : (d0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @loops(%arg0: memref<128xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.for %arg3 = 0 to 128 step 4 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg3 + 1] : memref<128xf32>
// CHECK-NEXT:       %3 = arith.addf %arg4, %2 : f32
// CHECK-NEXT:       affine.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = max #map(%arg1)[%arg2] to min #map1(%arg1)[%arg2] {
// CHECK-NEXT:       affine.store %0, %arg0[%arg3] : memref<128xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = %arg1 to %arg2 {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg3 = -4 to #map2()[%arg2] {
// CHECK-NEXT:     } {tag = 1 : i64}
// CHECK-NEXT:     %1:2 = affine.for %arg3 = 0 to 4 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (index, index) {
// CHECK-NEXT:       affine.yield %arg5, %arg4 : index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ifs(%arg0: memref<128xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     affine.if #set(%arg1)[%arg2] {
// CHECK-NEXT:       affine.store %arg3, %arg0[%arg1 * 2 + symbol(%arg2)] : memref<128xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set1(%arg1) {
// CHECK-NEXT:       affine.store %arg3, %arg0[(%arg1 floordiv 2) mod 4 + %arg1 ceildiv 8] : memref<128xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = affine.apply #map3(%arg1)
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.if #set2()[%arg2] -> f32 {
// CHECK-NEXT:       affine.yield %arg3 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = affine.load %arg0[-%arg1 + 127] : memref<128xf32>
// CHECK-NEXT:       affine.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = affine.if #set3(%arg1) -> (f32, index) {
// CHECK-NEXT:       affine.yield %arg3, %arg1 : f32, index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %0, %arg2 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel(%arg0: memref<16x16xf32>, %arg1: index) -> (f32, i32) {
// CHECK-NEXT:     affine.parallel (%arg2, %arg3) = (0, 0) to (16, 16) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg2, %arg3] : memref<16x16xf32>
// CHECK-NEXT:       affine.store %2, %arg0[%arg3, %arg2] : memref<16x16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.parallel (%arg2, %arg3) = (0, 0) to (10, symbol(%arg1)) step (2, 1) reduce ("addf") -> (f32) {
// CHECK-NEXT:       %2 = affine.load %arg0[%arg2 + %arg3, %arg3] : memref<16x16xf32>
// CHECK-NEXT:       affine.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = affine.parallel (%arg2) = (max(0, %arg1 - 4)) to (min(16, %arg1 + 4)) reduce ("addi") -> (i32) {
// CHECK-NEXT:       %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       affine.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index(%arg0: index, %arg1: index, %arg2: memref<4x8xf32>) -> vector<8xf32> {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (4, %arg1) : index, index
// CHECK-NEXT:     %1:3 = affine.delinearize_index %arg0 into (4, 8) : index, index, index
// CHECK-NEXT:     %2 = affine.linearize_index [%0#0, %0#1] by (4, %arg1) : index
// CHECK-NEXT:     %3 = affine.linearize_index disjoint [%1#0, %1#1, %1#2] by (4, 8) : index
// CHECK-NEXT:     %4 = affine.vector_load %arg2[%0#0, %2 * 8] : memref<4x8xf32>, vector<8xf32>
// CHECK-NEXT:     affine.vector_store %4, %arg2[%0#1, 0] : memref<4x8xf32>, vector<8xf32>
// CHECK-NEXT:     %5 = affine.min #map4(%arg0)[%arg1]
// CHECK-NEXT:     %6 = affine.max #map5(%arg0)[%arg1]
// CHECK-NEXT:     return %4 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// GENERIC:      #map = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #map1 = affine_map<() -> (0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (128)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map4 = affine_map<(d0)[s0] -> (d0, s0 - 3)>
// GENERIC-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 + 5, s0)>
// GENERIC-NEXT: #map6 = affine_map<()[s0] -> (s0)>
// GENERIC-NEXT: #map7 = affine_map<() -> (-4)>
// GENERIC-NEXT: #map8 = affine_map<()[s0] -> (s0 + 2)>
// GENERIC-NEXT: #map9 = affine_map<() -> (4)>
// GENERIC-NEXT: #map10 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// GENERIC-NEXT: #map11 = affine_map<(d0) -> ((d0 floordiv 2) mod 4 + d0 ceildiv 8)>
// GENERIC-NEXT: #map12 = affine_map<(d0) -> (d0 floordiv 2)>
// GENERIC-NEXT: #map13 = affine_map<(d0) -> (-d0 + 127)>
// GENERIC-NEXT: #map14 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map15 = affine_map<() -> (0, 0)>
// GENERIC-NEXT: #map16 = affine_map<() -> (16, 16)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1) -> (d0 + d1, d1)>
// GENERIC-NEXT: #map18 = affine_map<()[s0] -> (10, s0)>
// GENERIC-NEXT: #map19 = affine_map<(d0) -> (0, d0 - 4)>
// GENERIC-NEXT: #map20 = affine_map<(d0) -> (16, d0 + 4)>
// GENERIC-NEXT: #map21 = affine_map<(d0, d1) -> (d0, d1 * 8)>
// GENERIC-NEXT: #map22 = affine_map<(d0) -> (d0, 0)>
// GENERIC-NEXT: #map23 = affine_map<(d0)[s0] -> (d0, s0, 16)>
// GENERIC-NEXT: #map24 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
// GENERIC-NEXT: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 - 1 >= 0, d0 == 0)>
// GENERIC-NEXT: #set1 = affine_set<(d0) : (d0 >= 0, -d0 + 20 >= 0)>
// GENERIC-NEXT: #set2 = affine_set<()[s0] : (s0 - 1 >= 0)>
// GENERIC-NEXT: #set3 = affine_set<(d0) : (d0 == 0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<128xf32>, index, index) -> f32, sym_name = "loops"}> ({
// GENERIC-NEXT:   ^bb0(%arg14: memref<128xf32>, %arg15: index, %arg16: index):
// GENERIC-NEXT:     %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %17 = "affine.for"(%16) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 1>, step = 4 : index, upperBoundMap = #map2}> ({
// GENERIC-NEXT:     ^bb0(%arg23: index, %arg24: f32):
// GENERIC-NEXT:       %19 = "affine.load"(%arg14, %arg23) <{map = #map}> : (memref<128xf32>, index) -> f32
// GENERIC-NEXT:       %20 = "arith.addf"(%arg24, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "affine.yield"(%20) : (f32) -> ()
// GENERIC-NEXT:     }) : (f32) -> f32
// GENERIC-NEXT:     "affine.for"(%arg15, %arg16, %arg15, %arg16) <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 2, 2, 0>, step = 1 : index, upperBoundMap = #map5}> ({
// GENERIC-NEXT:     ^bb0(%arg22: index):
// GENERIC-NEXT:       "affine.store"(%17, %arg14, %arg22) <{map = #map3}> : (f32, memref<128xf32>, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index, index) -> ()
// GENERIC-NEXT:     "affine.for"(%arg15, %arg16) <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
// GENERIC-NEXT:     ^bb0(%arg21: index):
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index) -> ()
// GENERIC-NEXT:     "affine.for"(%arg16) <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// GENERIC-NEXT:     ^bb0(%arg20: index):
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) {tag = 1 : i64} : (index) -> ()
// GENERIC-NEXT:     %18:2 = "affine.for"(%arg15, %arg16) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = #map9}> ({
// GENERIC-NEXT:     ^bb0(%arg17: index, %arg18: index, %arg19: index):
// GENERIC-NEXT:       "affine.yield"(%arg19, %arg18) : (index, index) -> ()
// GENERIC-NEXT:     }) : (index, index) -> (index, index)
// GENERIC-NEXT:     "func.return"(%17) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<128xf32>, index, index, f32) -> f32, sym_name = "ifs"}> ({
// GENERIC-NEXT:   ^bb0(%arg10: memref<128xf32>, %arg11: index, %arg12: index, %arg13: f32):
// GENERIC-NEXT:     "affine.if"(%arg11, %arg12) <{condition = #set}> ({
// GENERIC-NEXT:       "affine.store"(%arg13, %arg10, %arg11, %arg12) <{map = #map10}> : (f32, memref<128xf32>, index, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     }) : (index, index) -> ()
// GENERIC-NEXT:     "affine.if"(%arg11) <{condition = #set1}> ({
// GENERIC-NEXT:       "affine.store"(%arg13, %arg10, %arg11) <{map = #map11}> : (f32, memref<128xf32>, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %15 = "affine.apply"(%arg11) <{map = #map12}> : (index) -> index
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index) -> ()
// GENERIC-NEXT:     %12 = "affine.if"(%arg12) <{condition = #set2}> ({
// GENERIC-NEXT:       "affine.yield"(%arg13) : (f32) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       %14 = "affine.load"(%arg10, %arg11) <{map = #map13}> : (memref<128xf32>, index) -> f32
// GENERIC-NEXT:       "affine.yield"(%14) : (f32) -> ()
// GENERIC-NEXT:     }) : (index) -> f32
// GENERIC-NEXT:     %13:2 = "affine.if"(%arg11) <{condition = #set3}> ({
// GENERIC-NEXT:       "affine.yield"(%arg13, %arg11) : (f32, index) -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "affine.yield"(%12, %arg12) : (f32, index) -> ()
// GENERIC-NEXT:     }) : (index) -> (f32, index)
// GENERIC-NEXT:     "func.return"(%12) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<16x16xf32>, index) -> (f32, i32), sym_name = "parallel"}> ({
// GENERIC-NEXT:   ^bb0(%arg3: memref<16x16xf32>, %arg4: index):
// GENERIC-NEXT:     "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map15, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map16}> ({
// GENERIC-NEXT:     ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT:       %11 = "affine.load"(%arg3, %arg8, %arg9) <{map = #map14}> : (memref<16x16xf32>, index, index) -> f32
// GENERIC-NEXT:       "affine.store"(%11, %arg3, %arg9, %arg8) <{map = #map14}> : (f32, memref<16x16xf32>, index, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %7 = "affine.parallel"(%arg4) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map15, reductions = [0], steps = [2, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map18}> ({
// GENERIC-NEXT:     ^bb0(%arg6: index, %arg7: index):
// GENERIC-NEXT:       %10 = "affine.load"(%arg3, %arg6, %arg7) <{map = #map17}> : (memref<16x16xf32>, index, index) -> f32
// GENERIC-NEXT:       "affine.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:     }) : (index) -> f32
// GENERIC-NEXT:     %8 = "affine.parallel"(%arg4, %arg4) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = #map19, reductions = [1], steps = [1], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map20}> ({
// GENERIC-NEXT:     ^bb0(%arg5: index):
// GENERIC-NEXT:       %9 = "arith.index_cast"(%arg5) : (index) -> i32
// GENERIC-NEXT:       "affine.yield"(%9) : (i32) -> ()
// GENERIC-NEXT:     }) : (index, index) -> i32
// GENERIC-NEXT:     "func.return"(%7, %8) : (f32, i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (index, index, memref<4x8xf32>) -> vector<8xf32>, sym_name = "index"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: index, %arg1: index, %arg2: memref<4x8xf32>):
// GENERIC-NEXT:     %0:2 = "affine.delinearize_index"(%arg0, %arg1) <{static_basis = array<i64: 4, -9223372036854775808>}> : (index, index) -> (index, index)
// GENERIC-NEXT:     %1:3 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 4, 8>}> : (index) -> (index, index, index)
// GENERIC-NEXT:     %2 = "affine.linearize_index"(%0#0, %0#1, %arg1) <{disjoint = false, operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: 4, -9223372036854775808>}> : (index, index, index) -> index
// GENERIC-NEXT:     %3 = "affine.linearize_index"(%1#0, %1#1, %1#2) <{disjoint, operandSegmentSizes = array<i32: 3, 0>, static_basis = array<i64: 4, 8>}> : (index, index, index) -> index
// GENERIC-NEXT:     %4 = "affine.vector_load"(%arg2, %0#0, %2) <{map = #map21}> : (memref<4x8xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT:     "affine.vector_store"(%4, %arg2, %0#1) <{map = #map22}> : (vector<8xf32>, memref<4x8xf32>, index) -> ()
// GENERIC-NEXT:     %5 = "affine.min"(%arg0, %arg1) <{map = #map23}> : (index, index) -> index
// GENERIC-NEXT:     %6 = "affine.max"(%arg0, %arg1) <{map = #map24}> : (index, index) -> index
// GENERIC-NEXT:     "func.return"(%4) : (vector<8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
#lb = affine_map<(d0)[s0] -> (d0, s0 - 3)>
#ub = affine_map<(d0)[s0] -> (d0 + 5, s0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0, d0 == 0)>

func.func @loops(%A: memref<128xf32>, %n: index, %m: index) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 128 step 4 iter_args(%acc = %c0) -> (f32) {
    %v = affine.load %A[%i + 1] : memref<128xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = max #lb(%n)[%m] to min #ub(%n)[%m] {
    affine.store %r, %A[%i] : memref<128xf32>
  }
  affine.for %i = %n to %m {
  }
  affine.for %i = -4 to affine_map<()[s0] -> (s0 + 2)>()[%m] {
  } {tag = 1 : i64}
  %two:2 = affine.for %i = 0 to 4 iter_args(%a = %n, %b = %m) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  return %r : f32
}

func.func @ifs(%A: memref<128xf32>, %i: index, %n: index, %x: f32) -> f32 {
  affine.if #set(%i)[%n] {
    affine.store %x, %A[%i * 2 + symbol(%n)] : memref<128xf32>
  }
  affine.if affine_set<(d0) : (d0 >= 0, -d0 + 20 >= 0)>(%i) {
    affine.store %x, %A[(%i floordiv 2) mod 4 + %i ceildiv 8] : memref<128xf32>
  } else {
    %y = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
  }
  %q = affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%n] -> f32 {
    affine.yield %x : f32
  } else {
    %z = affine.load %A[-%i + 127] : memref<128xf32>
    affine.yield %z : f32
  }
  %p:2 = affine.if affine_set<(d0) : (d0 == 0)>(%i) -> (f32, index) {
    affine.yield %x, %i : f32, index
  } else {
    affine.yield %q, %n : f32, index
  }
  return %q : f32
}

func.func @parallel(%B: memref<16x16xf32>, %n: index) -> (f32, i32) {
  affine.parallel (%i, %j) = (0, 0) to (16, 16) {
    %v = affine.load %B[%i, %j] : memref<16x16xf32>
    affine.store %v, %B[%j, %i] : memref<16x16xf32>
  }
  %s = affine.parallel (%i, %j) = (0, 0) to (10, symbol(%n)) step (2, 1) reduce ("addf") -> (f32) {
    %v = affine.load %B[%i + %j, %j] : memref<16x16xf32>
    affine.yield %v : f32
  }
  %t = affine.parallel (%i) = (max(0, %n - 4)) to (min(16, %n + 4)) reduce ("addi") -> i32 {
    %k = arith.index_cast %i : index to i32
    affine.yield %k : i32
  }
  return %s, %t : f32, i32
}

func.func @index(%i: index, %b: index, %A: memref<4x8xf32>) -> vector<8xf32> {
  %d:2 = affine.delinearize_index %i into (4, %b) : index, index
  %e:3 = affine.delinearize_index %i into (4, 8) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1] by (4, %b) : index
  %l2 = affine.linearize_index disjoint [%e#0, %e#1, %e#2] by (4, 8) : index
  %v = affine.vector_load %A[%d#0, %l * 8] : memref<4x8xf32>, vector<8xf32>
  affine.vector_store %v, %A[%d#1, 0] : memref<4x8xf32>, vector<8xf32>
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%i)[%b]
  %mx = affine.max affine_map<(d0)[s0] -> (d0 - s0, 0)>(%i)[%b]
  return %v : vector<8xf32>
}
