// Static slices of tensors must stay inside their source (extract_slice) or
// destination (insert_slice, parallel_insert_slice): upstream's
// verifyInBoundsSlice, as memref.subview checks it. Before, the tensor ops
// accepted them and the error came only after bufferization, on the
// memref.subview. The file passes under both tools.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @offset_past_the_end(%A: tensor<64x8xf32>) -> tensor<0x8xf32> {
  // expected-error@+1 {{offset 0 is out-of-bounds: 64 >= 64}}
  %s = tensor.extract_slice %A[64, 0] [0, 8] [1, 1] : tensor<64x8xf32> to tensor<0x8xf32>
  return %s : tensor<0x8xf32>
}

// -----

func.func @strided_past_the_end(%A: tensor<64x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 66 >= 64}}
  %s = tensor.extract_slice %A[60, 0] [4, 8] [2, 1] : tensor<64x8xf32> to tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

func.func @second_dimension(%A: tensor<64x8xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 8 >= 8}}
  %s = tensor.extract_slice %A[0, 5] [2, 4] [1, 1] : tensor<64x8xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

func.func @insert_past_the_end(%A: tensor<64x8xf32>, %B: tensor<2x8xf32>) -> tensor<64x8xf32> {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 64 >= 64}}
  %s = tensor.insert_slice %B into %A[63, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<64x8xf32>
  return %s : tensor<64x8xf32>
}

// -----

func.func @parallel_insert_past_the_end(%A: tensor<64x8xf32>, %B: tensor<2x8xf32>) -> tensor<64x8xf32> {
  %r = scf.forall (%j) in (2) shared_outs(%o = %A) -> tensor<64x8xf32> {
    scf.forall.in_parallel {
      // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 64 >= 64}}
      tensor.parallel_insert_slice %B into %o[63, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<64x8xf32>
    }
  }
  return %r : tensor<64x8xf32>
}

// -----

// In bounds, or not known: no error (a dynamic size, offset or dimension,
// and an empty slice that starts inside).
func.func @fine(%A: tensor<64x8xf32>, %D: tensor<?x8xf32>, %i: index) {
  %a = tensor.extract_slice %A[60, 0] [%i, 8] [2, 1] : tensor<64x8xf32> to tensor<?x8xf32>
  %b = tensor.extract_slice %D[70, 0] [2, 8] [1, 1] : tensor<?x8xf32> to tensor<2x8xf32>
  %c = tensor.extract_slice %A[60, 0] [0, 8] [1, 1] : tensor<64x8xf32> to tensor<0x8xf32>
  %d = tensor.extract_slice %A[%i, 0] [80, 8] [1, 1] : tensor<64x8xf32> to tensor<80x8xf32>
  %e = tensor.extract_slice %A[62, 0] [2, 8] [1, 1] : tensor<64x8xf32> to tensor<2x8xf32>
  return
}
