// An unknown combining kind is the custom op's parse error, in upstream's words.
// (mlir-opt-22 gives a second error after this one, "failed to parse
// Vector_CombiningKindAttr parameter ...", at the next token; the tool stops
// at the first, so this file is not checked against mlir-opt-22.)
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: vector<16xf32>) -> f32 {
  // expected-error@+1 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  %0 = vector.reduction <joho>, %a : vector<16xf32> into f32
  return %0 : f32
}

// -----

func.func @f(%a: vector<4x16xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{custom op 'vector.multi_reduction' expected ::mlir::vector::CombiningKind to be one of}}
  %0 = vector.multi_reduction <joho>, %a, %b [1] : vector<4x16xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{custom op 'vector.scan' expected ::mlir::vector::CombiningKind to be one of}}
  %0:2 = vector.scan <joho>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<3xi32>
  return
}
