// RUN: bufferize-opt %s --split-input-file -eliminate-empty-tensors -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | %mlir_opt --split-input-file > %t
// eliminate-empty-tensors followed by one-shot: the tensor.empty feeding an
// insertion becomes a slice of the destination, so no allocation is left.

func.func @insert_slice(%t: tensor<10x20xf32>, %v: f32, %i: index) -> tensor<10x20xf32> {
  %e = tensor.empty() : tensor<5x20xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<5x20xf32>) -> tensor<5x20xf32>
  %r = tensor.insert_slice %f into %t[%i, 0] [5, 20] [1, 1] : tensor<5x20xf32> into tensor<10x20xf32>
  return %r : tensor<10x20xf32>
}

// -----

func.func @parallel(%t: tensor<100xf32>, %v: f32) -> tensor<100xf32> {
  %r = scf.forall (%i) in (5) shared_outs(%o = %t) -> (tensor<100xf32>) {
    %e = tensor.empty() : tensor<20xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<20xf32>) -> tensor<20xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [20] [1] : tensor<20xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}


// -----

func.func @chain(%t: tensor<?xf32>, %v: f32, %w: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %g = linalg.fill ins(%w : f32) outs(%f : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %g into %t[2] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
