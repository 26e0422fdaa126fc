// Own cases: tensor ops (extract, insert, slices, cast, dim, rank, from_elements, empty) and arith.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only print-conflicts
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down
// OPTIONS: bufferize-function-boundaries copy-before-write

func.func @insert_in_place(%t: tensor<8xf32>, %v: f32, %i: index) -> tensor<8xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @insert_out_of_place(%t: tensor<8xf32>, %v: f32, %i: index) -> (tensor<8xf32>, f32) {
  %0 = tensor.insert %v into %t[%i] : tensor<8xf32>
  %1 = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, f32
}

// -----

func.func @insert_readonly_arg(%t: tensor<8xf32> {bufferization.writable = false}, %v: f32, %i: index) -> tensor<8xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @slice_pair(%t: tensor<16x16xf32>, %v: f32, %i: index) -> tensor<16x16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [4, 16] [1, 1] : tensor<16x16xf32> to tensor<4x16xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = tensor.insert_slice %f into %t[%i, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

func.func @slice_mismatch(%t: tensor<16x16xf32>, %v: f32, %i: index, %j: index) -> tensor<16x16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [4, 16] [1, 1] : tensor<16x16xf32> to tensor<4x16xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = tensor.insert_slice %f into %t[%j, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// -----

func.func @slice_rank_reducing(%t: tensor<8x16xf32>, %i: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[%i, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
  return %s : tensor<16xf32>
}

// -----

func.func @slice_dynamic(%t: tensor<?x?xf32>, %o: index, %sz: index, %v: f32) -> tensor<?x?xf32> {
  %s = tensor.extract_slice %t[%o, %o] [%sz, %sz] [2, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = tensor.insert_slice %f into %t[%o, %o] [%sz, %sz] [2, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

func.func @slice_of_written(%t: tensor<16xf32>, %v: f32) -> (tensor<16xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  return %f, %s : tensor<16xf32>, tensor<4xf32>
}

// -----

func.func @cast_static_to_dynamic(%t: tensor<8xf32>, %v: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %0 = tensor.insert %v into %c[%i] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @cast_to_unranked(%t: tensor<8xf32>) -> tensor<*xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<*xf32>
  return %c : tensor<*xf32>
}

// -----

func.func @dim_rank(%t: tensor<?x4xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x4xf32>
  %r = tensor.rank %t : tensor<?x4xf32>
  return %d, %r : index, index
}

// -----

func.func @from_elements(%a: f32, %b: f32) -> tensor<2x2xf32> {
  %0 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @empty_dynamic(%n: index, %v: f32) -> tensor<?x8xf32> {
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %f : tensor<?x8xf32>
}

// -----

func.func @constant_insert(%v: f32, %i: index) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.insert %v into %c[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @constant_read(%i: index) -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.extract %c[%i] : tensor<4xf32>
  return %0 : f32
}

// -----

func.func @select_tensors(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %v: f32, %i: index) -> tensor<4xf32> {
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %0 = tensor.insert %v into %s[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_then_read(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, f32) {
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %0 = tensor.insert %v into %s[%i] : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  return %0, %x : tensor<4xf32>, f32
}

// -----

func.func @two_inserts_chain(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %1 = tensor.insert %v into %0[%c1] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Subviews at offset 0 keep their strided layout.
func.func @subview_offset_zero(%t: tensor<8x8xf32>, %i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0, 0][4, 8][1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %e = tensor.extract %s[%c0, %c0] : tensor<4x8xf32>
  %a = bufferization.alloc_tensor() : tensor<8x8xf32>
  %f = arith.constant 0.0 : f32
  %a2 = tensor.insert %f into %a[%c0, %i] : tensor<8x8xf32>
  %s2 = tensor.extract_slice %a2[0, 0][4, 8][1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %e2 = tensor.extract %s2[%c0, %c0] : tensor<4x8xf32>
  return %e, %e2 : f32, f32
}

// -----

// tensor.cast out of place: the (smaller) cast result is copied.
func.func @cast_out_of_place(%A: tensor<?xf32>, %idx: index, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r0 = tensor.cast %A : tensor<?xf32> to tensor<4xf32>
  %w = tensor.insert %f into %A[%idx] : tensor<?xf32>
  %e = tensor.extract %r0[%c0] : tensor<4xf32>
  return %w, %e : tensor<?xf32>, f32
}

// -----

// A cast keeps an affine-map layout; a subview of it gets a strided one.
func.func private @cast_affine_layout(%t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0 * 2 + 3)>},
                                      %sz: index) -> tensor<?xf32> {
  %casted = tensor.cast %t : tensor<?xf32> to tensor<10xf32>
  %slice = tensor.extract_slice %casted[0][%sz][1] : tensor<10xf32> to tensor<?xf32>
  return %slice : tensor<?xf32>
}
