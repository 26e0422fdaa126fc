// cf.switch, cf.assert (that holds), func.constant and func.call_indirect,
// bufferization.clone and bufferization.dealloc (lowered by
// -convert-bufferization-to-memref upstream): each result
// printed (tests/unit/test_ops_vs_runner_more.py).
func.func private @printMemrefF32(memref<*xf32>)

func.func @classify(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^bb3,
    0: ^bb1,
    5: ^bb2(%x : i32),
    -3: ^bb2(%x : i32)
  ]
^bb1:
  %a = arith.constant 100 : i32
  return %a : i32
^bb2(%y: i32):
  %b = arith.muli %y, %y : i32
  return %b : i32
^bb3:
  %c = arith.constant -1 : i32
  return %c : i32
}

func.func @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %vals = memref.alloca() : memref<4xi32>
  %v0 = arith.constant 0 : i32
  %v1 = arith.constant 5 : i32
  %v2 = arith.constant 7 : i32
  %v3 = arith.constant -3 : i32
  memref.store %v0, %vals[%c0] : memref<4xi32>
  memref.store %v1, %vals[%c1] : memref<4xi32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %v2, %vals[%c2] : memref<4xi32>
  memref.store %v3, %vals[%c3] : memref<4xi32>
  %f = func.constant @classify : (i32) -> i32
  %g = func.constant @twice : (i32) -> i32
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %vals[%i] : memref<4xi32>
    %r = func.call_indirect %f(%x) : (i32) -> i32
    vector.print %r : i32
    %t = func.call_indirect %g(%r) : (i32) -> i32
    %ok = arith.cmpi eq, %t, %t : i32
    cf.assert %ok, "twice is a function"
    vector.print %t : i32
  }
  // a clone is a fresh copy: writing the original does not change it
  %m = memref.alloc() : memref<3xf32>
  %one = arith.constant 1.5 : f32
  %two = arith.constant -2.0 : f32
  %sp = vector.broadcast %one : f32 to vector<3xf32>
  vector.store %sp, %m[%c0] : memref<3xf32>, vector<3xf32>
  %k = bufferization.clone %m : memref<3xf32> to memref<3xf32>
  memref.store %two, %m[%c1] : memref<3xf32>
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %uk = memref.cast %k : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%uk) : (memref<*xf32>) -> ()
  %si = vector.broadcast %v3 : i32 to vector<4xi32>
  vector.print %si : vector<4xi32>
  // dealloc: %m unconditionally, %k under a condition that holds; retained
  // nothing
  %true = arith.constant true
  bufferization.dealloc (%m, %k : memref<3xf32>, memref<3xf32>) if (%true, %true)
  return
}
