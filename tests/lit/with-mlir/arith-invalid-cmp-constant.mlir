// arith.cmpi/cmpf (the parser checks lhs's type before typing the result,
// SameTypeOperands after the result's TypesMatchWith) and arith.constant on
// scalable vectors, in mlir-opt-22's words: the file passes under both tools.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @cmpi_float(%x: vector<2xf16>) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'vector<2xf16>'}}
  %0 = arith.cmpi sgt, %x, %x : vector<2xf16>
  return
}

// -----

func.func @cmpf_int(%x: tensor<3xi8>) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'tensor<3xi8>'}}
  %0 = arith.cmpf ule, %x, %x : tensor<3xi8>
  return
}

// -----

func.func @cmpi_operands(%a: i8, %b: i16) {
  // expected-error@+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i64} : (i8, i16) -> i1
  return
}

// -----

func.func @cmpf_result_first(%a: f16, %b: f32) {
  // expected-error@+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f16, f32) -> tensor<1xi1>
  return
}

// -----

func.func @cmpi_result(%a: vector<3xi8>) {
  // expected-error@+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i64} : (vector<3xi8>, vector<3xi8>) -> vector<4xi1>
  return
}

// -----

func.func @cmp_ok(%a: vector<[3]xi8>, %f: tensor<?xbf16>) {
  %0 = arith.cmpi ne, %a, %a : vector<[3]xi8>
  %1 = arith.cmpf uno, %f, %f : tensor<?xbf16>
  return
}

// -----

func.func @scalable_constant() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<[3]xf32>
  return
}

// -----

func.func @scalable_constant_2d() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[[1], [0]]> : vector<2x[1]xi8>
  return
}

// -----

func.func @scalable_splats() {
  %0 = arith.constant dense<7> : vector<[4]xi16>
  %1 = arith.constant dense<[5, 5]> : vector<[2]xi64>
  %2 = arith.constant dense<0.5> : vector<3x[2]xf64>
  %3 = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  return
}
