// linalg.yield with attributes (RUN lines in ../linalg-yield-vs-upstream.mlir).
// CHECK: linalg.yield %{{.*}} {a = 1 : i32} : f32
// CHECK: linalg.yield %{{.*}} {b} : f32
#id = affine_map<(d0) -> (d0)>
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x {a = 1 : i32} : f32
  } -> tensor<4xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%m : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x {b} : f32
  }
  return %0 : tensor<4xf32>
}
