// examples/double_free.mlir
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %x : f32
}
