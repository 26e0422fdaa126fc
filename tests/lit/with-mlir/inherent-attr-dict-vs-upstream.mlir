// An inherent attribute written in a custom form's attribute dictionary.
// Where upstream's parser is ODS-generated it sets the attribute over what
// the syntax says (before, the tool kept the syntax's value: the slice below
// read offset 0 where mlir-opt-22 reads 1, the global was @g, not @h). Where
// it is a hand-written C++ parser, the syntax's attribute and the written one
// are one list, and a name in it twice is an error (before: the written one
// was dropped without a word).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: bufferize-opt %S/Inputs/inherent-attr-dict-valid.mlir --mlir-print-op-generic > %t.ours
// RUN: %mlir_opt %S/Inputs/inherent-attr-dict-valid.mlir --mlir-print-op-generic > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: FileCheck %S/Inputs/inherent-attr-dict-valid.mlir < %t.ours

#m = affine_map<(d0) -> (d0 + 1)>
func.func @affine_map_twice(%m: memref<8xf32>, %i: index) -> f32 {
  // expected-error@+1 {{custom op 'affine.load' attribute 'map' occurs more than once in the attribute list}}
  %0 = affine.load %m[%i] {map = #m} : memref<8xf32>
  return %0 : f32
}

// -----

func.func @unsigned_twice(%lb: index, %ub: index) {
  // expected-error@+1 {{custom op 'scf.for' attribute 'unsignedCmp' occurs more than once in the attribute list}}
  scf.for unsigned %i = %lb to %ub step %ub {
  } {unsignedCmp}
  return
}

// -----

func.func @segments_twice(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{custom op 'linalg.matmul' attribute 'operandSegmentSizes' occurs more than once in the attribute list}}
  %0 = linalg.matmul {operandSegmentSizes = array<i32: 2, 1>} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @generic_two_dicts(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'linalg.generic' attribute 'doc' occurs more than once in the attribute list}}
  %0 = linalg.generic {doc = "a", indexing_maps = [#id], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) attrs = {doc = "b"} {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @contract_kind_twice(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  // expected-error@+1 {{custom op 'vector.contract' attribute 'kind' occurs more than once in the attribute list}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c {kind = #vector.kind<mul>} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

func.func @wrong_kind(%t: tensor<8xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{attribute 'static_offsets' failed to satisfy constraint: i64 dense array attribute}}
  %0 = tensor.extract_slice %t[0] [2] [1] {static_offsets = 1 : i64} : tensor<8xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
