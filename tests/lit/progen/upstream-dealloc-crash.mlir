// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: %if mlir-opt-22 %{ %python -c "import subprocess, sys; sys.exit(0 if subprocess.run(sys.argv[1:], capture_output=True).returncode < 0 else 1)" %mlir_opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline %}

// Upstream wrong (found by bench/bench_progen.py --upstream, program 867 of
// --seed 1; shrunk by hypothesis, then line by line): mlir-opt-22's
// -buffer-deallocation-pipeline (its ownership-based-buffer-deallocation)
// dies with a segmentation fault on One-Shot's output of this function
// (the second RUN line asserts a death by a signal).
// Ours deallocates it, and the result computes what the input computes.

func.func @f0(%arg1: tensor<4xf32>) -> tensor<4xf32> {
  %cst2 = arith.constant 0.0 : f32
  %fill3 = linalg.fill ins(%cst2 : f32) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
  %fill4 = linalg.fill ins(%cst2 : f32) outs(%fill3 : tensor<4xf32>) -> tensor<4xf32>
  %c5 = arith.constant 0 : index
  %c6 = arith.constant 1 : index
  %wh13:3 = scf.while (%w7 = %c5, %w8 = %fill4, %w9 = %cst2) : (index, tensor<4xf32>, f32) -> (index, tensor<4xf32>, f32) {
    %wc14 = arith.cmpi slt, %w7, %c6 : index
    scf.condition(%wc14) %w7, %w8, %w9 : index, tensor<4xf32>, f32
  } do {
  ^bb0(%d10: index, %d11: tensor<4xf32>, %d12: f32):
    %fill15 = linalg.fill ins(%d12 : f32) outs(%d11 : tensor<4xf32>) -> tensor<4xf32>
    %fill16 = linalg.fill ins(%d12 : f32) outs(%fill15 : tensor<4xf32>) -> tensor<4xf32>
    %fill17 = linalg.fill ins(%d12 : f32) outs(%fill16 : tensor<4xf32>) -> tensor<4xf32>
    %cst18 = arith.constant 1.0 : f32
    %fill19 = linalg.fill ins(%cst18 : f32) outs(%fill17 : tensor<4xf32>) -> tensor<4xf32>
    %n20 = arith.addi %d10, %c6 : index
    scf.yield %n20, %fill19, %cst18 : index, tensor<4xf32>, f32
  }
  %fill21 = linalg.fill ins(%wh13#2 : f32) outs(%wh13#1 : tensor<4xf32>) -> tensor<4xf32>
  %true22 = arith.constant true
  %if23 = scf.if %true22 -> (tensor<4xf32>) {
    %fa26 = scf.forall (%th24) in (1) shared_outs(%sh25 = %fill21) -> (tensor<4xf32>) {
    }
    %fill31 = linalg.fill ins(%wh13#2 : f32) outs(%fa26 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %fill31 : tensor<4xf32>
  } else {
    %fill32 = linalg.fill ins(%wh13#2 : f32) outs(%fill21 : tensor<4xf32>) -> tensor<4xf32>
    %fill33 = linalg.fill ins(%wh13#2 : f32) outs(%fill32 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %fill33 : tensor<4xf32>
  }
  %cmp34 = arith.cmpf olt, %wh13#2, %wh13#2 : f32
  cf.cond_br %cmp34, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%if23 : tensor<4xf32>)
^bb2:
  %fill35 = linalg.fill ins(%wh13#2 : f32) outs(%if23 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb3(%fill35 : tensor<4xf32>)
^bb3(%a36: tensor<4xf32>):
  return %a36 : tensor<4xf32>
}
