// bufferize-opt examples/run_sum.mlir -one-shot-bufferize="bufferize-function-boundaries" \
//     -buffer-deallocation-pipeline --run=main
func.func @scale(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %s : f32
      linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = call @scale(%t, %c2) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
