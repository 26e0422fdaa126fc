// RUN: not bufferize-opt %s -one-shot-bufferize="bufferize-function-boundaries copy-before-write" 2>&1 | FileCheck %s
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], capture_output=True).returncode != 1)" bufferize-opt %s -one-shot-bufferize="bufferize-function-boundaries copy-before-write"
// RUN: %if mlir-opt-22 %{ not %mlir_opt %s -one-shot-bufferize="bufferize-function-boundaries copy-before-write" 2>&1 | FileCheck %s %}

// Found by bench/bench_progen.py (a printing @main under copy-before-write),
// shrunk by hypothesis, then by hand. bufferize-opt stopped with "internal
// error: AttributeError: 'UnrankedTensorType' object has no attribute
// 'shape'" (status 2): copy-before-write puts the call's operand out of place
// and the rewrite allocated a copy shaped like a tensor<*xf32>. Like
// mlir-opt-22 (its allocateTensorForShapedValue), ours now reports that an
// unranked tensor cannot be copied, at the call, with status 1 (the second
// RUN line asserts the status). Without copy-before-write the analysis keeps
// the operand in place (unranked operands must be) and both bufferize it.

// CHECK-NOT: internal error
// CHECK: crash-unranked-copy-before-write.mlir:22:3: error: copying of unranked tensors is not implemented
// CHECK: note: see current operation: "func.call"
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
