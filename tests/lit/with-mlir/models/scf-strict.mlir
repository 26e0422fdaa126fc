// RUN: bufferize-opt %s --split-input-file -one-shot-bufferize="bufferize-function-boundaries" | %mlir_opt --split-input-file > %t
// scf models with function-boundary defaults (all loops yield equivalent buffers).

func.func @while1(%arg0: tensor<5xi1>, %idx: index) -> (tensor<5xi1>, i1) {
  %r0, %r1 = scf.while (%w0 = %arg0) : (tensor<5xi1>) -> (tensor<5xi1>, i1) {
    %c = tensor.extract %w0[%idx] : tensor<5xi1>
    scf.condition(%c) %w0, %c : tensor<5xi1>, i1
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: i1):
    %pos = tensor.insert %b1 into %b0[%idx] : tensor<5xi1>
    scf.yield %pos : tensor<5xi1>
  }
  return %r0, %r1 : tensor<5xi1>, i1
}
// -----
func.func @forall1(%A: tensor<100xf32>, %B: tensor<100xf32>) -> tensor<100xf32> {
  %c5 = arith.constant 5 : index
  %r = scf.forall (%i) in (%c5) shared_outs(%o = %B) -> (tensor<100xf32>) {
    %off = arith.muli %i, %c5 : index
    %s = tensor.extract_slice %A[%off] [20] [1] : tensor<100xf32> to tensor<20xf32>
    %d = tensor.extract_slice %o[%off] [20] [1] : tensor<100xf32> to tensor<20xf32>
    %cst = arith.constant 2.0 : f32
    %f = linalg.fill ins(%cst : f32) outs(%d : tensor<20xf32>) -> tensor<20xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [20] [1] : tensor<20xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}
// -----
func.func @forall2(%A: tensor<100xf32>, %B: tensor<100xf32> {bufferization.writable = false}) -> (tensor<100xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (5) shared_outs(%o = %B) -> (tensor<100xf32>) {
    %s = tensor.extract_slice %A[%i] [20] [1] : tensor<100xf32> to tensor<20xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [20] [1] : tensor<20xf32> into tensor<100xf32>
    }
  }
  %e = tensor.extract %B[%c0] : tensor<100xf32>
  return %r, %e : tensor<100xf32>, f32
}
// -----
func.func @switch1(%A: tensor<10xf32>, %B: tensor<10xf32>, %x: index, %v: f32) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %x -> tensor<10xf32>
  case 2 {
    %i = tensor.insert %v into %A[%c0] : tensor<10xf32>
    scf.yield %i : tensor<10xf32>
  }
  case 5 {
    scf.yield %B : tensor<10xf32>
  }
  default {
    %e = tensor.empty() : tensor<10xf32>
    scf.yield %e : tensor<10xf32>
  }
  return %r : tensor<10xf32>
}
// -----
func.func @switch2(%A: tensor<10xf32>, %x: index, %v: f32) -> (tensor<10xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %x -> tensor<10xf32>
  case 2 {
    %i = tensor.insert %v into %A[%c0] : tensor<10xf32>
    scf.yield %i : tensor<10xf32>
  }
  default {
    scf.yield %A : tensor<10xf32>
  }
  %e = tensor.extract %A[%c0] : tensor<10xf32>
  return %r, %e : tensor<10xf32>, f32
}
