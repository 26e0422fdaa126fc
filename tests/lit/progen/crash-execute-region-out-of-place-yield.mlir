// RUN: bufferize-opt %s -split-input-file --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufferize-opt %s -split-input-file --check-equivalence "-one-shot-bufferize=bufferize-function-boundaries copy-before-write"
// RUN: bufferize-opt %s -split-input-file -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// Found by bench/bench_progen.py (program 768 of --seed 31, under
// copy-before-write), shrunk by hand. An scf.execute_region yields the
// result of a write into a slice of a local buffer (a static strided view,
// strided<[4, 1]>) that goes out of place: the write's result is a fresh
// identity-layout buffer. Its result type was that of the view, and the
// yield's memref.cast between the two is invalid ("cast incompatible").
// As upstream, the result types are those of the buffers yielded (the output
// is mlir-opt-22's, line for line).

// CHECK-LABEL: func.func @f(
//       CHECK:   %[[R:.*]] = scf.execute_region -> memref<4x2xf32> {
//       CHECK:     %[[A:.*]] = memref.alloc() {{.*}} : memref<4x2xf32>
//       CHECK:     memref.copy %{{.*}}, %[[A]] : memref<4x2xf32, strided<[4, 1]>> to memref<4x2xf32>
//       CHECK:     scf.yield %[[A]] : memref<4x2xf32>
func.func @f(%v: f32, %w: f32) -> (tensor<4x2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = tensor.extract_slice %t[0, 0] [4, 2] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>
  %r = scf.execute_region -> tensor<4x2xf32> {
    %i = tensor.insert %w into %s[%c0, %c0] : tensor<4x2xf32>
    scf.yield %i : tensor<4x2xf32>
  }
  %x = tensor.extract %s[%c0, %c0] : tensor<4x2xf32>
  return %r, %x : tensor<4x2xf32>, f32
}
