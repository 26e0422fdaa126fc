"""Semantics of the arith ops for the interpreter (bufferize/interpreter)."""
from __future__ import annotations

import math

import numpy as np

from ...interpreter.registry import semantics
from ...interpreter.values import (dense_array, dtype_of, elementwise, int_width, py_scalar, round_float, scalar,
                                  to_unsigned, wrap_int)
from ...ir import attributes as A
from ...ir import types as T


@semantics("arith.constant")
def _constant(it, op, args):
    a = op.get_attr("value")
    t = op.results[0].type
    if isinstance(a, (A.DenseElementsAttr, A.DenseResourceAttr)):
        try:
            return [dense_array(a, t)]
        except ValueError as e:
            it.error(op, str(e))
    if isinstance(a, A.OpaqueAttr):   # sparse<...>, or a dialect's attribute
        it.error(op, f"cannot run a constant of value '{a}': the interpreter has no elements for it")
    if isinstance(a, A.BoolAttr):
        return [int(a.value)]
    return [scalar(a.value, t)]


def _int(fn):
    def run(it, op, args):
        t = op.results[0].type
        return [elementwise(lambda *xs: wrap_int(fn(it, op, *xs), t), args, t)]
    return run


def _u(op, v):
    return to_unsigned(v, op.operands[0].value.type)


def _div_check(it, op, b):
    if b == 0:
        it.error(op, "division by zero")
    return b


def _tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


_INT = {
    "addi": lambda it, op, a, b: a + b,
    "subi": lambda it, op, a, b: a - b,
    "muli": lambda it, op, a, b: a * b,
    "andi": lambda it, op, a, b: a & b,
    "ori": lambda it, op, a, b: a | b,
    "xori": lambda it, op, a, b: a ^ b,
    "divsi": lambda it, op, a, b: _tdiv(a, _div_check(it, op, b)),
    "divui": lambda it, op, a, b: _u(op, a) // _div_check(it, op, _u(op, b)),
    "remsi": lambda it, op, a, b: a - _tdiv(a, _div_check(it, op, b)) * b,
    "remui": lambda it, op, a, b: _u(op, a) % _div_check(it, op, _u(op, b)),
    "floordivsi": lambda it, op, a, b: a // _div_check(it, op, b),
    "ceildivsi": lambda it, op, a, b: -((-a) // _div_check(it, op, b)),
    "ceildivui": lambda it, op, a, b: -((-_u(op, a)) // _div_check(it, op, _u(op, b))),
    "shli": lambda it, op, a, b: a << b,
    "shrsi": lambda it, op, a, b: a >> b,
    "shrui": lambda it, op, a, b: _u(op, a) >> b,
    "maxsi": lambda it, op, a, b: max(a, b),
    "minsi": lambda it, op, a, b: min(a, b),
    "maxui": lambda it, op, a, b: a if _u(op, a) >= _u(op, b) else b,
    "minui": lambda it, op, a, b: a if _u(op, a) <= _u(op, b) else b,
}
for _n, _f in _INT.items():
    semantics(f"arith.{_n}")(_int(_f))


def _flt(fn):
    def run(it, op, args):
        with np.errstate(all="ignore"):
            r = fn(*args)
        t = op.results[0].type
        if isinstance(r, np.ndarray):
            return [round_float(r, getattr(t, "element_type", t))]
        return [scalar(r, t)]
    return run


def _signed_zero(pick_neg):
    """IEEE 754-2019 maximum / minimum (ArithOps.td: "treating -0.0 as less
    than +0.0"; NaN wins): np.maximum / np.minimum return their first operand
    for equal ones, so -0.0 and +0.0 are ordered here (issue 25: found by
    linalg.max on f16 against mlir-runner-22)."""
    base = np.minimum if pick_neg else np.maximum

    def fn(a, b):
        r = base(a, b)
        both_zero = (a == 0) & (b == 0)
        if np.any(both_zero):
            neg = np.signbit(a) & np.signbit(b) if not pick_neg else np.signbit(a) | np.signbit(b)
            zero = np.where(neg, -0.0, 0.0).astype(np.result_type(r), copy=False)
            r = np.where(both_zero, zero, r)
            if r.ndim == 0:
                r = r[()]
        return r
    return fn


maximumf, minimumf = _signed_zero(False), _signed_zero(True)   # also for vector / memref kinds

_FLOAT = {
    "addf": lambda a, b: a + b, "subf": lambda a, b: a - b, "mulf": lambda a, b: a * b,
    "divf": lambda a, b: np.divide(a, b), "remf": lambda a, b: np.fmod(a, b),
    "negf": lambda a: -a, "maximumf": maximumf, "minimumf": minimumf,
    "maxnumf": np.fmax, "minnumf": np.fmin,
}
for _n, _f in _FLOAT.items():
    semantics(f"arith.{_n}")(_flt(_f))

_CMPI = [lambda a, b: a == b, lambda a, b: a != b, lambda a, b: a < b, lambda a, b: a <= b,
         lambda a, b: a > b, lambda a, b: a >= b]


@semantics("arith.cmpi")
def _cmpi(it, op, args):
    p = op.get_attr("predicate").value

    def cmp(a, b, p=p):
        if p >= 6:
            a, b = _u(op, a), _u(op, b)
            p -= 4
        return int(_CMPI[p](a, b))
    return [elementwise(cmp, args, op.results[0].type)]


@semantics("arith.cmpf")
def _cmpf(it, op, args):
    p = op.get_attr("predicate").value
    return [elementwise(lambda a, b: _cmpf1(p, float(a), float(b)), args, op.results[0].type)]


def _cmpf1(p, a, b):
    unordered = math.isnan(a) or math.isnan(b)
    if p == 0:
        return 0
    if p == 15:
        return 1
    if p == 7:
        return int(not unordered)
    if p == 14:
        return int(unordered)
    base = p if p < 7 else p - 7
    rel = [None, a == b, a > b, a >= b, a < b, a <= b, a != b][base]
    return int(rel and not unordered) if p < 7 else int(unordered or rel)


@semantics("arith.select")
def _select(it, op, args):
    c, a, b = args
    if isinstance(c, np.ndarray):
        return [np.where(c != 0, a, b)]
    return [a if c else b]


def _cast(it, op, args):
    t = op.results[0].type
    src = op.operands[0].value.type
    if isinstance(src, (T.MemRefType, T.UnrankedMemRefType)):
        # (LLVM 22's bufferization of a tensor index_cast; no lowering takes it)
        it.error(op, f"'{op.name}' of a memref has no meaning to run: no lowering to LLVM takes it")
    return [elementwise(lambda v: _cast1(it, op, v, src, getattr(t, "element_type", t)), args, t)]


def _cast1(it, op, v, src, t):
    if op.name in ("arith.index_castui", "arith.extui", "arith.uitofp"):
        v = to_unsigned(v, src)
    if isinstance(t, T.FloatType):
        return scalar(float(v), t)
    if isinstance(v, (float, np.floating)):
        f = float(v)
        if math.isnan(f) or math.isinf(f):
            it.error(op, f"'{op.name}' of {f} has no integer value")
        v = int(f)
        if op.name == "arith.fptosi":
            v = _x86_fptosi(v, t)
    return wrap_int(int(v), t)


def _x86_fptosi(v: int, t) -> int:
    """An out-of-range fptosi is poison upstream; on x86 (where mlir-runner
    runs) cvttss2si/cvttsd2si give the "integer indefinite" INT_MIN of 32 or
    64 bits, and narrower results are truncated from the 32-bit conversion."""
    w = getattr(t, "width", 64)
    cw = 64 if w > 32 else 32
    if not -(1 << (cw - 1)) <= v < (1 << (cw - 1)):
        v = -(1 << (cw - 1))
    return v


for _n in ("index_cast", "index_castui", "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf",
           "extsi", "extui", "trunci"):
    semantics(f"arith.{_n}")(_cast)


def bitcast(it, op, v, src, dst):
    """The bits of ``v`` (elements of type ``src``) read as type ``dst``."""
    fr, to = dtype_of(src), dtype_of(dst)
    if np.dtype(fr).itemsize != np.dtype(to).itemsize or fr is object or to is object:
        it.error(op, f"cannot run '{op.name}' from {src} to {dst} here (no numpy type of that width)")
    if isinstance(v, np.ndarray):
        return v.astype(fr).view(to)
    out = np.asarray(v, dtype=fr).view(to)[()]
    return scalar(out, dst) if isinstance(dst, T.FloatType) else wrap_int(int(out), dst)


@semantics("arith.bitcast")
def _bitcast(it, op, args):
    src, dst = op.operands[0].value.type, op.results[0].type
    return [bitcast(it, op, args[0], getattr(src, "element_type", src), getattr(dst, "element_type", dst))]


def _e8m0_scale(s) -> float:
    """An f8E8M0FNU scale as upstream's arith-expand reads it: its bits are an
    f32 exponent field, so the pattern 0 (2^-127) gives 0.0, and 0xFF the
    f32 of all ones bits (a negative NaN)."""
    f = float(s)
    if f != f:
        return float(np.array(0xFFFFFFFF, dtype=np.uint32).view(np.float32))
    return 0.0 if f <= 2.0 ** -127 else f


def _scaling(it, op, args):
    """arith.scaling_extf: ``in`` extended to the result type times the scale
    in that type; arith.scaling_truncf: ``in`` over the scale in the input
    type, truncated to the result type (upstream's arith-expand)."""
    rt = op.results[0].type
    et = getattr(rt, "element_type", rt)
    it_t = op.operands[0].value.type
    in_et = getattr(it_t, "element_type", it_t)
    extf = op.name == "arith.scaling_extf"

    def one(a, s):
        with np.errstate(all="ignore"):
            if extf:
                return scalar(np.float64(scalar(float(a), et)) * np.float64(scalar(_e8m0_scale(s), et)), et)
            q = scalar(np.float64(float(a)) / np.float64(scalar(_e8m0_scale(s), in_et)), in_et)
            return scalar(float(q), et)
    return [elementwise(one, args, rt)]


semantics("arith.scaling_extf")(_scaling)
semantics("arith.scaling_truncf")(_scaling)


@semantics("arith.addui_extended", "arith.mulsi_extended", "arith.mului_extended")
def _extended(it, op, args):
    """The two results of the extended ops: addui's sum and its carry (an i1);
    mulsi/mului's low and high halves of the 2w-bit product."""
    t = op.results[0].type
    w = int_width(t)
    if op.name == "arith.addui_extended":
        return [elementwise(lambda a, b: wrap_int(a + b, t), args, t),
                elementwise(lambda a, b: int((to_unsigned(a, t) + to_unsigned(b, t)) >> w != 0), args,
                            op.results[1].type)]
    conv = (lambda v: int(v)) if op.name == "arith.mulsi_extended" else (lambda v: to_unsigned(v, t))
    return [elementwise(lambda a, b: wrap_int(conv(a) * conv(b), t), args, t),
            elementwise(lambda a, b: wrap_int((conv(a) * conv(b)) >> w, t), args, t)]
