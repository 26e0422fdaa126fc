// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// A vector has no dimension of size 0, scalable or not (upstream's
// VectorType::verify); such types were accepted.

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
func.func @zero(%a: vector<0xi32>) {
  return
}

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 0}}
func.func @scalable_zero(%a: vector<[0]xi32>) {
  return
}

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 4, 0}}
func.func @inner_zero(%a: vector<4x[0]xi32>) {
  return
}
