// vector.expandload, vector.compressstore, vector.scan, vector.to_elements and
// a masked vector.multi_reduction (tests/unit/test_vector_run.py).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  %mask = arith.constant dense<[true, false, true, true, false, true, false, true]> : vector<8xi1>
  %pt = arith.constant dense<-1.0> : vector<8xf32>
  %e = vector.expandload %m[%c3], %mask, %pt : memref<12xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %e : vector<8xf32>
  %v = arith.constant dense<[10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : vector<8xf32>
  vector.compressstore %m[%c1], %mask, %v : memref<12xf32>, vector<8xi1>, vector<8xf32>
  %all = vector.load %m[%c0] : memref<12xf32>, vector<12xf32>
  vector.print %all : vector<12xf32>
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi32>
  %init = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %s:2 = vector.scan <add>, %a, %init {inclusive = true, reduction_dim = 0} : vector<3x3xi32>, vector<3xi32>
  vector.print %s#0 : vector<3x3xi32>
  vector.print %s#1 : vector<3xi32>
  %t:2 = vector.scan <mul>, %a, %init {inclusive = false, reduction_dim = 1} : vector<3x3xi32>, vector<3xi32>
  vector.print %t#0 : vector<3x3xi32>
  vector.print %t#1 : vector<3xi32>
  %fa = arith.constant dense<[1.5, -2.0, 4.0, 0.5]> : vector<4xf32>
  %fi = arith.constant dense<3.0> : vector<f32>
  %u:2 = vector.scan <maxnumf>, %fa, %fi {inclusive = false, reduction_dim = 0} : vector<4xf32>, vector<f32>
  vector.print %u#0 : vector<4xf32>
  %u1 = vector.extract %u#1[] : f32 from vector<f32>
  vector.print %u1 : f32
  %el:4 = vector.to_elements %fa : vector<4xf32>
  vector.print %el#3 : f32
  %pair = arith.constant dense<[[7, 8], [9, 10]]> : vector<2x2xi32>
  %pe:4 = vector.to_elements %pair : vector<2x2xi32>
  vector.print %pe#2 : i32
  %mm = arith.constant dense<[[true, false, true], [false, false, false], [true, true, false]]> : vector<3x3xi1>
  %macc = arith.constant dense<[100, 200, 300]> : vector<3xi32>
  %mr = vector.mask %mm { vector.multi_reduction <add>, %a, %macc [1] : vector<3x3xi32> to vector<3xi32> } : vector<3x3xi1> -> vector<3xi32>
  vector.print %mr : vector<3xi32>
  %mc = vector.mask %mm { vector.multi_reduction <mul>, %a, %macc [0] : vector<3x3xi32> to vector<3xi32> } : vector<3x3xi1> -> vector<3xi32>
  vector.print %mc : vector<3xi32>
  memref.dealloc %m : memref<12xf32>
  return
}
