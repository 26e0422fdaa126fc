"""The implicit region bodies of named linalg ops (what matmul, fill, add... compute), built on demand."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation, Region
from .base import _amap, elt
from .named_table import TABLE
from .payload import _Body, _binary, _cast, _unary  # noqa: F401


def _body_contract(b, args, attrs):
    """C += cast(A) * cast(B) (matmul, matvec, dot, ...)."""
    out = args[-1].type
    cast = attrs.get("cast")
    unsigned = cast is not None and "cast_unsigned" in str(cast)
    x = _cast(b, args[0], out, unsigned)
    y = _cast(b, args[1], out, unsigned)
    return [_binary(b, "add", args[2], _binary(b, "mul", x, y))]


def _body_fill(b, args, attrs):
    return [args[0]]


def _body_copy(b, args, attrs):
    return [args[0]]


def _body_unary(fn):
    return lambda b, args, attrs: [_unary(b, fn, args[0])]


def _body_binary(fn):
    return lambda b, args, attrs: [_binary(b, fn, args[0], args[1])]


def _body_select(b, args, attrs):
    return [b.op("arith.select", [args[0], args[1], args[2]], args[1].type)]


class NamedOp:
    """One named structured op: ``inputs`` ins operands and one init, a payload
    builder ``body(b, block_args, attrs) -> yielded values``, the memoized
    indexing maps (fixed-rank ops) and the default ``indexing_maps`` property
    (matmul family)."""

    def __init__(self, inputs, body, memo=None, maps=None, props=()):
        self.inputs, self.body = inputs, body
        self.memo = [_amap(m) for m in memo] if memo else None
        self.maps = A.ArrayAttr(tuple(_amap(m) for m in maps)) if maps else None
        self.props = ("operandSegmentSizes",) + tuple(props) + (("indexing_maps",) if maps else ())

    window = 0
    kind = None  # the interpreter's fast path (interpret_named.py), if any

    def memo_for(self, op):
        """The maps upstream memoizes on a verified op (fixed-rank ops), as an ArrayAttr."""
        return A.ArrayAttr(tuple(self.memo)) if self.memo else None

    def bad_window_attr(self, attrs):
        return None


_MM = ("(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)")
_BMM = ("(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)",
        "(d0, d1, d2, d3) -> (d0, d1, d2)")
_BRMM = ("(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)",
         "(d0, d1, d2, d3) -> (d1, d2)")

NAMED_OPS: dict[str, NamedOp] = {
    "linalg.matmul": NamedOp(2, _body_contract, maps=_MM, props=("cast",)),
    "linalg.batch_matmul": NamedOp(2, _body_contract, maps=_BMM, props=("cast",)),
    "linalg.batch_reduce_matmul": NamedOp(2, _body_contract, maps=_BRMM, props=("cast",)),
    "linalg.matvec": NamedOp(2, _body_contract, memo=(
        "(d0, d1) -> (d0, d1)", "(d0, d1) -> (d1)", "(d0, d1) -> (d0)")),
    "linalg.vecmat": NamedOp(2, _body_contract, memo=(
        "(d0, d1) -> (d1)", "(d0, d1) -> (d1, d0)", "(d0, d1) -> (d0)")),
    "linalg.batch_matvec": NamedOp(2, _body_contract, memo=(
        "(d0, d1, d2) -> (d0, d1, d2)", "(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d0, d1)")),
    "linalg.batch_vecmat": NamedOp(2, _body_contract, memo=(
        "(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d0, d2, d1)", "(d0, d1, d2) -> (d0, d1)")),
    "linalg.dot": NamedOp(2, _body_contract, memo=("(d0) -> (d0)", "(d0) -> (d0)", "(d0) -> ()")),
    "linalg.fill": NamedOp(1, _body_fill),
    "linalg.copy": NamedOp(1, _body_copy, props=("cast",)),
    "linalg.select": NamedOp(3, _body_select),
    **{f"linalg.{fn}": NamedOp(1, _body_unary(fn)) for fn in
       ("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt",
        "square", "tanh", "erf")},
    **{f"linalg.{fn}": NamedOp(2, _body_binary(fn)) for fn in
       ("add", "sub", "mul", "div", "div_unsigned", "powf")},
    "linalg.max": NamedOp(2, _body_binary("max_signed")),
    "linalg.min": NamedOp(2, _body_binary("min_signed")),
    **TABLE,
}


for _s in NAMED_OPS.values():
    if _s.body is _body_contract:
        _s.kind = "mac"


def build_named_region(name, ins, outs, attrs, loc) -> Region:
    """The payload region of a named op from its ins/outs types."""
    spec = NAMED_OPS[name]
    block = Block([elt(t) for t in list(ins) + list(outs)], [A.UNKNOWN_LOC] * (len(ins) + len(outs)))
    b = _Body(block, loc)
    b.yield_(spec.body(b, block.args, attrs))
    return Region([block])


