"""Every arith, math, index and complex op with semantics, run by our
interpreter (`--run`)
and by mlir-runner-22 on upstream's lowering of the same program: the
printed lines must be the same (issue 25: "for every op with semantics, a
program using it that --run prints exactly as mlir-runner-22 prints").

The programs are generated from the dialects' own op tables
(arith.INT_BINOPS, FLOAT_BINOPS, CASTS, the cmp predicates; math.FLOAT_UNARY,
INT_UNARY, ...): one program per family and element type, each op applied to
vectors of edge values (signed zeros, infinities, NaN, wrap-around, the
extremes of each width), each result printed with vector.print and, for
floats, also as its bits (arith.bitcast), so that a last-place difference
shows.  Inputs that are undefined behaviour upstream (division by zero,
signed overflow of divsi, shifts by the width or more, out-of-range
float-to-int casts) are not generated.  A coverage test asserts that every
op of these dialects with semantics is in some program, or in SKIP with its
reason.  Where upstream's lowering computes another value than the op
defines, the line is a departure (asserted to differ, with ours given);
where our complex ops print another digit than upstream's expansion, the
line is in COMPLEX_KNOWN (a gap, asserted to still differ).
Skipped without mlir-opt-22 and mlir-runner-22.
"""
from __future__ import annotations

import io
import os
import shutil
import subprocess

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.dialects.arith.attrs import CMPF_PREDICATES, CMPI_PREDICATES, FLOAT_BINOPS, INT_BINOPS
from bufferize.dialects.complex.ops import BINARY as COMPLEX_BINARY, TO_COMPLEX, TO_REAL
from bufferize.dialects.index.ops import BINARY as INDEX_BINARY, PREDICATES as INDEX_PREDICATES
from bufferize.dialects.math.ops import FLOAT_BINARY, FLOAT_UNARY, INT_UNARY
from bufferize.interpreter.registry import SEMANTICS, load_builtin_semantics
from bufferize.run_cli import run_text

LIB = "/usr/lib/llvm-22/lib"
RUNNER = shutil.which("mlir-runner-22") or shutil.which("mlir-runner")
_LIBS = f"-shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"
# libm first: its functions are what the C library computes (convert-math-to-llvm
# would expand log1p as log(1 + x) and atan2 as a polynomial, both inexact)
LOWER = ["--convert-complex-to-standard", "--convert-complex-to-llvm", "--convert-index-to-llvm", "--arith-expand", "--convert-math-to-funcs", "--convert-math-to-llvm",
         "--convert-math-to-libm",
         "--convert-vector-to-scf", "--finalize-memref-to-llvm", "--convert-scf-to-cf", "--convert-vector-to-llvm", "--convert-arith-to-llvm",
         "--convert-func-to-llvm", "--convert-cf-to-llvm", "--reconcile-unrealized-casts"]

needs_upstream = pytest.mark.skipif(
    not (shutil.which("mlir-opt-22") and RUNNER and os.path.exists(f"{LIB}/libmlir_runner_utils.so.22.1")),
    reason="needs mlir-opt-22 and mlir-runner-22")

# ops with semantics that no program here runs, and why
SKIP = {
    "arith.constant": "every program's inputs are arith.constant (not an op under test of its own)",
    "math.isinf": "no lowering to LLVM in LLVM 22 (test_interpreter_math.py checks it)",
    "math.isfinite": "no lowering to LLVM in LLVM 22 (test_interpreter_math.py checks it)",
    "math.isnormal": "no lowering to LLVM in LLVM 22 (test_interpreter_math.py checks it)",
    "math.clampf": "its only lowering in LLVM 22 is not a clamp (test_interpreter_math.py checks it)",
    "complex.bitcast": "no lowering to LLVM in LLVM 22 (convert-complex-to-llvm leaves it illegal)",
    "arith.scaling_extf": "lowered only by arith-expand (include-f8e8m0), not by this file's pipeline: "
                          "tests/lit/with-mlir/interpreter-exec/arith-scaling.mlir runs it against mlir-runner-22",
    "arith.scaling_truncf": "as arith.scaling_extf (same case file)",
}

# edge values per element type; N lanes each
FLOATS = ["0.5", "-1.25", "2.0", "0.0", "-0.0", "1.0e-3", "10.5", "-7.75", "0x7F800000", "0xFF800000",
          "0x7FC00000", "3.0"]
FLOATS64 = [v if not v.startswith("0x") else {"0x7F800000": "0x7FF0000000000000", "0xFF800000": "0xFFF0000000000000",
                                              "0x7FC00000": "0x7FF8000000000000"}[v] for v in FLOATS]
FLOATS_B = ["3.0", "0.5", "-2.0", "-0.0", "0.0", "7.0", "-3.5", "0x7F800000", "1.0", "0x7FC00000", "0xFF800000",
            "-3.0"]
INTS = {8: (["7", "-7", "100", "-128", "127", "0", "-1", "55", "-100", "3", "64", "-3"],
            ["3", "2", "-5", "7", "1", "9", "-1", "4", "-3", "100", "-64", "3"]),
        32: (["7", "-7", "100000", "-2147483648", "2147483647", "0", "-1", "65536", "-100000", "3", "1024", "-3"],
             ["3", "2", "-5", "7", "1", "9", "-1", "65536", "-3", "100000", "-64", "3"])}
N = 12
_BITS = {"f32": "i32", "f64": "i64"}


def _vec(vals, t):
    return f"dense<[{', '.join(vals)}]> : vector<{N}x{t}>"


class Program:
    """A @main whose ops print one or two lines each; ``ops[i]`` is the op
    printed on ``lines[i]`` (to say which op differs)."""

    def __init__(self):
        self.libm_first = False
        self.no_expand = False
        self.departures: dict = {}   # line -> (our line, why mlir-runner's differs)
        self.globals: list = []
        self.body: list = ["  %c0 = arith.constant 0 : index"]
        self.lines: list = []   # the op each printed line belongs to
        self.ops: set = set()
        self._n = 0

    def const(self, vals, t, vector=True, n=N) -> str:
        """The values, loaded from a (mutable) global: an input LLVM cannot
        constant-fold, so that mlir-runner computes each op at run time
        (``vector=False``: the memref, for loads of single elements)."""
        self._n += 1
        k = self._n
        elem = "i8" if t == "i1" else t
        vals = [("1" if v == "true" else "0") for v in vals] if t == "i1" else vals
        vals = vals[:n]
        self.globals.append(f'memref.global "private" @in{k} : memref<{n}x{elem}> = '
                            f"dense<[{', '.join(vals)}]>")
        self.body.append(f"  %g{k} = memref.get_global @in{k} : memref<{n}x{elem}>")
        if not vector:
            return f"%g{k}"
        self.body.append(f"  %k{k} = vector.load %g{k}[%c0] : memref<{N}x{elem}>, vector<{N}x{elem}>")
        if t == "i1":
            self.body.append(f"  %k{k}b = arith.trunci %k{k} : vector<{N}xi8> to vector<{N}xi1>")
            return f"%k{k}b"
        return f"%k{k}"

    def op(self, name, text, rtype, elem):
        """``%r = <text> `` (the op applied), printed (and its bits for floats)."""
        self._n += 1
        r = f"%r{self._n}"
        self.body.append(f"  {r} = {text}")
        self.body.append(f"  vector.print {r} : {rtype}")
        self.lines.append(name)
        if elem in _BITS:
            self.body.append(f"  {r}b = arith.bitcast {r} : {rtype} to vector<{N}x{_BITS[elem]}>")
            self.body.append(f"  vector.print {r}b : vector<{N}x{_BITS[elem]}>")
            self.lines.append(name + " (bits)")
        self.ops.add(name)

    def op_results(self, name, text, rtypes):
        """``%a, %b = <text>`` (an op of several results), each printed."""
        self._n += 1
        rs = [f"%r{self._n}_{k}" for k in range(len(rtypes))]
        self.body.append(f"  {', '.join(rs)} = {text}")
        for r, t in zip(rs, rtypes):
            self.body.append(f"  vector.print {r} : {t}")
            self.lines.append(name)
        self.ops.add(name)

    def text(self) -> str:
        return "\n".join(self.globals) + "\nfunc.func @main() {\n" + "\n".join(self.body) + "\n  return\n}\n"


# upstream's convert-math-to-llvm computes these as exp(x) - 1 and log(1 + x),
# which loses the sign of a zero and the precision near zero that the ops
# exist for (MathOps.td); ours are the C library's, as convert-math-to-libm
# lowers them: their program is lowered with that pass first
LIBM_FIRST = {"expm1", "log1p"}
# arith-expand expands maximumf / minimumf as select(cmpf ogt / olt) and a NaN
# check, which returns the second operand for zeros of opposite signs
# (maximumf(+0, -0) = -0); the ops order -0 below +0 (ArithOps.td), as
# convert-arith-to-llvm's llvm.intr.maximum / minimum do: their program is
# lowered without arith-expand (test_ops_vs_runner_more.py asserts the
# expansion still differs)
NO_EXPAND = ["maximumf", "minimumf"]


def _float_program(t, libm=False, minmax=False):
    p = Program()
    p.libm_first = libm
    p.no_expand = minmax
    v = t.startswith("f")
    a = p.const(FLOATS if t == "f32" else FLOATS64, t)
    b = p.const(FLOATS_B if t == "f32" else [x if not x.startswith("0x") else {
        "0x7F800000": "0x7FF0000000000000", "0x7FC00000": "0x7FF8000000000000",
        "0xFF800000": "0xFFF0000000000000"}[x] for x in FLOATS_B], t)
    vt = f"vector<{N}x{t}>"
    assert v
    if libm:
        for o in sorted(LIBM_FIRST):
            p.op(f"math.{o}", f"math.{o} {a} : {vt}", vt, t)
        return p
    for o in FLOAT_BINOPS:
        if (o in NO_EXPAND) == minmax:
            p.op(f"arith.{o}", f"arith.{o} {a}, {b} : {vt}", vt, t)
    if minmax:
        for o in NO_EXPAND:
            p.op(f"arith.{o}", f"arith.{o} {b}, {a} : {vt}", vt, t)
        return p
    p.op("arith.negf", f"arith.negf {a} : {vt}", vt, t)
    for o in FLOAT_UNARY:
        if o not in LIBM_FIRST:
            p.op(f"math.{o}", f"math.{o} {a} : {vt}", vt, t)
    p.body.append(f"  %sin, %cos = math.sincos {a} : {vt}")
    p.op("math.sincos", "arith.addf %sin, %sin : " + vt, vt, t)
    p.op("math.sincos", "arith.addf %cos, %cos : " + vt, vt, t)
    for o in FLOAT_BINARY:
        p.op(f"math.{o}", f"math.{o} {a}, {b} : {vt}", vt, t)
    p.op("math.fma", f"math.fma {a}, {b}, {a} : {vt}", vt, t)
    i = p.const(["0", "1", "2", "3", "-1", "-2", "5", "0", "2", "1", "3", "-3"], "i32")
    p.op("math.fpowi", f"math.fpowi {a}, {i} : {vt}, vector<{N}xi32>", vt, t)
    bt = f"vector<{N}xi1>"
    for pred in CMPF_PREDICATES:
        p.op("arith.cmpf", f"arith.cmpf {pred}, {a}, {b} : {vt}", bt, "i1")
    p.op("math.isnan", f"math.isnan {a} : {vt}", bt, "i1")
    c = p.op_cond = p.const(["true", "false"] * (N // 2), "i1")
    p.op("arith.select", f"arith.select {c}, {a}, {b} : vector<{N}xi1>, {vt}", vt, t)
    return p


def _int_program(w):
    p = Program()
    t = f"i{w}"
    vt = f"vector<{N}x{t}>"
    lhs, rhs = INTS[w]
    a, b = p.const(lhs, t), p.const(rhs, t)
    # divisors: rhs has no zero and no -1 where lhs is the minimum (checked below)
    assert "0" not in rhs and not any(x == str(-2 ** (w - 1)) and y == "-1" for x, y in zip(lhs, rhs))
    shift = p.const([str(k % w) for k in (0, 1, 3, w - 1, 2, 5, 7, 1, 0, 4, 6, 2)], t)
    for o in INT_BINOPS:
        rb = shift if o.startswith("sh") else b
        p.op(f"arith.{o}", f"arith.{o} {a}, {rb} : {vt}", vt, t)
    for o in INT_UNARY:
        p.op(f"math.{o}", f"math.{o} {a} : {vt}", vt, t)
    e = p.const(["0", "1", "2", "3", "5", "0", "1", "2", "7", "4", "3", "1"], t)
    p.op("math.ipowi", f"math.ipowi {a}, {e} : {vt}", vt, t)
    bt = f"vector<{N}xi1>"
    p.op_results("arith.addui_extended", f"arith.addui_extended {a}, {b} : {vt}, {bt}", [vt, bt])
    for o in ("mulsi_extended", "mului_extended"):
        p.op_results(f"arith.{o}", f"arith.{o} {a}, {b} : {vt}", [vt, vt])
    for pred in CMPI_PREDICATES:
        p.op("arith.cmpi", f"arith.cmpi {pred}, {a}, {b} : {vt}", bt, "i1")
    return p


def _cast_program():
    p = Program()
    v = lambda t: f"vector<{N}x{t}>"   # noqa: E731
    i8 = p.const(INTS[8][0], "i8")
    i32 = p.const(INTS[32][0], "i32")
    f32 = p.const(FLOATS, "f32")
    f64 = p.const(FLOATS64, "f64")
    inrange = p.const(["0.5", "-1.25", "2.0", "0.0", "-0.0", "100.75", "10.5", "-7.75", "127.0", "-128.0",
                       "3.9", "-3.9"], "f32")
    positive = p.const(["0.5", "1.25", "2.0", "0.0", "255.0", "100.75", "10.5", "7.75", "127.0", "128.0", "3.9",
                        "200.5"], "f32")
    casts = [
        ("arith.extsi", f"arith.extsi {i8} : {v('i8')} to {v('i32')}", "i32"),
        ("arith.extui", f"arith.extui {i8} : {v('i8')} to {v('i32')}", "i32"),
        ("arith.trunci", f"arith.trunci {i32} : {v('i32')} to {v('i8')}", "i8"),
        ("arith.extf", f"arith.extf {f32} : {v('f32')} to {v('f64')}", "f64"),
        ("arith.truncf", f"arith.truncf {f64} : {v('f64')} to {v('f32')}", "f32"),
        ("arith.sitofp", f"arith.sitofp {i32} : {v('i32')} to {v('f32')}", "f32"),
        ("arith.sitofp", f"arith.sitofp {i8} : {v('i8')} to {v('f64')}", "f64"),
        ("arith.uitofp", f"arith.uitofp {i32} : {v('i32')} to {v('f32')}", "f32"),
        ("arith.uitofp", f"arith.uitofp {i8} : {v('i8')} to {v('f64')}", "f64"),
        ("arith.fptosi", f"arith.fptosi {inrange} : {v('f32')} to {v('i8')}", "i8"),
        ("arith.fptosi", f"arith.fptosi {inrange} : {v('f32')} to {v('i32')}", "i32"),
        ("arith.fptoui", f"arith.fptoui {positive} : {v('f32')} to {v('i8')}", "i8"),
        ("arith.fptoui", f"arith.fptoui {positive} : {v('f32')} to {v('i32')}", "i32"),
        ("arith.bitcast", f"arith.bitcast {i32} : {v('i32')} to {v('f32')}", "f32"),
        ("arith.bitcast", f"arith.bitcast {f32} : {v('f32')} to {v('i32')}", "i32"),
        ("arith.index_cast", f"arith.index_cast {i8} : {v('i8')} to {v('index')}", "index"),
        ("arith.index_castui", f"arith.index_castui {i8} : {v('i8')} to {v('index')}", "index"),
    ]
    for name, text, elem in casts:
        p.op(name, text, v(elem), elem)
    idx = "%r" + str(p._n)
    p.op("arith.index_cast", f"arith.index_cast {idx} : {v('index')} to {v('i8')}", v("i8"), "i8")
    p.op("arith.index_castui", f"arith.index_castui {idx} : {v('index')} to {v('i32')}", v("i32"), "i32")
    return p


# Where upstream's lowering computes another value than the op defines: the
# line must differ from mlir-runner's, and be the value given.
INDEX_CEILDIVS_MIN = (
    "index.ceildivs of the minimum index by a positive divisor: convert-index-to-llvm computes a negative "
    "dividend's ceildiv as -(-n / m), and -n overflows for n = -2^63, so mlir-runner prints the result's "
    "negation (+3074457345618258602 for -2^63 / 3); the op's result is ceil(n / m) = -3074457345618258602 (the "
    "index dialect's only undefined divisions are by zero and -2^63 / -1), printed unsigned as upstream prints "
    "an index")

# index operands (lhs, rhs): no zero divisor, no minimum / -1, shifts below 64
INDEX_PAIRS = [(7, 3), (-7, 2), (-9223372036854775808, 3), (9223372036854775807, -5), (0, 7), (-1, 63),
               (100000, -3), (-100000, 64 - 1)]


def _index_program():
    p = Program()
    lhs = p.const([str(a) for a, _ in INDEX_PAIRS] + ["0"] * (N - len(INDEX_PAIRS)), "index", vector=False)
    rhs = p.const([str(b) for _, b in INDEX_PAIRS] + ["1"] * (N - len(INDEX_PAIRS)), "index", vector=False)
    shifts = p.const([str(k) for k in (0, 1, 63, 5, 7, 2, 32, 17)] + ["0"] * (N - 8), "index", vector=False)
    pairs = []
    for i in range(len(INDEX_PAIRS)):
        a, b, s_ = f"%a{i}", f"%b{i}", f"%s{i}"
        p.body += [f"  %i{i} = arith.constant {i} : index", f"  {a} = memref.load {lhs}[%i{i}] : memref<{N}xindex>",
                   f"  {b} = memref.load {rhs}[%i{i}] : memref<{N}xindex>",
                   f"  {s_} = memref.load {shifts}[%i{i}] : memref<{N}xindex>"]
        pairs.append((a, b, s_))
    for o in INDEX_BINARY:
        for k, (a, b, s_) in enumerate(pairs):
            p.op(f"index.{o}", f"index.{o} {a}, {s_ if o.startswith('sh') else b}", "index", "index")
            if o == "ceildivs" and INDEX_PAIRS[k][0] == -2 ** 63:
                n, m = INDEX_PAIRS[k]
                p.departures[len(p.lines) - 1] = (str(-(-n // m) % 2 ** 64), INDEX_CEILDIVS_MIN)
    for pred in INDEX_PREDICATES:
        for a, b, _ in pairs:
            p.op("index.cmp", f"index.cmp {pred}({a}, {b})", "i1", "i1")
    for a, _, _ in pairs:
        p.op("index.casts", f"index.casts {a} : index to i32", "i32", "i32")
        p.op("index.castu", f"index.castu {a} : index to i32", "i32", "i32")
    p.body.append("  %t = arith.constant -3 : i8")
    p.op("index.casts", "index.casts %t : i8 to index", "index", "index")
    p.op("index.castu", "index.castu %t : i8 to index", "index", "index")
    p.op("index.constant", "index.constant -42", "index", "index")
    p.op("index.bool.constant", "index.bool.constant true", "i1", "i1")
    p.op("index.sizeof", "index.sizeof", "index", "index")
    return p


# Lines where our complex op prints another value than upstream's
# complex-to-standard expansion, by (program, op, ours, mlir-runner's): real
# gaps (the interpreter computes with numpy's complex functions, not with
# upstream's formulas), listed so that they stay visible; a listed line that
# starts to match fails, and so does any other difference.
COMPLEX_KNOWN = {
    # the sign of a zero part at z = 0 (the formulas multiply and add zeros in another order)
    ("complex-f32", "complex.cos", "-0", "0"), ("complex-f64", "complex.cos", "-0", "0"),
    ("complex-f32", "complex.tan", "0", "-0"), ("complex-f64", "complex.tan", "0", "-0"),
    ("complex-f32", "complex.atan2", "-0", "0"), ("complex-f32", "complex.atan2", "0", "-0"),
    # rsqrt(0): 1 / sqrt(0) is a NaN of the other sign
    ("complex-f32", "complex.rsqrt", "-nan", "nan"), ("complex-f64", "complex.rsqrt", "-nan", "nan"),
    # pow(0, 3-4i): upstream computes exp(b * log(0)) = NaN; 0 to a power whose real part is positive is 0
    ("complex-f32", "complex.pow", "0", "-nan"), ("complex-f64", "complex.pow", "0", "-nan"),
    # rounding of the formulas: the sixth digit of an f32 tanh, atan2's -1e-16 where the value is 0
    ("complex-f32", "complex.tanh", "0.00988437", "0.00988438"),
    ("complex-f64", "complex.atan2", "-0", "-1.42109e-16"), ("complex-f64", "complex.atan2", "0", "-2.22045e-16"),
}

# complex operands (re, im) pairs, loaded one by one
COMPLEX_PAIRS = [((0.5, 1.5), (-1.25, 0.25)), ((2.0, -3.0), (0.0, 2.0)), ((-0.75, -0.5), (1.0, 0.0)),
                 ((0.0, 0.0), (3.0, -4.0))]


def _complex_program(t):
    """Each op on each pair, its parts printed with vector.print (six
    significant digits: upstream's complex-to-standard formulas and the C
    library's may differ in the last bits, which is not what is checked)."""
    p = Program()
    vals = [str(x) for pair in COMPLEX_PAIRS for z in pair for x in z]
    g = p.const(vals + ["0"] * (4 * ((len(vals) + 3) // 4) - len(vals)), t, vector=False, n=len(vals))
    ct = f"complex<{t}>"
    zs = []
    for k in range(len(COMPLEX_PAIRS) * 2):
        p.body += [f"  %ci{2 * k} = arith.constant {2 * k} : index", f"  %ci{2 * k + 1} = arith.constant {2 * k + 1} : index",
                   f"  %zr{k} = memref.load {g}[%ci{2 * k}] : memref<{len(vals)}x{t}>",
                   f"  %zi{k} = memref.load {g}[%ci{2 * k + 1}] : memref<{len(vals)}x{t}>",
                   f"  %z{k} = complex.create %zr{k}, %zi{k} : {ct}"]
        zs.append(f"%z{k}")
        p.ops.add("complex.create")

    def parts(name, text):
        p._n += 1
        r = f"%c{p._n}"
        p.body.append(f"  {r} = {text}")
        for part in ("re", "im"):
            p.op(name, f"complex.{part} {r} : {ct}", t, "none")
        p.ops.update({"complex.re", "complex.im"})

    p.body.append("  %e3 = arith.constant 3 : i32")
    for k in range(0, len(zs), 2):
        a, b = zs[k], zs[k + 1]
        for o in TO_COMPLEX:
            parts(f"complex.{o}", f"complex.{o} {a} : {ct}")
        for o in TO_REAL:
            p.op(f"complex.{o}", f"complex.{o} {a} : {ct}", t, "none")
        for o in COMPLEX_BINARY:
            parts(f"complex.{o}", f"complex.{o} {a}, {b} : {ct}")
        parts("complex.powi", f"complex.powi {a}, %e3 : {ct}, i32")
        for o in ("eq", "neq"):
            p.op(f"complex.{o}", f"complex.{o} {a}, {b} : {ct}", "i1", "i1")
            p.op(f"complex.{o}", f"complex.{o} {a}, {a} : {ct}", "i1", "i1")
    parts("complex.constant", f"complex.constant [1.5 : {t}, -2.0 : {t}] : {ct}")
    return p


PROGRAMS = {"float-f32": lambda: _float_program("f32"), "float-f64": lambda: _float_program("f64"),
            "libm-f32": lambda: _float_program("f32", True), "libm-f64": lambda: _float_program("f64", True),
            "minmax-f32": lambda: _float_program("f32", minmax=True),
            "minmax-f64": lambda: _float_program("f64", minmax=True),
            "int-i8": lambda: _int_program(8), "int-i32": lambda: _int_program(32), "casts": _cast_program,
            "index": _index_program, "complex-f32": lambda: _complex_program("f32"),
            "complex-f64": lambda: _complex_program("f64")}


def _ours(text):
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    status = run_text(text, "p.mlir", "main", engine, out=out)
    assert status == 0, [d.message for d in engine.diagnostics]
    return out.getvalue().splitlines()


def _runner(text, libm_first=False, no_expand=False):
    lower = [x for x in LOWER if x != "--arith-expand"] if no_expand else LOWER
    if libm_first:
        lower = [x for x in LOWER if x != "--convert-math-to-libm"]
        lower.insert(lower.index("--convert-math-to-llvm"), "--convert-math-to-libm")
    low = subprocess.run(["mlir-opt-22", *lower], input=text, capture_output=True, text=True)
    assert low.returncode == 0, low.stderr[:2000]
    run = subprocess.run([RUNNER, "-O0", "-e", "main", "-entry-point-result=void", _LIBS], input=low.stdout,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[:2000]
    return run.stdout.splitlines()


@needs_upstream
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_same_lines_as_mlir_runner(name):
    p = PROGRAMS[name]()
    text = p.text()
    ours, theirs = _ours(text), _runner(text, p.libm_first, p.no_expand)
    assert len(theirs) == len(p.lines), (len(theirs), len(p.lines))
    for i, (want, why) in p.departures.items():
        assert ours[i] == want and theirs[i] != want, f"{p.lines[i]}: departure no longer shows ({why})"
    known = {k[1:] for k in COMPLEX_KNOWN if k[0] == name}
    diffs = [f"{p.lines[i]}: ours {o!r}, mlir-runner {u!r}" for i, (o, u) in enumerate(zip(ours, theirs))
             if o != u and i not in p.departures and (p.lines[i], o, u) not in known]
    shown = {(p.lines[i], o, u) for i, (o, u) in enumerate(zip(ours, theirs)) if o != u}
    assert known <= shown, f"listed in COMPLEX_KNOWN but no longer differs (remove it): {sorted(known - shown)}"
    assert len(ours) == len(theirs) and not diffs, "\n".join(diffs[:20])


def test_every_op_with_semantics_is_run():
    load_builtin_semantics()
    covered = set().union(*(f().ops for f in PROGRAMS.values()))
    missing = sorted(n for n in SEMANTICS if n.startswith(("arith.", "math.", "index.", "complex."))
                     and n not in covered and n not in SKIP)
    assert not missing, f"ops with semantics that no program runs (add them, or to SKIP with a reason): {missing}"
    assert not covered & SKIP.keys()
