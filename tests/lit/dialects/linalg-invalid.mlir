// Static shape errors of linalg structured ops (upstream's
// verifyStructuredOpInterface, LinalgInterfaces.cpp): the loop ranges are read
// off the operand shapes, and every static dimension must be what they imply.
// Every message is mlir-opt-22's (the same file passes
// `mlir-opt-22 -split-input-file -verify-diagnostics`). Before these checks
// ours accepted such ops and --run failed inside numpy.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @matmul_inner(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 2}}
  %m = linalg.matmul ins(%a, %a : tensor<2x4xf32>, tensor<2x4xf32>) outs(%a : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %m : tensor<2x4xf32>
}

// -----

func.func @matmul_init(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x5xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x5xf32>)
  return
}

// -----

func.func @add(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.add' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<5xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @matvec(%a: tensor<3x4xf32>, %x: tensor<5xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'linalg.matvec' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %r = linalg.matvec ins(%a, %x : tensor<3x4xf32>, tensor<5xf32>) outs(%y : tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @generic_transpose(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 2}}
  %r = linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xf32>) outs(%b : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

#win = affine_map<(d0, d1) -> (d0 + d1)>
#k = affine_map<(d0, d1) -> (d1)>
#o = affine_map<(d0, d1) -> (d0)>
func.func @generic_window(%in: tensor<5xf32>, %k: tensor<3xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 6, but found 5}}
  %r = linalg.generic {indexing_maps = [#win, #k, #o], iterator_types = ["parallel", "reduction"]}
      ins(%in, %k : tensor<5xf32>, tensor<3xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#neg = affine_map<(d0) -> (d0 - 1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @generic_negative(%in: tensor<4xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  %r = linalg.generic {indexing_maps = [#neg, #id1], iterator_types = ["parallel"]}
      ins(%in : tensor<4xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#sum = affine_map<(d0, d1) -> (d0 + d1)>
func.func @generic_no_loop_map(%in: tensor<4xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0 + d1, d0 + d1))}}
  %r = linalg.generic {indexing_maps = [#sum, #sum], iterator_types = ["parallel", "parallel"]}
      ins(%in : tensor<4xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Dynamic sizes are not checked (a dynamic loop range), nor size-0 dimensions.
func.func @dynamic_ok(%a: tensor<?x4xf32>, %b: tensor<4x3xf32>, %c: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<?x4xf32>, tensor<4x3xf32>) outs(%c : tensor<?x3xf32>) -> tensor<?x3xf32>
  return %m : tensor<?x3xf32>
}
