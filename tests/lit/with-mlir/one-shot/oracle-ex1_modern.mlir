// From ../shared/spec/oracle-examples/ex1_modern.mlir
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops test-analysis-only print-conflicts
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=fully-dynamic-layout-map
// OPTIONS: bufferize-function-boundaries
// Example 1 (modern syntax, LLVM >= 15): extract_slice / fill / insert_slice inside scf.for,
// plus a function call so that function boundaries get bufferized.
func.func @tile_fill(%A: tensor<128x64xf32>, %v: f32) -> tensor<128x64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %r = scf.for %i = %c0 to %c128 step %c16 iter_args(%acc = %A) -> (tensor<128x64xf32>) {
    %s = tensor.extract_slice %acc[%i, 0] [16, 64] [1, 1] : tensor<128x64xf32> to tensor<16x64xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16x64xf32>) -> tensor<16x64xf32>
    %u = tensor.insert_slice %f into %acc[%i, 0] [16, 64] [1, 1] : tensor<16x64xf32> into tensor<128x64xf32>
    scf.yield %u : tensor<128x64xf32>
  }
  return %r : tensor<128x64xf32>
}

// Out-of-place case: %A is read after being "written", so bufferization must copy.
func.func @needs_copy(%A: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%A : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %A[%c0] : tensor<8xf32>
  return %f, %x : tensor<8xf32>, f32
}

// Fresh allocation inside a loop-carried value + conditional; exercises deallocation.
func.func @alloc_in_loop(%n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %e2 = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
        ins(%t : tensor<4xf32>) outs(%e2 : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %a = arith.addf %in, %v : f32
        linalg.yield %a : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @caller(%A: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %cst = arith.constant 1.0 : f32
  %r = call @tile_fill(%A, %cst) : (tensor<128x64xf32>, f32) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}
