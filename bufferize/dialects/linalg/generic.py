"""linalg.generic, linalg.yield and linalg.index: syntax and verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError
from ...syntax.written_attrs import consumed
from ..common import attr_dict_or_alias, seg_attr
from .base import _ITER_PREFIX, _err, dps_inits, dps_inputs, is_dps
from .bodies import NAMED_OPS
from .named import _operands, _print_ins_outs, _print_results, _split_dps, _verify_shaped_inits, _verify_segments, _verify_yield_types


# ---- linalg.generic -----------------------------------------------------------------------

_GENERIC_PROPS = ("indexing_maps", "iterator_types", "doc", "library_call", "operandSegmentSizes")


def _iter_attr(a):
    # (upstream checks them once it has read the attribute dictionary: at the
    # token after it)
    if isinstance(a, A.StringAttr) and a.type is None:
        if a.value not in ("parallel", "reduction"):
            raise ParseError.at_next_token(f"custom op 'linalg.generic' unexpected iterator_type ({a.value})")
        return A.OpaqueAttr(f"{_ITER_PREFIX}{a.value}>")
    if isinstance(a, A.OpaqueAttr) and _iter_name(a) is not None:
        return A.OpaqueAttr(f"{_ITER_PREFIX}{_iter_name(a)}>")
    raise ParseError.at_next_token("expected iterator_types array attribute")


def _iter_name(a):
    if isinstance(a, A.OpaqueAttr) and a.text.startswith(_ITER_PREFIX) and a.text.endswith(">"):
        v = a.text[len(_ITER_PREFIX):-1].strip()
        if v in ("parallel", "reduction"):
            return v
    return None


def _generic_attrs(tr, c):
    # the leading dictionary is the parser's own to read (with the others: _parse_generic)
    attrs = attr_dict_or_alias(tr, consumed(tr, c[0]))
    it = attrs.get("iterator_types") if attrs else None
    if isinstance(it, A.ArrayAttr):
        attrs = dict(attrs)
        attrs["iterator_types"] = A.ArrayAttr(tuple(_iter_attr(a) for a in it.value))
    return attrs


def _parse_generic(tr, c):
    tok, dict_attrs, props, attrs2, io, kw, region, results = c
    ins, outs = io.get("ins"), io.get("outs")
    attrs = dict(dict_attrs or {})
    it = attrs.get("iterator_types")
    if not isinstance(it, A.ArrayAttr):
        raise ParseError("custom op 'linalg.generic' expected \"iterator_types\" array attribute",
                         tok.line, tok.column + len(tok.value) + 1)
    p = dict(props or {})
    more = [attrs2 or {}, {"operandSegmentSizes": None} if "operandSegmentSizes" in attrs else {}]
    if kw is not None:
        key, val = kw
        if key.value != "attrs" or not isinstance(val, A.DictionaryAttr):
            raise ParseError("expected '{' to begin a region", key.line, key.column)
        more.append(dict(val.value))
    for extra in more:
        # upstream's parser reads every dictionary into one attribute list
        for k in extra:
            if k in attrs or k == "operandSegmentSizes":
                raise ParseError(f"custom op 'linalg.generic' attribute '{k}' occurs more than once in the "
                                 "attribute list", tok.line, tok.column)
        attrs.update(extra)
    if region is None:
        # where upstream reports the token that is not the region's `{`: the
        # end of the op's text (or, before its results, the op: their arrow
        # has no place here)
        raise ParseError("expected '{' to begin a region", *((0, 0) if results is None else (tok.line, tok.column)))
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
    _verify_shaped_inits(op)


def _generic_arg_hint(op, region):
    inits = dps_inits(op)
    return ["out" if i in inits else "in" for i in range(len(op.operands))]


# ---- linalg.yield / linalg.index ---------------------------------------------------------


def _linalg_parent(op):
    par = op.parent_op
    if par is None or not is_dps(par):
        return None
    return par


_NOT_LINALG = ("linalg.pack", "linalg.unpack", "linalg.softmax")


def _parse_yield(tr, c):
    """Upstream's C++ YieldOp::parse: operands, the attr-dict, then their types."""
    tok, vals, attrs, types = c if len(c) == 4 else (c[0], [], c[1], [])
    if len(vals) != len(types):
        raise ParseError(f"custom op 'linalg.yield' number of operands and types do not match: got {len(vals)} "
                         f"operands and {len(types)} types", vals[0].line, vals[0].col)
    for v, t in zip(vals, types):
        v.type = t
    return OpSpec("linalg.yield", vals, [], attrs or {}, tok=tok)


def _print_yield(op, p):
    vals = op.operand_values
    if vals:
        p.write(" " + p.values(vals))
    p.op_attr_dict(op)
    if vals:
        p.write(" : " + p.types(v.type for v in vals))


def _verify_yield(op):
    par = op.parent_op
    if par is None or len(par.regions) != 1 or not par.regions[0].blocks:
        raise _err(op, "expected single non-empty parent region")
    if not is_dps(par) or par.name in _NOT_LINALG:
        raise _err(op, "expected parent op with LinalgOp interface")
    _verify_yield_types(par, op)


def _parse_index(tr, c):
    tok, minus, dim, attrs, t = c
    attrs = dict(attrs or {})
    props = {"dim": A.IntegerAttr(-int(dim.value) if minus is not None else int(dim.value), T.i64)}
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
    memo = spec.memo_for(op) if spec is not None else None
    if memo is not None:
        return memo.value[0].map.num_dims
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


