// RUN: bufferize-opt %s --split-input-file -one-shot-bufferize="bufferize-function-boundaries" | %mlir_opt --split-input-file > %t
// tensor reshapes, generate, splat, pad, concat.

func.func @expand(%A: tensor<6xf32>) -> tensor<2x3xf32> {
  %e = tensor.expand_shape %A [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %e : tensor<2x3xf32>
}
// -----
func.func @collapse(%A: tensor<2x3xf32>) -> tensor<6xf32> {
  %e = tensor.collapse_shape %A [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %e : tensor<6xf32>
}
// -----
func.func @collapse_slice(%A: tensor<4x5xf32>) -> tensor<6xf32> {
  %s = tensor.extract_slice %A[0, 0] [2, 3] [1, 1] : tensor<4x5xf32> to tensor<2x3xf32>
  %e = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %e : tensor<6xf32>
}
// -----
func.func @reshape(%A: tensor<6xf32>, %s: tensor<2xindex>) -> tensor<2x3xf32> {
  %e = tensor.reshape %A(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %e : tensor<2x3xf32>
}
// -----
func.func @splat(%v: f32) -> tensor<6xf32> {
  %e = tensor.splat %v : tensor<6xf32>
  return %e : tensor<6xf32>
}
// -----
func.func @generate(%n: index) -> tensor<?xindex> {
  %e = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %e : tensor<?xindex>
}
// -----
func.func @pad(%A: tensor<4xf32>, %v: f32) -> tensor<8xf32> {
  %e = tensor.pad %A low[1] high[3] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<8xf32>
  return %e : tensor<8xf32>
}
// -----
func.func @concat(%A: tensor<4xf32>, %B: tensor<5xf32>) -> tensor<9xf32> {
  %e = tensor.concat dim(0) %A, %B : (tensor<4xf32>, tensor<5xf32>) -> tensor<9xf32>
  return %e : tensor<9xf32>
}
// -----
func.func @pad_dyn(%A: tensor<?xf32>, %v: f32, %l: index) -> tensor<?xf32> {
  %e = tensor.pad %A low[%l] high[3] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %e : tensor<?xf32>
}
// -----
func.func @splat_dyn(%v: f32, %n: index) -> tensor<?x4xf32> {
  %e = tensor.splat %v[%n] : tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}
// -----
func.func @expand_alloc(%v: f32) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %x = tensor.expand_shape %f [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %y = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %z = tensor.expand_shape %y [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %z : tensor<2x3xf32>
}
// -----
func.func @collapse_inplace(%A: tensor<4x6xf32>, %v: f32) -> tensor<4x6xf32> {
  %s = tensor.extract_slice %A[0, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<12xf32>) -> tensor<12xf32>
  %x = tensor.expand_shape %f [[0, 1]] output_shape [2, 6] : tensor<12xf32> into tensor<2x6xf32>
  %r = tensor.insert_slice %x into %A[0, 0] [2, 6] [1, 1] : tensor<2x6xf32> into tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}
// -----
func.func @concat_dyn(%A: tensor<?x3xf32>, %B: tensor<5x3xf32>) -> tensor<?x3xf32> {
  %e = tensor.concat dim(0) %A, %B : (tensor<?x3xf32>, tensor<5x3xf32>) -> tensor<?x3xf32>
  return %e : tensor<?x3xf32>
}
