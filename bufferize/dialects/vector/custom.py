"""vector ops whose syntax is upstream's hand-written C++ parser, so a
hand-written parse/print pair: ``contract`` (a leading attribute dictionary
whose ``iterator_types`` are spelt as strings), ``outerproduct`` (its result
type is inferred, its attributes print only with an accumulator), ``insert``
(mixed static/dynamic positions, like extract), ``scatter`` (an optional
tensor result) and ``to_elements`` (one result per element).  ``mask`` is in
mask.py."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import PURE
from ..define import Operand, Result, define
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ...syntax.lexer import type_error
from .. import common as C
from ..common import attr_dict_or_alias, op_error as _err
from . import mask as M, properties as P
from .declared import _check_kind, _is_vec, kind_attr, kind_of

_ITER = "#vector.iterator_type<"


# ---- vector.contract ----------------------------------------------------------------------


def _iter_word(a):
    if isinstance(a, A.StringAttr):
        return a.value
    s = str(a).replace(" ", "")
    return s[len(_ITER):-1] if s.startswith(_ITER) and s.endswith(">") else None


def _contract_attrs(tr, c):
    return attr_dict_or_alias(tr, c[0])


def _parse_contract(tr, c):
    tok, traits, lhs, rhs, acc, masks, attrs, lt, rt, at = c
    masks = masks or []
    if len(masks) not in (0, 2):
        raise ParseError("custom op 'vector.contract' expected zero or exactly 2 vector mask operands",
                         tok.line, tok.column)
    traits = dict(traits or {})
    props = {}
    it = traits.pop("iterator_types", None)
    if isinstance(it, A.ArrayAttr):
        words = [_iter_word(x) for x in it.value]
        if any(w not in ("parallel", "reduction") for w in words):
            raise ParseError(f"expected iterator_types to be one of 'parallel' or 'reduction'",
                             tok.line, tok.column)
        props["iterator_types"] = A.ArrayAttr(tuple(A.OpaqueAttr(f"{_ITER}{w}>") for w in words))
    elif it is not None:
        props["iterator_types"] = it
    for k in ("indexing_maps", "kind"):
        if k in traits:
            props[k] = traits.pop(k)
    props.setdefault("kind", kind_attr("add"))
    attrs = dict(attrs or {})
    attrs.update(traits)
    for k in ("indexing_maps", "iterator_types", "kind"):
        if k in attrs:
            props[k] = attrs.pop(k)
    ops = [set_type(lhs, lt), set_type(rhs, rt), set_type(acc, at)]
    for m, t in zip(masks, (lt, rt)):   # typed as i1 vectors of the lhs and rhs shapes
        ops.append(set_type(m, T.VectorType(t.shape, T.i1, t.scalable) if _is_vec(t) else t))
    return OpSpec("vector.contract", ops, [at], attrs, props, tok=tok)


def _print_contract(op, p):
    items = []
    for k in ("indexing_maps", "iterator_types", "kind"):
        a = op.properties.get(k)
        if a is None:
            continue
        if k == "iterator_types" and isinstance(a, A.ArrayAttr):
            words = [_iter_word(x) for x in a.value]
            items.append(f"{k} = [" + ", ".join(A.escape_string(w) for w in words) + "]")
        else:
            items.append(f"{k} = {p.attr(a)}")
    v = [o.value for o in op.operands]
    p.write(" {" + ", ".join(items) + "} " + ", ".join(p.value(x) for x in v))
    p.op_attr_dict(op, elided=("indexing_maps", "iterator_types", "kind"))
    p.write(f" : {p.type(v[0].type)}, {p.type(v[1].type)} into {p.type(op.results[0].type)}")


def _verify_contract(op):
    if len(op.operands) != 3:
        raise _err(op, f"expected 3 operands, but found {len(op.operands)}")
    maps = op.properties.get("indexing_maps")
    its = op.properties.get("iterator_types")
    if maps is None:
        raise _err(op, "requires attribute 'indexing_maps'")
    if its is None:
        raise _err(op, "requires attribute 'iterator_types'")
    if any(not str(x).replace(" ", "").startswith(_ITER) for x in its.value):
        raise _err(op, "attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.")
    lt, rt, at = (o.value.type for o in op.operands)
    for i, t in enumerate((lt, rt)):
        if not _is_vec(t):
            raise _err(op, f"operand #{i} must be vector of any type values, but got '{t}'")
    ms = [m.map for m in maps.value]
    if _elt(lt) != _elt(rt):
        raise _err(op, "failed to verify that lhs and rhs have same element type")
    if _elt(at) != _elt(op.results[0].type):
        raise _err(op, "failed to verify that third operand acc and result have same element type")
    if len(ms) != 3:
        raise _err(op, "expected an indexing map for each vector operand")
    n = len(its.value)
    types = (lt, rt, at)
    for i, m in enumerate(ms):
        if m.num_symbols:
            raise _err(op, "expected indexing map " + str(i) + " to have no symbols")
        if m.num_dims != n:
            raise _err(op, "expected indexing map " + str(i) + " to have " + str(n) + " number of inputs")
        rank = len(types[i].shape) if _is_vec(types[i]) else 0
        if len(m.results) != rank:
            raise _err(op, "expected indexing map " + str(i) + " to have " + str(rank) + " number of outputs")
        dims = [r[1] for r in m.results if r[0] == "d"]
        if len(dims) != len(m.results) or len(set(dims)) != len(dims):
            raise _err(op, "expected indexing map " + str(i) + " to be a projected permutation of its inputs")
    words = [_iter_word(x) for x in its.value]
    contracting = _dim_map(ms, words, "reduction")
    batch = _dim_map(ms, words, "parallel")
    if not contracting:
        raise _err(op, "expected at least one contracting dimension pair")
    if not all(lt.shape[a] == rt.shape[b] for a, b in contracting):
        raise _err(op, "invalid contracting dimension map")
    if not all(lt.shape[a] == rt.shape[b] for a, b in batch):
        raise _err(op, "invalid batch dimension map")
    _verify_output_shape(op, lt, rt, at, op.results[0].type, ms, contracting, batch)
    if not _check_kind(op, at):
        raise _err(op, "unsupported contraction type")


def _elt(t):
    return t.element_type if _is_vec(t) else t


def _dim_map(maps, words, kind):
    """upstream getDimMap: (lhs dim, rhs dim) of each iterator of ``kind`` that both use."""
    out = []
    for i, w in enumerate(words):
        if w != kind:
            continue
        a = maps[0].results.index(("d", i)) if ("d", i) in maps[0].results else -1
        b = maps[1].results.index(("d", i)) if ("d", i) in maps[1].results else -1
        if a >= 0 and b >= 0:
            out.append((a, b))
    return out


def _verify_output_shape(op, lt, rt, at, res, maps, contracting, batch):
    """upstream verifyOutputShape: the accumulator/result shape the lhs and rhs imply."""
    lhs_c = {a for a, _ in contracting}
    rhs_c = {b for _, b in contracting}
    rhs_b = {b for _, b in batch}
    dims = [d for i, d in enumerate(lt.shape) if i not in lhs_c]
    dims += [d for i, d in enumerate(rt.shape) if i not in rhs_c and i not in rhs_b]
    if not dims:
        if _is_vec(res) or _is_vec(at):
            raise _err(op, "invalid accumulator/result vector shape")
        return
    if not _is_vec(res) or not _is_vec(at):
        raise _err(op, "invalid accumulator/result vector shape")
    used = {r[1] for m in maps[:2] for r in m.results}
    if any(d not in used for d in range(maps[0].num_dims)):
        raise _err(op, "expected all dimensions to be either a LHS or a RHS dimension")
    extents = {}
    for t, m in ((lt, maps[0]), (rt, maps[1])):
        for i, r in enumerate(m.results):
            extents.setdefault(r[1], t.shape[i])
    shape = tuple(extents[r[1]] for r in maps[2].results if r[0] == "d")
    want = T.VectorType(shape, res.element_type, res.scalable)  # upstream keeps the result's scalable dims
    if res != want or at != want:
        raise _err(op, f"invalid accumulator/result vector shape, expected: '{want}'")


def _contract_alias(op):
    m = op.properties.get("indexing_maps")
    return list(m.value) if isinstance(m, A.ArrayAttr) else []


CONTRACT = define("vector.contract", operands=(Operand("lhs"), Operand("rhs"), Operand("acc")),
                  results=(Result("result"),), traits=(PURE,), parse=_parse_contract, print=_print_contract,
                  verify=_verify_contract,
                  properties=("indexing_maps", "iterator_types", "kind"), alias_attrs=_contract_alias,
                  syntax_attributes=(),
            convert_properties=P.converter("vector.contract", {"indexing_maps": P.ARRAY, "iterator_types": P.ARRAY}))


# ---- vector.outerproduct -------------------------------------------------------------------


def _outer_type(lt, rt):
    if _is_vec(rt):
        return T.VectorType((lt.shape[0], rt.shape[0]), lt.element_type,
                            (lt.scalable[0], rt.scalable[0]) if (lt.scalable or rt.scalable) and
                            any(tuple(lt.scalable) + tuple(rt.scalable)) else ())
    return T.VectorType((lt.shape[0],), lt.element_type, lt.scalable)


def _parse_outer(tr, c):
    tok, operands, attrs, lt, rt = c
    if len(operands) < 2:
        raise ParseError("custom op 'vector.outerproduct' expected at least 2 operands", tok.line, tok.column)
    if not _is_vec(lt):
        raise ParseError("custom op 'vector.outerproduct' expected vector type for operand #1", tok.line, tok.column)
    lhs, rhs, acc = (list(operands) + [None])[:3]   # upstream reads no operand after the third
    res = _outer_type(lt, rt)
    ops = [set_type(lhs, lt), set_type(rhs, rt)]
    if acc is not None:
        ops.append(set_type(acc, res))
    attrs = dict(attrs or {})
    props = {"kind": attrs.pop("kind", kind_attr("add"))}
    return OpSpec("vector.outerproduct", ops, [res], attrs, props, tok=tok)


def _print_outer(op, p):
    v = [o.value for o in op.operands]
    p.write(f" {p.value(v[0])}, {p.value(v[1])}")
    if len(v) > 2:
        p.write(f", {p.value(v[2])}")
        d = dict(op.properties)
        d.update(op.attributes)
        p.attr_dict(d)
    p.write(f" : {p.type(v[0].type)}, {p.type(v[1].type)}")


def _verify_outer(op):
    if len(op.operands) not in (2, 3):
        raise _err(op, f"expected 2 or more operands, but found {len(op.operands)}")
    lt, rt = op.operands[0].value.type, op.operands[1].value.type
    res = op.results[0].type
    for what, t in (("operand #0", lt), ("operand #2", op.operands[2].value.type if len(op.operands) > 2 else lt),
                    ("result #0", res)):
        if not _is_vec(t) or not t.shape:
            raise _err(op, f"{what} must be vector of any type values, but got '{t}'")
    if lt.element_type != res.element_type:
        raise _err(op, "failed to verify that lhs operand and result have same element type")
    if (rt.element_type if isinstance(rt, T.ShapedType) else rt) != res.element_type:   # getElementTypeOrSelf
        raise _err(op, "failed to verify that rhs operand and result have same element type")
    if len(lt.shape) != 1:
        raise _err(op, "expected 1-d vector for operand #1")
    if _is_vec(rt):
        if len(rt.shape) != 1:
            raise _err(op, "expected 1-d vector for operand #2")
        if len(res.shape) != 2:
            raise _err(op, "expected 2-d vector result")
        if lt.shape[0] != res.shape[0]:
            raise _err(op, "expected #1 operand dim to match result dim #1")
        if rt.shape[0] != res.shape[1]:
            raise _err(op, "expected #2 operand dim to match result dim #2")
        if any(lt.scalable or ()) and not any(rt.scalable or ()):
            raise _err(op, "expected either both or only #2 operand dim to be scalable")
    else:
        if len(res.shape) != 1:
            raise _err(op, "expected 1-d vector result")
        if lt.shape[0] != res.shape[0]:
            raise _err(op, "expected #1 operand dim to match result dim #1")
    if len(op.operands) == 3 and op.operands[2].value.type != res:
        raise _err(op, "expected operand #3 of same type as result type")
    if kind_of(op.properties.get("kind")) is None:
        raise _err(op, "attribute 'kind' failed to satisfy constraint: Kind of combining function for "
                       "contractions and reductions")
    if not _check_kind(op, res):
        raise _err(op, "unsupported outerproduct type")


OUTERPRODUCT = define("vector.outerproduct", operands=(Operand("lhs"), Operand("rhs"), Operand("acc", optional=True)),
                      results=(Result("result"),), traits=(PURE,), parse=_parse_outer, print=_print_outer,
                      verify=_verify_outer, properties=("kind",))


# ---- vector.insert -------------------------------------------------------------------------


def _parse_insert(tr, c):
    tok, val, dst, mixed, attrs, vt, dt = c
    vals, static = C.split_mixed(mixed)
    attrs = dict(attrs or {})
    attrs.pop("static_position", None)
    ops = [set_type(val, vt), set_type(dst, dt)] + vals
    return OpSpec("vector.insert", ops, [dt], attrs, {"static_position": static}, tok=tok)


def _print_insert(op, p):
    v, d = op.operands[0].value, op.operands[1].value
    p.write(f" {p.value(v)}, {p.value(d)} " + C.print_mixed(p, op.properties["static_position"],
                                                             [o.value for o in op.operands[2:]]).lstrip())
    p.op_attr_dict(op, elided=("static_position",))
    p.write(f" : {p.type(v.type)} into {p.type(d.type)}")


def _verify_insert(op):
    if len(op.operands) < 2:
        raise _err(op, f"expected 2 or more operands, but found {len(op.operands)}")
    pos_attr = op.properties.get("static_position")
    if pos_attr is None:
        raise _err(op, "requires attribute 'static_position'")
    src, dt = op.operands[0].value.type, op.operands[1].value.type
    if not _is_vec(dt):
        raise _err(op, f"operand #1 must be vector of any type values, but got '{dt}'")
    for i, o in enumerate(op.operands[2:], 2):
        if o.value.type != T.index:
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")
    if len(op.results) == 1 and not _is_vec(op.results[0].type):
        raise _err(op, f"result #0 must be vector of any type values, but got '{op.results[0].type}'")
    if len(op.results) != 1:
        raise _err(op, "requires one result")
    if (src.element_type if isinstance(src, T.ShapedType) else src) != op.results[0].type.element_type:
        raise _err(op, "failed to verify that source operand and result have same element type")
    if op.results[0].type != dt:
        raise _err(op, "failed to verify that all of {dest, result} have same type")
    if _is_vec(src) and not src.shape:
        raise _err(op, "expected a scalar instead of a 0-d vector as the source operand", False)
    pos = C.static_values(pos_attr)   # (upstream does not check the dynamic markers against the operands)
    if len(pos) > len(dt.shape):
        raise _err(op, "expected position attribute of rank no greater than dest vector rank")
    if _is_vec(src) and len(src.shape) + len(pos) != len(dt.shape):
        raise _err(op, "expected position attribute rank + source rank to match dest vector rank")
    if not _is_vec(src) and len(pos) != len(dt.shape):
        raise _err(op, "expected position attribute rank to match the dest vector rank")
    for i, x in enumerate(pos):
        if x != C.DYNAMIC and x != -1 and not (0 <= x < dt.shape[i]):
            raise _err(op, "expected position attribute #" + str(i + 1) + " to be a non-negative integer "
                       "smaller than the corresponding dest vector dimension")


INSERT = define("vector.insert", operands=(Operand("valueToStore"), Operand("dest"),
                                          Operand("dynamic_position", variadic=True)),
                results=(Result("result"),), traits=(PURE,), parse=_parse_insert, print=_print_insert,
                verify=_verify_insert, properties=("static_position",),
            convert_properties=P.converter("vector.insert", {"static_position": P.I64_ARRAY}))


# ---- vector.scatter ----------------------------------------------------------------------


def _parse_scatter(tr, c):
    tok, base, offs, idx, mask, val, attrs, bt, it, mt, vt, rt = c
    offs = offs or []
    ops = [set_type(base, bt)] + typed(offs, [T.index] * len(offs)) + [set_type(idx, it), set_type(mask, mt),
                                                                       set_type(val, vt)]
    return OpSpec("vector.scatter", ops, [rt] if rt is not None else [], attrs or {}, tok=tok)


def _print_scatter(op, p):
    v = [o.value for o in op.operands]
    p.write(f" {p.value(v[0])}[{p.values(v[1:-3])}] [{p.value(v[-3])}], {p.value(v[-2])}, {p.value(v[-1])}")
    p.op_attr_dict(op)
    p.write(" : " + ", ".join(p.type(x.type) for x in (v[0], v[-3], v[-2], v[-1])))
    if op.results:
        p.write(" -> " + p.type(op.results[0].type))


def _verify_scatter(op):
    if len(op.operands) < 4:
        raise _err(op, f"expected 4 or more operands, but found {len(op.operands)}")
    v = [o.value for o in op.operands]
    bt, it, mt, vt = v[0].type, v[-3].type, v[-2].type, v[-1].type
    if not isinstance(bt, (T.MemRefType, T.RankedTensorType)):
        raise _err(op, f"operand #0 must be Tensor or MemRef of any type values, but got '{bt}'")
    for i, x in enumerate(v[1:-3], 1):
        if x.type != T.index:
            raise _err(op, f"operand #{i} must be variadic of index, but got '{x.type}'")
    n = len(v)
    for i, t, ok, what in ((n - 3, it, _is_vec(it) and isinstance(getattr(it, "element_type", None),
                                                                 (T.IntegerType, T.IndexType)),
                            "vector of integer or index values"),
                           (n - 2, mt, _is_vec(mt) and mt.element_type == T.i1,
                            "vector of 1-bit signless integer values"),
                           (n - 1, vt, _is_vec(vt) and bool(vt.shape), "vector of any type values")):
        if not ok:
            raise _err(op, f"operand #{i} must be {what}, but got '{t}'")
    if len(v) - 4 != len(bt.shape):
        raise _err(op, f"requires {len(bt.shape)} indices")
    if vt.element_type != bt.element_type:
        raise _err(op, "base and valueToStore element type should match")
    if tuple(it.shape) != tuple(vt.shape):
        raise _err(op, "expected valueToStore dim to match indices dim")
    if tuple(mt.shape) != tuple(vt.shape):
        raise _err(op, "expected valueToStore dim to match mask dim")
    if isinstance(bt, T.RankedTensorType):
        if len(op.results) != 1 or op.results[0].type != bt:
            raise _err(op, "expected result type to match base type")
    elif op.results:
        raise _err(op, "expected no result for memref base")


def _scatter_effects(op):
    return [("write", "operand", 0)] if isinstance(op.operands[0].value.type, T.MemRefType) else []


SCATTER = define("vector.scatter", operands=(Operand("base"), Operand("offsets", variadic=True), Operand("indices"),
                                            Operand("mask"), Operand("valueToStore")),
                 results=(Result("result", variadic=True),), parse=_parse_scatter, print=_print_scatter,
                 verify=_verify_scatter, properties=("alignment",), effects=_scatter_effects)

# ---- vector.to_elements ---------------------------------------------------------------------
# (its results are one per element: a variadic result list no format declares)


def _parse_to_elements(tr, c):
    tok, src, attrs, st = c
    if not _is_vec(st):
        raise type_error(f"custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, "
                         f"but found '{st}'", tok)
    n = 1
    for d in st.shape:
        n *= d
    return OpSpec("vector.to_elements", [set_type(src, st)], [st.element_type] * n, attrs or {}, tok=tok)


def _print_to_elements(op, p):
    v = op.operands[0].value
    p.write(f" {p.value(v)}")
    p.op_attr_dict(op)
    p.write(f" : {p.type(v.type)}")


def _verify_to_elements(op):
    if len(op.operands) != 1:
        raise _err(op, "requires a single operand")
    st = op.operands[0].value.type
    if not _is_vec(st):
        raise _err(op, f"operand #0 must be vector of any type values, but got '{st}'")
    n = 1
    for d in st.shape:
        n *= d
    if len(op.results) != n or any(r.type != st.element_type for r in op.results):
        raise _err(op, "failed to verify that shaped type 'source' matches 'elements' element count and types")


TO_ELEMENTS = define("vector.to_elements", operands=(Operand("source"),), results=(Result("elements", variadic=True),),
                     traits=(PURE,), parse=_parse_to_elements, print=_print_to_elements, verify=_verify_to_elements)

RULES = {"op_vector_contract": _parse_contract, "vector_contract_attrs": _contract_attrs, "op_vector_outerproduct": _parse_outer,
         "op_vector_mask": M.parse_mask, "vector_mask_types": M.mask_types, "op_vector_insert": _parse_insert,
         "op_vector_scatter": _parse_scatter, "op_vector_to_elements": _parse_to_elements}
KEYWORDS = {"VECTOR_CONTRACT": ["vector.contract"], "VECTOR_OUTERPRODUCT": ["vector.outerproduct"],
            "VECTOR_MASK": ["vector.mask"], "VECTOR_INSERT": ["vector.insert"], "VECTOR_SCATTER": ["vector.scatter"],
            "VECTOR_TO_ELEMENTS": ["vector.to_elements"]}
