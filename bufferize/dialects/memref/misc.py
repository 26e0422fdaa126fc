"""memref.transpose, memref.prefetch, memref.dma_start and memref.dma_wait,
each one declaration (dialects/define.py).  dma_wait is a declared format; the
others keep upstream's hand-written syntax as a parse/print pair
(grammar/memref.lark): transpose's permutation is an affine map spelt without
``affine_map<>``, prefetch's `read`/`write`, `locality<N>` and `data`/`instr`
are keywords for three properties, and dma_start's operand groups are split by
the ranks of its memrefs."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.affine import AffineMap
from ...ir.layout import canonical_strided, strides_and_offset
from ...ir.registry import PURE
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ..define import INDEX, Constraint, Operand, Result, define
from .base import _err

_MEMREF = Constraint("memref of any type values", lambda t: isinstance(t, T.MemRefType),
                     kind=("builtin.memref", lambda t: isinstance(t, T.MemRefType)))
_STRIDED = Constraint("strided memref of any type values", lambda t: isinstance(t, T.MemRefType))


# ---- transpose ---------------------------------------------------------------------------

def _idlist(tr, c):
    return [t.value for t in c if t is not None]


def _perm(tr, c):
    dims, results = c
    dims, results = dims or [], results or []
    where = {n: i for i, n in enumerate(dims)}
    for r in results:
        if r not in where:
            raise ParseError(f"use of undeclared identifier", 0, 0)
    return AffineMap(len(dims), 0, tuple(("d", where[r]) for r in results))


def _parse_transpose(tr, c):
    tok, src, perm, attrs, st, rt = c
    set_type(src, st)
    attrs = dict(attrs or {})
    props = {"permutation": attrs.pop("permutation", A.AffineMapAttr(perm))}
    return OpSpec("memref.transpose", [src], [rt], attrs, props, tok=tok)


def _print_transpose(op, p):
    v = op.operand_values[0]
    p.write(f" {p.value(v)} {op.properties['permutation'].map}")
    p.op_attr_dict(op, elided=("permutation",))
    p.write(f" : {p.type(v.type)} to {p.type(op.results[0].type)}")


def _verify_transpose(op):
    perm = op.properties.get("permutation")
    if perm is None:
        raise _err(op, "requires attribute 'permutation'")
    if not isinstance(perm, A.AffineMapAttr):
        raise _err(op, "attribute 'permutation' failed to satisfy constraint: AffineMap attribute")
    if not perm.map.is_permutation():
        raise _err(op, "expected a permutation map")
    if perm.map.num_dims != op.operand_values[0].type.rank:
        raise _err(op, "expected a permutation map of same rank as the input")
    src, res = op.operand_values[0].type, op.results[0].type
    so = strides_and_offset(src)
    if so is None or not isinstance(res, T.MemRefType):
        return
    # upstream's inferTransposeResultType, compared in canonical form
    dims = [e[1] for e in perm.map.results]
    inferred = T.MemRefType(tuple(src.shape[d] for d in dims), src.element_type,
                            A.StridedLayoutAttr(tuple(so[0][d] for d in dims), so[1]), src.memory_space)
    # Equal strides and offset (a dynamic one where the other is dynamic)
    # stand for upstream's equal canonical maps, whose semi-affine
    # simplification orders `d1 * s0 + d0` as `d0 + d1 * s0`.
    if (res.shape, res.element_type, res.memory_space) != (inferred.shape, inferred.element_type,
                                                          inferred.memory_space) \
            or strides_and_offset(res) != strides_and_offset(inferred):
        want = canonical_strided(inferred)
        raise _err(op, f"result type '{res}' is not equivalent to the canonical transposed input type '{want}'")


TRANSPOSE = define("memref.transpose", operands=(Operand("in", _STRIDED),), results=(Result("result", _STRIDED),),
                   required=("permutation",), parse=_parse_transpose, print=_print_transpose,
                   verify=_verify_transpose, properties=("permutation",), traits=(PURE,), hint="transpose",
                   view_source=0, alias_attrs=lambda op: list(op.attributes.values()), syntax_attributes=("permutation",))


# ---- prefetch ----------------------------------------------------------------------------

def _prefetch_word(tr, c):
    return c[0] if c else None


def _parse_prefetch(tr, c):
    tok, mem, idx, rw, loc_kw, hint, cache, attrs, t = c
    set_type(mem, t)
    idx = typed(idx or [], [T.index] * len(idx or []), tok=tok)
    if loc_kw.value != "locality":
        raise ParseError("expected 'locality'", loc_kw.line, loc_kw.column)
    if rw.value not in ("read", "write"):
        raise ParseError("custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'", tok.line, tok.column)
    if cache is None or cache.value not in ("data", "instr"):
        raise ParseError("custom op 'memref.prefetch' cache type has to be 'data' or 'instr'", tok.line, tok.column)
    attrs = dict(attrs or {})
    props = {"isWrite": A.BoolAttr(rw.value == "write"),
             "localityHint": A.IntegerAttr(int(hint.value), T.IntegerType(32)),
             "isDataCache": A.BoolAttr(cache.value == "data")}
    return OpSpec("memref.prefetch", [mem] + idx, [], attrs, props, tok=tok)


def _print_prefetch(op, p):
    v, pr = op.operand_values, op.properties
    p.write(f" {p.value(v[0])}[{p.values(v[1:])}], {'write' if pr['isWrite'].value else 'read'}, "
            f"locality<{pr['localityHint'].value}>, {'data' if pr['isDataCache'].value else 'instr'}")
    p.op_attr_dict(op, elided=("isWrite", "localityHint", "isDataCache"))
    p.write(f" : {p.type(v[0].type)}")


def _verify_prefetch(op):
    pr = op.properties
    for name in ("isWrite", "localityHint", "isDataCache"):
        if name not in pr:
            raise _err(op, f"requires attribute '{name}'")
    hint = pr["localityHint"]
    if not (isinstance(hint, A.IntegerAttr) and hint.type == T.IntegerType(32) and 0 <= hint.value <= 3):
        raise _err(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
                       "attribute whose minimum value is 0 whose maximum value is 3")
    if len(op.operands) != 1 + op.operand_values[0].type.rank:
        raise _err(op, "too few indices")


PREFETCH = define("memref.prefetch", operands=(Operand("memref", _MEMREF), Operand("indices", INDEX, variadic=True)),
                  parse=_parse_prefetch, print=_print_prefetch, verify=_verify_prefetch,
                  properties=("isWrite", "localityHint", "isDataCache"))


# ---- dma_start / dma_wait ----------------------------------------------------------------

def _parse_dma_start(tr, c):
    tok, src, src_idx, dst, dst_idx, n, tag, tag_idx, strides, attrs, types = c
    strides = strides or []
    if strides and len(strides) != 2:
        raise ParseError("custom op 'memref.dma_start' expected two stride related operands", tok.line, tok.column)
    if len(types) != 3:
        raise ParseError("custom op 'memref.dma_start' fewer/more types expected", tok.line, tok.column)
    for v, t in zip((src, dst, tag), types):
        set_type(v, t)
    idx = lambda vals: typed(vals or [], [T.index] * len(vals or []), tok=tok)
    vals = [src] + idx(src_idx) + [dst] + idx(dst_idx) + idx([n]) + [tag] + idx(tag_idx) + idx(strides)
    return OpSpec("memref.dma_start", vals, [], dict(attrs or {}), tok=tok)


def _dma_groups(op):
    """(src, src indices, dst, dst indices, count, tag, tag indices, strides) by the memrefs' ranks."""
    v = op.operand_values
    i = 0
    src = v[0]
    ns = getattr(src.type, "rank", 0)
    src_idx = v[1:1 + ns]
    i = 1 + ns
    dst = v[i]
    nd = getattr(dst.type, "rank", 0)
    dst_idx = v[i + 1:i + 1 + nd]
    i += 1 + nd
    count, tag = v[i], v[i + 1]
    nt = getattr(tag.type, "rank", 0)
    tag_idx = v[i + 2:i + 2 + nt]
    return src, src_idx, dst, dst_idx, count, tag, tag_idx, v[i + 2 + nt:]


def _print_dma_start(op, p):
    src, si, dst, di, n, tag, ti, rest = _dma_groups(op)
    p.write(f" {p.value(src)}[{p.values(si)}], {p.value(dst)}[{p.values(di)}], {p.value(n)}, "
            f"{p.value(tag)}[{p.values(ti)}]")
    if rest:
        p.write(", " + p.values(rest))
    p.op_attr_dict(op)
    p.write(f" : {p.type(src.type)}, {p.type(dst.type)}, {p.type(tag.type)}")


def _verify_dma_start(op):
    v = op.operand_values
    if len(v) < 4:
        raise _err(op, "expected at least 4 operands")
    if not isinstance(v[0].type, T.MemRefType):
        raise _err(op, "expected source to be of memref type")
    ns = v[0].type.rank
    if len(v) < ns + 4:
        raise _err(op, f"expected at least {ns + 4} operands")
    if any(x.type != T.index for x in v[1:1 + ns]):
        raise _err(op, "expected source indices to be of index type")
    dst = v[1 + ns]
    if not isinstance(dst.type, T.MemRefType):
        raise _err(op, "expected destination to be of memref type")
    nd = dst.type.rank
    if len(v) < ns + nd + 4:
        raise _err(op, f"expected at least {ns + nd + 4} operands")
    if any(x.type != T.index for x in v[2 + ns:2 + ns + nd]):
        raise _err(op, "expected destination indices to be of index type")
    if v[2 + ns + nd].type != T.index:
        raise _err(op, "expected num elements to be of index type")
    tag = v[3 + ns + nd]
    if not isinstance(tag.type, T.MemRefType):
        raise _err(op, "expected tag to be of memref type")
    nt = tag.type.rank
    base = ns + nd + nt + 4
    if len(v) < base:
        raise _err(op, f"expected at least {base} operands")
    if len(v) != base and len(v) != base + 2:
        raise _err(op, f"incorrect number of operands")
    if any(x.type != T.index for x in v[4 + ns + nd:base]):
        raise _err(op, "expected tag indices to be of index type")
    if len(v) == base + 2 and any(x.type != T.index for x in v[base:]):
        raise _err(op, "expected stride and num elements per stride to be of type index")


DMA_START = define("memref.dma_start", operands=(Operand("operands", variadic=True),),
                   parse=_parse_dma_start, print=_print_dma_start, verify=_verify_dma_start)


def _verify_dma_wait(op):
    t = op.operand_values[0].type
    if len(op.operands) - 2 != t.rank:
        raise _err(op, f"expected tagIndices to have the same number of elements as the tagMemRef rank, "
                       f"expected {t.rank}, but got {len(op.operands) - 2}")


DMA_WAIT = define("memref.dma_wait",
                  operands=(Operand("tagMemRef", _MEMREF), Operand("tagIndices", INDEX, variadic=True),
                            Operand("numElements", INDEX)),
                  format="$tagMemRef `[` $tagIndices* `]` `,` $numElements attr-dict `:` type($tagMemRef)",
                  verify=_verify_dma_wait)

# ---- distinct_objects ---------------------------------------------------------------------
# `$operands attr-dict `:` type($operands)` with as many results, of the operands' types
# (InferTypeOpInterface): variadic results are not declarable, so a parse/print pair.


def _parse_distinct_objects(tr, c):
    tok, vals, attrs, types = c
    vals = typed(vals or [], types or [], tok=tok)
    return OpSpec("memref.distinct_objects", vals, [v.type for v in vals], attrs or {}, tok=tok)


def _print_distinct_objects(op, p):
    p.write(" " + p.values(o.value for o in op.operands))
    p.op_attr_dict(op)
    p.write(" : " + p.types(o.value.type for o in op.operands))


def _verify_distinct_objects(op):
    for what, ts in (("operand", [o.value.type for o in op.operands]), ("result", [r.type for r in op.results])):
        for i, t in enumerate(ts):
            if not isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
                raise _err(op, f"{what} #{i} must be variadic of memref of any type values, but got '{t}'")
    if [o.value.type for o in op.operands] != [r.type for r in op.results]:
        raise _err(op, "operand types and result types must match")
    if not op.operands:
        raise _err(op, "expected at least one operand")


DISTINCT_OBJECTS = define("memref.distinct_objects", operands=(Operand("operands", variadic=True),),
                          results=(Result("results", variadic=True),), traits=(PURE,),
                          parse=_parse_distinct_objects, print=_print_distinct_objects,
                          verify=_verify_distinct_objects, effects=[])
