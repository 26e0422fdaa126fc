// Verifier messages of linalg ops in mlir-opt-22's words and order (issue 25):
// the structured-op checks run after the nested ops (a linalg.yield's own
// error comes first), matmul-family indexing_maps rules, map / reduce /
// transpose / broadcast, winograd transforms, payload builder refusals.
// The same file passes `mlir-opt-22 -split-input-file -verify-diagnostics`.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @yield_count(%m: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      outs(%m, %m : memref<4xf32>, memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (2)}}
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%m : memref<4xf32>) {
  ^bb0(%x: f32):
    %c = arith.constant 0 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return
}

// -----

func.func @two_blocks(%m: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%m : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %f : f32
  ^bb1:
    linalg.yield %f : f32
  }
  return
}

// -----

func.func @operand_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%m : memref<4x4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @scalar_matmul_operand(%s: f32, %b: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected operand #0 rank (0) to match the result rank of indexing_map (2)}}
  linalg.matmul ins(%s, %b : f32, memref<4x4xf32>) outs(%b : memref<4x4xf32>)
  return
}

// -----

func.func @bbarg_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('f64') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%m : memref<4xf32>) {
  ^bb0(%x: f64):
    %c = arith.constant 0.0 : f32
    linalg.yield %c : f32
  }
  return
}

// -----

func.func @result_type(%t: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')}}
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @fill_memref_result(%t: tensor<4xf32>, %f: f32) -> memref<4xf32> {
  // expected-error @+1 {{'linalg.fill' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @negative_index(%m: memref<4xindex>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%m : memref<4xindex>) {
  ^bb0(%x: index):
    // expected-error @+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = linalg.index -2 : index
    linalg.yield %i : index
  }
  return
}

// -----

func.func @empty_map_entry(%a: memref<4x4xf32>) {
  // expected-error @+1 {{expected attribute value}}
  linalg.matmul indexing_maps = [, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  return
}

// -----

func.func @matmul_dim_outside(%a: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, n)>, affine_map<(m, n, k) -> (k, n)>,
                                 affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  return
}

// -----

func.func @matmul_bad_broadcast(%v: memref<4xf32>, %a: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n)>,
                                 affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %v : memref<4x4xf32>, memref<4xf32>) outs(%a : memref<4x4xf32>)
  return
}

// -----

func.func @bmm_two_maps(%a: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>]
      ins(%a, %a : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%a : memref<2x4x4xf32>)
  return
}

// -----

func.func @bmm_dim_outside(%a: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, k, n)>,
                                       affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%a, %a : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%a : memref<2x4x4xf32>)
  return
}

// -----

func.func @bmm_too_many_results(%a: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op no. of result dim expressions exceeds 3.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k, k)>, affine_map<(b, m, n, k) -> (b, k, n)>,
                                       affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%a, %a : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%a : memref<2x4x4xf32>)
  return
}

// -----

func.func @bmm_bad_broadcast(%v: memref<4xf32>, %a: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m)>, affine_map<(b, m, n, k) -> (b, k, n)>,
                                       affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%v, %a : memref<4xf32>, memref<2x4x4xf32>) outs(%a : memref<2x4x4xf32>)
  return
}

// -----

func.func @bmm_batch_dim(%a: memref<2x4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, b, k)>, affine_map<(b, m, n, k) -> (b, k, n)>,
                                       affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%a, %a : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%a : memref<2x4x4xf32>)
  return
}

// -----

func.func @bmm_output_rank(%a: memref<2x4x4xf32>, %o: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op expects 3 dims, but got (2).}}
  linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>,
                                       affine_map<(b, m, n, k) -> (m, n)>]
      ins(%a, %a : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%o : memref<4x4xf32>)
  return
}

// -----

func.func @brmm_output_dims(%a: memref<2x4x4xf32>, %o: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op Invalid output map result dimension.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>,
                                              affine_map<(b, m, n, k) -> (n, m)>]
      ins(%a, %a : memref<2x4x4xf32>, memref<2x4x4xf32>) outs(%o : memref<4x4xf32>)
  return
}

// -----

func.func @map_no_operands() {
  // expected-error @+1 {{'linalg.map' op expected 1 or more operands, but found 0}}
  linalg.map { arith.mulf }
  return
}

// -----

func.func @map_named_no_results() {
  // expected-error @+1 {{cannot name an operation with no results}}
  %m = linalg.map { arith.mulf }
  return
}

// -----

func.func @map_bbarg(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'f16'}}
  %r = linalg.map ins(%t : tensor<8xf32>) outs(%t : tensor<8xf32>)
      (%a: f16, %b: f32) {
        linalg.yield %b : f32
      }
  return %r : tensor<8xf32>
}

// -----

func.func @transpose_no_operands() {
  // expected-error @+1 {{'linalg.transpose' op expected 2 operands, but found 0}}
  linalg.transpose permutation = [0, 1]
  return
}

// -----

func.func @transpose_perm_size(%a: tensor<2x3x4xf32>, %b: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 2 does not match the argument rank 3}}
  %r = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<3x2x4xf32>) permutation = [1, 0]
  return %r : tensor<3x2x4xf32>
}

// -----

func.func @transpose_ranks(%a: tensor<2x3xf32>, %b: tensor<3x2x4xf32>) -> tensor<3x2x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %r = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2x4xf32>) permutation = [1, 0, 2]
  return %r : tensor<3x2x4xf32>
}

// -----

func.func @broadcast_no_operands() {
  // expected-error @+1 {{'linalg.broadcast' op expected 2 operands, but found 0}}
  linalg.broadcast dimensions = [0]
  return
}

// -----

func.func @broadcast_dim(%a: tensor<3x5xf32>, %b: tensor<3x2x6xf32>) -> tensor<3x2x6xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input dim 1 should match init dim 2. input: 5, init: 6}}
  %r = linalg.broadcast ins(%a : tensor<3x5xf32>) outs(%b : tensor<3x2x6xf32>) dimensions = [1]
  return %r : tensor<3x2x6xf32>
}

// -----

func.func @reduce_order(%a: tensor<2x3x4xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %r = linalg.reduce ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<2xf32>) dimensions = [2, 1]
      (%x: f32, %y: f32) {
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
      }
  return %r : tensor<2xf32>
}

// -----

func.func @reduce_init_rank(%a: tensor<2x3x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %r = linalg.reduce ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<2x4xf32>) dimensions = [1, 2]
      (%x: f32, %y: f32) {
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
      }
  return %r : tensor<2x4xf32>
}

// -----

func.func @reduce_input_shapes(%a: tensor<2x3xf32>, %c: tensor<4x3xf32>, %b: tensor<2xf32>, %d: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.}}
  %r:2 = linalg.reduce ins(%a, %c : tensor<2x3xf32>, tensor<4x3xf32>) outs(%b, %d : tensor<2xf32>, tensor<4xf32>) dimensions = [1]
      (%x: f32, %z: f32, %y: f32, %w: f32) {
        linalg.yield %x, %z : f32, f32
      }
  return %r#0 : tensor<2xf32>
}

// -----

func.func @reduce_output_shapes(%a: tensor<2x3xf32>, %b: tensor<2xf32>, %d: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op expects all outputs to have the same shapes. Shape at output-index 1 is not equal to the shape at output-index 0.}}
  %r:2 = linalg.reduce ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%b, %d : tensor<2xf32>, tensor<3xf32>) dimensions = [1]
      (%x: f32, %z: f32, %y: f32, %w: f32) {
        linalg.yield %x, %z : f32, f32
      }
  return %r#0 : tensor<2xf32>
}

// -----

func.func @reduce_input_arg(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'f16'}}
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions = [1]
      (%x: f16, %y: f32) {
        linalg.yield %y : f32
      }
  return %r : tensor<2xf32>
}

// -----

func.func @reduce_output_arg(%a: tensor<2x3xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'i32'}}
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%b : tensor<2xf32>) dimensions = [1]
      (%x: f32, %y: i32) {
        linalg.yield %x : f32
      }
  return %r : tensor<2xf32>
}

// -----

func.func @winograd_filter_height(%f: tensor<2x4x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %r = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x4x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %r : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_width(%f: tensor<2x3x2x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter width either equals to r or 1}}
  %r = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x2x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %r : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_filter_1x1(%f: tensor<2x1x1x5xf32>, %o: tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect either filter height or width equals to r}}
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x1x1x5xf32>) outs(%o : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return %r : tensor<1x1x5x2xf32>
}

// -----

func.func @winograd_input_shape(%i: tensor<1x10x10x3xf32>, %o: tensor<6x6x2x3x1x3xf32>) -> tensor<6x6x2x3x1x3xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %r = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<1x10x10x3xf32>) outs(%o : tensor<6x6x2x3x1x3xf32>) -> tensor<6x6x2x3x1x3xf32>
  return %r : tensor<6x6x2x3x1x3xf32>
}

// -----

func.func @winograd_output_width(%v: tensor<6x5x2x2x1x3xf32>, %o: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input width equals to input tile size}}
  %r = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x5x2x2x1x3xf32>) outs(%o : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %r : tensor<1x8x8x3xf32>
}

// -----

func.func @sub_bools(%a: memref<4xi1>) {
  // expected-error @+1 {{custom op 'linalg.sub' unsupported operation: sub with bools}}
  linalg.sub ins(%a, %a : memref<4xi1>, memref<4xi1>) outs(%a : memref<4xi1>)
  return
}

// -----

func.func @mul_mixed(%a: memref<4xf16>, %b: memref<4xi8>) {
  // expected-error @+1 {{custom op 'linalg.mul' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f16' and 'i8'}}
  linalg.mul ins(%a, %b : memref<4xf16>, memref<4xi8>) outs(%a : memref<4xf16>)
  return
}

// -----

#attrs = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i, i)>], iterator_types = ["parallel"]}
func.func @alias_dictionary(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #1 rank (1) to match the result rank of indexing_map (2)}}
  linalg.generic #attrs ins(%a : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @region_name_is_result_name(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (0)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> ()>], iterator_types = ["parallel"]}
      outs(%t : tensor<4xf32>) {
  ^bb0(%0: f32):
    linalg.yield %0 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pack_dynamic_tile_partial(%in: tensor<30x16xf32>, %out: tensor<4x2x?x?xf32>, %t0: index, %t1: index) -> tensor<4x2x?x?xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %in inner_dims_pos = [0, 1] inner_tiles = [%t0, %t1] into %out : tensor<30x16xf32> -> tensor<4x2x?x?xf32>
  return %0 : tensor<4x2x?x?xf32>
}

// -----

func.func @pack_static_tile_dynamic_dim(%in: tensor<?x?xf32>, %out: tensor<?x?x4x?xf32>) -> tensor<?x?x4x?xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %in inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %out : tensor<?x?xf32> -> tensor<?x?x4x?xf32>
  return %0 : tensor<?x?x4x?xf32>
}

// -----

func.func @reduce_payload_symbol(%a: tensor<8xf32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expected bare identifier or keyword}}
  %0 = linalg.reduce {@combine} ins(%a : tensor<8xf32>) outs(%b : tensor<f32>) dimensions = [0]
  return %0 : tensor<f32>
}

// -----

func.func @generic_without_iterators() {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = []} ins() outs()
  return
}

// -----

func.func @reduce_init_dims(%a: tensor<2x3x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [2, 4] doesn't match input dimensions after reduction [2, 3]}}
  %r = linalg.reduce ins(%a : tensor<2x3x4xf32>) outs(%b : tensor<2x4xf32>) dimensions = [2]
      (%x: f32, %y: f32) {
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
      }
  return %r : tensor<2x4xf32>
}
