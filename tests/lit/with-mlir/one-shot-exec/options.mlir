// Executable cases under non-default One-Shot options: every case runs under
// every option set below (tests/unit/test_one_shot_exec.py).  They print through
// to_buffer read_only: copy-before-write would copy a tensor<*xf32> call operand,
// which upstream cannot do ("copying of unranked tensors is not implemented").
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down
// OPTIONS: bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators
// OPTIONS: bufferize-function-boundaries copy-before-write

// Two writes into the same tensor: only one of them may be in place (which one
// depends on the heuristic); both results and the original are printed.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 10.0 : f32
  %b = arith.constant 20.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %x = tensor.insert %a into %c[%c0] : tensor<3xf32>
  %y = tensor.insert %b into %c[%c1] : tensor<3xf32>
  %um = bufferization.to_buffer %x read_only : tensor<3xf32> to memref<3xf32>
  %u = memref.cast %um : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %u1m = bufferization.to_buffer %y read_only : tensor<3xf32> to memref<3xf32>
  %u1 = memref.cast %u1m : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  return
}

// -----

// A strided slice passed to a function that writes it: with identity layouts
// at the boundary the slice is copied into a contiguous buffer and back.
func.func private @printMemrefF32(memref<*xf32>)
func.func @bump(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%a : tensor<2xf32>) {
  ^bb0(%x: f32):
    %one = arith.constant 1.0 : f32
    %s = arith.addf %x, %one : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.copy ins(%t : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = tensor.extract_slice %c[0, 1] [2, 1] [1, 1] : tensor<2x3xf32> to tensor<2xf32>
  %b = call @bump(%s) : (tensor<2xf32>) -> tensor<2xf32>
  %r = tensor.insert_slice %b into %c[0, 1] [2, 1] [1, 1] : tensor<2xf32> into tensor<2x3xf32>
  %b2 = call @bump(%s) : (tensor<2xf32>) -> tensor<2xf32>
  %um = bufferization.to_buffer %r read_only : tensor<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %um : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %u1m = bufferization.to_buffer %b2 read_only : tensor<2xf32> to memref<2xf32>
  %u1 = memref.cast %u1m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  return
}

// -----

// A loop reading the init tensor (%c) while updating its iter_arg.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %c = linalg.copy ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %c) -> (tensor<3xf32>) {
    %x = tensor.extract %c[%i] : tensor<3xf32>
    %y = tensor.extract %a[%c0] : tensor<3xf32>
    %s = arith.addf %x, %y : f32
    %n = tensor.insert %s into %a[%c0] : tensor<3xf32>
    scf.yield %n : tensor<3xf32>
  }
  %um = bufferization.to_buffer %r read_only : tensor<3xf32> to memref<3xf32>
  %u = memref.cast %um : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// A matmul whose result feeds a fill of one of its inputs' slices.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %z = arith.constant 0.0 : f32
  %k = arith.constant 9.0 : f32
  %a0 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %ea = tensor.empty() : tensor<2x2xf32>
  %a = linalg.copy ins(%a0 : tensor<2x2xf32>) outs(%ea : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %row = tensor.extract_slice %a[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  %fr = linalg.fill ins(%k : f32) outs(%row : tensor<2xf32>) -> tensor<2xf32>
  %a2 = tensor.insert_slice %fr into %a[0, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %a2 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %um = bufferization.to_buffer %m read_only : tensor<2x2xf32> to memref<2x2xf32>
  %u = memref.cast %um : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
