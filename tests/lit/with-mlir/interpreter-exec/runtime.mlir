// Programs printing through mlir-runner's runtime functions: `--run` must
// print exactly what mlir-runner-22 prints for upstream's lowering of each
// (tests/unit/test_interpreter_vs_runner.py).
// RUN: %python %S/../../../unit/test_interpreter_vs_runner.py %s

// printMemref of every element type (i8 prints characters, index unsigned), the ranked printers and printMemrefShape.
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefInd(memref<*xindex>) attributes { llvm.emit_c_interface }
func.func private @printMemref1dF32(memref<?xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemref2dF32(memref<?x?xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefShapeF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefVector4x4xf32(memref<?xvector<4x4xf32>>) attributes { llvm.emit_c_interface }
func.func @main() {
  %a = arith.constant dense<[[72, 105, 0, 10], [-1, 65, 127, -128]]> : tensor<2x4xi8>
  %m = bufferization.to_buffer %a : tensor<2x4xi8> to memref<2x4xi8>
  %u = memref.cast %m : memref<2x4xi8> to memref<*xi8>
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  %b = arith.constant dense<[3, -32768, 7]> : tensor<3xi16>
  %mb = bufferization.to_buffer %b : tensor<3xi16> to memref<3xi16>
  %ub = memref.cast %mb : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%ub) : (memref<*xi16>) -> ()
  %c = arith.constant dense<[1.5, 65504.0, -0.0, 3.14159]> : tensor<4xf16>
  %mc = bufferization.to_buffer %c : tensor<4xf16> to memref<4xf16>
  %uc = memref.cast %mc : memref<4xf16> to memref<*xf16>
  call @printMemrefF16(%uc) : (memref<*xf16>) -> ()
  %d = arith.constant dense<[1.5, 3.0e38, -2.0, 3.14159]> : tensor<4xbf16>
  %md = bufferization.to_buffer %d : tensor<4xbf16> to memref<4xbf16>
  %ud = memref.cast %md : memref<4xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ud) : (memref<*xbf16>) -> ()
  %e = arith.constant dense<[1.0e100, 0.1, 123456789.0, 1.0e-7]> : tensor<4xf64>
  %me = bufferization.to_buffer %e : tensor<4xf64> to memref<4xf64>
  %ue = memref.cast %me : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%ue) : (memref<*xf64>) -> ()
  %f = arith.constant dense<[0, 9223372036854775807]> : tensor<2xindex>
  %mf = bufferization.to_buffer %f : tensor<2xindex> to memref<2xindex>
  %uf = memref.cast %mf : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%uf) : (memref<*xindex>) -> ()
  %g = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %mg = bufferization.to_buffer %g : tensor<2x2xf32> to memref<2x2xf32>
  %dg = memref.cast %mg : memref<2x2xf32> to memref<?x?xf32>
  call @printMemref2dF32(%dg) : (memref<?x?xf32>) -> ()
  %ug = memref.cast %mg : memref<2x2xf32> to memref<*xf32>
  call @printMemrefShapeF32(%ug) : (memref<*xf32>) -> ()
  return
}

// -----

// verifyMemRef (mismatches on stderr), complex printers, the scalar printers.
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes { llvm.emit_c_interface }
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes { llvm.emit_c_interface }
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes { llvm.emit_c_interface }
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printNewline()
func.func private @rtclock() -> f64
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[1.0, 2.5, 3.0, 4.00001]> : tensor<4xf32>
  %ma = bufferization.to_buffer %a : tensor<4xf32> to memref<4xf32>
  %mb = bufferization.to_buffer %b : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  %n = call @verifyMemRefF32(%ua, %ub) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  %ia = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %ib = arith.constant dense<[[1, 2], [5, 4]]> : tensor<2x2xi32>
  %mia = bufferization.to_buffer %ia : tensor<2x2xi32> to memref<2x2xi32>
  %mib = bufferization.to_buffer %ib : tensor<2x2xi32> to memref<2x2xi32>
  %uia = memref.cast %mia : memref<2x2xi32> to memref<*xi32>
  %uib = memref.cast %mib : memref<2x2xi32> to memref<*xi32>
  %n2 = call @verifyMemRefI32(%uia, %uib) : (memref<*xi32>, memref<*xi32>) -> i64
  call @printI64(%n2) : (i64) -> ()
  call @printNewline() : () -> ()
  %c = arith.constant dense<[(1.0, 5.0), (-2.5, 0.1)]> : tensor<2xcomplex<f32>>
  %mc = bufferization.to_buffer %c : tensor<2xcomplex<f32>> to memref<2xcomplex<f32>>
  %uc = memref.cast %mc : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%uc) : (memref<*xcomplex<f32>>) -> ()
  %d = arith.constant dense<(1.0, 5.0)> : tensor<2x2xcomplex<f64>>
  %md = bufferization.to_buffer %d : tensor<2x2xcomplex<f64>> to memref<2x2xcomplex<f64>>
  %ud = memref.cast %md : memref<2x2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%ud) : (memref<*xcomplex<f64>>) -> ()
  %f = arith.constant 3.14159265 : f32
  %g = arith.constant 1.0e20 : f64
  %i = arith.constant -5 : i64
  call @printOpen() : () -> ()
  call @printF32(%f) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%g) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%i) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%i) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %inf = arith.constant 0xFF800000 : f32
  call @printF32(%nan) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%nnan) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%inf) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// -----

// printMemrefI8 writes its elements as raw bytes; bytes 128-255 are one byte
// each on the tool's standard output as on mlir-runner's.
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func @main() {
  %m = memref.alloca() : memref<4xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant 72 : i8
  %b = arith.constant -61 : i8
  %c = arith.constant -87 : i8
  %d = arith.constant -1 : i8
  memref.store %a, %m[%c0] : memref<4xi8>
  memref.store %b, %m[%c1] : memref<4xi8>
  memref.store %c, %m[%c2] : memref<4xi8>
  memref.store %d, %m[%c3] : memref<4xi8>
  %u = memref.cast %m : memref<4xi8> to memref<*xi8>
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  return
}
