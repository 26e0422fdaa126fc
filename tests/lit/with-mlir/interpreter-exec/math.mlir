// Every math op with an upstream lowering (LLVM intrinsics, libm, the
// math-to-funcs expansions): `--run` must print what mlir-runner-22 prints
// (tests/unit/test_interpreter_vs_runner.py).  math.isinf, isfinite and
// isnormal have no lowering to LLVM in LLVM 22, and math.clampf's
// (-math-expand-ops) computes maximumf(minimumf(x, min), max), not a clamp:
// those are tested in tests/unit/test_interpreter_math.py instead.
// RUN: %python %S/../../../unit/test_interpreter_vs_runner.py %s

// The unary float functions, f32 and f64, including NaN results (their sign
// is libm's).
func.func @main() {
  %absf_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %absf_f32 = math.absf %absf_f32_in : vector<4xf32>
  vector.print %absf_f32 : vector<4xf32>
  %acos_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %acos_f32 = math.acos %acos_f32_in : vector<4xf32>
  vector.print %acos_f32 : vector<4xf32>
  %acosh_f32_in = arith.constant dense<[1.5, 2.0, 10.0, 0.5]> : vector<4xf32>
  %acosh_f32 = math.acosh %acosh_f32_in : vector<4xf32>
  vector.print %acosh_f32 : vector<4xf32>
  %asin_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %asin_f32 = math.asin %asin_f32_in : vector<4xf32>
  vector.print %asin_f32 : vector<4xf32>
  %asinh_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %asinh_f32 = math.asinh %asinh_f32_in : vector<4xf32>
  vector.print %asinh_f32 : vector<4xf32>
  %atan_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %atan_f32 = math.atan %atan_f32_in : vector<4xf32>
  vector.print %atan_f32 : vector<4xf32>
  %atanh_f32_in = arith.constant dense<[0.5, -0.25, 0.9, 2.0]> : vector<4xf32>
  %atanh_f32 = math.atanh %atanh_f32_in : vector<4xf32>
  vector.print %atanh_f32 : vector<4xf32>
  %cbrt_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %cbrt_f32 = math.cbrt %cbrt_f32_in : vector<4xf32>
  vector.print %cbrt_f32 : vector<4xf32>
  %ceil_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %ceil_f32 = math.ceil %ceil_f32_in : vector<4xf32>
  vector.print %ceil_f32 : vector<4xf32>
  %cos_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %cos_f32 = math.cos %cos_f32_in : vector<4xf32>
  vector.print %cos_f32 : vector<4xf32>
  %cosh_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %cosh_f32 = math.cosh %cosh_f32_in : vector<4xf32>
  vector.print %cosh_f32 : vector<4xf32>
  %erf_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %erf_f32 = math.erf %erf_f32_in : vector<4xf32>
  vector.print %erf_f32 : vector<4xf32>
  %erfc_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %erfc_f32 = math.erfc %erfc_f32_in : vector<4xf32>
  vector.print %erfc_f32 : vector<4xf32>
  %exp_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %exp_f32 = math.exp %exp_f32_in : vector<4xf32>
  vector.print %exp_f32 : vector<4xf32>
  %exp2_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %exp2_f32 = math.exp2 %exp2_f32_in : vector<4xf32>
  vector.print %exp2_f32 : vector<4xf32>
  %expm1_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %expm1_f32 = math.expm1 %expm1_f32_in : vector<4xf32>
  vector.print %expm1_f32 : vector<4xf32>
  %floor_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %floor_f32 = math.floor %floor_f32_in : vector<4xf32>
  vector.print %floor_f32 : vector<4xf32>
  %log_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %log_f32 = math.log %log_f32_in : vector<4xf32>
  vector.print %log_f32 : vector<4xf32>
  %log10_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %log10_f32 = math.log10 %log10_f32_in : vector<4xf32>
  vector.print %log10_f32 : vector<4xf32>
  %log1p_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %log1p_f32 = math.log1p %log1p_f32_in : vector<4xf32>
  vector.print %log1p_f32 : vector<4xf32>
  %log2_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %log2_f32 = math.log2 %log2_f32_in : vector<4xf32>
  vector.print %log2_f32 : vector<4xf32>
  %round_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %round_f32 = math.round %round_f32_in : vector<4xf32>
  vector.print %round_f32 : vector<4xf32>
  %roundeven_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %roundeven_f32 = math.roundeven %roundeven_f32_in : vector<4xf32>
  vector.print %roundeven_f32 : vector<4xf32>
  %rsqrt_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %rsqrt_f32 = math.rsqrt %rsqrt_f32_in : vector<4xf32>
  vector.print %rsqrt_f32 : vector<4xf32>
  %sin_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %sin_f32 = math.sin %sin_f32_in : vector<4xf32>
  vector.print %sin_f32 : vector<4xf32>
  %sinh_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %sinh_f32 = math.sinh %sinh_f32_in : vector<4xf32>
  vector.print %sinh_f32 : vector<4xf32>
  %sqrt_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %sqrt_f32 = math.sqrt %sqrt_f32_in : vector<4xf32>
  vector.print %sqrt_f32 : vector<4xf32>
  %tan_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %tan_f32 = math.tan %tan_f32_in : vector<4xf32>
  vector.print %tan_f32 : vector<4xf32>
  %tanh_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %tanh_f32 = math.tanh %tanh_f32_in : vector<4xf32>
  vector.print %tanh_f32 : vector<4xf32>
  %trunc_f32_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %trunc_f32 = math.trunc %trunc_f32_in : vector<4xf32>
  vector.print %trunc_f32 : vector<4xf32>
  %absf_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %absf_f64 = math.absf %absf_f64_in : vector<4xf64>
  vector.print %absf_f64 : vector<4xf64>
  %acos_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %acos_f64 = math.acos %acos_f64_in : vector<4xf64>
  vector.print %acos_f64 : vector<4xf64>
  %acosh_f64_in = arith.constant dense<[1.5, 2.0, 10.0, 0.5]> : vector<4xf64>
  %acosh_f64 = math.acosh %acosh_f64_in : vector<4xf64>
  vector.print %acosh_f64 : vector<4xf64>
  %asin_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %asin_f64 = math.asin %asin_f64_in : vector<4xf64>
  vector.print %asin_f64 : vector<4xf64>
  %asinh_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %asinh_f64 = math.asinh %asinh_f64_in : vector<4xf64>
  vector.print %asinh_f64 : vector<4xf64>
  %atan_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %atan_f64 = math.atan %atan_f64_in : vector<4xf64>
  vector.print %atan_f64 : vector<4xf64>
  %atanh_f64_in = arith.constant dense<[0.5, -0.25, 0.9, 2.0]> : vector<4xf64>
  %atanh_f64 = math.atanh %atanh_f64_in : vector<4xf64>
  vector.print %atanh_f64 : vector<4xf64>
  %cbrt_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %cbrt_f64 = math.cbrt %cbrt_f64_in : vector<4xf64>
  vector.print %cbrt_f64 : vector<4xf64>
  %ceil_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %ceil_f64 = math.ceil %ceil_f64_in : vector<4xf64>
  vector.print %ceil_f64 : vector<4xf64>
  %cos_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %cos_f64 = math.cos %cos_f64_in : vector<4xf64>
  vector.print %cos_f64 : vector<4xf64>
  %cosh_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %cosh_f64 = math.cosh %cosh_f64_in : vector<4xf64>
  vector.print %cosh_f64 : vector<4xf64>
  %erf_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %erf_f64 = math.erf %erf_f64_in : vector<4xf64>
  vector.print %erf_f64 : vector<4xf64>
  %erfc_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %erfc_f64 = math.erfc %erfc_f64_in : vector<4xf64>
  vector.print %erfc_f64 : vector<4xf64>
  %exp_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %exp_f64 = math.exp %exp_f64_in : vector<4xf64>
  vector.print %exp_f64 : vector<4xf64>
  %exp2_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %exp2_f64 = math.exp2 %exp2_f64_in : vector<4xf64>
  vector.print %exp2_f64 : vector<4xf64>
  %expm1_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %expm1_f64 = math.expm1 %expm1_f64_in : vector<4xf64>
  vector.print %expm1_f64 : vector<4xf64>
  %floor_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %floor_f64 = math.floor %floor_f64_in : vector<4xf64>
  vector.print %floor_f64 : vector<4xf64>
  %log_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %log_f64 = math.log %log_f64_in : vector<4xf64>
  vector.print %log_f64 : vector<4xf64>
  %log10_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %log10_f64 = math.log10 %log10_f64_in : vector<4xf64>
  vector.print %log10_f64 : vector<4xf64>
  %log1p_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %log1p_f64 = math.log1p %log1p_f64_in : vector<4xf64>
  vector.print %log1p_f64 : vector<4xf64>
  %log2_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %log2_f64 = math.log2 %log2_f64_in : vector<4xf64>
  vector.print %log2_f64 : vector<4xf64>
  %round_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %round_f64 = math.round %round_f64_in : vector<4xf64>
  vector.print %round_f64 : vector<4xf64>
  %roundeven_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %roundeven_f64 = math.roundeven %roundeven_f64_in : vector<4xf64>
  vector.print %roundeven_f64 : vector<4xf64>
  %rsqrt_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %rsqrt_f64 = math.rsqrt %rsqrt_f64_in : vector<4xf64>
  vector.print %rsqrt_f64 : vector<4xf64>
  %sin_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %sin_f64 = math.sin %sin_f64_in : vector<4xf64>
  vector.print %sin_f64 : vector<4xf64>
  %sinh_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %sinh_f64 = math.sinh %sinh_f64_in : vector<4xf64>
  vector.print %sinh_f64 : vector<4xf64>
  %sqrt_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %sqrt_f64 = math.sqrt %sqrt_f64_in : vector<4xf64>
  vector.print %sqrt_f64 : vector<4xf64>
  %tan_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %tan_f64 = math.tan %tan_f64_in : vector<4xf64>
  vector.print %tan_f64 : vector<4xf64>
  %tanh_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %tanh_f64 = math.tanh %tanh_f64_in : vector<4xf64>
  vector.print %tanh_f64 : vector<4xf64>
  %trunc_f64_in = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf64>
  %trunc_f64 = math.trunc %trunc_f64_in : vector<4xf64>
  vector.print %trunc_f64 : vector<4xf64>
  return
}

// -----

// Integer ops, ipowi, fma, powf, atan2, copysign, fpowi, sincos, f16 (computed in f32), f64, isnan.
func.func @main() {
  %a = arith.constant dense<[0, 1, -1, 12, 2147483647]> : vector<5xi32>
  %b = arith.constant dense<[3, 31, 7, 0, 2]> : vector<5xi32>
  %ctlz = math.ctlz %a : vector<5xi32>
  %cttz = math.cttz %a : vector<5xi32>
  %ctpop = math.ctpop %a : vector<5xi32>
  %absi = math.absi %a : vector<5xi32>
  %ipowi = math.ipowi %a, %b : vector<5xi32>
  vector.print %ctlz : vector<5xi32>
  vector.print %cttz : vector<5xi32>
  vector.print %ctpop : vector<5xi32>
  vector.print %absi : vector<5xi32>
  vector.print %ipowi : vector<5xi32>
  %n = arith.constant dense<[-2, 3, -1, 1]> : vector<4xi64>
  %p = arith.constant dense<[2, 0, 5, -7]> : vector<4xi64>
  %ipn = math.ipowi %n, %p : vector<4xi64>
  vector.print %ipn : vector<4xi64>
  %x = arith.constant dense<[0.3, -1.7, 2.5, 0x7F800000, 0x7FC00000, 1.0e-40]> : vector<6xf32>
  %y = arith.constant dense<[2.0, 3.0, -0.5, 1.0, 2.0, 4.0]> : vector<6xf32>
  %z = arith.constant dense<[1.0, -1.0, 0.25, 0.0, 1.0, 1.0]> : vector<6xf32>
  %e = arith.constant dense<[3, -2, 10, 2, 0, -1]> : vector<6xi32>
  %fma = math.fma %x, %y, %z : vector<6xf32>
  %pow = math.powf %x, %y : vector<6xf32>
  %at2 = math.atan2 %x, %y : vector<6xf32>
  %cs = math.copysign %y, %x : vector<6xf32>
  %fpowi = math.fpowi %x, %e : vector<6xf32>, vector<6xi32>
  %s, %c = math.sincos %x : vector<6xf32>
  vector.print %fma : vector<6xf32>
  vector.print %pow : vector<6xf32>
  vector.print %at2 : vector<6xf32>
  vector.print %cs : vector<6xf32>
  vector.print %fpowi : vector<6xf32>
  vector.print %s : vector<6xf32>
  vector.print %c : vector<6xf32>
  %h = arith.constant dense<[0.3, -1.7, 2.5, 100.0]> : vector<4xf16>
  %he = math.exp %h : vector<4xf16>
  %hs = math.sqrt %h : vector<4xf16>
  vector.print %he : vector<4xf16>
  vector.print %hs : vector<4xf16>
  %d = arith.constant 0.7 : f64
  %dt = math.tanh %d : f64
  %de = math.erf %d : f64
  %dr = math.rsqrt %d : f64
  vector.print %dt : f64
  vector.print %de : f64
  vector.print %dr : f64
  %xt = arith.constant dense<[0.3, -1.7, 0xFF800000, 0x7F800000, 0x7FC00000, 1.0e-40]> : tensor<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = tensor.extract %xt[%i] : tensor<6xf32>
    %n1 = math.isnan %v : f32
    vector.print %n1 : i1
  }
  return
}
