// -0.0 and +0.0 through the ops that order them (ArithOps.td: maximumf and
// minimumf treat -0.0 as less than +0.0) and through dense literals
// (dense<[0.0, -0.0]> is no splat): scalars, vector.reduction, an
// atomic_rmw and a linalg.generic (tests/unit/test_ops_vs_runner_more.py).
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[0.0, -0.0]> : tensor<2xf32>
  %p = arith.constant 0.0 : f32
  %n = tensor.extract %t[%c1] : tensor<2xf32>
  vector.print %n : f32
  %m1 = arith.maximumf %p, %n : f32
  %m2 = arith.maximumf %n, %p : f32
  %m3 = arith.minimumf %p, %n : f32
  %m4 = arith.minimumf %n, %p : f32
  vector.print %m1 : f32
  vector.print %m2 : f32
  vector.print %m3 : f32
  vector.print %m4 : f32
  // reductions over both orders
  %v = arith.constant dense<[0.0, -0.0, -0.0, 0.0]> : vector<4xf32>
  %w = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
  %r1 = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  %r2 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %r3 = vector.reduction <maximumf>, %w : vector<2xf32> into f32
  %r4 = vector.reduction <minimumf>, %v, %p : vector<4xf32> into f32
  vector.print %r1 : f32
  vector.print %r2 : f32
  vector.print %r3 : f32
  vector.print %r4 : f32
  %vm = arith.maximumf %v, %v : vector<4xf32>
  %vr = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %vn = arith.minimumf %vr, %w : vector<2xf32>
  vector.print %vm : vector<4xf32>
  vector.print %vn : vector<2xf32>
  // atomic_rmw on a memref holding -0.0 and 0.0
  %b = memref.alloca() : memref<4xf32>
  memref.store %n, %b[%c0] : memref<4xf32>
  memref.store %p, %b[%c1] : memref<4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %p, %b[%c2] : memref<4xf32>
  memref.store %n, %b[%c3] : memref<4xf32>
  %o1 = memref.atomic_rmw maximumf %p, %b[%c0] : (f32, memref<4xf32>) -> f32
  %o2 = memref.atomic_rmw minimumf %n, %b[%c1] : (f32, memref<4xf32>) -> f32
  %o3 = memref.atomic_rmw maximumf %n, %b[%c2] : (f32, memref<4xf32>) -> f32
  %o4 = memref.atomic_rmw minimumf %p, %b[%c3] : (f32, memref<4xf32>) -> f32
  vector.print %o1 : f32
  vector.print %o2 : f32
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
