"""The implicit region bodies of named linalg ops (what matmul, fill, add... compute), built on demand."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation, Region
from ...ir.affine import AffineMap
from .base import OV_NONE, SpecDefaults, _amap, _err, elt
from .matmul_maps import verify_batch_matmul, verify_matmul
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


def _body_fill_rng_2d(b, args, attrs):
    """OpDSL's fill_rng_2d: a linear congruential step per index, seeded,
    scaled into [min, max) in f64, cast to the output type."""
    mn, mx, seed, out = args
    i32, i64, f64 = T.IntegerType(32), T.IntegerType(64), T.FloatType("f64")

    def const(v, t):
        return b.op("arith.constant", [], t, {"value": A.IntegerAttr(v, t) if t == i64 else A.FloatAttr(v, t)})

    def i32_const(v):
        return b.op("arith.trunci", [const(v, i64)], i32, {"overflowFlags": OV_NONE})

    def index(d):
        return b.op("arith.index_cast", [b.op("linalg.index", [], T.index, {"dim": A.IntegerAttr(d, i64)})], i32)

    def step(x):
        return _binary(b, "add", _binary(b, "mul", x, i32_const(1103515245)), i32_const(12345))

    offset = b.op("arith.sitofp", [const(2147483647, i64)], f64)
    j = index(1)
    r = step(_binary(b, "add", index(0), seed))
    r = step(_binary(b, "add", j, r))
    value = _binary(b, "add", offset, b.op("arith.sitofp", [r], f64))
    scale = _binary(b, "mul", _binary(b, "sub", mx, mn), const(2.3283063999999999e-10, f64))
    return [_cast(b, _binary(b, "add", _binary(b, "mul", value, scale), mn), out.type)]


class NamedOp(SpecDefaults):
    """One named structured op: ``inputs`` ins operands and one init, a payload
    builder ``body(b, block_args, attrs) -> yielded values``, the memoized
    indexing maps (fixed-rank ops) and the default ``indexing_maps`` property
    (matmul family)."""

    def __init__(self, inputs, body, memo=None, maps=None, props=(), check=None):
        self.inputs, self.body, self.check = inputs, body, check
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

    def verify(self, op):
        if self.check is not None:
            self.check(op, self)


class ContractOp(NamedOp):
    """linalg.contract: explicit ``indexing_maps`` (always printed), optional cast."""

    def __init__(self):
        super().__init__(2, _body_contract, props=("cast", "indexing_maps"))

    has_maps = True

    def keywords(self):
        return ("indexing_maps",)

    def required_keyword(self, props):
        return None if "indexing_maps" in props else "indexing_maps"

    def printed_keywords(self, op):
        return [("indexing_maps", op.properties.get("indexing_maps"))]

    def verify(self, op):
        """Upstream's ContractOp::verify: projected permutations of one
        iteration space; each dim parallel (in an input and the output) or
        contracting (both inputs, not the output); at least one contracting."""
        maps = op.properties.get("indexing_maps")
        if not isinstance(maps, A.ArrayAttr):
            return
        n = None
        occ_in, occ_out = [], []
        for k, (m, o) in enumerate(zip([x.map for x in maps.value], op.operands)):
            if k > 2:
                break
            dims = [e[1] for e in m.results if e[0] == "d"]
            if m.num_symbols or len(dims) != len(m.results) or len(set(dims)) != len(dims):
                raise _err(op, "provided affine_map is not a projected permutation", prefix=False)
            t = o.value.type
            if isinstance(t, T.ShapedType):
                if len(m.results) != len(t.shape):
                    raise _err(op, "ranks of shaped operand and results of corresponding affine_map differ",
                               prefix=False)
            elif m.results:
                raise _err(op, "affine_map specifies shaped access while operand has non-shaped type", prefix=False)
            if n is None:
                n = m.num_dims
                occ_in, occ_out = [0] * n, [0] * n
            elif n != m.num_dims:
                raise _err(op, "iteration spaces of provided affine_maps differ", prefix=False)
            for e in m.results:
                (occ_in if k < 2 else occ_out)[e[1]] += 1
        contracting = False
        for d in range(n or 0):
            contracting |= occ_in[d] == 2 and occ_out[d] == 0
            if occ_in[d] == 0 and occ_out[d] == 0:
                raise _err(op, f"iteration space dim at index {d} not used to access any operand", prefix=False)
            if occ_in[d] == 1 and occ_out[d] != 1:
                raise _err(op, f"iteration space dim at index {d} is neither a contracting dim nor of parallel "
                               f"iteration type", prefix=False)
        if not contracting:
            raise _err(op, "'indexing_maps' do not specify a contracting dimension", prefix=False)


ELEMENTWISE_ARITY = {**{k: 1 for k in ("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt",
                                       "rsqrt", "square", "tanh", "erf")},
                     **{k: 2 for k in ("add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed",
                                       "max_unsigned", "min_unsigned", "powf")},
                     "select": 3}
_KIND_PREFIX = "#linalg.elementwise_kind<"


def elementwise_kind(attr):
    """The kind word of a ``#linalg.elementwise_kind<...>`` attribute, or None."""
    text = str(attr) if attr is not None else ""
    if text.startswith(_KIND_PREFIX) and text.endswith(">"):
        word = text[len(_KIND_PREFIX):-1]
        return word if word in ELEMENTWISE_ARITY else None
    return None


def _body_elementwise(b, args, attrs):
    kind = elementwise_kind(attrs.get("kind"))
    n = ELEMENTWISE_ARITY[kind]
    if n == 1:
        return [_unary(b, kind, args[0])]
    if n == 2:
        return [_binary(b, kind, args[0], args[1])]
    return _body_select(b, args, attrs)


class ElementwiseOp(NamedOp):
    """linalg.elementwise: ``kind=`` (its arity), optional ``indexing_maps``
    (default: identities of the output's rank, printed only when different)."""

    def __init__(self):
        super().__init__(1, _body_elementwise, props=("kind", "indexing_maps"))

    has_maps = True

    def keywords(self):
        return ("kind", "indexing_maps")

    def required_keyword(self, props):
        return None if "kind" in props else "kind"

    def n_inputs(self, props):
        return ELEMENTWISE_ARITY.get(elementwise_kind(props.get("kind")), 1)

    def default_maps(self, ins, outs):
        rank = len(outs[0].shape) if outs and isinstance(outs[0], T.ShapedType) else 0
        ident = A.AffineMapAttr(AffineMap.identity(rank))
        return A.ArrayAttr(tuple(ident for _ in range(len(ins) + len(outs))))

    def verify(self, op):
        maps = op.properties.get("indexing_maps")
        if not isinstance(maps, A.ArrayAttr):
            return
        for i, (m, o) in enumerate(zip(maps.value, op.operands)):
            t = o.value.type
            rank = len(t.shape) if isinstance(t, T.ShapedType) else 0
            if isinstance(m, A.AffineMapAttr) and len(m.map.results) != rank:
                raise _err(op, f"expected operand #{i} rank ({rank}) to match the result rank of indexing_map "
                               f"({len(m.map.results)})")

    def printed_keywords(self, op):
        maps = op.properties.get("indexing_maps")
        vals = [o.value.type for o in op.operands]
        default = self.default_maps(vals[:-1], vals[-1:]) if vals else None
        return [("kind", op.properties.get("kind")),
                ("indexing_maps", maps if maps is not None and maps != default else None)]


_MM = ("(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)")
_BMM = ("(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)",
        "(d0, d1, d2, d3) -> (d0, d1, d2)")
_BRMM = ("(d0, d1, d2, d3) -> (d0, d1, d3)", "(d0, d1, d2, d3) -> (d0, d3, d2)",
         "(d0, d1, d2, d3) -> (d1, d2)")

NAMED_OPS: dict[str, NamedOp] = {
    "linalg.matmul": NamedOp(2, _body_contract, maps=_MM, props=("cast",), check=verify_matmul),
    "linalg.batch_matmul": NamedOp(2, _body_contract, maps=_BMM, props=("cast",), check=verify_batch_matmul),
    "linalg.batch_reduce_matmul": NamedOp(2, _body_contract, maps=_BRMM, props=("cast",),
                                          check=verify_batch_matmul),
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
    "linalg.contract": ContractOp(),
    "linalg.fill_rng_2d": NamedOp(3, _body_fill_rng_2d, memo=(
        "(d0, d1) -> ()", "(d0, d1) -> ()", "(d0, d1) -> ()", "(d0, d1) -> (d0, d1)")),
    "linalg.elementwise": ElementwiseOp(),
    "linalg.min": NamedOp(2, _body_binary("min_signed")),
    **TABLE,
}


for _s in NAMED_OPS.values():
    if _s.body is _body_contract:
        _s.kind = "mac"


def build_named_region(name, ins, outs, attrs, loc) -> Region:
    """The payload region of a named op from its ins/outs types."""
    spec = NAMED_OPS[name]
    # the element type of a tensor or memref, else the type itself (a vector too)
    args = [t.element_type if isinstance(t, (T.RankedTensorType, T.MemRefType)) else t
            for t in list(ins) + list(outs)]
    block = Block(args, [A.UNKNOWN_LOC] * len(args))
    b = _Body(block, loc)
    b.yield_(spec.body(b, block.args, attrs))
    return Region([block])


