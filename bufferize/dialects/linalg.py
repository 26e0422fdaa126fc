"""linalg: generic, yield, index, map, reduce, transpose, broadcast and the
named structured ops (matmul, batch_matmul, matvec, vecmat, dot, fill, copy,
elementwise add/sub/mul/div/exp/...).

Named ops are table driven (``NAMED_OPS`` below): adding one is one line
giving its number of inputs, how its payload region is built, and (for ops
whose indexing maps are fixed) the maps upstream memoizes.

Every structured op is in destination-passing style: ``OpDef.extra["dps"]``
is True and :func:`dps_inits` / :func:`dps_inputs` give the operand indices of
the `outs` / `ins` operands.
"""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from ..ir.affine import AffineMap, parse_affine_map
from ..ir.core import Block, Operation, Region
from ..syntax.opspec import OpSpec, ParseError, typed
from .common import seg_attr
from .registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect, lookup, register_op

FM_NONE = A.OpaqueAttr("#arith.fastmath<none>")
OV_NONE = A.OpaqueAttr("#arith.overflow<none>")
_ITER_PREFIX = "#linalg.iterator_type<"


def _err(op, msg, prefix=True):
    from ..ir.verifier import VerifyError
    return VerifyError(op, msg, prefix=prefix)


def elt(t):
    """getElementTypeOrSelf."""
    if isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
        return t.element_type
    return t


def _amap(text: str) -> A.AffineMapAttr:
    return A.AffineMapAttr(parse_affine_map(text))


# ---- DPS helpers (used by the bufferization passes) -----------------------------

def _is_segmented(op) -> bool:
    seg = op.properties.get("operandSegmentSizes")
    return isinstance(seg, A.DenseArrayAttr) and len(seg.values) == 2


def dps_inits(op) -> list:
    """Operand indices of the `outs` (init) operands of a linalg op."""
    n = len(op.operands)
    if _is_segmented(op):
        ni, no = op.properties["operandSegmentSizes"].values
        return list(range(ni, ni + no))
    if op.name == "linalg.reduce":
        return list(range(n // 2, n))
    if op.name in ("linalg.map", "linalg.transpose", "linalg.broadcast"):
        return [n - 1] if n else []
    return []


def dps_inputs(op) -> list:
    inits = set(dps_inits(op))
    return [i for i in range(len(op.operands)) if i not in inits]


def is_dps(op) -> bool:
    d = lookup(op.name)
    return d is not None and bool(d.extra.get("dps"))


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


# ---- shared parsing pieces ---------------------------------------------------------------


def _ins_outs(c):
    """(values, types) pairs of linalg_ins / linalg_outs."""
    return c[0], c[1]


def _results(tr, c):
    x = c[0]
    if x is None:
        return []
    if isinstance(x, list):
        return x
    return [x]


def _kw_attr(tr, c):
    return (c[0], c[1])


def _props(tr, c):
    return (c[0] or {}, c[1] or {})


def _operands(tok, ins, outs):
    ivals, itypes = ins if ins is not None else ([], [])
    ovals, otypes = outs if outs is not None else ([], [])
    ivals = typed(ivals, itypes, tok=tok)
    ovals = typed(ovals, otypes, tok=tok)
    return ivals, list(itypes), ovals, list(otypes)


def _merge(*dicts):
    out = {}
    for d in dicts:
        if d:
            out.update(d)
    return out


def _loc(tr, tok):
    return A.FileLineColLoc(tr.file, tok.line, tok.column)


def _i64_array(v, tok, what):
    if isinstance(v, A.DenseArrayAttr):
        return A.DenseArrayAttr(T.i64, tuple(int(x) for x in v.values))
    if isinstance(v, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) for x in v.value):
        return A.DenseArrayAttr(T.i64, tuple(x.value for x in v.value))
    raise ParseError(f"expected '{what}' to be a list of integers", tok.line, tok.column)


# ---- named ops ----------------------------------------------------------------------


def _parse_named(tr, c):
    tok, kw, props, attrs1, io, attrs2, results = c
    name = tok.value
    spec = NAMED_OPS[name]
    ivals, itypes, ovals, otypes = _operands(tok, io.get("ins"), io.get("outs"))
    attrs = _merge(attrs1, attrs2)
    p = dict(props or {})
    if kw is not None:
        key, val = kw
        if key.value != "indexing_maps" or spec.maps is None:
            raise ParseError(f"expected 'ins'", key.line, key.column)
        if not isinstance(val, A.ArrayAttr) or not all(isinstance(m, A.AffineMapAttr) for m in val.value):
            raise ParseError("expected affine map attribute", key.line, key.column)
        p["indexing_maps"] = val
    for k in spec.props:
        if k in attrs and k not in p:
            p[k] = attrs.pop(k)
    if spec.maps is not None and "indexing_maps" not in p:
        p["indexing_maps"] = spec.maps
    p["operandSegmentSizes"] = seg_attr(len(ivals), len(ovals))
    for t in itypes + otypes:
        if not isinstance(t, (T.ShapedType, T.IntegerType, T.FloatType, T.IndexType, T.ComplexType)):
            raise ParseError(f"expected shaped or scalar type, got '{t}'", tok.line, tok.column)
    n_expected = spec.inputs + 1
    if len(itypes) + len(otypes) != n_expected:
        raise ParseError(f"custom op '{name}' [parseNamedStructuredOpRegion] ods-gen generated region expects {n_expected} "
                         f"args, got {len(itypes) + len(otypes)}", tok.line, tok.column)
    region = build_named_region(name, itypes, otypes, _merge(p, attrs), _loc(tr, tok))
    return OpSpec(name, ivals + ovals, results or [], attrs, p, [region], tok=tok)


def _print_ins_outs(op, p, ins, outs):
    if ins:
        p.write(" ins(" + p.values(ins) + " : " + p.types(v.type for v in ins) + ")")
    if outs:
        p.write(" outs(" + p.values(outs) + " : " + p.types(v.type for v in outs) + ")")


def _split_dps(op):
    vals = [o.value for o in op.operands]
    inits = set(dps_inits(op))
    return ([v for i, v in enumerate(vals) if i not in inits],
            [v for i, v in enumerate(vals) if i in inits])


def _print_results(op, p):
    if op.results:
        ts = [r.type for r in op.results]
        if len(ts) == 1 and not isinstance(ts[0], T.FunctionType):
            p.write(" -> " + p.type(ts[0]))
        else:
            p.write(" -> (" + p.types(ts) + ")")


def _print_named(op, p):
    spec = NAMED_OPS.get(op.name)
    elided = ["operandSegmentSizes", "linalg.memoized_indexing_maps"]
    if spec is not None and spec.maps is not None:
        elided.append("indexing_maps")
        maps = op.properties.get("indexing_maps")
        if maps is not None and maps != spec.maps:
            p.write(" indexing_maps = " + p.attr(maps))
    p.op_attr_dict(op, elided=tuple(elided))
    ins, outs = _split_dps(op)
    _print_ins_outs(op, p, ins, outs)
    _print_results(op, p)


def _named_alias_attrs(op):
    """The attributes _print_named prints, in order (for alias collection)."""
    spec = NAMED_OPS.get(op.name)
    out = []
    elided = {"operandSegmentSizes", "linalg.memoized_indexing_maps"}
    if spec is not None and spec.maps is not None:
        elided.add("indexing_maps")
        maps = op.properties.get("indexing_maps")
        if maps is not None and maps != spec.maps:
            out.append(maps)
    d = dict(op.properties)
    d.update(op.attributes)
    out += [v for k, v in sorted(d.items()) if k not in elided]
    return out


def _verify_dps(op, inits):
    """DestinationStyleOpInterface: tensor results match tensor inits."""
    tensor_inits = [i for i in inits if isinstance(op.operands[i].value.type, T.RankedTensorType)
                    or isinstance(op.operands[i].value.type, T.UnrankedTensorType)]
    if len(tensor_inits) != len(op.results):
        raise _err(op, f"expected the number of tensor results ({len(op.results)}) to be equal to the "
                       f"number of output tensors ({len(tensor_inits)})")
    for i, r in zip(tensor_inits, op.results):
        t = op.operands[i].value.type
        if t != r.type:
            raise _err(op, f"expected type of operand #{i} ({t}) to match type of corresponding "
                           f"result ({r.type})")
    tys = [o.value.type for o in op.operands]
    if any(T.is_tensor(t) for t in tys) and any(T.is_memref(t) for t in tys):
        raise _err(op, "expected to have pure tensor or buffer semantics")


def _verify_segments(op):
    from .common import segment_sizes
    return segment_sizes(op, 2)


def _verify_region_args(op, n_operands):
    if len(op.regions) != 1:
        raise _err(op, f"requires one region")
    r = op.regions[0]
    if len(r.blocks) != 1:
        raise _err(op, "expects to have 1 region with 1 block")
    block = r.blocks[0]
    if len(block.args) != n_operands:
        raise _err(op, "expected as many non-induction variable region arguments as the number of "
                       "input/output operands")
    for i, (a, o) in enumerate(zip(block.args, op.operands)):
        et = elt(o.value.type)
        if a.type != et:
            raise _err(op, f"expected type of bb argument #{i} ({a.type}) to match element or self type "
                           f"of the corresponding operand ({et})")


def _verify_named(op):
    spec = NAMED_OPS[op.name]
    _verify_segments(op)
    inits = dps_inits(op)
    for i, o in enumerate(op.operands):
        t = o.value.type
        if i in inits and not isinstance(t, (T.RankedTensorType, T.MemRefType, T.UnrankedTensorType,
                                             T.UnrankedMemRefType)):
            raise _err(op, f"operand #{i} must be variadic of shaped of any type values, but got '{t}'")
    _verify_dps(op, inits)
    if spec.maps is not None:
        maps = op.properties.get("indexing_maps")
        if maps is None:
            raise _err(op, "requires attribute 'indexing_maps'")
        if not isinstance(maps, A.ArrayAttr) or not all(isinstance(m, A.AffineMapAttr) for m in maps.value):
            raise _err(op, "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute")
        if len(maps.value) != len(op.operands):
            raise _err(op, f"expected the number of indexing_map ({len(maps.value)}) to be equal to the "
                           f"number of input/output operands ({len(op.operands)})")
    _verify_region_args(op, len(op.operands))
    if op.name == "linalg.fill" and op.operands:
        if isinstance(op.operands[0].value.type, T.ShapedType):
            raise _err(op, "expected op with scalar input", prefix=False)
        ft, ot = op.operands[0].value.type, elt(op.operands[-1].value.type)
        if ft != ot:
            raise _err(op, f"expected fill value type ('{ft}') to match output element type ('{ot}')")
    _verify_yield_types(op)
    if spec.memo is not None and "linalg.memoized_indexing_maps" not in op.attributes:
        # Upstream caches the maps of fixed-rank named ops on first query (the verifier).
        op.attributes["linalg.memoized_indexing_maps"] = A.ArrayAttr(tuple(spec.memo))


def _verify_yield_types(op):
    block = op.regions[0].blocks[0]
    y = block.last
    if y is None or y.name != "linalg.yield":
        return
    inits = dps_inits(op)
    if len(y.operands) != len(inits):
        raise _err(y, f"expected number of yield values ({len(y.operands)}) to match the number of inits / "
                      f"outs operands of the enclosing LinalgOp ({len(inits)})")
    for k, (o, i) in enumerate(zip(y.operands, inits)):
        et = elt(op.operands[i].value.type)
        if o.value.type != et:
            raise _err(y, f"type of yield operand {k + 1} ('{o.value.type}') doesn't match the element type "
                          f"of the enclosing linalg.generic op ('{et}')")


# ---- linalg.generic -----------------------------------------------------------------------

_GENERIC_PROPS = ("indexing_maps", "iterator_types", "doc", "library_call", "operandSegmentSizes")


def _iter_attr(a, tok):
    if isinstance(a, A.StringAttr) and a.type is None:
        if a.value not in ("parallel", "reduction"):
            raise ParseError(f"custom op 'linalg.generic' unexpected iterator_type ({a.value})",
                             tok.line, tok.column)
        return A.OpaqueAttr(f"{_ITER_PREFIX}{a.value}>")
    if isinstance(a, A.OpaqueAttr) and _iter_name(a) is not None:
        return A.OpaqueAttr(f"{_ITER_PREFIX}{_iter_name(a)}>")
    raise ParseError("expected iterator_types array attribute", tok.line, tok.column)


def _iter_name(a):
    if isinstance(a, A.OpaqueAttr) and a.text.startswith(_ITER_PREFIX) and a.text.endswith(">"):
        v = a.text[len(_ITER_PREFIX):-1].strip()
        if v in ("parallel", "reduction"):
            return v
    return None


def _parse_generic(tr, c):
    tok, dict_attrs, props, attrs2, io, kw, region, results = c
    ins, outs = io.get("ins"), io.get("outs")
    attrs = dict(dict_attrs or {})
    it = attrs.get("iterator_types")
    if not isinstance(it, A.ArrayAttr):
        raise ParseError("custom op 'linalg.generic' expected iterator_types array attribute",
                         tok.line, tok.column)
    attrs["iterator_types"] = A.ArrayAttr(tuple(_iter_attr(a, tok) for a in it.value))
    p = dict(props or {})
    attrs.update(attrs2 or {})
    if kw is not None:
        key, val = kw
        if key.value != "attrs" or not isinstance(val, A.DictionaryAttr):
            raise ParseError("expected '{' to begin a region", key.line, key.column)
        attrs.update(dict(val.value))
    ivals, itypes, ovals, otypes = _operands(tok, ins, outs)
    for k in _GENERIC_PROPS:
        if k in attrs and k not in p:
            p[k] = attrs.pop(k)
    p["operandSegmentSizes"] = seg_attr(len(ivals), len(ovals))
    return OpSpec("linalg.generic", ivals + ovals, results or [], attrs, p, [region], tok=tok)


def _print_generic(op, p):
    d = {}
    for k in ("doc", "indexing_maps", "library_call"):
        if k in op.properties:
            d[k] = op.properties[k]
    it = op.properties.get("iterator_types")
    if it is not None:
        d["iterator_types"] = A.ArrayAttr(tuple(A.StringAttr(_iter_name(a) or str(a)) for a in it.value))
    p.write(" ")
    if d:
        p.write("{" + p._entries(sorted(d.items())) + "}")
    ins, outs = _split_dps(op)
    _print_ins_outs(op, p, ins, outs)
    extra = {k: v for k, v in list(op.properties.items()) + list(op.attributes.items())
             if k not in _GENERIC_PROPS}
    if extra:
        p.write(" attrs =  ")
        p.write("{" + p._entries(sorted(extra.items())) + "}")
    if op.regions and op.regions[0].blocks:
        p.write(" ")
        p.region(op.regions[0], print_entry_args=True, print_terminators=True)
    _print_results(op, p)


def _verify_generic(op):
    _verify_segments(op)
    maps = op.properties.get("indexing_maps")
    if maps is None:
        raise _err(op, "requires attribute 'indexing_maps'")
    if not isinstance(maps, A.ArrayAttr) or not all(isinstance(m, A.AffineMapAttr) for m in maps.value):
        raise _err(op, "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute")
    it = op.properties.get("iterator_types")
    if it is None:
        raise _err(op, "requires attribute 'iterator_types'")
    if not isinstance(it, A.ArrayAttr) or not all(_iter_name(a) is not None for a in it.value):
        raise _err(op, "attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an "
                       "enum.")
    for k in ("doc", "library_call"):
        v = op.properties.get(k)
        if v is not None and not isinstance(v, A.StringAttr):
            raise _err(op, f"attribute '{k}' failed to satisfy constraint: string attribute")
    inits = dps_inits(op)
    for i, o in enumerate(op.operands):
        t = o.value.type
        if i in inits and not isinstance(t, (T.RankedTensorType, T.MemRefType, T.UnrankedTensorType,
                                             T.UnrankedMemRefType)):
            raise _err(op, f"operand #{i} must be variadic of shaped of any type values, but got '{t}'")
    _verify_dps(op, inits)
    if len(maps.value) != len(op.operands):
        raise _err(op, f"expected the number of indexing_map ({len(maps.value)}) to be equal to the "
                       f"number of input/output operands ({len(op.operands)})")
    nloops = len(it.value)
    for i, (m, o) in enumerate(zip(maps.value, op.operands)):
        if m.map.num_symbols != 0:
            raise _err(op, f"unexpected symbols in indexing_map #{i}")
        if m.map.num_dims != nloops:
            raise _err(op, f"expected indexing_map #{i} to have {nloops} dim(s) to match the number of loops")
        t = o.value.type
        rank = len(t.shape) if isinstance(t, T.ShapedType) else 0
        if len(m.map.results) != rank:
            raise _err(op, f"expected operand rank ({rank}) to match the result rank of indexing_map #{i} "
                           f"({len(m.map.results)})")
    _verify_region_args(op, len(op.operands))
    _verify_yield_types(op)


def _generic_arg_hint(op, region):
    inits = set(dps_inits(op))
    return ["out" if i in inits else "in" for i in range(len(op.operands))]


# ---- linalg.yield / linalg.index ---------------------------------------------------------


def _parse_yield(tr, c):
    tok, attrs, vals, types = c
    vals = typed(vals or [], types or [], tok=tok)
    return OpSpec("linalg.yield", vals, (), attrs or {}, tok=tok)


def _print_yield(op, p):
    p.op_attr_dict(op)
    if op.operands:
        vals = [o.value for o in op.operands]
        p.write(" " + p.values(vals) + " : " + p.types(v.type for v in vals))


def _linalg_parent(op):
    par = op.parent_op
    if par is None or not is_dps(par):
        return None
    return par


def _verify_yield(op):
    par = _linalg_parent(op)
    if par is None:
        raise _err(op, "expected parent op with LinalgOp interface")


def _parse_index(tr, c):
    tok, dim, attrs, t = c
    attrs = dict(attrs or {})
    props = {"dim": A.IntegerAttr(int(dim.value), T.i64)}
    attrs.pop("dim", None)
    return OpSpec("linalg.index", [], [t], attrs, props, tok=tok)


def _print_index(op, p):
    p.write(f" {op.properties['dim'].value}")
    p.op_attr_dict(op, elided=("dim",))
    p.write(" : " + p.type(op.results[0].type))


def _num_loops(op):
    if op.name == "linalg.generic":
        it = op.properties.get("iterator_types")
        return len(it.value) if isinstance(it, A.ArrayAttr) else None
    spec = NAMED_OPS.get(op.name)
    if spec is not None and spec.maps is not None:
        maps = op.properties.get("indexing_maps")
        if isinstance(maps, A.ArrayAttr) and maps.value:
            return maps.value[0].map.num_dims
    if spec is not None and spec.memo is not None:
        return spec.memo[0].map.num_dims
    inits = dps_inits(op)
    if inits:
        t = op.operands[inits[0]].value.type
        if op.name == "linalg.reduce" and dps_inputs(op):
            t = op.operands[0].value.type
        if isinstance(t, T.ShapedType):
            return len(t.shape)
    return None


def _verify_index(op):
    dim = op.properties.get("dim")
    if dim is None:
        raise _err(op, "requires attribute 'dim'")
    if not isinstance(dim, A.IntegerAttr) or dim.type != T.i64:
        raise _err(op, "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute "
                       "whose minimum value is 0")
    if dim.value < 0:
        raise _err(op, "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute "
                       "whose minimum value is 0")
    if len(op.results) != 1 or op.results[0].type != T.index:
        raise _err(op, "result #0 must be index, but got "
                       f"'{op.results[0].type if op.results else 'none'}'")
    par = _linalg_parent(op)
    if par is None:
        raise _err(op, "expected parent op with LinalgOp interface")
    n = _num_loops(par)
    if n is not None and dim.value >= n:
        raise _err(op, f"expected dim ({dim.value}) to be lower than the number of loops ({n}) of the "
                       f"enclosing LinalgOp")


# ---- map / reduce / transpose / broadcast ---------------------------------------------------

_MAP_KW = {"linalg.map": None, "linalg.reduce": "dimensions", "linalg.transpose": "permutation",
           "linalg.broadcast": "dimensions"}


def _payload(tr, c):
    return (c[0], c[1] or {})


def _body_rule(tr, c):
    *args, region = c
    return ([a for a in args if a is not None], region)


def _parse_map(tr, c):
    tok, payload, props, io, kw, attrs, body = c
    ins, outs = io.get("ins"), io.get("outs")
    name = tok.value
    p, a = props if props is not None else ({}, {})
    p = dict(p)
    attrs = _merge(a, attrs)
    ivals, itypes, ovals, otypes = _operands(tok, ins, outs)
    want = _MAP_KW[name]
    if want is not None:
        if kw is None or kw[0].value != want:
            where = kw[0] if kw is not None else tok
            raise ParseError(f"custom op '{name}' expected '{want}'", where.line, where.column)
        p[want] = _i64_array(kw[1], kw[0], want)
    elif kw is not None:
        raise ParseError("expected '(' in argument list", kw[0].line, kw[0].column)
    if want in attrs:
        attrs.pop(want)
    results = [t for t in otypes if isinstance(t, T.RankedTensorType)]
    loc = _loc(tr, tok)
    if name in ("linalg.transpose", "linalg.broadcast"):
        if payload is not None or body is not None:
            where = payload[0] if payload is not None else tok
            raise ParseError("expected 'ins'", where.line, where.column)
        block = Block([elt(t) for t in itypes + otypes], [A.UNKNOWN_LOC] * (len(itypes) + len(otypes)))
        _Body(block, loc).yield_(block.args[:1])
        region = Region([block])
    elif payload is not None:
        if body is not None:
            raise ParseError("expected operation name", tok.line, tok.column)
        region = Region()
        if ivals or ovals:
            opname, pattrs = payload
            all_types = itypes + otypes
            block = Block([elt(t) for t in all_types], [A.UNKNOWN_LOC] * len(all_types))
            b = _Body(block, loc)
            args = list(block.args)
            if name == "linalg.reduce":
                operands = [args[-1]] + args[:-1]
            else:
                operands = args[:-1]
            pname = opname.value
            if "." not in pname:
                raise ParseError(f"expected operation name, got '{pname}'", opname.line, opname.column)
            pprops = {}
            pattrs = dict(pattrs)
            from .registry import lookup as _lk
            d = _lk(pname)
            if d is not None:
                for k in d.property_names:
                    if k in pattrs:
                        pprops[k] = pattrs.pop(k)
                if "fastmath" in d.property_names and "fastmath" not in pprops and \
                        pname not in ("arith.extf", "arith.truncf"):
                    pprops["fastmath"] = FM_NONE
                if "overflowFlags" in d.property_names and "overflowFlags" not in pprops:
                    pprops["overflowFlags"] = OV_NONE
            o = Operation(pname, operands, [elt(all_types[-1])], pattrs, pprops, loc=loc)
            block.append(o)
            b.yield_(o.results)
            region.add_block(block)
    else:
        if body is None:
            raise ParseError("expected '(' in argument list", tok.line, tok.column)
        args, region = body
        if region.blocks and tr.block_names.get(region.blocks[0]) is not None:
            raise ParseError("invalid block name in region with named arguments", tok.line, tok.column)
        if not region.blocks:
            region.add_block(Block())
        entry = region.blocks[0]
        names = []
        for atok, t, aloc in args:
            entry.add_arg(t, aloc if aloc is not None else A.FileLineColLoc(tr.file, atok.line, atok.column))
            names.append((atok.value, atok.line, atok.column))
        tr.arg_names[entry] = names
    return OpSpec(name, ivals + ovals, results, attrs, p, [region], tok=tok)


def _find_payload(op, init_first):
    if not op.regions or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    ops = list(block)
    if len(ops) != 2:
        return None
    payload, y = ops
    args = block.args
    if payload.regions or y.name != "linalg.yield":
        return None
    if [o.value for o in y.operands] != list(payload.results):
        return None
    vals = [o.value for o in payload.operands]
    if init_first:
        if not vals or len(vals) != len(args):
            return None
        if vals[-1] is not args[0]:
            return None
        if any(v is not a for v, a in zip(vals, args[1:])):
            return None
    else:
        if not vals or len(vals) != len(args) - 1:
            return None
        if any(v is not a for v, a in zip(vals, args)):
            return None
    return payload


def _print_short(p, payload):
    p.write(" { " + payload.name)
    d = dict(payload.properties)
    d.update(payload.attributes)
    elided = ()
    if str(d.get("fastmath")) == str(FM_NONE):
        elided = ("fastmath",)
    p.attr_dict(d, elided)
    p.write(" }")


def _print_region_with_args(op, p):
    r = op.regions[0]
    p.indent += 1
    p.newline()
    args = r.blocks[0].args if r.blocks else []
    parts = []
    for a in args:
        s = f"{p.value(a)}: {p.type(a.type)}"
        if p.debuginfo:
            s += f" {a.loc}"
        parts.append(s)
    p.write("(" + ", ".join(parts) + ") ")
    p.region(r, print_entry_args=False, print_terminators=True)
    p.indent -= 1


def _print_map(op, p):
    name = op.name
    payload = None
    if name in ("linalg.map", "linalg.reduce"):
        payload = _find_payload(op, name == "linalg.reduce")
        if payload is not None:
            _print_short(p, payload)
    ins, outs = _split_dps(op)
    _print_ins_outs(op, p, ins, outs)
    kw = _MAP_KW[name]
    if kw is not None:
        v = op.properties.get(kw)
        vals = ", ".join(str(x) for x in v.values) if isinstance(v, A.DenseArrayAttr) else ""
        p.write(f" {kw} = [{vals}] ")
    p.op_attr_dict(op, elided=(kw,) if kw else ())
    if name in ("linalg.map", "linalg.reduce") and payload is None:
        _print_region_with_args(op, p)


def _verify_map_like(op):
    name = op.name
    n = len(op.operands)
    if name == "linalg.reduce" and n % 2:
        raise _err(op, "operand count must be even (ins and inits of the same number)")
    if n < (2 if name in ("linalg.reduce", "linalg.transpose", "linalg.broadcast") else 1):
        raise _err(op, f"expected at least {2 if name != 'linalg.map' else 1} operands")
    kw = _MAP_KW[name]
    if kw is not None:
        v = op.properties.get(kw)
        if v is None:
            raise _err(op, f"requires attribute '{kw}'")
        if not isinstance(v, A.DenseArrayAttr) or v.element_type != T.i64:
            raise _err(op, f"attribute '{kw}' failed to satisfy constraint: i64 dense array attribute")
    inits = dps_inits(op)
    for i in inits:
        t = op.operands[i].value.type
        if not isinstance(t, (T.RankedTensorType, T.MemRefType)):
            raise _err(op, f"operand #{i} must be ranked tensor or memref of any type values, but got '{t}'")
    for i in dps_inputs(op):
        t = op.operands[i].value.type
        if not isinstance(t, (T.RankedTensorType, T.MemRefType)):
            raise _err(op, f"operand #{i} must be variadic of ranked tensor or memref of any type values, "
                           f"but got '{t}'")
    _verify_dps(op, inits)
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        if name == "linalg.map" and not op.operands:
            return
        rname = {"linalg.map": "mapper", "linalg.reduce": "combiner"}.get(name, "region")
        raise _err(op, f"region #0 ('{rname}') failed to verify constraint: region with 1 blocks")
    block = op.regions[0].blocks[0]
    if name == "linalg.map":
        if len(block.args) != n:
            raise _err(op, f"expects number of operands to match the arity of mapper, but got: {n} and "
                           f"{len(block.args)}")
        for a, o in zip(block.args, op.operands):
            et = elt(o.value.type)
            if a.type != et:
                raise _err(op, f"expected element type of input {et} to match bbArg type {a.type}")
        out_shape = op.operands[inits[0]].value.type.shape
        for i in dps_inputs(op):
            s = op.operands[i].value.type.shape
            if s != out_shape:
                raise _err(op, f"expected shape of input ({_shape(s)}) to match shape of output "
                               f"({_shape(out_shape)})")
    elif name == "linalg.reduce":
        if len(block.args) != n:
            raise _err(op, f"mismatching number of operands and block arguments")
        dims = op.properties["dimensions"].values
        in_t = op.operands[0].value.type
        for d in dims:
            if d < 0 or d >= len(in_t.shape):
                raise _err(op, f"dimensions for reduction should be in the range [0, {len(in_t.shape) - 1}].")
        expect = tuple(s for i, s in enumerate(in_t.shape) if i not in dims)
        init_t = op.operands[inits[0]].value.type
        if len(init_t.shape) != len(in_t.shape) - len(dims):
            raise _err(op, f"number of dimensions after reduction {len(init_t.shape)} doesn't match the init "
                           f"rank {len(in_t.shape) - len(dims)}")
        if init_t.shape != expect:
            raise _err(op, f"init dimensions [{_shape(init_t.shape)}] doesn't match input dimensions after "
                           f"reduction [{_shape(expect)}]")
    else:
        if len(block.args) != 2:
            raise _err(op, "expects 2 block arguments")
        in_t = op.operands[0].value.type
        init_t = op.operands[1].value.type
        vals = op.properties[kw].values
        if name == "linalg.transpose":
            rank = len(in_t.shape)
            if sorted(vals) != list(range(rank)):
                raise _err(op, "permutation is not valid")
            if len(init_t.shape) != rank:
                raise _err(op, f"input rank {rank} does not match init rank {len(init_t.shape)}")
            if len(vals) != rank:
                raise _err(op, f"size of permutation {len(vals)} does not match the argument rank {rank}")
            for i, d in enumerate(vals):
                if in_t.shape[d] != init_t.shape[i]:
                    raise _err(op, f"dim(result, {i}) = {_d(init_t.shape[i])} doesn't match dim(input, "
                                   f"permutation[{i}]) = {_d(in_t.shape[d])}")
        else:
            if len(in_t.shape) + len(vals) != len(init_t.shape):
                raise _err(op, f"input rank plus added dimensions does not match init rank. input rank: "
                               f"{len(in_t.shape)}, dimensions size: {len(vals)}, init rank: "
                               f"{len(init_t.shape)}")
            for i, d in enumerate(vals):
                if d < 0 or d >= len(init_t.shape):
                    raise _err(op, f"dimension {i} is out of range. expected range: [0, "
                                   f"{len(init_t.shape) - 1}], got: {d}")


def _d(x):
    return "?" if x is None else str(x)


def _shape(s):
    return ", ".join("-9223372036854775808" if x is None else str(x) for x in s)


def _map_arg_hint(op, region):
    inits = set(dps_inits(op))
    return ["init" if i in inits else "in" for i in range(len(op.operands))]


def _hint(name):
    return lambda op: [name] + ["#"] * (len(op.results) - 1) if op.results else []


# ---- registration ----------------------------------------------------------------------


def _reg(name, printer, verifier, props=(), hint=None, arg_hint=None, traits=()):
    d = register_op(name, traits=traits, printer=printer, verifier=verifier, name_hint=hint,
                    property_names=props, dps=True)
    if arg_hint is not None:
        d.region_arg_hint = arg_hint
    return d


for _n, _s in NAMED_OPS.items():
    _reg(_n, _print_named, _verify_named, props=_s.props).extra["alias_attrs"] = _named_alias_attrs
_reg("linalg.generic", _print_generic, _verify_generic, props=_GENERIC_PROPS, arg_hint=_generic_arg_hint)
_reg("linalg.map", _print_map, _verify_map_like, hint=_hint("mapped"), arg_hint=_map_arg_hint)
_reg("linalg.reduce", _print_map, _verify_map_like, props=("dimensions",), hint=_hint("reduced"),
     arg_hint=_map_arg_hint)
_reg("linalg.transpose", _print_map, _verify_map_like, props=("permutation",), hint=_hint("transposed"))
_reg("linalg.broadcast", _print_map, _verify_map_like, props=("dimensions",), hint=_hint("broadcasted"))
register_op("linalg.yield", traits=(TERMINATOR, RETURN_LIKE, PURE), printer=_print_yield, verifier=_verify_yield)
register_op("linalg.index", traits=(PURE,), printer=_print_index, verifier=_verify_index,
            property_names=("dim",))


def _ins(tr, c):
    return ("ins", c[0], c[1])


def _outs(tr, c):
    return ("outs", c[0], c[1])


def _io(tr, c):
    return {x[0]: (x[1], x[2]) for x in c if x is not None}


DIALECT = Dialect(
    "linalg", grammar="linalg.lark",
    rules={"linalg_ins": _ins, "linalg_outs": _outs, "linalg_io": _io, "linalg_results": _results,
           "linalg_props": _props, "linalg_kw_attr": _kw_attr, "linalg_payload": _payload,
           "linalg_body": _body_rule,
           "op_linalg_named": _parse_named, "op_linalg_generic": _parse_generic,
           "op_linalg_yield": _parse_yield, "op_linalg_index": _parse_index, "op_linalg_map": _parse_map},
    keywords={"LINALG_NAMED": sorted(NAMED_OPS), "LINALG_GENERIC": ["linalg.generic"],
              "LINALG_YIELD": ["linalg.yield"], "LINALG_INDEX": ["linalg.index"],
              "LINALG_MAP": ["linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast"]},
)
