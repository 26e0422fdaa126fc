// The complex dialect's ops (dialects/complex): custom and generic form, and
// the round trip through the generic form.  CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK:      func.func @complex_ops(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: i32, %arg4: complex<f64>) -> complex<f32> {
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [5.000000e-01, -2.000000e+00] {tag = 1 : i64} : complex<f64>
// CHECK-NEXT: %0 = complex.create %arg2, %arg2 : complex<f32>
// CHECK-NEXT: %1 = complex.add %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.sub %arg0, %arg1 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT: %3 = complex.mul %arg0, %arg1 fastmath<fast> : complex<f32>
// CHECK-NEXT: %4 = complex.div %arg0, %arg1 {tag = 2 : i64} : complex<f32>
// CHECK-NEXT: %5 = complex.pow %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %6 = complex.atan2 %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %7 = complex.powi %arg0, %arg3 : complex<f32>, i32
// CHECK-NEXT: %8 = complex.neg %arg0 : complex<f32>
// CHECK-NEXT: %9 = complex.conj %arg0 fastmath<contract> : complex<f32>
// CHECK-NEXT: %10 = complex.exp %arg0 : complex<f32>
// CHECK-NEXT: %11 = complex.expm1 %arg0 : complex<f32>
// CHECK-NEXT: %12 = complex.log %arg0 : complex<f32>
// CHECK-NEXT: %13 = complex.log1p %arg0 : complex<f32>
// CHECK-NEXT: %14 = complex.sqrt %arg4 : complex<f64>
// CHECK-NEXT: %15 = complex.rsqrt %arg0 : complex<f32>
// CHECK-NEXT: %16 = complex.sin %arg0 : complex<f32>
// CHECK-NEXT: %17 = complex.cos %arg0 : complex<f32>
// CHECK-NEXT: %18 = complex.tan %arg0 : complex<f32>
// CHECK-NEXT: %19 = complex.tanh %arg0 : complex<f32>
// CHECK-NEXT: %20 = complex.sign %arg0 : complex<f32>
// CHECK-NEXT: %21 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %22 = complex.im %arg4 fastmath<nnan> : complex<f64>
// CHECK-NEXT: %23 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %24 = complex.angle %arg0 : complex<f32>
// CHECK-NEXT: %25 = complex.eq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %26 = complex.neq %arg4, %arg4 : complex<f64>
// CHECK-NEXT: %27 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %28 = complex.bitcast %27 : i64 to complex<f32>
// CHECK-NEXT: %cst_1 = arith.constant dense<(1.000000e+00,5.000000e+00)> : tensor<3x3xcomplex<f32>>
// CHECK-NEXT: return %1 : complex<f32>
// CHECK-NEXT: }
// GENERIC:      "func.func"() <{function_type = (complex<f32>, complex<f32>, f32, i32, complex<f64>) -> complex<f32>, sym_name = "complex_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: i32, %arg4: complex<f64>):
// GENERIC-NEXT: %0 = "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
// GENERIC-NEXT: %1 = "complex.constant"() <{value = [5.000000e-01, -2.000000e+00]}> {tag = 1 : i64} : () -> complex<f64>
// GENERIC-NEXT: %2 = "complex.create"(%arg2, %arg2) : (f32, f32) -> complex<f32>
// GENERIC-NEXT: %3 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %4 = "complex.sub"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %5 = "complex.mul"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %6 = "complex.div"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> {tag = 2 : i64} : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %7 = "complex.pow"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %8 = "complex.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %9 = "complex.powi"(%arg0, %arg3) : (complex<f32>, i32) -> complex<f32>
// GENERIC-NEXT: %10 = "complex.neg"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %11 = "complex.conj"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %12 = "complex.exp"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %13 = "complex.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %14 = "complex.log"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %15 = "complex.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %16 = "complex.sqrt"(%arg4) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> complex<f64>
// GENERIC-NEXT: %17 = "complex.rsqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %18 = "complex.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %19 = "complex.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %20 = "complex.tan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %21 = "complex.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %22 = "complex.sign"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %23 = "complex.re"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %24 = "complex.im"(%arg4) <{fastmath = #arith.fastmath<nnan>}> : (complex<f64>) -> f64
// GENERIC-NEXT: %25 = "complex.abs"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %26 = "complex.angle"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %27 = "complex.eq"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT: %28 = "complex.neq"(%arg4, %arg4) : (complex<f64>, complex<f64>) -> i1
// GENERIC-NEXT: %29 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64
// GENERIC-NEXT: %30 = "complex.bitcast"(%29) : (i64) -> complex<f32>
// GENERIC-NEXT: %31 = "arith.constant"() <{value = dense<(1.000000e+00,5.000000e+00)> : tensor<3x3xcomplex<f32>>}> : () -> tensor<3x3xcomplex<f32>>
// GENERIC-NEXT: "func.return"(%3) : (complex<f32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @complex_ops(%a: complex<f32>, %b: complex<f32>, %x: f32, %n: i32, %d: complex<f64>) -> complex<f32> {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %c2 = complex.constant [0.5 : f64, -2.0 : f64] {tag = 1} : complex<f64>
  %cr = complex.create %x, %x : complex<f32>
  %add = complex.add %a, %b : complex<f32>
  %sub = complex.sub %a, %b fastmath<nnan,ninf> : complex<f32>
  %mul = complex.mul %a, %b fastmath<fast> : complex<f32>
  %div = complex.div %a, %b {tag = 2} : complex<f32>
  %pow = complex.pow %a, %b : complex<f32>
  %atan2 = complex.atan2 %a, %b : complex<f32>
  %powi = complex.powi %a, %n : complex<f32>, i32
  %neg = complex.neg %a : complex<f32>
  %conj = complex.conj %a fastmath<contract> : complex<f32>
  %exp = complex.exp %a : complex<f32>
  %expm1 = complex.expm1 %a : complex<f32>
  %log = complex.log %a : complex<f32>
  %log1p = complex.log1p %a : complex<f32>
  %sqrt = complex.sqrt %d : complex<f64>
  %rsqrt = complex.rsqrt %a : complex<f32>
  %sin = complex.sin %a : complex<f32>
  %cos = complex.cos %a : complex<f32>
  %tan = complex.tan %a : complex<f32>
  %tanh = complex.tanh %a : complex<f32>
  %sign = complex.sign %a : complex<f32>
  %re = complex.re %a : complex<f32>
  %im = complex.im %d fastmath<nnan> : complex<f64>
  %abs = complex.abs %a : complex<f32>
  %angle = complex.angle %a : complex<f32>
  %eq = complex.eq %a, %b : complex<f32>
  %neq = complex.neq %d, %d : complex<f64>
  %bc = complex.bitcast %a : complex<f32> to i64
  %bc2 = complex.bitcast %bc : i64 to complex<f32>
  %t = arith.constant dense<(1.0,5.0)> : tensor<3x3xcomplex<f32>>
  return %add : complex<f32>
}

