"""arith constant folding at the types' precision, and constant materialization for canonicalize."""
from __future__ import annotations

import operator
from ...ir import attributes as A, types as T
from ...ir.registry import register_op
from .attrs import CASTS, CMPF_PREDICATES, CMPI_PREDICATES, COMMUTATIVE_OPS, FLOAT_BINOPS, FOLDERS, INT_BINOPS, _ceildiv, _sdiv, _srem


# ---- folds and the constant materializer (canonicalize) ---------------------------
# Op-level hooks ``fold(op) -> list[Attribute | Value] | None`` with upstream's
# semantics (two's complement wrap-around at the type's width, index = 64 bits,
# IEEE floats rounded to the result type; no fold on division by zero or
# signed overflow of a division, or on a shift by the width or more).

import math as _math
import struct as _struct

SCALAR_FOLDERS = FOLDERS  # the scalar python functions, kept for other users


def _cwidth(t):
    if isinstance(t, T.IndexType):
        return 64
    if isinstance(t, T.IntegerType):
        return t.width
    return None


def _sext(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if w and v >> (w - 1) else v


def _zext(v, w):
    return v & ((1 << w) - 1)


def int_attr_of(v, t):
    """An attribute for integer value ``v`` (any int) of type ``t``."""
    w = _cwidth(t)
    if t == T.i1:
        return A.BoolAttr(bool(v & 1))
    return A.IntegerAttr(_sext(v, w), t)


def _round_float(v, t):
    name = getattr(t, "name", None)
    try:
        if name == "f64":
            return float(v)
        if name == "f32":
            return _struct.unpack("<f", _struct.pack("<f", v))[0]
        if name == "f16":
            return _struct.unpack("<e", _struct.pack("<e", v))[0]
    except OverflowError:
        return _math.copysign(_math.inf, v)
    return None


def float_attr_of(v, t):
    r = _round_float(v, t)
    return None if r is None else A.FloatAttr(r, t)


def const_attr(v):
    """The scalar attribute an `arith.constant` defining ``v`` holds, or None."""
    d = v.defining_op() if v is not None else None
    if d is None or d.name != "arith.constant":
        return None
    a = d.properties.get("value")
    return a if isinstance(a, (A.IntegerAttr, A.BoolAttr, A.FloatAttr)) else None


def const_int(v):
    """(signed value, width) of an integer/index constant, or None.  The i1
    ``true`` is -1 (upstream's APInt is all ones; signed, as here)."""
    a = const_attr(v)
    if isinstance(a, A.BoolAttr):
        return (-int(a.value), 1)
    if isinstance(a, A.IntegerAttr) and _cwidth(v.type):
        w = _cwidth(v.type)
        return (_sext(a.value, w), w)
    return None


def const_float(v):
    """The value of a float constant, at its type's precision (a `3.9 : f32`
    attribute holds the f32 nearest to 3.9, as upstream's APFloat does)."""
    a = const_attr(v)
    if not isinstance(a, A.FloatAttr):
        return None
    r = _round_float(a.value, a.type)
    return a.value if r is None else r


def _int_binop(name, a, b, w):
    """Signed a, b of width w -> int result, or None (no fold)."""
    ua, ub = _zext(a, w), _zext(b, w)
    smin = -(1 << (w - 1)) if w > 1 else -1
    if name == "addi":
        return a + b
    if name == "subi":
        return a - b
    if name == "muli":
        return a * b
    if name in ("divsi", "ceildivsi", "floordivsi"):
        if b == 0 or (a == smin and b == -1):
            return None
        if name == "divsi":
            return _sdiv(a, b)
        if name == "floordivsi":
            return a // b
        return _ceildiv(a, b)
    if name in ("divui", "ceildivui"):
        if ub == 0:
            return None
        return ua // ub if name == "divui" else -((-ua) // ub)
    if name == "remsi":
        return None if b == 0 else _srem(a, b)
    if name == "remui":
        return None if ub == 0 else ua % ub
    if name == "andi":
        return a & b
    if name == "ori":
        return a | b
    if name == "xori":
        return a ^ b
    if name in ("shli", "shrsi", "shrui"):
        if ub >= w:
            return None
        return a << ub if name == "shli" else (a >> ub if name == "shrsi" else ua >> ub)
    return {"maxsi": max(a, b), "minsi": min(a, b), "maxui": max(ua, ub), "minui": min(ua, ub)}.get(name)


def _fmax(a, b, nan_wins):
    if _math.isnan(a) or _math.isnan(b):
        return _math.nan if nan_wins else (b if _math.isnan(a) else a)
    if a == b == 0:
        return a if _math.copysign(1, a) > 0 else b
    return max(a, b)


def _fmin(a, b, nan_wins):
    if _math.isnan(a) or _math.isnan(b):
        return _math.nan if nan_wins else (b if _math.isnan(a) else a)
    if a == b == 0:
        return a if _math.copysign(1, a) < 0 else b
    return min(a, b)


def _fdiv(a, b):
    if b == 0:
        if a == 0 or _math.isnan(a):
            return _math.nan
        return _math.copysign(_math.inf, a) * _math.copysign(1, b)
    return a / b


def _float_binop(name, a, b):
    try:
        if name == "addf":
            return a + b
        if name == "subf":
            return a - b
        if name == "mulf":
            return a * b
        if name == "divf":
            return _fdiv(a, b)
        if name == "remf":
            return _math.nan if b == 0 or _math.isinf(a) else _math.fmod(a, b)
    except (OverflowError, ValueError):
        return None
    return {"maximumf": lambda: _fmax(a, b, True), "minimumf": lambda: _fmin(a, b, True),
            "maxnumf": lambda: _fmax(a, b, False), "minnumf": lambda: _fmin(a, b, False)}[name]()


def _fold_int_binop(op):
    name = op.name[6:]
    x, y = op.operand(0), op.operand(1)
    t = op.results[0].type
    w = _cwidth(t)
    if w is None:
        return None
    ca, cb = const_int(x), const_int(y)
    if ca is not None and cb is not None:
        r = _int_binop(name, ca[0], cb[0], w)
        return None if r is None else [int_attr_of(r, t)]
    if ca is not None and cb is None and name in COMMUTATIVE_OPS:
        x, y, ca, cb = y, x, cb, ca
    ones = -1
    smax, smin = (1 << (w - 1)) - 1, -(1 << (w - 1))
    if cb is not None:
        b = cb[0]
        if b == 0 and name in ("addi", "subi", "ori", "xori", "shli", "shrsi", "shrui"):
            return [x]
        if b == 0 and name in ("muli", "andi"):
            return [int_attr_of(0, t)]
        if b == 1 and w > 1 and name in ("muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi"):
            return [x]
        if b == 1 and w > 1 and name in ("remsi", "remui"):
            return [int_attr_of(0, t)]
        if b == ones and name == "andi":
            return [x]
        if b == ones and name == "ori":
            return [int_attr_of(ones, t)]
        if (name, b) in (("maxsi", smax), ("minsi", smin), ("maxui", ones), ("minui", 0)):
            return [int_attr_of(b, t)]
        if (name, b) in (("maxsi", smin), ("minsi", smax), ("maxui", 0), ("minui", ones)):
            return [x]
    if x is y:
        if name in ("andi", "ori", "maxsi", "minsi", "maxui", "minui"):
            return [x]
        if name in ("subi", "xori"):
            return [int_attr_of(0, t)]
    return None


def _fold_float_binop(op):
    name = op.name[6:]
    x, y = op.operand(0), op.operand(1)
    t = op.results[0].type
    if not isinstance(t, T.FloatType):
        return None
    a, b = const_float(x), const_float(y)
    if a is not None and b is not None:
        r = _float_binop(name, a, b)
        return None if r is None else ([float_attr_of(r, t)] if float_attr_of(r, t) else None)
    if a is not None and name in COMMUTATIVE_OPS:
        x, y, a, b = y, x, b, a
    if b is not None:
        neg0 = b == 0 and _math.copysign(1, b) < 0
        if name == "addf" and neg0:
            return [x]
        if name == "subf" and b == 0 and not neg0:
            return [x]
        if name in ("mulf", "divf") and b == 1:
            return [x]
        if (name in ("maximumf", "maxnumf") and b == -_math.inf) or \
                (name in ("minimumf", "minnumf") and b == _math.inf):
            return [x]
    if x is y and name in ("maximumf", "minimumf", "maxnumf", "minnumf"):
        return [x]
    return None


def _fold_negf(op):
    a = const_float(op.operand(0))
    if a is not None and isinstance(op.results[0].type, T.FloatType):
        return [float_attr_of(-a, op.results[0].type)]
    d = op.operand(0).defining_op()
    if d is not None and d.name == "arith.negf":
        return [d.operand(0)]
    return None


_CMPI = {
    "eq": lambda a, b, ua, ub: a == b, "ne": lambda a, b, ua, ub: a != b,
    "slt": lambda a, b, ua, ub: a < b, "sle": lambda a, b, ua, ub: a <= b,
    "sgt": lambda a, b, ua, ub: a > b, "sge": lambda a, b, ua, ub: a >= b,
    "ult": lambda a, b, ua, ub: ua < ub, "ule": lambda a, b, ua, ub: ua <= ub,
    "ugt": lambda a, b, ua, ub: ua > ub, "uge": lambda a, b, ua, ub: ua >= ub,
}


def _fold_cmpi(op):
    p = op.properties.get("predicate")
    if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < len(CMPI_PREDICATES):
        return None
    pred = CMPI_PREDICATES[p.value]
    if op.results[0].type != T.i1:
        return None
    x, y = op.operand(0), op.operand(1)
    if x is y:
        return [A.BoolAttr(pred in ("eq", "sle", "sge", "ule", "uge"))]
    ca, cb = const_int(x), const_int(y)
    if ca is not None and cb is None and const_attr(y) is None:
        # upstream: move the constant to the right, the predicate mirrored (in place)
        op.properties["predicate"] = A.IntegerAttr(CMPI_PREDICATES.index(_MIRRORED.get(pred, pred)), p.type)
        op.set_operand(0, y)
        op.set_operand(1, x)
        return []
    if ca is None or cb is None:
        return None
    w = ca[1]
    return [A.BoolAttr(bool(_CMPI[pred](ca[0], cb[0], _zext(ca[0], w), _zext(cb[0], w))))]


_MIRRORED = {"slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle", "ult": "ugt", "ugt": "ult", "ule": "uge",
             "uge": "ule"}   # (eq and ne are their own mirrors)


def _fold_cmpf(op):
    p = op.properties.get("predicate")
    if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < len(CMPF_PREDICATES):
        return None
    pred = CMPF_PREDICATES[p.value]
    if op.results[0].type != T.i1:
        return None
    a, b = const_float(op.operand(0)), const_float(op.operand(1))
    if a is None or b is None:
        return None
    if pred in ("false", "true"):
        return [A.BoolAttr(pred == "true")]
    unordered = _math.isnan(a) or _math.isnan(b)
    if pred == "ord":
        return [A.BoolAttr(not unordered)]
    if pred == "uno":
        return [A.BoolAttr(unordered)]
    rel = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": a != b}[pred[1:]]
    if pred[0] == "o":
        return [A.BoolAttr(not unordered and rel)]
    return [A.BoolAttr(unordered or rel)]


def _fold_select(op):
    c, a, b = op.operand(0), op.operand(1), op.operand(2)
    if a is b:
        return [a]
    cc = const_int(c) if c.type == T.i1 else None
    if cc is not None:
        return [a if cc[0] else b]
    if op.results[0].type == T.i1:
        ca, cb = const_int(a), const_int(b)
        if ca is not None and cb is not None and ca[0] and not cb[0]:
            return [c]
    return None


def _fold_cast(op):
    name = op.name[6:]
    src = op.operand(0)
    t = op.results[0].type
    st = src.type
    d = src.defining_op()
    if name in ("index_cast", "index_castui"):
        ci = const_int(src)
        if ci is not None and _cwidth(t):
            v = ci[0] if name == "index_cast" else _zext(ci[0], ci[1])
            return [int_attr_of(v, t)]
        if d is not None and d.name == op.name and d.operand(0).type == t:
            return [d.operand(0)]
        return None
    if name in ("extsi", "extui", "trunci"):
        ci = const_int(src)
        if ci is not None and _cwidth(t):
            v = _zext(ci[0], ci[1]) if name == "extui" else ci[0]
            return [int_attr_of(v, t)]
        if name == "trunci" and d is not None and d.name in ("arith.extsi", "arith.extui") \
                and d.operand(0).type == t:
            return [d.operand(0)]
        return None
    if name in ("sitofp", "uitofp"):
        ci = const_int(src)
        if ci is not None and isinstance(t, T.FloatType):
            v = ci[0] if name == "sitofp" else _zext(ci[0], ci[1])
            a = float_attr_of(float(v), t)
            return [a] if a is not None else None
        return None
    if name in ("fptosi", "fptoui"):
        f = const_float(src)
        w = _cwidth(t)
        if f is None or w is None or _math.isnan(f) or _math.isinf(f):
            return None
        v = int(f)
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if name == "fptosi" else (0, (1 << w) - 1)
        if not lo <= v <= hi:
            return None
        return [int_attr_of(v, t)]
    if name == "extf":
        f = const_float(src)
        if f is not None and isinstance(t, T.FloatType):
            a = float_attr_of(f, t)
            return [a] if a is not None else None
        return None
    if name == "truncf":
        f = const_float(src)
        if f is not None and isinstance(t, T.FloatType) and op.properties.get("roundingmode") is None:
            a = float_attr_of(f, t)
            return [a] if a is not None else None
        if d is not None and d.name == "arith.extf" and d.operand(0).type == t:
            return [d.operand(0)]
        return None
    return None


def _fold_constant(op):
    return [op.properties.get("value")]


def materialize_arith_constant(attr, type, loc):
    """A detached `arith.constant` for a scalar attribute of ``type``."""
    from ...ir.core import Operation
    if isinstance(attr, A.BoolAttr) and type == T.i1:
        value = attr
    elif isinstance(attr, A.IntegerAttr) and _cwidth(type):
        value = int_attr_of(attr.value, type)
    elif isinstance(attr, A.FloatAttr) and isinstance(type, T.FloatType) and attr.type == type:
        value = attr
    elif isinstance(attr, A.DenseElementsAttr) and attr.type == type:
        value = attr
    else:
        return None
    return Operation("arith.constant", (), (type,), None, {"value": value}, loc=loc)


for _o in INT_BINOPS:
    register_op(f"arith.{_o}", fold=_fold_int_binop, scalar_fold=FOLDERS.get(_o))
for _o in FLOAT_BINOPS:
    register_op(f"arith.{_o}", fold=_fold_float_binop, scalar_fold=FOLDERS.get(_o))
register_op("arith.negf", fold=_fold_negf, scalar_fold=operator.neg)
register_op("arith.cmpi", fold=_fold_cmpi)
register_op("arith.cmpf", fold=_fold_cmpf)
register_op("arith.select", fold=_fold_select)
for _o in CASTS:
    register_op(f"arith.{_o}", fold=_fold_cast)
register_op("arith.constant", fold=_fold_constant)


def _register_materializer():
    from ...transforms.rewrite import register_constant_materializer
    register_constant_materializer("arith", materialize_arith_constant)


_register_materializer()
