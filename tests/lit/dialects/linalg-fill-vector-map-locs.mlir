// linalg.fill of a vector into a tensor of vectors, and linalg.map's block
// argument locations under --mlir-print-debuginfo (alias numbering as
// upstream: `#loc9` for the argument, printed in place). CHECK lines are
// mlir-opt-22's output.
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DBG

func.func @fill_vector(%v: vector<2x4xf32>) -> tensor<3xvector<2x4xf32>> {
  %e = tensor.empty() : tensor<3xvector<2x4xf32>>
  %0 = linalg.fill ins(%v : vector<2x4xf32>) outs(%e : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
  return %0 : tensor<3xvector<2x4xf32>>
}
func.func @map_locs(%init: tensor<8xf32>) -> tensor<8xf32> {
  %m = linalg.map outs(%init : tensor<8xf32>)
    (%out: f32) {
      %c = arith.constant 1.0 : f32
      linalg.yield %c : f32
    }
  return %m : tensor<8xf32>
}

// CHECK: %1 = linalg.fill ins(%arg0 : vector<2x4xf32>) outs(%0 : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
// CHECK: %mapped = linalg.map outs(%arg0 : tensor<8xf32>)
// CHECK: (%init: f32) {
// DBG: #loc9 = loc("{{.*}}":{{[0-9]+}}:6)
// DBG: (%init: f32 loc("{{.*}}":{{[0-9]+}}:6)) {
// DBG: %cst = arith.constant 1.000000e+00 : f32 loc(#loc10)
// DBG: linalg.yield %cst : f32 loc(#loc11)
