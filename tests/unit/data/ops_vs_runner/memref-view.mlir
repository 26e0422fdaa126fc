// memref.view: elements of another type over an i8 buffer's bytes, from a
// byte shift on (upstream's lowering: the aligned pointer advances by the
// shift; the buffer is freed through its own memref).
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %buf = memref.alloc() : memref<48xi8>
  %z = arith.constant 0 : i8
  linalg.fill ins(%z : i8) outs(%buf : memref<48xi8>)
  // two views of floats that overlap by 4 bytes
  %a = memref.view %buf[%c8][%c2] : memref<48xi8> to memref<?x2xf32>
  %b = memref.view %buf[%c12][] : memref<48xi8> to memref<4xf32>
  %x = arith.constant 2.5 : f32
  %y = arith.constant -1.0 : f32
  memref.store %x, %a[%c0, %c1] : memref<?x2xf32>
  memref.store %y, %b[%c2] : memref<4xf32>
  %ca = memref.cast %a : memref<?x2xf32> to memref<*xf32>
  call @printMemrefF32(%ca) : (memref<*xf32>) -> ()
  %cb = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%cb) : (memref<*xf32>) -> ()
  // the same bytes as integers: the floats' bit patterns, and the raw bytes
  %i = memref.view %buf[%c8][] : memref<48xi8> to memref<4xi32>
  %ci = memref.cast %i : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%ci) : (memref<*xi32>) -> ()
  %l = memref.view %buf[%c0][%c3] : memref<48xi8> to memref<?xi64>
  %cl = memref.cast %l : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%cl) : (memref<*xi64>) -> ()
  %bytes = memref.view %buf[%c12][] : memref<48xi8> to memref<8xi8>
  %b0 = memref.load %bytes[%c3] : memref<8xi8>
  vector.print %b0 : i8
  // the aligned pointer of a view is the buffer's advanced by the shift
  %pb = memref.extract_aligned_pointer_as_index %buf : memref<48xi8> -> index
  %pv = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  %d = arith.subi %pv, %pb : index
  vector.print %d : index
  // a store through one view is read through another
  %w = arith.constant 7 : i32
  memref.store %w, %i[%c3] : memref<4xi32>
  %r = memref.load %b[%c2] : memref<4xf32>
  %ri = arith.bitcast %r : f32 to i32
  vector.print %ri : i32
  memref.dealloc %buf : memref<48xi8>
  return
}
