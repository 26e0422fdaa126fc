"""memref alloc/alloca/realloc/dealloc, cast, copy, load/store, dim/rank: syntax and verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ..common import seg_attr, segments
from ..define import INDEX, MEMREF, RANKED_OR_UNRANKED_MEMREF, Constraint, Operand, Result, TypesMatch, define
from ...ir import registry
from ...ir.registry import PURE
from .base import _alignment_error, _err, _expect_results, _index_kind, _opt_alignment, default_segments, strides_and_offset


def _check_parsed_alignment(name, attrs, tok):
    """ODS's custom parsers check inherent attributes of the attr-dict
    (verifyInherentAttrs): an invalid alignment is a parse error."""
    if attrs and "alignment" in attrs:
        msg = _alignment_error(attrs["alignment"])
        if msg:
            raise ParseError(f"custom op '{name}' '{name}' op {msg}", tok.line, tok.column)


def _parse_alloc(tr, c):
    tok, dyn, syms, attrs, t = c
    _check_parsed_alignment(tok.value if "." in tok.value else "memref." + tok.value, attrs, tok)
    dyn = typed(dyn or [], [T.index] * len(dyn or []), tok=tok)
    syms = typed(syms or [], [T.index] * len(syms or []), tok=tok)
    props = {"operandSegmentSizes": seg_attr(len(dyn), len(syms))}
    return OpSpec(tok.value if "." in tok.value else "memref." + tok.value, dyn + syms, [t], attrs or {},
                  props, tok=tok)


def _print_alloc(op, p):
    dyn, syms = segments(op, 2)
    p.write("(" + p.values(dyn) + ")")
    if syms:
        p.write("[" + p.values(syms) + "]")
    p.op_attr_dict(op, elided=("operandSegmentSizes",))
    p.write(" : " + p.type(op.results[0].type))


def _in_allocation_scope(op) -> bool:
    """An ancestor has AutomaticAllocationScope.  An op this tool does not
    know but a dialect may define (``gpu.func``, ``llvm.func``) is given the
    benefit of the doubt; one without a dialect prefix has no traits."""
    p = op.parent_op
    while p is not None:
        d = registry.lookup(p.name)
        if d is not None and d.extra.get("automatic_allocation_scope"):
            return True
        if d is None and "." in p.name:
            return True
        p = p.parent_op
    return False


def _verify_alloc(op):
    if op.name == "memref.alloca" and not _in_allocation_scope(op):
        raise _err(op, "requires an ancestor op with AutomaticAllocationScope trait")
    default_segments(op, 2)
    dyn, syms = segments(op, 2)
    _expect_results(op, 1)
    t = op.results[0].type
    if not isinstance(t, T.MemRefType):
        raise _err(op, f"result #0 must be memref of any type values, but got '{t}'")
    for i, o in enumerate(op.operands):
        _index_kind(op, o.value.type, "operand", i)
    _opt_alignment(op)
    ndyn = sum(1 for d in t.shape if d is None)
    if len(dyn) != ndyn:
        raise _err(op, f"incorrect number of dynamic sizes, has {len(dyn)}, expected {ndyn}")
    nsym = t.layout.map.num_symbols if isinstance(t.layout, A.AffineMapAttr) else 0
    if len(syms) != nsym:
        raise _err(op, f"symbol operand count does not equal memref symbol count: expected {nsym}, "
                       f"got {len(syms)}")


# ODS's AllocLikeOp: two index groups split by operandSegmentSizes (the
# verifier checks their types, in upstream's order)
_ALLOC_OPERANDS = (Operand("dynamicSizes", variadic=True), Operand("symbolOperands", variadic=True))
ALLOC = define("memref.alloc", operands=_ALLOC_OPERANDS, results=(Result("memref"),), segments=True,
               parse=_parse_alloc, print=_print_alloc, verify=_verify_alloc, hint="alloc",
               properties=("alignment", "operandSegmentSizes"), effects=[("allocate", "result", 0)],
               hoisting=("block", "loop"), promotable_alloc="memref.alloca")
ALLOCA = define("memref.alloca", operands=_ALLOC_OPERANDS, results=(Result("memref"),), segments=True,
                parse=_parse_alloc, print=_print_alloc, verify=_verify_alloc, hint="alloca",
                properties=("alignment", "operandSegmentSizes"),
                effects=[("allocate", "result", 0, "automatic")], hoisting=("loop",))

# ---- realloc ---------------------------------------------------------------------


def _parse_realloc(tr, c):
    tok, src, size, attrs, st, rt = c
    _check_parsed_alignment("memref.realloc", attrs, tok)
    set_type(src, st)
    ops = [src]
    if size is not None:
        ops.append(set_type(size, T.index))
    return OpSpec("memref.realloc", ops, [rt], attrs or {}, tok=tok)


def _print_realloc(op, p):
    p.write(" " + p.operand(op, 0))
    if len(op.operands) > 1:
        p.write("(" + p.operand(op, 1) + ")")
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.results[0].type))


def _verify_realloc(op):
    if len(op.operands) not in (1, 2):
        raise _err(op, f"expected 1 or 2 operands, but found {len(op.operands)}")
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    for t, what in ((st, "operand"), (rt, "result")):
        if not isinstance(t, T.MemRefType) or t.rank != 1:
            raise _err(op, f"{what} #0 must be 1D memref of any type values, but got '{t}'")
    _opt_alignment(op)
    if st.layout is not None:
        raise _err(op, f"unsupported layout for source memref type '{st}'", prefix=False)
    if rt.layout is not None:
        raise _err(op, f"unsupported layout for result memref type '{rt}'", prefix=False)
    if st.memory_space != rt.memory_space:
        raise _err(op, f"different memory spaces specified for source memref type '{st}' and result memref "
                       f"type '{rt}'", prefix=False)
    if st.element_type != rt.element_type:
        raise _err(op, f"different element types specified for source memref type '{st}' and result memref "
                       f"type '{rt}'", prefix=False)
    dyn = rt.shape[0] is None
    if dyn and len(op.operands) != 2:
        raise _err(op, f"missing dimension operand for result type '{rt}'", prefix=False)
    if not dyn and len(op.operands) == 2:
        raise _err(op, f"unnecessary dimension operand for result type '{rt}'", prefix=False)
    if len(op.operands) == 2 and not isinstance(op.operands[1].value.type, T.IndexType):
        raise _err(op, f"operand #1 must be index, but got '{op.operands[1].value.type}'")


# (ODS's result is unnamed: getResult())
REALLOC = define("memref.realloc", operands=(Operand("source"), Operand("dynamicResultSize", optional=True)),
                 results=(Result("result"),), parse=_parse_realloc, print=_print_realloc, verify=_verify_realloc,
                 properties=("alignment",), effects=[("free", "operand", 0), ("allocate", "result", 0)])

# ---- ops declared in one piece (dialects/define.py) -------------------------------------

def _index(types, props):
    return [T.index]


def _element_type(t):
    return t.element_type


def _cast_compatible(a, b) -> bool:
    if isinstance(a, T.UnrankedMemRefType) and isinstance(b, T.UnrankedMemRefType):
        return False
    ea, eb = a.element_type, b.element_type
    if ea != eb:
        return False
    if (a.memory_space if isinstance(a, (T.MemRefType, T.UnrankedMemRefType)) else None) != \
            (b.memory_space if isinstance(b, (T.MemRefType, T.UnrankedMemRefType)) else None):
        return False
    if isinstance(a, T.MemRefType) and isinstance(b, T.MemRefType):
        if a.rank != b.rank:
            return False
        for x, y in zip(a.shape, b.shape):
            if x is not None and y is not None and x != y:
                return False
        sa, sb = strides_and_offset(a), strides_and_offset(b)
        if a.layout != b.layout:
            if sa is None or sb is None:
                return False
            if sa[1] is not None and sb[1] is not None and sa[1] != sb[1]:
                return False
            for x, y in zip(sa[0], sb[0]):
                if x is not None and y is not None and x != y:
                    return False
    return True


def _verify_cast(op):
    st, rt = op.operand_values[0].type, op.results[0].type
    if not _cast_compatible(st, rt):
        raise _err(op, f"operand type '{st}' and result type '{rt}' are cast incompatible")


def _verify_memory_space_cast(op):
    st, rt = op.operand_values[0].type, op.results[0].type
    same = type(st) is type(rt) and st.element_type == rt.element_type and \
        (not isinstance(st, T.MemRefType) or (st.shape == rt.shape and st.layout == rt.layout))
    if not same:
        raise _err(op, f"operand type '{st}' and result type '{rt}' are cast incompatible")


def _verify_copy(op):
    a, b = op.operand_values[0].type, op.operand_values[1].type
    if a.element_type != b.element_type:
        raise _err(op, "requires the same element type for all operands")
    if isinstance(a, T.MemRefType) and isinstance(b, T.MemRefType) and (a.rank != b.rank or any(
            x is not None and y is not None and x != y for x, y in zip(a.shape, b.shape))):
        # upstream: SameOperandsShape (compatible shapes)
        raise _err(op, "requires the same shape for all operands")


def _verify_dim(op):
    """A constant index out of the source's rank."""
    t = op.operand_values[0].type
    d = op.operand_values[1].defining_op()
    if d is not None and d.name == "arith.constant" and isinstance(t, T.MemRefType):
        v = d.properties.get("value")
        if isinstance(v, A.IntegerAttr) and v.value >= t.rank:
            raise _err(op, "index is out of range")


NON_0_RANKED_OR_UNRANKED_MEMREF = Constraint(
    "unranked.memref of any type values or non-0-ranked.memref of any type values",
    lambda t: isinstance(t, T.UnrankedMemRefType) or (isinstance(t, T.MemRefType) and t.rank > 0))

DEALLOC = define("memref.dealloc", operands=(Operand("memref", RANKED_OR_UNRANKED_MEMREF),),
                 format="$memref attr-dict `:` type($memref)", effects=[("free", "operand", 0)])
RANK = define("memref.rank", operands=(Operand("memref", RANKED_OR_UNRANKED_MEMREF),),
              results=(Result("result", INDEX),), result_types=_index,
              format="$memref attr-dict `:` type($memref)", traits=(PURE,), effects=[])
CAST = define("memref.cast", operands=(Operand("source", RANKED_OR_UNRANKED_MEMREF),),
              results=(Result("dest", RANKED_OR_UNRANKED_MEMREF),),
              format="$source attr-dict `:` type($source) `to` type($dest)", traits=(PURE,), hint="cast",
              verify=_verify_cast, effects=[], view_source=0)
MEMORY_SPACE_CAST = define(
    "memref.memory_space_cast", operands=(Operand("source", RANKED_OR_UNRANKED_MEMREF),),
    results=(Result("dest", RANKED_OR_UNRANKED_MEMREF),),
    format="$source attr-dict `:` type($source) `to` type($dest)", traits=(PURE,), hint="memspacecast",
    verify=_verify_memory_space_cast, effects=[], view_source=0)
COPY = define("memref.copy", operands=(Operand("source", RANKED_OR_UNRANKED_MEMREF),
                                       Operand("target", RANKED_OR_UNRANKED_MEMREF)),
              format="$source `,` $target attr-dict `:` type($source) `to` type($target)",
              verify=_verify_copy, effects=[("read", "operand", 0), ("write", "operand", 1)], copy_like=(0, 1))
DIM = define("memref.dim", operands=(Operand("source", NON_0_RANKED_OR_UNRANKED_MEMREF), Operand("index", INDEX)),
             results=(Result("result", INDEX),), result_types=_index,
             format="attr-dict $source `,` $index `:` type($source)", traits=(PURE,), hint="dim",
             verify=_verify_dim, effects=[])


# ---- load / store -----------------------------------------------------------------------

def _check_access_properties(op):
    v = op.properties.get("nontemporal")
    if v is not None and not isinstance(v, A.BoolAttr):
        raise _err(op, "attribute 'nontemporal' failed to satisfy constraint: bool attribute")
    _opt_alignment(op)


def _verify_load(op):
    _check_access_properties(op)
    t = op.operand_values[0].type
    if len(op.operands) - 1 != t.rank:
        raise _err(op, f"incorrect number of indices for load, expected {t.rank} but got "
                       f"{len(op.operands) - 1}")


def _verify_store(op):
    _check_access_properties(op)
    t = op.operand_values[1].type
    if len(op.operands) - 2 != t.rank:
        raise _err(op, "store index operand count not equal to memref rank")


def _access_inherent(attrs):
    v = attrs.get("nontemporal")
    if v is not None and not isinstance(v, A.BoolAttr):
        return "attribute 'nontemporal' failed to satisfy constraint: bool attribute"
    return _alignment_error(attrs["alignment"]) if "alignment" in attrs else None


_ACCESS = dict(properties=("nontemporal", "alignment"), defaults={"nontemporal": A.BoolAttr(False)},
               inherent_check=_access_inherent)
LOAD = define("memref.load", operands=(Operand("memref", MEMREF), Operand("indices", INDEX, variadic=True)),
              results=(Result("result"),),
              types_match=(TypesMatch("result type matches element type of 'memref'", "memref", "result",
                                      _element_type),),
              format="$memref `[` $indices* `]` attr-dict `:` type($memref)", verify=_verify_load,
              effects=[("read", "operand", 0)], **_ACCESS)
STORE = define("memref.store", operands=(Operand("value"), Operand("memref", MEMREF),
                                         Operand("indices", INDEX, variadic=True)),
               types_match=(TypesMatch("type of 'value' matches element type of 'memref'", "memref", "value",
                                       _element_type),),
               format="$value `,` $memref `[` $indices* `]` attr-dict `:` type($memref)", verify=_verify_store,
               effects=[("write", "operand", 1)], **_ACCESS)
