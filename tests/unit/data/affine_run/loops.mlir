// affine.for (iter_args, min/max bounds, step), affine.if (else, results),
// affine.parallel (reductions), affine.load/store, affine.apply/min/max,
// delinearize/linearize, vector_load/store: printed after each step.
#lb = affine_map<(d0)[s0] -> (d0, s0 - 3)>
#ub = affine_map<(d0)[s0] -> (d0 + 5, s0)>
#set = affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0)>
#eq = affine_set<(d0) : (d0 mod 3 == 0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.5 : f32
  %A = memref.alloc() : memref<16xf32>
  %B = memref.alloc() : memref<4x4xf32>
  %I = memref.alloc() : memref<12xi64>
  affine.for %i = 0 to 16 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %g = arith.mulf %f, %f1 : f32
    affine.store %g, %A[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %A[%i * 4 + %j] : memref<16xf32>
      %w = affine.load %A[(%j + 1) mod 16] : memref<16xf32>
      %s = arith.subf %v, %w : f32
      affine.store %s, %B[%j, %i] : memref<4x4xf32>
    }
  }
  %Bu = memref.cast %B : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%Bu) : (memref<*xf32>) -> ()
  %sum = affine.for %i = 1 to 16 step 3 iter_args(%acc = %f0) -> (f32) {
    %v = affine.load %A[%i - 1] : memref<16xf32>
    %r = affine.if #set(%i)[%c10] -> f32 {
      %n = arith.addf %acc, %v : f32
      affine.yield %n : f32
    } else {
      affine.yield %acc : f32
    }
    affine.yield %r : f32
  }
  affine.store %sum, %A[0] : memref<16xf32>
  affine.for %i = max #lb(%c1)[%c7] to min #ub(%c2)[%c10] step 2 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 - s0)>(%i)[%c2]
    %m = affine.min affine_map<(d0) -> (d0, 3)>(%a)
    %x = affine.max affine_map<(d0) -> (d0 floordiv 2, d0 ceildiv 3)>(%i)
    %mi = arith.index_cast %m : index to i64
    %xi = arith.index_cast %x : index to i64
    affine.store %mi, %I[%i] : memref<12xi64>
    affine.store %xi, %I[%i + 1] : memref<12xi64>
  }
  affine.for %i = 0 to 12 {
    affine.if #eq(%i) {
      %d:3 = affine.delinearize_index %i into (2, 3, 2) : index, index, index
      %l = affine.linearize_index disjoint [%d#2, %d#1, %d#0] by (2, 3, 2) : index
      %li = arith.index_cast %l : index to i64
      affine.store %li, %I[%i] : memref<12xi64>
    }
  }
  %Iu = memref.cast %I : memref<12xi64> to memref<*xi64>
  call @printMemrefI64(%Iu) : (memref<*xi64>) -> ()
  %p:2 = affine.parallel (%i, %j) = (0, 1) to (4, symbol(%c2) + 1) step (1, 1) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %B[%i, %j] : memref<4x4xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.store %p#0, %A[1] : memref<16xf32>
  affine.store %p#1, %A[2] : memref<16xf32>
  %vec = affine.vector_load %A[%c2 * 2] : memref<16xf32>, vector<4xf32>
  %vv = arith.addf %vec, %vec : vector<4xf32>
  affine.vector_store %vv, %A[symbol(%c10) + 2] : memref<16xf32>, vector<4xf32>
  %Au = memref.cast %A : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%Au) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<16xf32>
  memref.dealloc %B : memref<4x4xf32>
  memref.dealloc %I : memref<12xi64>
  return
}
