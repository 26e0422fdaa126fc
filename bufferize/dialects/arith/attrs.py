"""arith attributes and type predicates: fastmath/overflow flags, op tables, integer/float kinds."""
from __future__ import annotations

import operator
from ...ir import attributes as A, types as T


# ---- flag attributes --------------------------------------------------------

FASTMATH_BITS = {"reassoc": 1, "nnan": 2, "ninf": 4, "nsz": 8, "arcp": 16, "contract": 32, "afn": 64}
FASTMATH_ALL = 127
OVERFLOW_BITS = {"nsw": 1, "nuw": 2}
_FM_ERR = ("expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, "
           "contract, afn, fast")
_OV_ERR = "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"

CMPI_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF_PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
                   "ule", "une", "uno", "true"]
ROUNDING_MODES = ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"]


def fastmath_bits(names) -> int:
    bits = 0
    for n in names:
        if n == "none":
            continue
        if n == "fast":
            bits |= FASTMATH_ALL
        elif n in FASTMATH_BITS:
            bits |= FASTMATH_BITS[n]
        else:
            raise ValueError(_FM_ERR)
    return bits


def fastmath_text(bits: int) -> str:
    """The custom-form body: `fast`, `none` or `nnan,ninf`."""
    if bits == FASTMATH_ALL:
        return "fast"
    if bits == 0:
        return "none"
    return ",".join(n for n, b in FASTMATH_BITS.items() if bits & b)


def fastmath_attr(bits=0) -> A.OpaqueAttr:
    """The property value (``#arith.fastmath<...>``); ``bits`` may be an int or flag names."""
    if not isinstance(bits, int):
        bits = fastmath_bits(bits)
    return A.OpaqueAttr(f"#arith.fastmath<{fastmath_text(bits)}>")


def overflow_bits(names) -> int:
    bits = 0
    for n in names:
        if n == "none":
            continue
        if n not in OVERFLOW_BITS:
            raise ValueError(_OV_ERR)
        bits |= OVERFLOW_BITS[n]
    return bits


def overflow_text(bits: int) -> str:
    if bits == 0:
        return "none"
    return ", ".join(n for n, b in OVERFLOW_BITS.items() if bits & b)


def overflow_attr(bits=0) -> A.OpaqueAttr:
    if not isinstance(bits, int):
        bits = overflow_bits(bits)
    return A.OpaqueAttr(f"#arith.overflow<{overflow_text(bits)}>")


def _flag_names(attr, prefix):
    """Flag names of a `#arith.<prefix><...>` attribute, or None if it is not one."""
    if not isinstance(attr, A.OpaqueAttr):
        return None
    t = attr.text
    head = f"#arith.{prefix}<"
    if not t.startswith(head) or not t.endswith(">"):
        return None
    return [x.strip() for x in t[len(head):-1].split(",")]


def flag_bits(attr, kind: str) -> int:
    """Bits of a (verified) fastmath/overflow property; 0 when absent."""
    if attr is None:
        return 0
    names = _flag_names(attr, kind)
    if names is None:
        return 0
    try:
        return fastmath_bits(names) if kind == "fastmath" else overflow_bits(names)
    except ValueError:
        return 0


# ---- op tables ----------------------------------------------------------------

INT_BINOPS = ["addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi",
              "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli", "trunci"}
FLOAT_BINOPS = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
COMMUTATIVE_OPS = {"addi", "muli", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui", "addf", "mulf",
                   "maximumf", "minimumf", "maxnumf", "minnumf"}
# cast op -> (operand kind, result kind, width relation)
CASTS = {
    "index_cast": ("intidx", "intidx", None), "index_castui": ("intidx", "intidx", None),
    "sitofp": ("int", "float", None), "uitofp": ("int", "float", None),
    "fptosi": ("float", "int", None), "fptoui": ("float", "int", None),
    "extf": ("float", "float", ">"), "truncf": ("float", "float", "<"),
    "extsi": ("int", "int", ">"), "extui": ("int", "int", ">"), "trunci": ("int", "int", "<"),
    "bitcast": ("intfloat", "intfloat", "="),
}
# op -> (flag property kind, default-valued?)
FLAGS = {**{f"arith.{o}": ("fastmath", True) for o in FLOAT_BINOPS},
         "arith.negf": ("fastmath", True), "arith.cmpf": ("fastmath", True),
         "arith.extf": ("fastmath", False), "arith.truncf": ("fastmath", False),
         "arith.scaling_extf": ("fastmath", False), "arith.scaling_truncf": ("fastmath", False),
         **{f"arith.{o}": ("overflow", True) for o in OVERFLOW_OPS}}
_FLAG_PROP = {"fastmath": "fastmath", "overflow": "overflowFlags"}

# Constant folders for the canonicalizer: python functions on (a, b) ints/floats.


def _sdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a, b):
    return a - b * _sdiv(a, b)


def _ceildiv(a, b):
    return -((-a) // b)


FOLDERS = {
    "addi": operator.add, "subi": operator.sub, "muli": operator.mul,
    "divsi": _sdiv, "remsi": _srem, "floordivsi": operator.floordiv, "ceildivsi": _ceildiv,
    "andi": operator.and_, "ori": operator.or_, "xori": operator.xor,
    "maxsi": max, "minsi": min,
    "addf": operator.add, "subf": operator.sub, "mulf": operator.mul,
    "maximumf": max, "minimumf": min, "maxnumf": max, "minnumf": min,
}


# ---- type predicates -------------------------------------------------------------

def _elem(t):
    if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
        return t.element_type
    return t


def _shape_of(t):
    if isinstance(t, (T.VectorType, T.RankedTensorType)):
        return (type(t), t.shape, getattr(t, "scalable", ()))
    if isinstance(t, T.UnrankedTensorType):
        return (type(t), None, ())
    return None


def is_signless_int(t) -> bool:
    return isinstance(t, T.IntegerType) and not t.signedness


def is_int_like(t) -> bool:  # signless-integer-like (index included)
    e = _elem(t)
    return is_signless_int(e) or isinstance(e, T.IndexType)


def is_float_like(t) -> bool:
    return isinstance(_elem(t), T.FloatType)


def is_bool_like(t) -> bool:
    return _elem(t) == T.i1


_KIND_DESC = {"int": "signless-fixed-width-integer-like", "float": "floating-point-like",
              "intidx": "signless-integer-like or memref of signless-integer",
              "intlike": "signless-integer-like", "bool": "bool-like",
              "intfloat": "signless-integer-or-float-like or memref of signless-integer or float"}


def _kind_ok(kind, t) -> bool:
    if kind == "int":
        return is_signless_int(_elem(t))
    if kind == "float":
        return is_float_like(t)
    if kind in ("intidx", "intlike"):
        if kind == "intidx" and isinstance(t, T.MemRefType):
            return is_signless_int(t.element_type) or isinstance(t.element_type, T.IndexType)
        return is_int_like(t)
    if kind == "bool":
        return is_bool_like(t)
    if kind == "intfloat":   # BitcastTypeConstraint
        e = t.element_type if isinstance(t, T.MemRefType) else _elem(t)
        return is_signless_int(e) or isinstance(e, T.FloatType)
    return True


