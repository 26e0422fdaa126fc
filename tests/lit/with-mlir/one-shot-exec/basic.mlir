// Executable cases: each @main prints; ours and upstream's one-shot output are
// lowered by mlir-opt-22 and run with mlir-runner-22 (tests/unit/test_one_shot_exec.py).
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s
func.func private @printMemrefF32(tensor<*xf32>)
func.func @fill_slice(%t: tensor<4x4xf32>, %v: f32, %i: index) -> tensor<4x4xf32> {
  %s = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = tensor.insert_slice %f into %t[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %v = arith.constant 7.0 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = call @fill_slice(%t, %v, %c1) : (tensor<4x4xf32>, f32, index) -> tensor<4x4xf32>
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %t : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

func.func private @printMemrefF32(tensor<*xf32>)
func.func @needs_copy(%A: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%v : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %A[%c0] : tensor<4xf32>
  return %f, %x : tensor<4xf32>, f32
}
func.func @main() {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %v = arith.constant 9.0 : f32
  %r:2 = call @needs_copy(%c, %v) : (tensor<4xf32>, f32) -> (tensor<4xf32>, f32)
  vector.print %r#1 : f32
  %u = tensor.cast %r#0 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.5 : f32
  %t = tensor.from_elements %a, %b, %b, %a : tensor<4xf32>
  %t1 = tensor.insert %b into %t[%c0] : tensor<4xf32>
  %t2 = tensor.insert %a into %t1[%c1] : tensor<4xf32>
  %x = tensor.extract %t1[%c1] : tensor<4xf32>
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  vector.print %x : f32
  vector.print %y : f32
  %u = tensor.cast %t2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %r = call @add(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r2 = call @add(%r, %r) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}

// -----

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %cst = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %s = tensor.extract_slice %m[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<2xf32>
  %g = linalg.fill ins(%one : f32) outs(%m : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %g : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// -----

func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %v = arith.constant 5.0 : f32
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %s = arith.select %true, %a, %b : tensor<2xf32>
  %w = tensor.insert %v into %s[%c1] : tensor<2xf32>
  %x = tensor.extract %a[%c1] : tensor<2xf32>
  vector.print %x : f32
  %u = tensor.cast %w : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
