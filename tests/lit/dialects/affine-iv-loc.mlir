// The locations of affine.for's and affine.parallel's induction variables:
// affine.for prints its induction variable with its location under
// --mlir-print-debuginfo (upstream's printRegionArgument), and both ops read
// `%iv loc(...)`.  The iter_args' locations are not printed (nor aliased) in
// the custom form; the generic form prints every block argument's location.
// tests/lit/with-mlir/affine-iv-loc-vs-upstream.mlir diffs this with mlir-opt-22.
// RUN: bufferize-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-debuginfo | bufferize-opt --mlir-print-debuginfo | FileCheck %s --check-prefix=BACK
// RUN: bufferize-opt %s --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --check-prefix=GEN

#l = loc("foo.mlir":7:7)
func.func @f(%A: memref<100xf32>, %n: index) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = affine.for %k = 0 to %n step 2 iter_args(%acc = %c) -> (f32) {
    %v = affine.load %A[%k] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.for %q = max affine_map<(d0) -> (d0, 4)>(%k) to 10 {
      affine.for %z loc("named"("x.mlir":1:2)) = 0 to 3 {
      }
      affine.for %w loc(#l) = 0 to 3 {
      }
    }
    affine.yield %s : f32
  }
  affine.parallel (%x loc("p.mlir":3:4), %y) = (0, 0) to (10, 10) {
  }
  return %r : f32
}

// CHECK-NOT: affine-iv-loc.mlir":14:49
// CHECK: #[[IV:loc[0-9]+]] = loc("{{.*}}affine-iv-loc.mlir":14:19)
// CHECK-NOT: affine-iv-loc.mlir":14:49
// CHECK: #[[Q:loc[0-9]+]] = loc("{{.*}}affine-iv-loc.mlir":17:16)
// CHECK: #[[X:loc[0-9]+]] = loc("x.mlir":1:2)
// CHECK: #[[F:loc[0-9]+]] = loc("foo.mlir":7:7)
// CHECK: affine.for %[[K:arg[0-9]+]] loc("{{.*}}affine-iv-loc.mlir":14:19) = 0 to %arg1 step 2 iter_args(%{{arg[0-9]+}} = %cst) -> (f32) {
// CHECK: affine.for %{{arg[0-9]+}} loc("{{.*}}affine-iv-loc.mlir":17:16) = max #map(%[[K]]) to 10 {
// CHECK: affine.for %{{arg[0-9]+}} loc("named"(#[[X]])) = 0 to 3 {
// CHECK: affine.for %{{arg[0-9]+}} loc("foo.mlir":7:7) = 0 to 3 {
// CHECK: affine.parallel (%{{arg[0-9]+}}, %{{arg[0-9]+}}) = (0, 0) to (10, 10) {

// BACK: affine.for %{{arg[0-9]+}} loc("{{.*}}affine-iv-loc.mlir":14:19) = 0 to
// BACK: affine.for %{{arg[0-9]+}} loc("{{.*}}affine-iv-loc.mlir":17:16) = max
// BACK: affine.for %{{arg[0-9]+}} loc("named"(#{{loc[0-9]+}})) = 0 to 3 {
// BACK: affine.for %{{arg[0-9]+}} loc("foo.mlir":7:7) = 0 to 3 {

// GEN: ^bb0(%{{arg[0-9]+}}: index loc("{{.*}}affine-iv-loc.mlir":14:19), %{{arg[0-9]+}}: f32 loc("{{.*}}affine-iv-loc.mlir":14:49)):
// GEN: ^bb0(%{{arg[0-9]+}}: index loc("p.mlir":3:4), %{{arg[0-9]+}}: index loc("{{.*}}affine-iv-loc.mlir":25:42)):
