// arith's inherent attributes: an invalid one spelt in the attribute
// dictionary is the verifier's (its constraint's words, before the operands'
// checks); spelt as a property it is a conversion error. The file passes
// under both tools.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @cmpi_range(%a: i16) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10} : (i16, i16) -> i1
  return
}

// -----

func.func @cmpi_before_operands(%a: f16) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 1 : i8} : (f16, f16) -> i1
  return
}

// -----

func.func @cmpf_kind(%a: f16) {
  // expected-error@+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = "oeq"} : (f16, f16) -> i1
  return
}

// -----

func.func @fastmath(%a: f16) {
  // expected-error@+1 {{'arith.mulf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.mulf"(%a, %a) {fastmath = 1 : i32} : (f16, f16) -> f16
  return
}

// -----

func.func @overflow(%a: i16) {
  // expected-error@+1 {{'arith.shli' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.shli"(%a, %a) {overflowFlags = unit} : (i16, i16) -> i16
  return
}

// -----

func.func @roundingmode(%a: f64) {
  // expected-error@+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 5 : i32} : (f64) -> f32
  return
}

// -----

func.func @as_property(%a: i16) {
  // expected-error@+1 {{invalid properties {predicate = 10 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 10 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 10 : i64}> : (i16, i16) -> i1
  return
}

// -----

func.func @valid_in_dict(%a: f64) {
  %0 = "arith.truncf"(%a) {roundingmode = 1 : i32, fastmath = #arith.fastmath<nnan>} : (f64) -> f32
  %1 = "arith.cmpf"(%a, %a) {predicate = 15 : i64} : (f64, f64) -> i1
  return
}
