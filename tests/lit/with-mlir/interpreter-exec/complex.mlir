// Every complex op with an upstream lowering (-convert-complex-to-standard;
// complex.bitcast has none in LLVM 22: tests/unit/test_interpreter_values.py),
// complex constants in tensors, printMemrefC32/C64: `--run` must print what
// mlir-runner-22 prints (tests/unit/test_interpreter_vs_runner.py).
// RUN: %python %S/../../../unit/test_interpreter_vs_runner.py %s

func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes { llvm.emit_c_interface }
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes { llvm.emit_c_interface }
func.func @show(%z: complex<f32>) {
  %r = complex.re %z : complex<f32>
  %i = complex.im %z : complex<f32>
  vector.print %r : f32
  vector.print %i : f32
  return
}
func.func @main() {
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %b = complex.constant [0.25 : f32, 3.0 : f32] : complex<f32>
  %add = complex.add %a, %b : complex<f32>
  %sub = complex.sub %a, %b : complex<f32>
  %mul = complex.mul %a, %b : complex<f32>
  %div = complex.div %a, %b : complex<f32>
  %pow = complex.pow %a, %b : complex<f32>
  %neg = complex.neg %a : complex<f32>
  %conj = complex.conj %a : complex<f32>
  %exp = complex.exp %a : complex<f32>
  %log = complex.log %a : complex<f32>
  %sqrt = complex.sqrt %a : complex<f32>
  %sin = complex.sin %a : complex<f32>
  %cos = complex.cos %a : complex<f32>
  %tan = complex.tan %b : complex<f32>
  %tanh = complex.tanh %a : complex<f32>
  %expm1 = complex.expm1 %b : complex<f32>
  %log1p = complex.log1p %b : complex<f32>
  %rsqrt = complex.rsqrt %a : complex<f32>
  %sign = complex.sign %a : complex<f32>
  %atan2 = complex.atan2 %a, %b : complex<f32>
  %c3 = arith.constant 3 : i32
  %cm2 = arith.constant -2 : i32
  %powi = complex.powi %a, %c3 : complex<f32>, i32
  %powin = complex.powi %a, %cm2 : complex<f32>, i32
  %abs = complex.abs %a : complex<f32>
  %angle = complex.angle %a : complex<f32>
  %x = arith.constant 2.0 : f32
  %cr = complex.create %x, %abs : complex<f32>
  %eq = complex.eq %a, %a : complex<f32>
  %ne = complex.neq %a, %b : complex<f32>
  vector.print %abs : f32
  vector.print %angle : f32
  vector.print %eq : i1
  vector.print %ne : i1
  call @show(%add) : (complex<f32>) -> ()
  call @show(%sub) : (complex<f32>) -> ()
  call @show(%mul) : (complex<f32>) -> ()
  call @show(%div) : (complex<f32>) -> ()
  call @show(%pow) : (complex<f32>) -> ()
  call @show(%neg) : (complex<f32>) -> ()
  call @show(%conj) : (complex<f32>) -> ()
  call @show(%exp) : (complex<f32>) -> ()
  call @show(%log) : (complex<f32>) -> ()
  call @show(%sqrt) : (complex<f32>) -> ()
  call @show(%sin) : (complex<f32>) -> ()
  call @show(%cos) : (complex<f32>) -> ()
  call @show(%tan) : (complex<f32>) -> ()
  call @show(%tanh) : (complex<f32>) -> ()
  call @show(%expm1) : (complex<f32>) -> ()
  call @show(%log1p) : (complex<f32>) -> ()
  call @show(%rsqrt) : (complex<f32>) -> ()
  call @show(%sign) : (complex<f32>) -> ()
  call @show(%atan2) : (complex<f32>) -> ()
  call @show(%powi) : (complex<f32>) -> ()
  call @show(%powin) : (complex<f32>) -> ()
  call @show(%cr) : (complex<f32>) -> ()
  %t = arith.constant dense<(1.0, 5.0)> : tensor<3x3xcomplex<f32>>
  %m = bufferization.to_buffer %t : tensor<3x3xcomplex<f32>> to memref<3x3xcomplex<f32>>
  %u = memref.cast %m : memref<3x3xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u) : (memref<*xcomplex<f32>>) -> ()
  %d = complex.constant [1.0e-3 : f64, 2.5 : f64] : complex<f64>
  %dd = complex.mul %d, %d : complex<f64>
  %dt = tensor.from_elements %dd, %d : tensor<2xcomplex<f64>>
  %dm = bufferization.to_buffer %dt : tensor<2xcomplex<f64>> to memref<2xcomplex<f64>>
  %du = memref.cast %dm : memref<2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%du) : (memref<*xcomplex<f64>>) -> ()
  return
}
