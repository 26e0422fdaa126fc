// arith on values read from tensors (numpy scalars in the interpreter) and on
// vectors: `--run` must print what mlir-runner-22 prints
// (tests/unit/test_interpreter_vs_runner.py).
// RUN: %python %S/../../../unit/test_interpreter_vs_runner.py %s

// An i64 read from a tensor plus a constant that overflows (it wraps), and
// every integer op on such values.
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
  %s = arith.subi %y, %k : i64
  %d = arith.divui %y, %x : i64
  %r = arith.remui %y, %x : i64
  %sh = arith.shrui %y, %x : i64
  %c = arith.cmpi ult, %x, %y : i64
  %ce = arith.extui %c : i1 to i64
  %tr = arith.trunci %y : i64 to i8
  %te = arith.extsi %tr : i8 to i64
  %mx = arith.maxui %x, %y : i64
  %f = arith.uitofp %y : i64 to f64
  %fi = arith.fptosi %f : f64 to i64
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%m) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%sh) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ce) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%te) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%mx) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%fi) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// -----

// Integer and float arith on vectors, element by element.
func.func @main() {
  %a = arith.constant dense<[5, -7, 2147483647]> : vector<3xi32>
  %b = arith.constant dense<[3, 2, 1]> : vector<3xi32>
  %s = arith.addi %a, %b : vector<3xi32>
  %d = arith.divsi %a, %b : vector<3xi32>
  %u = arith.divui %a, %b : vector<3xi32>
  %c = arith.cmpi slt, %a, %b : vector<3xi32>
  %f = arith.sitofp %a : vector<3xi32> to vector<3xf32>
  %g = arith.cmpf olt, %f, %f : vector<3xf32>
  %e = arith.extsi %a : vector<3xi32> to vector<3xi64>
  vector.print %s : vector<3xi32>
  vector.print %d : vector<3xi32>
  vector.print %u : vector<3xi32>
  vector.print %c : vector<3xi1>
  vector.print %f : vector<3xf32>
  vector.print %g : vector<3xi1>
  vector.print %e : vector<3xi64>
  return
}
