// Custom and generic syntax of the math dialect. CHECK lines are mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | bufferize-opt | FileCheck %s

// CHECK-LABEL: func.func @math(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>) {
// CHECK-NEXT:  %0 = math.absf %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %1 = math.acos %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %2 = math.acosh %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %3 = math.asin %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %4 = math.asinh %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %5 = math.atan %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %6 = math.atanh %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %7 = math.cbrt %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %8 = math.ceil %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %9 = math.cos %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %10 = math.cosh %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %11 = math.erf %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %12 = math.erfc %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %13 = math.exp %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %14 = math.exp2 %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %15 = math.expm1 %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %16 = math.floor %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %17 = math.log %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %18 = math.log10 %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %19 = math.log1p %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %20 = math.log2 %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %21 = math.round %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %22 = math.roundeven %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %23 = math.rsqrt %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %24 = math.sin %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %25 = math.sinh %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %26 = math.sqrt %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %27 = math.tan %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %28 = math.tanh %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %29 = math.trunc %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %30 = math.absi %arg0 : i32
// CHECK-NEXT:  %31 = math.ctlz %arg0 : i32
// CHECK-NEXT:  %32 = math.cttz %arg0 : i32
// CHECK-NEXT:  %33 = math.ctpop %arg0 : i32
// CHECK-NEXT:  %34 = math.powf %arg1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:  %35 = math.atan2 %arg1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:  %36 = math.copysign %arg1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:  %37 = math.fma %arg1, %arg1, %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %38 = math.fpowi %arg1, %arg0 fastmath<fast> : f32, i32
// CHECK-NEXT:  %39 = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT:  %40 = math.isnan %arg1 : f32
// CHECK-NEXT:  %41 = math.isinf %arg1 : f32
// CHECK-NEXT:  %42 = math.isfinite %arg1 : f32
// CHECK-NEXT:  %43 = math.isnormal %arg1 : f32
// CHECK-NEXT:  %sin, %cos = math.sincos %arg1 : f32
// CHECK-NEXT:  %44 = math.sqrt %arg2 : vector<4xf32>
// CHECK-NEXT:  %45 = math.isnan %arg2 : vector<4xf32>
// CHECK-NEXT:  %46 = math.clampf %arg1 to [%arg1, %arg1] : f32
// CHECK-NEXT:  %47 = math.isnan %arg1 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT:  %48 = math.exp %arg1 {tag} : f32
// CHECK-NEXT:  return
// CHECK-NEXT:  }

func.func @math(%a: i32, %x: f32, %vv: vector<4xf32>) {
  %r_absf = math.absf %x fastmath<fast> : f32
  %r_acos = math.acos %x fastmath<fast> : f32
  %r_acosh = math.acosh %x fastmath<fast> : f32
  %r_asin = math.asin %x fastmath<fast> : f32
  %r_asinh = math.asinh %x fastmath<fast> : f32
  %r_atan = math.atan %x fastmath<fast> : f32
  %r_atanh = math.atanh %x fastmath<fast> : f32
  %r_cbrt = math.cbrt %x fastmath<fast> : f32
  %r_ceil = math.ceil %x fastmath<fast> : f32
  %r_cos = math.cos %x fastmath<fast> : f32
  %r_cosh = math.cosh %x fastmath<fast> : f32
  %r_erf = math.erf %x fastmath<fast> : f32
  %r_erfc = math.erfc %x fastmath<fast> : f32
  %r_exp = math.exp %x fastmath<fast> : f32
  %r_exp2 = math.exp2 %x fastmath<fast> : f32
  %r_expm1 = math.expm1 %x fastmath<fast> : f32
  %r_floor = math.floor %x fastmath<fast> : f32
  %r_log = math.log %x fastmath<fast> : f32
  %r_log10 = math.log10 %x fastmath<fast> : f32
  %r_log1p = math.log1p %x fastmath<fast> : f32
  %r_log2 = math.log2 %x fastmath<fast> : f32
  %r_round = math.round %x fastmath<fast> : f32
  %r_roundeven = math.roundeven %x fastmath<fast> : f32
  %r_rsqrt = math.rsqrt %x fastmath<fast> : f32
  %r_sin = math.sin %x fastmath<fast> : f32
  %r_sinh = math.sinh %x fastmath<fast> : f32
  %r_sqrt = math.sqrt %x fastmath<fast> : f32
  %r_tan = math.tan %x fastmath<fast> : f32
  %r_tanh = math.tanh %x fastmath<fast> : f32
  %r_trunc = math.trunc %x fastmath<fast> : f32
  %r_absi = math.absi %a : i32
  %r_ctlz = math.ctlz %a : i32
  %r_cttz = math.cttz %a : i32
  %r_ctpop = math.ctpop %a : i32
  %r_powf = math.powf %x, %x fastmath<nnan> : f32
  %r_atan2 = math.atan2 %x, %x fastmath<nnan> : f32
  %r_copysign = math.copysign %x, %x fastmath<nnan> : f32
  %fma = math.fma %x, %x, %x fastmath<fast> : f32
  %fpowi = math.fpowi %x, %a fastmath<fast> : f32, i32
  %ipowi = math.ipowi %a, %a : i32
  %isnan = math.isnan %x : f32
  %isinf = math.isinf %x : f32
  %isfin = math.isfinite %x : f32
  %isnorm = math.isnormal %x : f32
  %s, %c = math.sincos %x : f32
  %v = math.sqrt %vv : vector<4xf32>
  %vi = math.isnan %vv : vector<4xf32>
  %cl = math.clampf %x to [%x, %x] : f32
  %fm = "math.isnan"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
  %ex = math.exp %x {tag} : f32
  return
}
