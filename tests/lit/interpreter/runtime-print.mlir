// RUN: bufferize-opt %s -split-input-file --run=main 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// The expected text is what mlir-runner-22 printed for upstream's lowering of
// the same programs (tests/lit/with-mlir/interpreter-exec/ compares the two).

// An i64 read from a tensor plus a constant: wraps, no OverflowError.
// CHECK: -9223372036854775804, -9223372036854775801, 18446744073709551609{{$}}
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<[5, -7]> : tensor<2xi64>
  %x = tensor.extract %t[%c0] : tensor<2xi64>
  %y = tensor.extract %t[%c1] : tensor<2xi64>
  %k = arith.constant 9223372036854775807 : i64
  %a = arith.addi %x, %k : i64
  %m = arith.muli %y, %k : i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%m) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// -----

// CHECK: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [(1,5),  (-2.5,0.1)]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [0,  18446744073709551615]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1.5,  3.00406e+38,  -2,  3.14062]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1]{{$}}
// CHECK-NEXT: 1
// CHECK-NEXT: nan, -nan, -inf, 0
// ERR: 2.5 != 2 offset = 1
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes { llvm.emit_c_interface }
func.func private @printMemrefInd(memref<*xindex>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefShapeF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @rtclock() -> f64
func.func @main() {
  %c = arith.constant dense<[(1.0, 5.0), (-2.5, 0.1)]> : tensor<2xcomplex<f32>>
  %mc = bufferization.to_buffer %c : tensor<2xcomplex<f32>> to memref<2xcomplex<f32>>
  %uc = memref.cast %mc : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%uc) : (memref<*xcomplex<f32>>) -> ()
  %i = arith.constant dense<[0, -1]> : tensor<2xindex>
  %mi = bufferization.to_buffer %i : tensor<2xindex> to memref<2xindex>
  %ui = memref.cast %mi : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%ui) : (memref<*xindex>) -> ()
  %b = arith.constant dense<[1.5, 3.0e38, -2.0, 3.14159]> : tensor<4xbf16>
  %mb = bufferization.to_buffer %b : tensor<4xbf16> to memref<4xbf16>
  %ub = memref.cast %mb : memref<4xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  %f = arith.constant dense<[1.0, 2.5]> : tensor<2xf32>
  %g = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %mf = bufferization.to_buffer %f : tensor<2xf32> to memref<2xf32>
  %mg = bufferization.to_buffer %g : tensor<2xf32> to memref<2xf32>
  %uf = memref.cast %mf : memref<2xf32> to memref<*xf32>
  %ug = memref.cast %mg : memref<2xf32> to memref<*xf32>
  call @printMemrefShapeF32(%uf) : (memref<*xf32>) -> ()
  %n = call @verifyMemRefF32(%uf, %ug) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %inf = arith.constant 0xFF800000 : f32
  call @printF32(%nan) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%nnan) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%inf) : (f32) -> ()
  call @printComma() : () -> ()
  %t0 = call @rtclock() : () -> f64
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  call @printF64(%dt) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
