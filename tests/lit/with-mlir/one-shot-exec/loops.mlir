// Executable loops that yield new allocations (allow-return-allocs-from-loops).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s
// OPTIONS: bufferize-function-boundaries allow-return-allocs-from-loops

// scf.for with two iter_args that are swapped every iteration.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b0 = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<2xf32>, tensor<2xf32>) {
    %x = tensor.extract %a[%c0] : tensor<2xf32>
    %y = arith.addf %x, %one : f32
    %n = tensor.insert %y into %b[%c1] : tensor<2xf32>
    scf.yield %n, %a : tensor<2xf32>, tensor<2xf32>
  }
  %u = tensor.cast %r#0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r#1 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

// Each iteration computes a fresh tensor from the previous one (a new buffer per
// iteration), and the first value is still read after the loop.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %t) -> (tensor<3xf32>) {
    %e = tensor.empty() : tensor<3xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d) -> (d)>, affine_map<(d) -> (d)>],
                         iterator_types = ["parallel"]}
        ins(%a : tensor<3xf32>) outs(%e : tensor<3xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %x : f32
      linalg.yield %s : f32
    } -> tensor<3xf32>
    scf.yield %g : tensor<3xf32>
  }
  %u = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %t : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
