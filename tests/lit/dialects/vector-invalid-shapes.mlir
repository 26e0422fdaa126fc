// Errors of vector strided slices, shuffle, masks, transpose and bitcast in
// upstream's words (annotations from mlir-opt-22's output on this input); the
// file passes under mlir-opt-22 -split-input-file -verify-diagnostics too
// (tests/lit/with-mlir/vector-invalid-vs-upstream.mlir).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %1 = vector.extract_strided_slice %a {offsets = [100], sizes = [2, 2], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %1 = vector.extract_strided_slice %a {offsets = [0, 0, 0, 0], sizes = [1, 1, 1, 1], strides = [1, 1, 1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [0], strides = [2]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [2], strides = [2]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %a {offsets = [3], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8x16xf32>'}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [5, 2, 2], strides = [1, 2]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [3, 2, 2], strides = [1, 2]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [3, 6, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @f(%a: vector<4x8x16xf32>, %b: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [3, 6], strides = [1, 1, 1]} : vector<4x8x16xf32> into vector<4x4xf32>
  return
}

// -----

func.func @f(%a: vector<f32>, %b: vector<f32>) {
  %1 = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<2xi32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op invalid mask length}}
  %1 = vector.shuffle %a, %b [] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %1 = vector.shuffle %a, %b [0, 4] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<2x3xf32>
  return
}

// -----

func.func @f(%a: vector<2x4xf32>, %b: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2x4xf32>, vector<2x3xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %1 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2xf32>) -> vector<3xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that first operand v1 and result have same element type}}
  %1 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf16>
  return
}

// -----

func.func @f(%a: vector<[2]xf32>, %b: vector<[2]xf32>) {
  // expected-error@+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'vector<[2]xf32>'}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<[2]xf32>, vector<[2]xf32>
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<2xf32>) {
  %1 = vector.shuffle %a, %b [0, -1] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask : vector<i1>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<2x3xi1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [] : vector<i1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[8]xi1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x[8]xi1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5, 8] : vector<4x[8]xi1>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [3] : vector<4x[8]xi1>
  return
}

// -----

func.func @f(%a: vector<4x3x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %a, [0, 1, 2] : vector<4x3x2xf32> to vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4x3x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 2}}
  %0 = vector.transpose %a, [0, 1] : vector<4x3x2xf32> to vector<4x3x2xf32>
  return
}

// -----

func.func @f(%a: vector<4x3x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %a, [0, 0, 1] : vector<4x3x2xf32> to vector<4x4x3xf32>
  return
}

// -----

func.func @f(%a: vector<4x3x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 3}}
  %0 = vector.transpose %a, [0, 3, 1] : vector<4x3x2xf32> to vector<4x4x3xf32>
  return
}

// -----

func.func @f(%a: vector<4x3x2xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 2}}
  %0 = vector.transpose %a, [0, 2, 1] : vector<4x3x2xf32> to vector<4x3x2xf32>
  return
}

// -----

func.func @f(%a: vector<4x3x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 1}}
  %0 = vector.bitcast %a : vector<4x3x2xf32> to vector<4x2x4xf16>
  return
}

// -----

func.func @f(%a: vector<4x3x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<4x3x2xf32> to vector<4x3x2xf16>
  return
}

// -----

func.func @f(%a: vector<f32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %a : vector<f32> to vector<f16>
  return
}
