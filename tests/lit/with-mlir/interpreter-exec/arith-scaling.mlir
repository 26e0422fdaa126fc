// arith.scaling_extf / scaling_truncf: `--run` prints what mlir-runner-22
// prints for upstream's expansion of them (arith-expand reads the
// f8E8M0FNU scale's bits as an f32 exponent: 0x00 is 0.0, not 2^-127)
// (tests/unit/test_interpreter_vs_runner.py).
// LOWER-FIRST: --arith-expand=include-f8e8m0=true
// RUN: %python %S/../../../unit/test_interpreter_vs_runner.py %s

// The scales reach the ops through a call: upstream's expansion folds a
// constant scale, and its folding reads a NaN scale (0xFF) as infinity where
// the expanded code at run time (and --run) gives NaN.
func.func @ext(%v: vector<5xf16>, %s: vector<5xf8E8M0FNU>) -> vector<5xf32> {
  %r = arith.scaling_extf %v, %s : vector<5xf16>, vector<5xf8E8M0FNU> to vector<5xf32>
  return %r : vector<5xf32>
}

func.func @trunc(%v: vector<5xf32>, %s: vector<5xf8E8M0FNU>) -> vector<5xf16> {
  %r = arith.scaling_truncf %v, %s : vector<5xf32>, vector<5xf8E8M0FNU> to vector<5xf16>
  return %r : vector<5xf16>
}

func.func @main() {
  %a = arith.constant 1.5 : f16
  %s = arith.constant 8.0 : f8E8M0FNU
  %r = arith.scaling_extf %a, %s : f16, f8E8M0FNU to f32
  vector.print %r : f32
  %b = arith.constant 100.0 : f32
  %t = arith.scaling_truncf %b, %s : f32, f8E8M0FNU to f16
  %te = arith.extf %t : f16 to f32
  vector.print %te : f32
  // overflow of the result type, a zero scale, a NaN scale
  %v = arith.constant dense<[1.0, -3.0, 65504.0, 0.0, 2.0]> : vector<5xf16>
  %vs = arith.constant dense<[0.5, 1024.0, 4.0, 0x00, 0xFF]> : vector<5xf8E8M0FNU>
  %vr = call @ext(%v, %vs) : (vector<5xf16>, vector<5xf8E8M0FNU>) -> vector<5xf32>
  vector.print %vr : vector<5xf32>
  %w = arith.constant dense<[1.0, 1.0e9, 3.0, 5.0, 1.0]> : vector<5xf32>
  %wt = call @trunc(%w, %vs) : (vector<5xf32>, vector<5xf8E8M0FNU>) -> vector<5xf16>
  %we = arith.extf %wt : vector<5xf16> to vector<5xf32>
  vector.print %we : vector<5xf32>
  return
}
