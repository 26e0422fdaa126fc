"""vector ops: transfer_read/transfer_write, print, broadcast, extract; transfers touch memory only on memrefs."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.affine import AffineMap
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ...syntax.lexer import type_error
from .. import common as C
from ...ir.registry import PURE, Dialect
from ..define import VECTOR_OF_FLOAT, Operand, Result, define
from ..common import op_error as _err
from . import properties as P


_TRANSFER_PROPS = ("in_bounds", "operandSegmentSizes", "permutation_map")
_NEWLINE = A.OpaqueAttr("#vector.punctuation<newline>")
_PUNCT = ("no_punctuation", "newline", "comma", "open", "close")


def minor_identity(src_rank: int, vec_rank: int) -> AffineMap:
    return AffineMap(src_rank, 0, tuple(("d", i) for i in range(src_rank - vec_rank, src_rank)))


def _is_minor_identity(m: AffineMap) -> bool:
    return m.num_symbols == 0 and len(m.results) <= m.num_dims and m == minor_identity(m.num_dims, len(m.results))


def mask_type(vec: T.VectorType, m: AffineMap) -> T.VectorType:
    """inferTransferOpMaskType: the vector shape in source-dimension order,
    broadcast (constant) dimensions dropped; vector<1xi1> when none is left."""
    dims = []
    for i, r in enumerate(m.results):
        if r[0] == "d":
            dims.append((r[1], vec.shape[i], vec.scalable[i] if vec.scalable else False))
    dims.sort(key=lambda x: x[0])
    shape = tuple(d[1] for d in dims) or (1,)   # upstream: no 0-D mask, a single-element one
    sc = tuple(d[2] for d in dims)
    return T.VectorType(shape, T.i1, sc if any(sc) else ())


def _elt(t):
    return t.element_type if isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)) else t


def _transfer_props(tok, name, attrs, src_t, vec_t):
    """Upstream's Transfer{Read,Write}Op::parse checks, in the custom op's words."""
    attrs = dict(attrs or {})
    props = {}
    for k in _TRANSFER_PROPS:
        if k in attrs:
            props[k] = attrs.pop(k)

    def err(msg):
        return ParseError(f"custom op '{name}' {msg}", tok.line, tok.column)
    checks = [(isinstance(src_t, (T.MemRefType, T.RankedTensorType)), "requires memref or ranked tensor type"),
              (isinstance(vec_t, T.VectorType), "requires vector type")]
    for ok, msg in (checks if name == "vector.transfer_read" else checks[::-1]):
        if not ok:
            raise err(msg)
    pm = props.get("permutation_map")
    if pm is None:
        if isinstance(_elt(src_t), T.VectorType):
            k = len(vec_t.shape) - len(_elt(src_t).shape)
        else:
            k = len(vec_t.shape)
        if k < 0 or k > len(src_t.shape):
            raise err("expected a custom permutation_map when rank(source) != rank(destination)")
        props["permutation_map"] = A.AffineMapAttr(minor_identity(len(src_t.shape), k))
    elif not isinstance(pm, A.AffineMapAttr):
        raise ParseError("expected permutation_map to be an affine map", tok.line, tok.column)
    if "in_bounds" not in props:
        n = len(props["permutation_map"].map.results)
        props["in_bounds"] = A.ArrayAttr(tuple(A.FALSE for _ in range(n)))
    return attrs, props


def _transfer_mask_type(tok, name, src_t, vec_t, pm):
    if isinstance(_elt(src_t), T.VectorType):
        raise ParseError(f"custom op '{name}' does not support masks with vector element type", tok.line,
                         tok.column)
    if len(pm.results) != len(vec_t.shape):
        raise ParseError(f"custom op '{name}' expected the same rank for the vector and the results of the "
                         "permutation map", tok.line, tok.column)
    return mask_type(vec_t, pm)


def _bool_array(a):
    out = []
    for x in a.value:
        if isinstance(x, A.BoolAttr):
            out.append(x.value)
        elif isinstance(x, A.IntegerAttr) and x.type == T.i1:
            out.append(bool(x.value))
        else:
            return None
    return out


# ---- transfer_read / transfer_write ------------------------------------------------------


def _two_types(tok, name, types):
    if len(types) != 2:
        raise ParseError(f"custom op '{name}' requires two types", tok.line, tok.column)
    return types


def _parse_read(tr, c):
    tok, src, idx, pad, mask, attrs, types = c
    src_t, vec_t = _two_types(tok, "vector.transfer_read", types)
    idx = idx or []
    attrs, props = _transfer_props(tok, "vector.transfer_read", attrs, src_t, vec_t)
    if len(idx) != len(src_t.shape):
        raise ParseError(f"'vector.transfer_read' op requires {len(src_t.shape)} indices", tok.line, tok.column)
    set_type(src, src_t)
    typed(idx, [T.index] * len(idx))
    set_type(pad, _elt(src_t))
    ops = [src] + idx + [pad]
    if mask is not None:
        set_type(mask, _transfer_mask_type(tok, "vector.transfer_read", src_t, vec_t,
                                           props["permutation_map"].map))
        ops.append(mask)
    props["operandSegmentSizes"] = C.seg_attr(1, len(idx), 1, 1 if mask is not None else 0)
    return OpSpec("vector.transfer_read", ops, [vec_t], attrs, props, tok=tok)


def _parse_write(tr, c):
    tok, vec, dst, idx, mask, attrs, types = c
    vec_t, dst_t = _two_types(tok, "vector.transfer_write", types)
    idx = idx or []
    attrs, props = _transfer_props(tok, "vector.transfer_write", attrs, dst_t, vec_t)
    if len(idx) != len(dst_t.shape):
        raise ParseError(f"'vector.transfer_write' op requires {len(dst_t.shape)} indices", tok.line, tok.column)
    set_type(vec, vec_t)
    set_type(dst, dst_t)
    typed(idx, [T.index] * len(idx))
    ops = [vec, dst] + idx
    if mask is not None:
        set_type(mask, _transfer_mask_type(tok, "vector.transfer_write", dst_t, vec_t,
                                           props["permutation_map"].map))
        ops.append(mask)
    props["operandSegmentSizes"] = C.seg_attr(1, 1, len(idx), 1 if mask is not None else 0)
    results = [dst_t] if isinstance(dst_t, T.RankedTensorType) else []
    return OpSpec("vector.transfer_write", ops, results, attrs, props, tok=tok)


def _elided_transfer(op):
    el = ["operandSegmentSizes"]
    pm = op.properties.get("permutation_map")
    if isinstance(pm, A.AffineMapAttr) and _is_minor_identity(pm.map):
        el.append("permutation_map")
    ib = op.properties.get("in_bounds")
    if isinstance(ib, A.ArrayAttr) and not any(_bool_array(ib) or ()):
        el.append("in_bounds")
    return tuple(el)


def _transfer_alias_attrs(op):
    el = _elided_transfer(op)
    d = dict(op.properties)
    d.update(op.attributes)
    return [v for k, v in sorted(d.items()) if k not in el]


def _print_read(op, p):
    src, idx, pad, mask = C.segments(op, 4)
    p.write(f" {p.value(src[0])}[{p.values(idx)}], {p.value(pad[0])}")
    if mask:
        p.write(f", {p.value(mask[0])}")
    p.op_attr_dict(op, elided=_elided_transfer(op))
    p.write(f" : {p.type(src[0].type)}, {p.type(op.results[0].type)}")


def _print_write(op, p):
    vec, dst, idx, mask = C.segments(op, 4)
    p.write(f" {p.value(vec[0])}, {p.value(dst[0])}[{p.values(idx)}]")
    if mask:
        p.write(f", {p.value(mask[0])}")
    p.op_attr_dict(op, elided=_elided_transfer(op))
    p.write(f" : {p.type(vec[0].type)}, {p.type(dst[0].type)}")


def _verify_transfer(op, read):
    segs = C.segment_sizes(op, 4)
    names = ("base", "indices", "padding", "mask") if read else ("valueToStore", "base", "indices", "mask")
    for i, n in enumerate(segs):
        if i != 2 - (0 if read else 0) and names[i] in ("base", "padding", "valueToStore") and n != 1:
            raise _err(op, f"operand group #{i} ('{names[i]}') requires one operand, but found {n}")
        if names[i] == "mask" and n > 1:
            raise _err(op, f"operand group #{i} ('mask') requires 0 or 1 element, but found {n}")
    src, idx, pad, mask = C.segments(op, 4) if read else (None, None, None, None)
    if read:
        src_t = src[0].type
        vec_t = op.results[0].type if len(op.results) == 1 else None
        if vec_t is None:
            raise _err(op, f"requires one result")
    else:
        vec, dst, idx, mask = C.segments(op, 4)
        src_t = dst[0].type
        vec_t = vec[0].type
    if not isinstance(src_t, (T.MemRefType, T.RankedTensorType)):
        raise _err(op, f"operand #{1 if not read else 0} must be shaped of any type values, but got '{src_t}'")
    if not isinstance(vec_t, T.VectorType):
        raise _err(op, f"{'result' if read else 'operand'} #0 must be vector of any type values, but got "
                       f"'{vec_t}'")
    for v in idx:
        if v.type != T.index:
            raise _err(op, f"operand #{op.operands.index(next(o for o in op.operands if o.value is v))} must be "
                           f"variadic of index, but got '{v.type}'")
    ib = op.properties.get("in_bounds")
    if ib is None:
        raise _err(op, "requires attribute 'in_bounds'")
    pm = op.properties.get("permutation_map")
    if pm is None:
        raise _err(op, "requires attribute 'permutation_map'")
    if not isinstance(ib, A.ArrayAttr) or _bool_array(ib) is None:
        raise _err(op, "attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute")
    if not isinstance(pm, A.AffineMapAttr):
        raise _err(op, "attribute 'permutation_map' failed to satisfy constraint: AffineMap attribute")
    m = pm.map
    if not read and any(r == ("c", 0) for r in m.results):
        raise _err(op, "should not have broadcast dimensions")
    if len(idx) != len(src_t.shape):
        raise _err(op, "requires " + str(len(src_t.shape)) + " indices")
    if m.num_symbols != 0:
        raise _err(op, "requires permutation_map without symbols")
    if m.num_dims != len(src_t.shape):
        raise _err(op, "requires a permutation_map with input dims of the same rank as the source type")
    if len(m.results) != len(vec_t.shape) and not isinstance(_elt(src_t), T.VectorType):
        raise _err(op, "requires a permutation_map with result dims of the same rank as the vector type")
    if len(ib.value) != len(m.results):
        raise _err(op, "expects the in_bounds attr of same rank as permutation_map results: "
                       f"{m} vs inBounds of size: {len(ib.value)}")
    if read and pad[0].type != _elt(src_t):
        raise _err(op, "requires formal padding and source of the same elemental type")
    if mask:
        want = mask_type(vec_t, m)
        if mask[0].type != want:
            raise _err(op, f"inferred mask type ({want}) and mask operand type ({mask[0].type}) don't match")
    _verify_permutation_map(op, m)
    if not read:
        if isinstance(src_t, T.RankedTensorType):
            if len(op.results) != 1 or op.results[0].type != src_t:
                raise _err(op, "expected tensor result type to match the destination type")
        elif op.results:
            raise _err(op, "requires zero results for memref destination")


def _verify_permutation_map(op, m):
    """upstream verifyPermutationMap: each result one dim, used once, or the constant 0."""
    seen = set()
    for r in m.results:
        if r == ("c", 0):
            continue
        if r[0] != "d":
            raise _err(op, "requires a projected permutation_map (at most one dim or the zero constant can "
                           "appear in each result)")
        if r[1] in seen:
            raise _err(op, "requires a permutation_map that is a permutation (found one dim used more than once)")
        seen.add(r[1])


# ---- print ------------------------------------------------------------------------------


def _print_str(tr, c):
    kw, s = c
    if kw.value != "str":
        raise ParseError(f"expected 'str' or 'punctuation'", kw.line, kw.column)
    from ...syntax.parser import _unquote
    return ("stringLiteral", A.StringAttr(_unquote(s.value)))


def _print_punct(tr, c):
    kw, val = c
    if kw.value != "punctuation":
        raise ParseError(f"expected 'str' or 'punctuation'", kw.line, kw.column)
    if val.value not in _PUNCT:
        raise ParseError("custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: "
                         "no_punctuation, newline, comma, open, close", val.line, val.column)
    return ("punctuation", A.OpaqueAttr(f"#vector.punctuation<{val.value}>"))


def _parse_print(tr, c):
    tok, src, t, *rest = c
    attrs = rest[-1]
    clauses = [x for x in rest[:-1] if x is not None]
    attrs = dict(attrs or {})
    props = {}
    for k, v in clauses:
        if k in props:
            raise ParseError(f"'{'str' if k == 'stringLiteral' else k}' clause can appear at most once "
                             f"in the expansion of the oilist directive", tok.line, tok.column)
        props[k] = v
    for k in ("punctuation", "stringLiteral"):
        if k in attrs and k not in props:
            props[k] = attrs.pop(k)
    props.setdefault("punctuation", _NEWLINE)
    ops = []
    if src is not None:
        ops = [set_type(src, t)]
    return OpSpec("vector.print", ops, [], attrs, props, tok=tok)


def _print_print(op, p):
    if op.operands:
        v = op.operands[0].value
        p.write(f" {p.value(v)} : {p.type(v.type)}")
    s = op.properties.get("stringLiteral")
    if s is not None:
        p.write(f" str {A.escape_string(s.value)}")
    pu = op.properties.get("punctuation")
    if pu is not None and str(pu) != str(_NEWLINE):
        p.write(" punctuation " + str(pu)[len("#vector.punctuation"):])
    p.op_attr_dict(op, elided=("punctuation", "stringLiteral"))


def _verify_print(op):
    if len(op.operands) > 1:
        raise _err(op, f"expected 0 or 1 operands, but found {len(op.operands)}")
    pu = op.properties.get("punctuation")
    if pu is None:
        # A default-valued property: generic input may omit it.
        pu = op.properties["punctuation"] = _NEWLINE
    txt = str(pu)
    if not (txt.startswith("#vector.punctuation<") and txt[len("#vector.punctuation<"):-1].strip() in _PUNCT):
        raise _err(op, "attribute 'punctuation' failed to satisfy constraint: Punctuation for separating "
                       "vectors or vector elements")
    s = op.properties.get("stringLiteral")
    if s is not None and not isinstance(s, A.StringAttr):
        raise _err(op, "attribute 'stringLiteral' failed to satisfy constraint: An Attribute containing a "
                       "string")
    if op.operands and s is not None:
        raise _err(op, "expected zero operands when printing a string")


# ---- broadcast / extract -------------------------------------------------------------------


def _parse_broadcast(tr, c):
    tok, src, attrs, st, rt = c
    if not isinstance(rt, T.VectorType):
        raise type_error("custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, "
                         f"but found '{rt}'", tok, 1, "to")
    return OpSpec("vector.broadcast", [set_type(src, st)], [rt], attrs or {}, tok=tok)


def _print_broadcast(op, p):
    v = op.operands[0].value
    p.write(f" {p.value(v)}")
    p.op_attr_dict(op)
    p.write(f" : {p.type(v.type)} to {p.type(op.results[0].type)}")


def _verify_broadcast(op):
    if len(op.operands) != 1:
        raise _err(op, f"expected 1 operands, but found {len(op.operands)}")
    if len(op.results) != 1:
        raise _err(op, "requires one result")
    rt = op.results[0].type
    if not isinstance(rt, T.VectorType):
        raise _err(op, f"result #0 must be vector of any type values, but got '{rt}'")
    st = op.operands[0].value.type
    if _elt(st) != rt.element_type:   # ODS: getElementTypeOrSelf of each
        raise _err(op, "failed to verify that source operand and result have same element type")
    if not isinstance(st, T.VectorType):
        if isinstance(st, (T.IntegerType, T.IndexType, T.FloatType)):
            return
        raise _err(op, "source type is not a vector")
    if len(st.shape) > len(rt.shape):
        raise _err(op, "source rank higher than destination rank")
    lead = len(rt.shape) - len(st.shape)
    s_sc = st.scalable or (False,) * len(st.shape)
    r_sc = rt.scalable or (False,) * len(rt.shape)
    for i, d in enumerate(st.shape):
        e, ss, rs = rt.shape[lead + i], s_sc[i], r_sc[lead + i]
        if (d != 1 and d != e) or (d == 1 and ss and e != 1) or (ss != rs and d != 1):
            a = f"[{d}]" if ss else str(d)
            b = f"[{e}]" if rs else str(e)
            raise _err(op, f"dimension mismatch ({a} vs. {b})")


def _parse_extract(tr, c):
    tok, src, mixed, attrs, rt, st = c
    set_type(src, st)
    vals, static = C.split_mixed(mixed)
    attrs = dict(attrs or {})
    attrs.pop("static_position", None)
    return OpSpec("vector.extract", [src] + vals, [rt], attrs, {"static_position": static}, tok=tok)


def _print_extract(op, p):
    v = op.operands[0].value
    p.write(f" {p.value(v)}" + C.print_mixed(p, op.properties["static_position"],
                                             [o.value for o in op.operands[1:]]))
    p.op_attr_dict(op, elided=("static_position",))
    p.write(f" : {p.type(op.results[0].type)} from {p.type(v.type)}")


_DYNAMIC_MISMATCH = ("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic "
                     "position) -- this can only happen due to an incorrect fold/rewrite")


def _verify_extract(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    pos_attr = op.properties.get("static_position")
    if pos_attr is None:
        raise _err(op, "requires attribute 'static_position'")
    st = op.operands[0].value.type
    if not isinstance(st, T.VectorType):
        raise _err(op, f"operand #0 must be vector of any type values, but got '{st}'")
    for i, o in enumerate(op.operands[1:], 1):
        if o.value.type != T.index:
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")
    if len(op.results) != 1:
        raise _err(op, "requires one result")
    rt = op.results[0].type
    if _elt(rt) != st.element_type:   # ODS: getElementTypeOrSelf of each
        raise _err(op, "failed to verify that operand and result have same element type")
    if isinstance(rt, T.VectorType) and not rt.shape:
        raise _err(op, "expected a scalar instead of a 0-d vector as the result type", False)
    pos = C.static_values(pos_attr)
    if sum(1 for x in pos if x == C.DYNAMIC) != len(op.operands) - 1:
        raise _err(op, _DYNAMIC_MISMATCH)
    if len(pos) > len(st.shape):
        raise _err(op, "expected position attribute of rank no greater than vector rank")
    for i, x in enumerate(pos):
        if x != C.DYNAMIC and x != -1 and not (0 <= x < st.shape[i]):
            raise _err(op, "expected position attribute #" + str(i + 1) +
                       " to be a non-negative integer smaller than the corresponding vector dimension or "
                       "poison (-1)")
    want = _extract_type(st, len(pos))
    if not _compatible(want, rt):
        raise _err(op, f"inferred type(s) '{want}' are incompatible with return type(s) of operation '{rt}'")


def _extract_type(st, n):
    """ExtractOp::inferReturnTypes"""
    if n == len(st.shape):
        return st.element_type
    n = min(n, len(st.shape))
    sc = tuple(st.scalable[n:]) if st.scalable else ()
    return T.VectorType(tuple(st.shape[n:]), st.element_type, sc if any(sc) else ())


def _compatible(a, b):
    """ExtractOp::isCompatibleReturnTypes: a 1-element vector stands for its scalar."""
    def one(x, y):
        return isinstance(x, T.VectorType) and tuple(x.shape) == (1,) and not any(x.scalable or ()) \
            and x.element_type == y
    return a == b or one(a, b) or one(b, a)


_TRANSFER_KINDS = {"in_bounds": P.ARRAY, "permutation_map": P.MAP}


def _transfer_effects(kind, operand):
    """upstream's TransferRead/WriteOp::getEffects: memory is touched only when
    the source is a memref (on a tensor the op is pure)."""
    def effects(op):
        if operand < len(op.operands) and isinstance(op.operands[operand].value.type, T.MemRefType):
            return [(kind, "operand", operand)]
        return []
    return effects


TRANSFER_READ = define(
    "vector.transfer_read", operands=(Operand("base"), Operand("indices", variadic=True), Operand("padding"),
                                      Operand("mask", optional=True)),
    results=(Result("vector"),), segments=True, parse=_parse_read, print=_print_read,
    syntax_attributes=("operandSegmentSizes",),
    verify=lambda op: _verify_transfer(op, True), properties=_TRANSFER_PROPS, effects=_transfer_effects("read", 0),
    convert_properties=P.converter("vector.transfer_read", _TRANSFER_KINDS), alias_attrs=_transfer_alias_attrs)
TRANSFER_WRITE = define(
    "vector.transfer_write", operands=(Operand("valueToStore"), Operand("base"), Operand("indices", variadic=True),
                                       Operand("mask", optional=True)),
    results=(Result("result", variadic=True),), segments=True, parse=_parse_write, print=_print_write,
    syntax_attributes=("operandSegmentSizes",),
    verify=lambda op: _verify_transfer(op, False), properties=_TRANSFER_PROPS,
    effects=_transfer_effects("write", 1), convert_properties=P.converter("vector.transfer_write", _TRANSFER_KINDS),
    alias_attrs=_transfer_alias_attrs)
# upstream: MemoryEffects<[MemWrite]> on the default resource (stdout), on no value
PRINT = define("vector.print", operands=(Operand("source", optional=True),), parse=_parse_print, print=_print_print,
               verify=_verify_print, properties=("punctuation", "stringLiteral"), effects=[("write", None, None)])
BROADCAST = define("vector.broadcast", operands=(Operand("source"),), results=(Result("vector"),), traits=(PURE,),
                   parse=_parse_broadcast, print=_print_broadcast, verify=_verify_broadcast)
EXTRACT = define("vector.extract", operands=(Operand("source"), Operand("dynamic_position", variadic=True)),
                 results=(Result("result"),), traits=(PURE,), parse=_parse_extract, print=_print_extract,
                 verify=_verify_extract, properties=("static_position",),
            convert_properties=P.converter("vector.extract", {"static_position": P.I64_ARRAY}))

# ---- ops declared in one piece (dialects/define.py) ----------------------------------------

FMA = define("vector.fma",
             operands=(Operand("lhs", VECTOR_OF_FLOAT), Operand("rhs", VECTOR_OF_FLOAT),
                       Operand("acc", VECTOR_OF_FLOAT)),
             results=(Result("result", VECTOR_OF_FLOAT),),
             same_type=("lhs", "rhs", "acc", "result"),
             format="$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
             traits=(PURE,))


DIALECT = Dialect(
    "vector", grammar="vector.lark",
    rules={"op_vector_transfer_read": _parse_read, "op_vector_transfer_write": _parse_write,
           "op_vector_print": _parse_print, "vector_print_str": _print_str,
           "vector_print_punct": _print_punct, "op_vector_broadcast": _parse_broadcast,
           "op_vector_extract": _parse_extract},
    keywords={"VECTOR_TRANSFER_READ": ["vector.transfer_read"],
              "VECTOR_TRANSFER_WRITE": ["vector.transfer_write"], "VECTOR_PRINT": ["vector.print"],
              "VECTOR_BROADCAST": ["vector.broadcast"], "VECTOR_EXTRACT": ["vector.extract"]},
)
