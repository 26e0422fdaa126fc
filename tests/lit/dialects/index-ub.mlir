// The index and ub dialects' ops (dialects/index, dialects/ub): custom and
// generic form, and the round trip through the generic form.  CHECK lines are
// mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK:      func.func @index_ops(%arg0: index, %arg1: index, %arg2: i32) -> (index, i1) {
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1 {tag = 1 : i64}
// CHECK-NEXT: %20 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %21 = index.cmp uge(%arg0, %arg1) {tag = 2 : i64}
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %22 = index.casts %arg2 : i32 to index
// CHECK-NEXT: %23 = index.castu %arg0 : index to i64
// CHECK-NEXT: %24 = index.sizeof
// CHECK-NEXT: %idx7 = index.constant {tag = 3 : i64} 7
// CHECK-NEXT: %25 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: return %0, %20 : index, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @poison() -> (i32, f32, vector<4xf32>, tensor<2xindex>, complex<f64>) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison {tag = 1 : i64} : vector<4xf32>
// CHECK-NEXT: %3 = ub.poison : tensor<2xindex>
// CHECK-NEXT: %4 = ub.poison : complex<f64>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : i32, f32, vector<4xf32>, tensor<2xindex>, complex<f64>
// CHECK-NEXT: }
// GENERIC:      "func.func"() <{function_type = (index, index, i32) -> (index, i1), sym_name = "index_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: i32):
// GENERIC-NEXT: %5 = "index.constant"() <{value = -3 : index}> : () -> index
// GENERIC-NEXT: %6 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC-NEXT: %7 = "index.add"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %8 = "index.sub"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %9 = "index.mul"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %10 = "index.divs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %11 = "index.divu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %12 = "index.ceildivs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %13 = "index.ceildivu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %14 = "index.floordivs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %15 = "index.rems"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %16 = "index.remu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %17 = "index.maxs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %18 = "index.maxu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %19 = "index.mins"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %20 = "index.minu"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %21 = "index.shl"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %22 = "index.shrs"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %23 = "index.shru"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %24 = "index.and"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %25 = "index.or"(%arg0, %arg1) : (index, index) -> index
// GENERIC-NEXT: %26 = "index.xor"(%arg0, %arg1) {tag = 1 : i64} : (index, index) -> index
// GENERIC-NEXT: %27 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC-NEXT: %28 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate uge>}> {tag = 2 : i64} : (index, index) -> i1
// GENERIC-NEXT: %29 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %30 = "index.bool.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: %31 = "index.casts"(%arg2) : (i32) -> index
// GENERIC-NEXT: %32 = "index.castu"(%arg0) : (index) -> i64
// GENERIC-NEXT: %33 = "index.sizeof"() : () -> index
// GENERIC-NEXT: %34 = "index.constant"() <{value = 7 : index}> {tag = 3 : i64} : () -> index
// GENERIC-NEXT: %35 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC-NEXT: "func.return"(%7, %27) : (index, i1) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> (i32, f32, vector<4xf32>, tensor<2xindex>, complex<f64>), sym_name = "poison"}> ({
// GENERIC-NEXT: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT: %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
// GENERIC-NEXT: %2 = "ub.poison"() <{value = #ub.poison}> {tag = 1 : i64} : () -> vector<4xf32>
// GENERIC-NEXT: %3 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<2xindex>
// GENERIC-NEXT: %4 = "ub.poison"() <{value = #ub.poison}> : () -> complex<f64>
// GENERIC-NEXT: "func.return"(%0, %1, %2, %3, %4) : (i32, f32, vector<4xf32>, tensor<2xindex>, complex<f64>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @index_ops(%a: index, %b: index, %i: i32) -> (index, i1) {
  %0 = index.constant -3
  %1 = index.constant 42
  %2 = index.add %a, %b
  %3 = index.sub %a, %b
  %4 = index.mul %a, %b
  %5 = index.divs %a, %b
  %6 = index.divu %a, %b
  %7 = index.ceildivs %a, %b
  %8 = index.ceildivu %a, %b
  %9 = index.floordivs %a, %b
  %10 = index.rems %a, %b
  %11 = index.remu %a, %b
  %12 = index.maxs %a, %b
  %13 = index.maxu %a, %b
  %14 = index.mins %a, %b
  %15 = index.minu %a, %b
  %16 = index.shl %a, %b
  %17 = index.shrs %a, %b
  %18 = index.shru %a, %b
  %19 = index.and %a, %b
  %20 = index.or %a, %b
  %21 = index.xor %a, %b {tag = 1}
  %22 = index.cmp eq(%a, %b)
  %23 = index.cmp uge(%a, %b) {tag = 2}
  %24 = index.bool.constant true
  %25 = index.bool.constant false
  %26 = index.casts %i : i32 to index
  %27 = index.castu %a : index to i64
  %28 = index.sizeof
  %29 = index.constant {tag = 3} 7
  %30 = "index.cmp"(%a, %b) {pred = #index<cmp_predicate slt>} : (index, index) -> i1
  return %2, %22 : index, i1
}

func.func @poison() -> (i32, f32, vector<4xf32>, tensor<2xindex>, complex<f64>) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison {tag = 1} : vector<4xf32>
  %3 = ub.poison : tensor<2xindex>
  %4 = "ub.poison"() <{value = #ub.poison}> : () -> complex<f64>
  return %0, %1, %2, %3, %4 : i32, f32, vector<4xf32>, tensor<2xindex>, complex<f64>
}

