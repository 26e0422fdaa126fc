// Verifier and parser messages of the tensor ops, in upstream's words
// (mlir-opt-22 -split-input-file -verify-diagnostics passes this file too).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @gather_no_dims(%s: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<2x8x3xf32>
  return
}

// -----

func.func @gather_too_many_dims(%s: tensor<8xf32>, %i: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<8xf32>, tensor<2x2xindex>) -> tensor<2xf32>
  return
}

// -----

func.func @gather_coords(%s: tensor<8x3xf32>, %i: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<8x3xf32>, tensor<2x2xindex>) -> tensor<2x8xf32>
  return
}

// -----

func.func @gather_negative(%s: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-2]) : (tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
  return
}

// -----

func.func @gather_out_of_rank(%s: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([2]) : (tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
  return
}

// -----

func.func @gather_order(%s: tensor<8x3xf32>, %i: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 1]) : (tensor<8x3xf32>, tensor<2x2xindex>) -> tensor<2xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<8x3xf32>, %i: tensor<2x1xi32>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x3xf32>' or its rank-reduced variant 'tensor<2x3xf32>' (got: 'tensor<2x8xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<8x3xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>
  return
}

// -----

func.func @gather_float_indices(%s: tensor<8x3xf32>, %i: tensor<2x1xf32>) {
  // expected-error @+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<2x1xf32>'}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<8x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @gather_generic_no_dims(%s: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op requires attribute 'gather_dims'}}
  %0 = "tensor.gather"(%s, %i) : (tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @gather_keyword(%s: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{custom op 'tensor.gather' expected 'gather_dims'}}
  %0 = tensor.gather %s[%i] dims([0]) : (tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @scatter_no_dims(%s: tensor<2x3xf32>, %d: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims must be non-empty}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([]) unique : (tensor<2x3xf32>, tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<8x3xf32>
  return
}

// -----

func.func @scatter_too_many_dims(%s: tensor<2xf32>, %d: tensor<8xf32>, %i: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims overflow dest rank}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1]) unique : (tensor<2xf32>, tensor<8xf32>, tensor<2x2xindex>) -> tensor<8xf32>
  return
}

// -----

func.func @scatter_coords(%s: tensor<2x3xf32>, %d: tensor<8x3xf32>, %i: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims length must match the size of last dimension of indices}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x3xf32>, tensor<8x3xf32>, tensor<2xindex>) -> tensor<8x3xf32>
  return
}

// -----

func.func @scatter_negative(%s: tensor<2x3xf32>, %d: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims value must be non-negative}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([-1]) unique : (tensor<2x3xf32>, tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<8x3xf32>
  return
}

// -----

func.func @scatter_out_of_rank(%s: tensor<2x3xf32>, %d: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([5]) unique : (tensor<2x3xf32>, tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<8x3xf32>
  return
}

// -----

func.func @scatter_order(%s: tensor<2xf32>, %d: tensor<8x3xf32>, %i: tensor<2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims values must be strictly increasing}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 0]) unique : (tensor<2xf32>, tensor<8x3xf32>, tensor<2x2xindex>) -> tensor<8x3xf32>
  return
}

// -----

func.func @scatter_not_unique(%s: tensor<2x3xf32>, %d: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) : (tensor<2x3xf32>, tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<8x3xf32>
  return
}

// -----

func.func @scatter_source(%s: tensor<2x4xf32>, %d: tensor<8x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x1x3xf32>' or its rank-reduced variant 'tensor<2x3xf32>' (got: 'tensor<2x4xf32>')}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x4xf32>, tensor<8x3xf32>, tensor<2x1xindex>) -> tensor<8x3xf32>
  return
}

// -----

func.func @concat_none() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(1) : () -> tensor<4x4xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a : (tensor<2x3xf32>) -> tensor<6xf32>
  return
}

// -----

func.func @concat_elements(%a: tensor<2xf32>, %b: tensor<2xf16>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2xf32>, tensor<2xf16>) -> tensor<4xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %a, %a : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @concat_other_dim(%a: tensor<2x2xf32>, %b: tensor<2x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x2xf32>, tensor<2x5xf32>) -> tensor<4x?xf32>
  return
}

// -----

func.func @concat_result(%a: tensor<2x?xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<6x4xf32>'does not match inferred shape 'tensor<5x4xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x?xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  return
}

// -----

func.func @from_elements_unranked(%v: i8) {
  // expected-error @+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi8>'}}
  %0 = tensor.from_elements %v : tensor<*xi8>
  return
}

// -----

func.func @splat_vector(%v: i8) {
  // expected-error @+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'vector<4xi8>'}}
  %0 = tensor.splat %v : vector<4xi8>
  return
}

// -----

func.func @generate_extents(%n: index) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0 : i8
    tensor.yield %c : i8
  } : tensor<4xi8>
  return
}

// -----

func.func @generate_arg_type(%n: index) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %n {
  ^bb0(%i: i32):
    %c = arith.constant 0 : i8
    tensor.yield %c : i8
  } : tensor<?xi8>
  return
}

// -----

func.func @generate_arg_count(%n: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0 : i8
    tensor.yield %c : i8
  } : tensor<?xi8>
  return
}

// -----

// The body's own ops verify before the generate's region checks.
func.func @generate_body_first(%n: index) {
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 0 : i8
    // expected-error @+1 {{'tensor.yield' op requires a single operand}}
    "tensor.yield"() : () -> ()
  } : tensor<?xi8>
  return
}

// -----

func.func @reshape_dynamic_shape(%a: tensor<*xi8>, %s: tensor<?xindex>) -> tensor<?x?xi8> {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %a(%s) : (tensor<*xi8>, tensor<?xindex>) -> tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// -----

func.func @reshape_rank(%a: tensor<?xi8>, %s: tensor<3xindex>) -> tensor<?x?xi8> {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %a(%s) : (tensor<?xi8>, tensor<3xindex>) -> tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// -----

func.func @reshape_elements(%a: tensor<2x3xi8>, %s: tensor<1xindex>) -> tensor<5xi8> {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %a(%s) : (tensor<2x3xi8>, tensor<1xindex>) -> tensor<5xi8>
  return %0 : tensor<5xi8>
}

// -----

func.func @slice_element_type(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0][2, 2][1, 1] : tensor<8x8xf32> to tensor<2x2xf16>
  return
}

// -----

func.func @slice_size_before_element_type(%t: tensor<8x8xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0][2, 2][1, 1] : tensor<8x8xf32> to tensor<2x3xf16>
  return
}

// -----

func.func @expand_static(%a: tensor<6x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 4] : tensor<6x4xf32> into tensor<2x4x4xf32>
  return
}

// -----

func.func @collapse_static(%a: tensor<3x5x2xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 10}}
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<3x5x2xf32> into tensor<3x?xf32>
  return
}

// -----

func.func @collapse_dynamic(%a: tensor<3x?x2xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 1 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %a [[0], [1, 2]] : tensor<3x?x2xf32> into tensor<3x10xf32>
  return
}

// -----

func.func @pad_type(%a: tensor<4xi8>, %v: i8) {
  // expected-error @+1 {{specified type 'tensor<5xi8>' does not match the inferred type 'tensor<7xi8>'}}
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<4xi8> to tensor<5xi8>
  return
}

// -----

func.func @pad_block_args(%a: tensor<4xi8>, %v: i8) {
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<4xi8> to tensor<7xi8>
  return
}

// -----

func.func @pad_yield(%a: tensor<4xi8>, %v: i16) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : i16
  } : tensor<4xi8> to tensor<7xi8>
  return
}
