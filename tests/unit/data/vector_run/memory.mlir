// Vector memory ops, masks and vector.mask (tests/unit/test_vector_run.py).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<16xf32>
  %m2 = memref.alloc() : memref<4x4xf32>
  %z = arith.constant 0.0 : f32
  %c13 = arith.constant 13 : index
  scf.for %i = %c0 to %c13 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    %v = vector.broadcast %f : f32 to vector<4xf32>
    %sf = arith.constant dense<[0.0, 0.5, 0.25, 0.125]> : vector<4xf32>
    %r = arith.addf %v, %sf : vector<4xf32>
    %j = arith.muli %i, %c1 : index
    vector.store %r, %m[%j] : memref<16xf32>, vector<4xf32>
  }
  %l = vector.load %m[%c2] : memref<16xf32>, vector<8xf32>
  vector.print %l : vector<8xf32>
  %mask = arith.constant dense<[true, false, true, true, false, true, false, true]> : vector<8xi1>
  %pt = arith.constant dense<-1.0> : vector<8xf32>
  %ml = vector.maskedload %m[%c1], %mask, %pt : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %ml : vector<8xf32>
  vector.maskedstore %m[%c5], %mask, %pt : memref<16xf32>, vector<8xi1>, vector<8xf32>
  %idx = arith.constant dense<[0, 3, 1, 2, 7, 6, 5, 4]> : vector<8xi32>
  %g = vector.gather %m[%c2] [%idx], %mask, %pt : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %g : vector<8xf32>
  %ten = arith.constant dense<10.0> : vector<8xf32>
  vector.scatter %m[%c0] [%idx], %mask, %ten : memref<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %all = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all : vector<16xf32>
  %cm = vector.create_mask %c5 : vector<8xi1>
  %t = vector.transfer_read %m[%c2], %z, %cm {in_bounds = [true]} : memref<16xf32>, vector<8xf32>
  vector.print %t : vector<8xf32>
  %mt = vector.mask %cm { vector.transfer_read %m[%c0], %z {in_bounds = [true]} : memref<16xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.print %mt : vector<8xf32>
  %cm16 = vector.create_mask %c5 : vector<16xi1>
  %red = vector.mask %cm16 { vector.reduction <add>, %all : vector<16xf32> into f32 } : vector<16xi1> -> f32
  vector.print %red : f32
  %v2 = vector.load %m2[%c0, %c0] : memref<4x4xf32>, vector<4xf32>
  vector.store %l, %m[%c0] : memref<16xf32>, vector<8xf32>
  %all2 = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all2 : vector<16xf32>
  memref.dealloc %m : memref<16xf32>
  memref.dealloc %m2 : memref<4x4xf32>
  return
}
