// Executable cases whose printed memrefs have a non-zero offset and
// non-unit strides, so that the comparisons of what printMemrefF32 prints
// (tests/unit/test_one_shot_exec.py, test_interpreter_exec.py) cover the
// offset and strides and not only the data.
// RUN: %python %S/../../../unit/test_one_shot_exec.py %s

// A memref program: subviews of a 4x4 buffer, one with a step of 2.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %s = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 6>>
  %u = memref.cast %s : memref<2x2xf32, strided<[4, 1], offset: 6>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t = memref.subview %m[0, 1] [2, 2] [2, 2] : memref<4x4xf32> to memref<2x2xf32, strided<[8, 2], offset: 1>>
  %v = memref.cast %t : memref<2x2xf32, strided<[8, 2], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4x4xf32>
  return
}

// -----

// A tensor program: a strided slice of a function argument is read in
// place, so upstream prints a subview of the caller's buffer.
func.func private @printMemrefF32(tensor<*xf32>)
func.func @show(%t: tensor<4x4xf32>) {
  %s = tensor.extract_slice %t[1, 0] [2, 2] [2, 3] : tensor<4x4xf32> to tensor<2x2xf32>
  %u = tensor.cast %s : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @main() {
  %c = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0],
                             [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0]]> : tensor<4x4xf32>
  call @show(%c) : (tensor<4x4xf32>) -> ()
  return
}
