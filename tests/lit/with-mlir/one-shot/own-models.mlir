// Model-shaped programs (issue 25): softmax, layernorm, a GRU-style loop, linear +
// bias + relu, as torch-to-linalg writes them; LLVM 22 counts 2, 3, 1, 2 allocations.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only print-conflicts
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map


// softmax over rows: max-reduce, exp(x - max), sum-reduce, divide.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%m0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4x8xf32>) outs(%s0 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<4x8xf32>, tensor<4xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// layernorm: mean, variance, normalise with scale and shift.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>
func.func @layernorm(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 8.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%z1 : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %mean = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %var = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %mean : tensor<4x8xf32>, tensor<4xf32>) outs(%z2 : tensor<4xf32>) {
  ^bb0(%a: f32, %m: f32, %acc: f32):
    %d = arith.subf %a, %m : f32
    %sq = arith.mulf %d, %d : f32
    %r = arith.addf %sq, %acc : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #col, #col, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean, %var, %g, %b : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>)
      outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %v: f32, %gg: f32, %bb: f32, %o: f32):
    %v1 = arith.divf %v, %n : f32
    %v2 = arith.addf %v1, %eps : f32
    %rs = math.rsqrt %v2 : f32
    %d = arith.subf %a, %m : f32
    %t = arith.mulf %d, %rs : f32
    %t2 = arith.mulf %t, %gg : f32
    %r = arith.addf %t2, %bb : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A GRU-style loop: the hidden state is carried by scf.for, each step a
// matmul into a filled buffer, then an elementwise gate that writes into
// the carried state.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @gru_like(%xs: tensor<5x1x4xf32>, %w: tensor<4x4xf32>, %u: tensor<4x4xf32>, %h0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0.0 : f32
  %h = scf.for %i = %c0 to %c5 step %c1 iter_args(%hc = %h0) -> (tensor<1x4xf32>) {
    %x = tensor.extract_slice %xs[%i, 0, 0] [1, 1, 4] [1, 1, 1] : tensor<5x1x4xf32> to tensor<1x4xf32>
    %e = tensor.empty() : tensor<1x4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4xf32>) -> tensor<1x4xf32>
    %a = linalg.matmul ins(%x, %w : tensor<1x4xf32>, tensor<4x4xf32>) outs(%f : tensor<1x4xf32>) -> tensor<1x4xf32>
    %b = linalg.matmul ins(%hc, %u : tensor<1x4xf32>, tensor<4x4xf32>) outs(%a : tensor<1x4xf32>) -> tensor<1x4xf32>
    %n = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%b, %hc : tensor<1x4xf32>, tensor<1x4xf32>) outs(%hc : tensor<1x4xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %t = math.tanh %p : f32
      %s = arith.addf %t, %q : f32
      %half = arith.constant 0.5 : f32
      %r = arith.mulf %s, %half : f32
      linalg.yield %r : f32
    } -> tensor<1x4xf32>
    scf.yield %n : tensor<1x4xf32>
  }
  return %h : tensor<1x4xf32>
}

// -----

// matmul + bias + relu, with a transposed weight (torch's Linear).
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#bc = affine_map<(d0, d1) -> (d1)>
func.func @linear_relu(%x: tensor<2x8xf32>, %w: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<8x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%x, %wt : tensor<2x8xf32>, tensor<8x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #bc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}
