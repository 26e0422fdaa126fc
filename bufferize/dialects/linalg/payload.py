"""Scalar payload building for named linalg ops: a block appender and
OpDSL's type (cast_signed / cast_unsigned), unary and binary functions as
the arith/math ops upstream's generated builders emit."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation
from .base import FM_NONE, OV_NONE


class _Body:
    """Appends scalar ops to a block (the payload of a structured op)."""

    def __init__(self, block: Block, loc):
        self.block, self.loc = block, loc

    def op(self, name, operands, rtype, props=None):
        o = Operation(name, operands, [rtype] if rtype is not None else [], None, props or {}, loc=self.loc)
        self.block.append(o)
        return o.results[0] if o.results else None

    def yield_(self, vals):
        self.op("linalg.yield", vals, None)


def _is_float(t):
    return isinstance(t, T.FloatType)


def _is_int(t):
    return isinstance(t, T.IntegerType)


def _cast(b: _Body, v, to, unsigned=False):
    """linalg's TypeFn.cast_signed / cast_unsigned."""
    frm = v.type
    if frm == to:
        return v
    if _is_float(frm) and _is_float(to):
        return b.op("arith.extf" if to.width > frm.width else "arith.truncf", [v], to)
    if _is_int(frm) and _is_float(to):
        return b.op("arith.uitofp" if unsigned or frm.width == 1 else "arith.sitofp", [v], to)
    if _is_float(frm) and _is_int(to):
        return b.op("arith.fptoui" if unsigned else "arith.fptosi", [v], to)
    if _is_int(frm) and _is_int(to):
        if to.width > frm.width:
            return b.op("arith.extui" if unsigned or frm.width == 1 else "arith.extsi", [v], to)
        return b.op("arith.trunci", [v], to)
    if isinstance(frm, T.IndexType) or isinstance(to, T.IndexType):
        return b.op("arith.index_castui" if unsigned else "arith.index_cast", [v], to)
    return v


_FBIN = {"add": "arith.addf", "sub": "arith.subf", "mul": "arith.mulf", "div": "arith.divf",
         "max_signed": "arith.maximumf", "min_signed": "arith.minimumf", "powf": "math.powf",
         "max_unsigned": "arith.maximumf", "min_unsigned": "arith.minimumf"}
_IBIN = {"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli", "div": "arith.divsi",
         "div_unsigned": "arith.divui", "max_signed": "arith.maxsi", "min_signed": "arith.minsi",
         "max_unsigned": "arith.maxui", "min_unsigned": "arith.minui"}
_OVERFLOW = {"arith.addi", "arith.subi", "arith.muli"}


class BodyError(Exception):
    """A payload upstream's region builder refuses (its words, without the
    `custom op '...'` prefix the parser adds)."""


def _binary(b: _Body, fn, x, y):
    """upstream's RegionBuilderHelper::buildBinaryFn, with its refusals."""
    t, u = x.type, y.type
    ints = isinstance(t, (T.IntegerType, T.IndexType)) and isinstance(u, (T.IntegerType, T.IndexType))
    floats = _is_float(t) and _is_float(u)
    cplx = isinstance(t, T.ComplexType) and isinstance(u, T.ComplexType)
    if not (ints or floats or cplx):
        raise BodyError("Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or "
                        f"allInteger, got '{t}' and '{u}'")
    bools = ints and t == T.i1 and u == T.i1
    if fn in ("sub", "div") and bools:
        raise BodyError(f"unsupported operation: {fn} with bools")
    if fn in ("max_unsigned", "min_unsigned", "div_unsigned") and (not ints or bools):
        raise BodyError(f"unsupported operation: unsigned {fn[:3]} not on uint")
    if floats or cplx:
        return b.op(_FBIN[fn], [x, y], t, {"fastmath": FM_NONE})
    if bools and fn in ("add", "mul"):
        return b.op("arith.ori" if fn == "add" else "arith.andi", [x, y], t)
    name = _IBIN.get(fn, "arith.addi")
    return b.op(name, [x, y], t, {"overflowFlags": OV_NONE} if name in _OVERFLOW else None)


_UNARY = {"exp": "math.exp", "log": "math.log", "abs": "math.absf", "ceil": "math.ceil",
          "floor": "math.floor", "negf": "arith.negf", "round": "math.round", "sqrt": "math.sqrt",
          "rsqrt": "math.rsqrt", "tanh": "math.tanh", "erf": "math.erf"}


def _unary(b: _Body, fn, x):
    t = x.type
    if fn == "reciprocal":
        one = b.op("arith.constant", [], t, {"value": A.FloatAttr(1.0, t)})
        return b.op("arith.divf", [one, x], t, {"fastmath": FM_NONE})
    if fn == "square":
        return _binary(b, "mul", x, x)
    return b.op(_UNARY[fn], [x], t, {"fastmath": FM_NONE})
