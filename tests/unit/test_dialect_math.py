"""math dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations


import pytest

from conftest import needs_mlir, run_tool, run_upstream

ARGS = "%a: i32, %x: f32, %y: f32, %v: vector<4xf32>"

FLOAT_UNARY = ["absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf",
               "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven",
               "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"]

SNIPPETS = [
    "\n  ".join(f"%r{i} = math.{o} %x : f32" for i, o in enumerate(FLOAT_UNARY)),
    "\n  ".join(f"%r{i} = math.{o} %x fastmath<fast> : f32" for i, o in enumerate(FLOAT_UNARY)),
    "%r = math.sqrt %v fastmath<nnan,ninf> : vector<4xf32>",
    "%r = math.exp %x fastmath<none> {tag} : f32",
    "%r = math.absi %a : i32",
    "%r = math.ctlz %a : i32",
    "%r = math.cttz %a {tag} : i32",
    "%r = math.ctpop %a : i32",
    "%r = math.powf %x, %y : f32",
    "%r = math.atan2 %x, %y fastmath<afn> : f32",
    "%r = math.copysign %x, %y : f32",
    "%r = math.fma %x, %y, %x fastmath<fast> : f32",
    "%r = math.fpowi %x, %a fastmath<fast> : f32, i32",
    "%r = math.ipowi %a, %a : i32",
    "%r = math.isnan %x : f32",
    "%r = math.isinf %v : vector<4xf32>",
    "%r = math.isfinite %x : f32",
    "%r = math.isnormal %x {fastmath = #arith.fastmath<nnan>} : f32",
    "%s, %c = math.sincos %x : f32",
    "%s:2 = math.sincos %x fastmath<fast> : f32",
    "%r = math.clampf %x to [%y, %y] : f32",
    '%r = "math.sqrt"(%x) : (f32) -> f32',
    '%r = "math.isnan"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1',
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


@needs_mlir
def test_matches_upstream():
    chunks = [wrap(b) for b in SNIPPETS]
    check_chunks_match_upstream(run_tool, run_upstream, chunks)


def test_roundtrip_fixpoint():
    chunks = [wrap(b) for b in SNIPPETS]
    check_chunks_roundtrip(run_tool, chunks)


ERRORS = [
    ('%r = "math.sqrt"(%a) : (i32) -> i32', "'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'"),
    ("%r = math.isinf %x fastmath<fast> : f32", "expected ':'"),
    ("%r = math.absi %a fastmath<fast> : i32", "expected ':'"),
    ("%r = math.sqrt %x fastmath<bogus> : f32",
     "custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, "
     "nsz, arcp, contract, afn, fast"),
    ('%r = "math.sqrt"(%x) <{fastmath = 3 : i64}> : (f32) -> f32',
     "invalid properties {fastmath = 3 : i64} for op math.sqrt: Invalid attribute `fastmath` in property "
     "conversion: 3 : i64"),
    ('%r = "math.powf"(%x) : (f32) -> f32', None),
    ('%r = "math.absi"(%x) : (f32) -> f32', None),
    ('%r = "math.isnan"(%x) : (f32) -> f32', None),
]


def test_errors():
    chunks = [wrap(b) for b, _ in ERRORS]
    r, _ = run_chunks(run_tool, [], chunks)
    assert r.returncode == 1
    problems = check_errors(r.stderr, chunks, [m for _, m in ERRORS])
    assert not problems, "\n".join(problems)


@needs_mlir
def test_errors_also_rejected_upstream():
    chunks = [wrap(b) for b, _ in ERRORS]
    r, _ = run_chunks(run_upstream, [], chunks)
    problems = check_errors(r.stderr, chunks, [None] * len(chunks))
    assert not problems, "\n".join(problems)


from batch import check_chunks_match_upstream, check_chunks_roundtrip, check_errors, run_chunks  # noqa: E402
