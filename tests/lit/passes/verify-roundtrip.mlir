// --verify-roundtrip (as mlir-opt's): the input (and the output of the
// pipeline) prints, parses back and prints the same; the output is unchanged.
// RUN: bufferize-opt %s --verify-roundtrip | FileCheck %s
// RUN: bufferize-opt %s --verify-roundtrip=true -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufferize-opt %s --verify-roundtrip=false | FileCheck %s
// RUN: not bufferize-opt %s --verify-roundtrip=maybe 2>&1 | FileCheck %s --check-prefix=BAD

// Locations round-trip too: the aliases printed after their use are read back.
// RUN: bufferize-opt %s --mlir-print-debuginfo | bufferize-opt --verify-roundtrip --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @tile(
// CHECK: scf.for
// BUF: memref.subview
// BAD: bufferize-opt: for the --verify-roundtrip option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// LOC: scf.yield
// LOC-NEXT: } loc(#[[FOR:loc\d+]])
// LOC: #[[FOR]] = loc("{{.*}}verify-roundtrip.mlir":[[# @LINE + 5]]:8)
func.func @tile(%t: tensor<64xf32>, %v: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c16 iter_args(%a = %t) -> tensor<64xf32> {
    %s = tensor.extract_slice %a[%i] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %f = linalg.fill ins(%v : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    %u = tensor.insert_slice %f into %a[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    scf.yield %u : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
