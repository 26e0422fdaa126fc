// Errors where mlir-opt-22 gives a second one after the first, which the tool
// does not (it stops at the first): an unknown combining kind (then "failed to
// parse Vector_CombiningKindAttr parameter ..."), an extract or shuffle result type
// the op does not infer (then "failed to infer returned types").  The first is
// upstream's, word for word; the file is not checked against mlir-opt-22.
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

// -----

func.func @f(%v: vector<4x4xf32>) {
  %0 = vector.extract %v[1] : vector<4xf32> from vector<4x4xf32>
  // expected-error@+1 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<1xf32>'}}
  %1 = vector.extract %v[1] : vector<1xf32> from vector<4x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x4xf32>) {
  // a 1-element vector stands for its scalar (isCompatibleReturnTypes)
  %0 = vector.extract %v[1, 2] : vector<1xf32> from vector<4x4xf32>
  // expected-error@+1 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<3xf32>'}}
  %1 = vector.extract %v[1] : vector<3xf32> from vector<4x4xf32>
  return
}

// -----

func.func @f(%v: vector<4x[4]xf32>) {
  // expected-error@+1 {{'vector.extract' op inferred type(s) 'vector<[4]xf32>' are incompatible with return type(s) of operation 'vector<4xf32>'}}
  %0 = vector.extract %v[1] : vector<4xf32> from vector<4x[4]xf32>
  return
}

// -----

func.func @f(%a0: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<[4]xf32>'}}
  %0 = "vector.shuffle"(%a0, %a0) <{mask = array<i64: 0, 4, 1, 5>}> : (vector<4xf32>, vector<4xf32>) -> vector<[4]xf32>
  return
}
