"""The implicit region bodies of named linalg ops (what matmul, fill, add... compute), built on demand."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation, Region
from .base import FM_NONE, OV_NONE, _amap, elt


# ---- payload bodies -----------------------------------------------------------------

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
         "max_signed": "arith.maximumf", "min_signed": "arith.minimumf", "powf": "math.powf"}
_IBIN = {"add": "arith.addi", "sub": "arith.subi", "mul": "arith.muli", "div": "arith.divsi",
         "div_unsigned": "arith.divui", "max_signed": "arith.maxsi", "min_signed": "arith.minsi"}
_OVERFLOW = {"arith.addi", "arith.subi", "arith.muli"}


def _binary(b: _Body, fn, x, y):
    t = x.type
    if _is_float(t) or isinstance(t, T.ComplexType):
        return b.op(_FBIN[fn], [x, y], t, {"fastmath": FM_NONE})
    if t == T.i1 and fn in ("add", "mul"):
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
}


def build_named_region(name, ins, outs, attrs, loc) -> Region:
    """The payload region of a named op from its ins/outs types."""
    spec = NAMED_OPS[name]
    block = Block([elt(t) for t in list(ins) + list(outs)], [A.UNKNOWN_LOC] * (len(ins) + len(outs)))
    b = _Body(block, loc)
    b.yield_(spec.body(b, block.args, attrs))
    return Region([block])


