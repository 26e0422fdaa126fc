"""Semantics of the math ops for the interpreter (bufferize/interpreter).

mlir-runner computes these with the C library: upstream lowers math ops to
LLVM intrinsics (which the JIT turns into libm calls or exact instructions)
or, with -convert-math-to-libm, to libm calls (``expf``, ``erff``, ...).  To
print the same numbers, the float functions here call the same C library
through ctypes (``sinf`` for f32, ``sin`` for f64; f16 and bf16 are computed
in f32 and rounded, as LLVM promotes them); where no C library is found they
fall back on Python's ``math`` in double, rounded to the type.  The C
functions also give the NaN's sign that mlir-runner prints (``-nan`` for
``log(-1)``, ``nan`` for ``acos(2)``), which Python's ``math`` cannot.

``math.rsqrt`` is ``1 / sqrt(x)`` in the type (as -convert-math-to-llvm
expands it); ``math.fpowi`` and ``math.ipowi`` are square-and-multiply (as
-convert-math-to-funcs expands them); integer ops wrap to their width.
"""
from __future__ import annotations

import math

import numpy as np

from ...interpreter.registry import semantics
from ...interpreter.values import dtype_of, elementwise, int_width, scalar, wrap_int

_UNARY = {"absf": "fabs", "acos": "acos", "acosh": "acosh", "asin": "asin", "asinh": "asinh", "atan": "atan",
          "atanh": "atanh", "cbrt": "cbrt", "ceil": "ceil", "cos": "cos", "cosh": "cosh", "erf": "erf",
          "erfc": "erfc", "exp": "exp", "exp2": "exp2", "expm1": "expm1", "floor": "floor", "log": "log",
          "log10": "log10", "log1p": "log1p", "log2": "log2", "round": "round", "roundeven": "roundeven",
          "sin": "sin", "sinh": "sinh", "sqrt": "sqrt", "tan": "tan", "tanh": "tanh", "trunc": "trunc"}
_BINARY = {"powf": "pow", "atan2": "atan2", "copysign": "copysign"}
_PY = {"fabs": math.fabs, "exp2": lambda x: 2.0 ** x, "round": lambda x: math.copysign(math.floor(abs(x) + 0.5), x),
       "roundeven": lambda x: float(round(x)) if math.isfinite(x) else x, "cbrt": lambda x: math.copysign(
           abs(x) ** (1 / 3), x), "log2": math.log2, "pow": math.pow}
_LIBM: list = []


def _libm():
    """The C math library (ctypes), or None."""
    if not _LIBM:
        lib = None
        try:
            import ctypes
            import ctypes.util
            name = ctypes.util.find_library("m") or "libm.so.6"
            lib = ctypes.CDLL(name)
        except (OSError, ImportError):
            lib = None
        _LIBM.append(lib)
    return _LIBM[0]


_FUNCS: dict = {}


def _c_function(name: str, f32: bool, arity: int):
    """``name`` of the C library for floats (``namef``) or doubles, or a
    Python fallback computing in double."""
    key = (name, f32, arity)
    fn = _FUNCS.get(key)
    if fn is None:
        lib = _libm()
        cf = getattr(lib, name + ("f" if f32 else ""), None) if lib is not None else None
        if cf is not None:
            import ctypes
            ct = ctypes.c_float if f32 else ctypes.c_double
            cf.restype, cf.argtypes = ct, [ct] * arity
            fn = cf
        else:
            py = _PY.get(name) or getattr(math, name)

            def fn(*xs, py=py):
                try:
                    return py(*xs)
                except (ValueError, OverflowError):
                    return math.nan
        _FUNCS[key] = fn
    return fn


def _elem(t):
    return getattr(t, "element_type", t)


def _round_to(v, et):
    """``v`` (a float) as a value of float type ``et``."""
    return scalar(v, et)


def _float_op(libname: str, arity: int):
    def run(it, op, args):
        t = op.results[0].type
        et = _elem(t)
        f32 = et.name != "f64"   # f16/bf16: computed in f32, as LLVM promotes them
        fn = _c_function(libname, f32, arity)
        return [elementwise(lambda *xs: _round_to(fn(*[float(x) for x in xs]), et), args, t)]
    return run


for _n, _c in _UNARY.items():
    semantics(f"math.{_n}")(_float_op(_c, 1))
for _n, _c in _BINARY.items():
    semantics(f"math.{_n}")(_float_op(_c, 2))


@semantics("math.rsqrt")
def _rsqrt(it, op, args):
    t = op.results[0].type
    et = _elem(t)
    sq = _c_function("sqrt", et.name != "f64", 1)

    def one(x):
        d = _round_to(sq(float(x)), et)
        with np.errstate(all="ignore"):
            return _round_to(np.float64(1.0) / np.float64(d), et) if et.name == "f64" else \
                _round_to(np.float32(1.0) / np.float32(d), et)
    return [elementwise(one, args, t)]


@semantics("math.fma")
def _fma(it, op, args):
    t = op.results[0].type
    et = _elem(t)
    fn = _c_function("fma", et.name != "f64", 3)
    return [elementwise(lambda a, b, c: _round_to(fn(float(a), float(b), float(c)), et), args, t)]


@semantics("math.sincos")
def _sincos(it, op, args):
    return _float_op("sin", 1)(it, op, args) + _float_op("cos", 1)(it, op, args)


@semantics("math.clampf")
def _clampf(it, op, args):
    """``minimumf(maximumf(x, min), max)``, NaN-propagating as those are: the
    op's documented meaning.  (LLVM 22's -math-expand-ops, the one lowering
    upstream has, builds ``maximumf(minimumf(x, min), max)``, which is
    ``max`` whenever min <= max; the interpreter does not copy that.)"""
    t = op.results[0].type
    et = _elem(t)

    def one(x, lo, hi):
        x, lo, hi = float(x), float(lo), float(hi)
        if math.isnan(x) or math.isnan(lo) or math.isnan(hi):
            return _round_to(math.nan, et)
        return _round_to(min(max(x, lo), hi), et)
    return [elementwise(one, args, t)]


@semantics("math.fpowi")
def _fpowi(it, op, args):
    """-convert-math-to-funcs: square-and-multiply in the float type on |n|,
    then 1/r for a negative n."""
    t = op.results[0].type
    et = _elem(t)
    dt = dtype_of(et) if et.name != "bf16" else np.float32
    n_type = _elem(op.operands[1].value.type)

    def one(b, n):
        n = wrap_int(n, n_type)
        with np.errstate(all="ignore"):
            base, r, k = dt(b), dt(1.0), abs(n)
            while k:
                if k & 1:
                    r = dt(r * base)
                base = dt(base * base)
                k >>= 1
            if n < 0:
                r = dt(dt(1.0) / r)
        return _round_to(r, et)
    return [elementwise(one, args, t)]


@semantics("math.ipowi")
def _ipowi(it, op, args):
    """-convert-math-to-funcs: 0 for a negative exponent unless the base is
    1 or -1 (then 1 or -1 by the exponent's parity; a zero base with a
    negative exponent divides by zero there: it is reported here)."""
    t = op.results[0].type

    def one(b, n):
        if n < 0:
            if b == 0:
                it.error(op, "division by zero (ipowi of 0 to a negative power)")
            if b == 1:
                return 1
            if b == -1:
                return -1 if n & 1 else 1
            return 0
        return wrap_int(pow(b, n, 1 << int_width(t)), t)
    return [elementwise(one, args, t)]


@semantics("math.absi")
def _absi(it, op, args):
    t = op.results[0].type
    return [elementwise(lambda a: wrap_int(abs(a), t), args, t)]


def _bits(a, t) -> int:
    return a & ((1 << int_width(t)) - 1)


@semantics("math.ctlz")
def _ctlz(it, op, args):
    t = op.results[0].type
    return [elementwise(lambda a: int_width(t) - _bits(a, t).bit_length(), args, t)]


@semantics("math.cttz")
def _cttz(it, op, args):
    t = op.results[0].type

    def one(a):
        u = _bits(a, t)
        return int_width(t) if u == 0 else (u & -u).bit_length() - 1
    return [elementwise(one, args, t)]


@semantics("math.ctpop")
def _ctpop(it, op, args):
    t = op.results[0].type
    return [elementwise(lambda a: bin(_bits(a, t)).count("1"), args, t)]


def _classify(test):
    def run(it, op, args):
        src = _elem(op.operands[0].value.type)

        def one(x):
            x = float(x)
            return int(test(x, src))
        return [elementwise(one, args, op.results[0].type)]
    return run


_TINY = {"f16": 2.0 ** -14, "bf16": 2.0 ** -126, "f32": 2.0 ** -126, "f64": 2.0 ** -1022}
semantics("math.isnan")(_classify(lambda x, t: math.isnan(x)))
semantics("math.isinf")(_classify(lambda x, t: math.isinf(x)))
semantics("math.isfinite")(_classify(lambda x, t: math.isfinite(x)))
semantics("math.isnormal")(_classify(lambda x, t: math.isfinite(x) and abs(x) >= _TINY.get(t.name, 2.0 ** -1022)))
