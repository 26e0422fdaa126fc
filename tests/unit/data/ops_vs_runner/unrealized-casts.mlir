// builtin.unrealized_conversion_cast: casts that come in pairs, which
// -reconcile-unrealized-casts removes before mlir-runner-22 runs the program;
// the interpreter runs each cast (a value the same on both sides).
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c = arith.constant -7 : index
  %i = builtin.unrealized_conversion_cast %c : index to i64
  %j = builtin.unrealized_conversion_cast %i : i64 to index
  vector.print %j : index
  %m = memref.alloc() : memref<4xf32>
  %x = arith.constant 1.5 : f32
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  %d = builtin.unrealized_conversion_cast %m : memref<4xf32> to memref<?xf32>
  %s = builtin.unrealized_conversion_cast %d : memref<?xf32> to memref<4xf32>
  %c1 = arith.constant 1 : index
  %y = arith.constant -2.0 : f32
  memref.store %y, %s[%c1] : memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4xf32>
  return
}
