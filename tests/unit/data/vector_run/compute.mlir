// Vector ops that compute: every line --run prints equals mlir-runner-22 on upstream's lowering (tests/unit/test_vector_run.py).
#map_a = affine_map<(i, j, k) -> (i, k)>
#map_b = affine_map<(i, j, k) -> (k, j)>
#map_c = affine_map<(i, j, k) -> (i, j)>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5, 2.0, 1.0], [0.0, 1.0, 1.0, 3.0], [2.0, 2.0, 0.5, 1.5]]> : vector<3x4xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#map_a, #map_b, #map_c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %0 : vector<2x4xf32>
  %v = arith.constant dense<[1.0, -2.0, 3.5, 4.0, 0.25, 6.0, 7.0, -8.0]> : vector<8xf32>
  %1 = vector.reduction <add>, %v : vector<8xf32> into f32
  vector.print %1 : f32
  %s = arith.constant 10.0 : f32
  %2 = vector.reduction <maxnumf>, %v, %s : vector<8xf32> into f32
  vector.print %2 : f32
  %z = arith.constant dense<0.5> : vector<2xf32>
  %3 = vector.multi_reduction <add>, %a, %z [1] : vector<2x3xf32> to vector<2xf32>
  vector.print %3 : vector<2xf32>
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %4 = vector.outerproduct %w, %z : vector<4xf32>, vector<2xf32>
  vector.print %4 : vector<4x2xf32>
  %5 = vector.outerproduct %w, %s, %w : vector<4xf32>, f32
  vector.print %5 : vector<4xf32>
  %6 = vector.shape_cast %a : vector<2x3xf32> to vector<3x2xf32>
  vector.print %6 : vector<3x2xf32>
  %7 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %7 : vector<3x2xf32>
  %c1 = arith.constant 1 : index
  %8 = vector.insert %s, %a [1, %c1] : f32 into vector<2x3xf32>
  vector.print %8 : vector<2x3xf32>
  %9 = vector.extract %8[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %9 : vector<3xf32>
  %10 = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  vector.print %10 : vector<4xf32>
  %11 = vector.insert_strided_slice %w, %v {offsets = [3], strides = [1]} : vector<4xf32> into vector<8xf32>
  vector.print %11 : vector<8xf32>
  %12 = vector.create_mask %c1, %c1 : vector<2x3xi1>
  vector.print %12 : vector<2x3xi1>
  %13 = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %13 : vector<2x3xi1>
  %14 = vector.step : vector<4xindex>
  vector.print %14 : vector<4xindex>
  %15 = vector.from_elements %s, %s, %1 : vector<3xf32>
  vector.print %15 : vector<3xf32>
  %16 = vector.interleave %w, %w : vector<4xf32> -> vector<8xf32>
  vector.print %16 : vector<8xf32>
  %17, %18 = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>
  vector.print %17 : vector<4xf32>
  vector.print %18 : vector<4xf32>
  %19 = vector.bitcast %w : vector<4xf32> to vector<4xi32>
  vector.print %19 : vector<4xi32>
  %20 = vector.shuffle %w, %z [0, 4, 1, 5] : vector<4xf32>, vector<2xf32>
  vector.print %20 : vector<4xf32>
  %vi = arith.constant dense<[3, -7, 12, 5]> : vector<4xi32>
  %21 = vector.reduction <maxui>, %vi : vector<4xi32> into i32
  vector.print %21 : i32
  %22 = vector.reduction <xor>, %vi : vector<4xi32> into i32
  vector.print %22 : i32
  return
}
