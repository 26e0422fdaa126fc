// An integer property spelt bare in a declared format (ODS's `$pos`,
// `$alignment`) is read as an attribute of its type: a literal that does not
// fit is upstream's "integer constant out of range for attribute" at the
// literal, not an op that silently holds a wider value.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
func.func @f(%sv: vector<[8]xi32>) {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = vector.scalable.extract %sv[99999999999999999999] : vector<4xi32> from vector<[8]xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = memref.assume_alignment %m, 99999999999 : memref<4xf32>
  return
}
