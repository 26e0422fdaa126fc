// Own cases: vector.mask (+ vector.yield), vector.gather and vector.scatter on
// tensors, with transfer_read/transfer_write in and out of vector.mask.
// RUN: %python %S/../../../unit/test_one_shot_vs_upstream.py %s
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries test-analysis-only print-conflicts
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down
// OPTIONS: bufferize-function-boundaries copy-before-write

func.func @mask_write(%t: tensor<16xf32>, %v: vector<16xf32>, %m: vector<16xi1>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<16xf32>, tensor<16xf32> } : vector<16xi1> -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

func.func @mask_write_then_read(%v: vector<16xf32>, %m: vector<16xi1>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %r = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<16xf32>, tensor<16xf32> } : vector<16xi1> -> tensor<16xf32>
  %p = arith.constant 0.0 : f32
  %x = vector.mask %m { vector.transfer_read %r[%c0], %p : tensor<16xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %x : vector<16xf32>
}

// -----

func.func @mask_read(%t: tensor<16xf32>, %m: vector<16xi1>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 0.0 : f32
  %r = vector.mask %m { vector.transfer_read %t[%c0], %f : tensor<16xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %r : vector<16xf32>
}

// -----

func.func @gather(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %t[%c0] [%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %g : vector<4xf32>
}

// -----

func.func @scatter_in_place(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %v: vector<4xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.scatter %t[%c0] [%idx], %m, %v : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

func.func @scatter_out_of_place(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %v: vector<4xf32>) -> (tensor<16xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %r = vector.scatter %t[%c0] [%idx], %m, %v : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %g = vector.gather %t[%c0] [%idx], %m, %v : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %r, %g : tensor<16xf32>, vector<4xf32>
}

// -----

func.func @scatter_2d_into_loop(%t: tensor<4x8xf32>, %idx: vector<8xindex>, %m: vector<8xi1>, %v: vector<8xf32>, %n: index) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4x8xf32>) {
    %s = vector.scatter %a[%i, %c0] [%idx], %m, %v : tensor<4x8xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> -> tensor<4x8xf32>
    scf.yield %s : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}

// -----

// The masked write must go out of place (%t is read after it): upstream
// refuses ("body must bufferize in-place").
func.func @mask_write_conflict(%t: tensor<16xf32>, %v: vector<16xf32>, %m: vector<16xi1>) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<16xf32>, tensor<16xf32> } : vector<16xi1> -> tensor<16xf32>
  %e = tensor.extract %t[%c0] : tensor<16xf32>
  return %r, %e : tensor<16xf32>, f32
}
