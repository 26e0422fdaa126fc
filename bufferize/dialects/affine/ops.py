"""affine.apply: the one affine op the passes meet."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, typed
from ...ir.registry import PURE, Dialect, register_op
from ..common import op_error as _err


OPS = ("affine.apply", "affine.min", "affine.max")


def _map_ref(tr, c):
    tok = c[0]
    if tok.type == "HASH_ID":
        a = tr.attr_aliases.get(tok.value)
        if a is None:
            raise ParseError(f"undefined symbol alias id '{tok.value[1:]}'", tok.line, tok.column)
        if not isinstance(a, A.AffineMapAttr):
            raise ParseError("expected AffineMap, but got '" + str(a) + "'", tok.line, tok.column)
        return a
    from ...ir.affine import parse_affine_map
    try:
        return A.AffineMapAttr(parse_affine_map(tok.value))
    except ValueError as e:
        raise ParseError(str(e), tok.line, tok.column) from None


def _symbols(tr, c):
    return c[0] or []


def _parse_apply(tr, c):
    tok, amap, dims, syms, attrs = c
    name = tok.value if tok.value.startswith("affine.") else "affine." + tok.value
    dims, syms = dims or [], syms or []
    m = amap.map
    if len(dims) != m.num_dims:
        raise ParseError("dim operand count and affine map dim count must match", tok.line, tok.column)
    if len(syms) != m.num_symbols:
        raise ParseError("symbol operand count and affine map symbol count must match", tok.line, tok.column)
    vals = dims + syms
    attrs = dict(attrs or {})
    attrs.pop("map", None)
    return OpSpec(name, typed(vals, [T.index] * len(vals), tok=tok), [T.index], attrs, {"map": amap}, tok=tok)


def _print_apply(op, p):
    m = op.properties["map"]
    nd = m.map.num_dims
    vals = [o.value for o in op.operands]
    p.write(" " + p.attr(m) + "(" + p.values(vals[:nd]) + ")")
    if m.map.num_symbols:
        p.write("[" + p.values(vals[nd:]) + "]")
    p.op_attr_dict(op, elided=("map",))


def _verify_apply(op):
    m = op.properties.get("map")
    if m is None:
        raise _err(op, "requires attribute 'map'")
    if not isinstance(m, A.AffineMapAttr):
        raise _err(op, "attribute 'map' failed to satisfy constraint: AffineMap attribute")
    if len(op.operands) != m.map.num_dims + m.map.num_symbols:
        raise _err(op, "operand count and affine map dimension and symbol count must match")
    for i, o in enumerate(op.operands):
        if not isinstance(o.value.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")
    if len(op.results) != 1 or not isinstance(op.results[0].type, T.IndexType):
        raise _err(op, "requires one result of type index")
    if op.name == "affine.apply" and len(m.map.results) != 1:
        raise _err(op, "mapping must produce one value")
    if op.name != "affine.apply" and not m.map.results:
        raise _err(op, "affine map expect at least one result")


def _alias_attrs(op):
    return [op.properties["map"]] if "map" in op.properties else []


for _n in OPS:
    register_op(_n, traits=(PURE,), printer=_print_apply, verifier=_verify_apply, property_names=("map",),
                effects=[], alias_attrs=_alias_attrs)

DIALECT = Dialect(
    "affine", grammar="affine.lark",
    rules={"op_affine_apply": _parse_apply, "affine_map_ref": _map_ref, "affine_symbols": _symbols},
    keywords={"AFFINE_APPLY": list(OPS)},
)
