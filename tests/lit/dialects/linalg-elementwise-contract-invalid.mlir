// linalg.elementwise / linalg.contract: the verifier's and the custom parser's
// first errors, in mlir-opt-22's words (this file also passes
// mlir-opt-22 -split-input-file -verify-diagnostics).  Not here: a wrong
// number of ins for the kind (mlir-opt-22 reports it at the token after the
// op, we at the op; see the report).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @b(%a: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>] ins(%a : tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @c(%a: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{custom op 'linalg.elementwise' expected 'kind'}}
  %0 = linalg.elementwise ins(%a : tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @e(%a: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a : tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @f(%a: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.elementwise' op expected operand #1 rank (2) to match the result rank of indexing_map (1)}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>] ins(%a : tensor<4x8xf32>) outs(%d : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @g(%a: tensor<4x8xf32>, %d: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%d : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @h(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  %0 = linalg.contract ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @i(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration space dim at index 0 is neither a contracting dim nor of parallel iteration type}}
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @j(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration space dim at index 1 is neither a contracting dim nor of parallel iteration type}}
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, k)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @u(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration space dim at index 3 not used to access any operand}}
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k, u) -> (m, k)>, affine_map<(m, n, k, u) -> (k, n)>, affine_map<(m, n, k, u) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @nc(%a: tensor<4xf32>, %b: tensor<16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'indexing_maps' do not specify a contracting dimension}}
  %0 = linalg.contract indexing_maps = [affine_map<(m, n) -> (m)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>] ins(%a, %b : tensor<4xf32>, tensor<16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @pp(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{provided affine_map is not a projected permutation}}
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m + k, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @rk(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{ranks of shaped operand and results of corresponding affine_map differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @sd(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %d: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{iteration spaces of provided affine_maps differ}}
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k, u) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%d : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}
