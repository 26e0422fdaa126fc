// linalg.pack / linalg.unpack: the verifier's and the custom parser's first
// errors, in mlir-opt-22's words (this file also passes
// mlir-opt-22 -split-input-file -verify-diagnostics).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @a(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 0] inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @b(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %s outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @c(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 0] into %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @d(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4] into %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @e(%s: tensor<16x8xf32>, %d: tensor<4x8x4xf32>) -> tensor<4x8x4xf32> {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<4x8x4xf32>
  return %0 : tensor<4x8x4xf32>
}

// -----

func.func @f(%s: tensor<16x8xf32>, %d: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
  // expected-error @+1 {{expected 'tensor<4x2x4x4xf32>' for the packed domain value, got 'tensor<2x2x4x4xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<2x2x4x4xf32>
  return %0 : tensor<2x2x4x4xf32>
}

// -----

func.func @g(%s: tensor<16x8xf32>, %d: tensor<4x2x4x2xf32>) -> tensor<4x2x4x2xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<4x2x4x2xf32>
  return %0 : tensor<4x2x4x2xf32>
}

// -----

func.func @h(%s: tensor<15x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<15x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @i(%s: tensor<15x8xf32>, %d: tensor<4x2x4x4xf32>, %p: f64) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f64'}}
  %0 = linalg.pack %s padding_value(%p : f64) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<15x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @j(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [0, 2] inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @l(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{custom op 'linalg.pack' expected 'inner_dims_pos'}}
  %0 = linalg.pack %s inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @m(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{custom op 'linalg.pack' expected 'into'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [4, 4] %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}

// -----

func.func @o(%s: tensor<4x2x4x4xf32>, %d: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [4, 4, 4] into %d : tensor<4x2x4x4xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @p(%s: tensor<4x2x4x4xf32>, %d: tensor<20x8xf32>) -> tensor<20x8xf32> {
  // expected-error @+1 {{expected 'tensor<5x2x4x4xf32>' for the packed domain value, got 'tensor<4x2x4x4xf32>'}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<4x2x4x4xf32> -> tensor<20x8xf32>
  return %0 : tensor<20x8xf32>
}

// -----

func.func @q(%s: tensor<4x2x4x4xf32>, %d: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{custom op 'linalg.unpack' expected 'inner_dims_pos'}}
  %0 = linalg.unpack %s padding_value(%s : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<4x2x4x4xf32> -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

func.func @t(%s: tensor<16x8xf32>, %d: tensor<4x2x4x4xf32>) -> tensor<4x2x4x4xf32> {
  // expected-error @+1 {{custom op 'linalg.pack' expected 'inner_tiles'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] outer_dims_perm = [1, 0] inner_tiles = [4, 4] into %d : tensor<16x8xf32> -> tensor<4x2x4x4xf32>
  return %0 : tensor<4x2x4x4xf32>
}
