// The pre-2020 linalg.generic (args_in/args_out, the operands after the
// attribute dictionary, their types after the region), as seed 004 writes it,
// upgraded to ins/outs on input; every line keeps its number.
// RUN: bufferize-opt %s --no-legacy-warnings -split-input-file | FileCheck %s
// RUN: bufferize-opt %s -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: bufferize-opt %s --no-legacy-warnings -split-input-file | mlir-opt-22 -split-input-file > /dev/null

// CHECK-LABEL: func.func @two_in_one_out(
// CHECK: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: arith.addf %in, %in_0 : f32
// WARN: 15:3: warning: 'linalg.generic {args_in = .., args_out = ..} %a, %b {..}: types' is now 'linalg.generic {..} ins(..) outs(..) {..}'
#id = affine_map<(d0) -> (d0)>
func @two_in_one_out(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  linalg.generic {args_in = 2 : i64, args_out = 1 : i64, indexing_maps = [#id, #id, #id],
                  iterator_types = ["parallel"]} %a, %b, %c {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = addf %x, %y : f32
    linalg.yield %s : f32
  }: memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

// The attributes on lines of their own, the counts last, a library call kept.
// CHECK-LABEL: func.func @counts_last(
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"], library_call = "my_copy"} ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<2x3xf32>) {
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func @counts_last(%a: memref<2x3xf32>, %b: memref<2x3xf32>) {
  linalg.generic {
    indexing_maps = [#id2, #id2],
    iterator_types = ["parallel", "parallel"],
    library_call = "my_copy",
    args_in = 1,
    args_out = 1
  } %a, %b {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } : memref<2x3xf32>, memref<2x3xf32>
  return
}
