// arith.scaling_extf / scaling_truncf (LLVM 21): custom and generic syntax and
// the verifier's words. CHECK lines are mlir-opt-22's output; the error cases
// also pass under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @scaling(
// CHECK-NEXT:    %0 = arith.scaling_truncf %arg0, %arg1 to_nearest_even fastmath<fast> : f32, f8E8M0FNU to f8E4M3FN
// CHECK-NEXT:    %1 = arith.scaling_extf %arg2, %arg1 : f8E4M3FN, f8E8M0FNU to f32
// CHECK-NEXT:    %2 = arith.scaling_extf %arg3, %arg4 fastmath<fast> : vector<2xf16>, vector<2xf8E8M0FNU> to vector<2xf32>
// CHECK-NEXT:    %3 = arith.scaling_truncf %arg5, %arg1 : tensor<4xf32>, f8E8M0FNU to tensor<4xf8E4M3FN>
// GENERIC: "arith.scaling_truncf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>, roundingmode = 0 : i32}> : (f32, f8E8M0FNU) -> f8E4M3FN
// GENERIC: "arith.scaling_extf"(%{{.*}}, %{{.*}}) : (f8E4M3FN, f8E8M0FNU) -> f32
func.func @scaling(%a: f32, %s: f8E8M0FNU, %b: f8E4M3FN, %v: vector<2xf16>, %vs: vector<2xf8E8M0FNU>,
                   %t: tensor<4xf32>) -> (f8E4M3FN, f32, vector<2xf32>, tensor<4xf8E4M3FN>) {
  %0 = arith.scaling_truncf %a, %s to_nearest_even fastmath<fast> : f32, f8E8M0FNU to f8E4M3FN
  %1 = arith.scaling_extf %b, %s : f8E4M3FN, f8E8M0FNU to f32
  %2 = arith.scaling_extf %v, %vs fastmath<fast> : vector<2xf16>, vector<2xf8E8M0FNU> to vector<2xf32>
  %3 = arith.scaling_truncf %t, %s : tensor<4xf32>, f8E8M0FNU to tensor<4xf8E4M3FN>
  return %0, %1, %2, %3 : f8E4M3FN, f32, vector<2xf32>, tensor<4xf8E4M3FN>
}

// -----

func.func @not_wider(%a: f8E4M3FN, %s: f8E8M0FNU) -> f4E2M1FN {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f8E4M3FN', 'f8E8M0FNU' and result type 'f4E2M1FN' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f8E4M3FN, f8E8M0FNU to f4E2M1FN
  return %0 : f4E2M1FN
}

// -----

func.func @not_narrower(%a: f32, %s: f8E8M0FNU) -> f64 {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f32', 'f8E8M0FNU' and result type 'f64' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f32, f8E8M0FNU to f64
  return %0 : f64
}

// -----

func.func @integer_scale(%a: f8E4M3FN, %s: i8) -> f32 {
  // expected-error@+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i8'}}
  %0 = arith.scaling_extf %a, %s : f8E4M3FN, i8 to f32
  return %0 : f32
}

// -----

func.func @scale_shape(%a: vector<4xf8E4M3FN>, %s: vector<2xf8E8M0FNU>) -> vector<4xf32> {
  // expected-error@+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %a, %s : vector<4xf8E4M3FN>, vector<2xf8E8M0FNU> to vector<4xf32>
  return %0 : vector<4xf32>
}
