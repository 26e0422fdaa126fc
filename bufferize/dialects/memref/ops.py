"""memref alloc/alloca/realloc/dealloc, cast, copy, load/store, dim/rank: syntax and verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ..common import seg_attr, segments
from ...ir.registry import PURE, register_op
from .base import _check_operand_types, _err, _expect_operands, _expect_results, _index_kind, _memref_kind, _opt_alignment, default_segments, strides_and_offset


def _parse_alloc(tr, c):
    tok, dyn, syms, attrs, t = c
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


def _verify_alloc(op):
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


register_op("memref.alloc", printer=_print_alloc, verifier=_verify_alloc,
            name_hint=lambda op: ["alloc"], property_names=("alignment", "operandSegmentSizes"),
            effects=[("allocate", "result", 0)], hoisting=("block", "loop"), promotable_alloc="memref.alloca")
register_op("memref.alloca", printer=_print_alloc, verifier=_verify_alloc,
            name_hint=lambda op: ["alloca"], property_names=("alignment", "operandSegmentSizes"),
            effects=[("allocate", "result", 0, "automatic")], hoisting=("loop",))

# ---- realloc ---------------------------------------------------------------------


def _parse_realloc(tr, c):
    tok, src, size, attrs, st, rt = c
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
        raise _err(op, "unsupported layout for source memref type " + str(st))
    if rt.layout is not None:
        raise _err(op, "unsupported layout for result memref type " + str(rt))
    if st.memory_space != rt.memory_space:
        raise _err(op, "different memory spaces specified for source memref type " + str(st) +
                   " and result memref type " + str(rt))
    if st.element_type != rt.element_type:
        raise _err(op, "different element types specified for source memref type " + str(st) +
                   " and result memref type " + str(rt))
    dyn = rt.shape[0] is None
    if dyn and len(op.operands) != 2:
        raise _err(op, "missing dimension operand")
    if not dyn and len(op.operands) == 2:
        raise _err(op, "unnecessary dimension operand")
    if len(op.operands) == 2 and not isinstance(op.operands[1].value.type, T.IndexType):
        raise _err(op, f"operand #1 must be index, but got '{op.operands[1].value.type}'")


register_op("memref.realloc", printer=_print_realloc, verifier=_verify_realloc,
            property_names=("alignment",),
            effects=[("free", "operand", 0), ("allocate", "result", 0)])

# ---- dealloc / rank (one operand, one type) -----------------------------------------


def _parse_unary(tr, c):
    tok, v, attrs, t = c
    set_type(v, t)
    name = tok.value
    res = [T.index] if name == "memref.rank" else []
    return OpSpec(name, [v], res, attrs or {}, tok=tok)


def _print_unary(op, p):
    p.write(" " + p.operand(op, 0))
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.operands[0].value.type))


def _verify_dealloc(op):
    _expect_operands(op, 1)
    _expect_results(op, 0)
    _memref_kind(op, op.operands[0].value.type, "operand", 0, unranked_ok=True)


def _verify_rank(op):
    _expect_operands(op, 1)
    _expect_results(op, 1)
    _memref_kind(op, op.operands[0].value.type, "operand", 0)
    if not isinstance(op.results[0].type, T.IndexType):
        raise _err(op, f"result #0 must be index, but got '{op.results[0].type}'")


register_op("memref.dealloc", printer=_print_unary, verifier=_verify_dealloc,
            effects=[("free", "operand", 0)])
register_op("memref.rank", traits=(PURE,), printer=_print_unary, verifier=_verify_rank, effects=[])

# ---- cast / memory_space_cast -------------------------------------------------------


def _parse_cast(tr, c):
    tok, v, attrs, st, rt = c
    set_type(v, st)
    return OpSpec(tok.value, [v], [rt], attrs or {}, tok=tok)


def _print_cast(op, p):
    p.write(" " + p.operand(op, 0))
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.results[0].type))


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
    _expect_operands(op, 1)
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    _memref_kind(op, st, "operand", 0)
    _memref_kind(op, rt, "result", 0)
    if not _cast_compatible(st, rt):
        raise _err(op, f"operand type '{st}' and result type '{rt}' are cast incompatible")


def _verify_memory_space_cast(op):
    _expect_operands(op, 1)
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    _memref_kind(op, st, "operand", 0)
    _memref_kind(op, rt, "result", 0)
    same = type(st) is type(rt) and st.element_type == rt.element_type and \
        (not isinstance(st, T.MemRefType) or (st.shape == rt.shape and st.layout == rt.layout))
    if not same:
        raise _err(op, f"operand type '{st}' and result type '{rt}' are cast incompatible")


register_op("memref.cast", traits=(PURE,), printer=_print_cast, verifier=_verify_cast,
            name_hint=lambda op: ["cast"], effects=[], view_source=0)
register_op("memref.memory_space_cast", traits=(PURE,), printer=_print_cast,
            verifier=_verify_memory_space_cast, name_hint=lambda op: ["memspacecast"], effects=[],
            view_source=0)

# ---- copy ------------------------------------------------------------------------------


def _parse_copy(tr, c):
    tok, a, b, attrs, ta, tb = c
    set_type(a, ta)
    set_type(b, tb)
    return OpSpec("memref.copy", [a, b], [], attrs or {}, tok=tok)


def _print_copy(op, p):
    p.write(" " + p.operand(op, 0) + ", " + p.operand(op, 1))
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.operands[1].value.type))


def _verify_copy(op):
    _expect_operands(op, 2)
    _expect_results(op, 0)
    a, b = op.operands[0].value.type, op.operands[1].value.type
    for i, t in enumerate((a, b)):
        if not T.is_memref(t):
            raise _err(op, f"operand #{i} must be ranked or unranked memref of any type values, but got '{t}'")
    if a.element_type != b.element_type:
        raise _err(op, "failed to verify that source and target have the same element type")
    if isinstance(a, T.MemRefType) and isinstance(b, T.MemRefType) and (a.rank != b.rank or any(
            x is not None and y is not None and x != y for x, y in zip(a.shape, b.shape))):
        # upstream: SameOperandsShape (compatible shapes)
        raise _err(op, "requires the same shape for all operands")


register_op("memref.copy", printer=_print_copy, verifier=_verify_copy,
            effects=[("read", "operand", 0), ("write", "operand", 1)], copy_like=(0, 1))

# ---- dim --------------------------------------------------------------------------------


def _parse_dim(tr, c):
    tok, attrs, src, idx, t = c
    set_type(src, t)
    set_type(idx, T.index)
    return OpSpec("memref.dim", [src, idx], [T.index], attrs or {}, tok=tok)


def _print_dim(op, p):
    p.op_attr_dict(op)
    p.write(" " + p.operand(op, 0) + ", " + p.operand(op, 1) + " : " + p.type(op.operands[0].value.type))


def _verify_dim(op):
    _expect_operands(op, 2)
    _expect_results(op, 1)
    t = op.operands[0].value.type
    if not T.is_memref(t):
        raise _err(op, f"operand #0 must be unranked.memref of any type values or non-0-ranked.memref of "
                       f"any type values, but got '{t}'")
    if isinstance(t, T.MemRefType) and t.rank == 0:
        raise _err(op, f"operand #0 must be unranked.memref of any type values or non-0-ranked.memref of "
                       f"any type values, but got '{t}'")
    if not isinstance(op.operands[1].value.type, T.IndexType):
        raise _err(op, f"operand #1 must be index, but got '{op.operands[1].value.type}'")
    # constant out-of-bounds index
    d = op.operands[1].value.defining_op()
    if d is not None and d.name == "arith.constant" and isinstance(t, T.MemRefType):
        v = d.properties.get("value")
        if isinstance(v, A.IntegerAttr) and v.value >= t.rank:
            raise _err(op, "index is out of range")


register_op("memref.dim", traits=(PURE,), printer=_print_dim, verifier=_verify_dim,
            name_hint=lambda op: ["dim"], effects=[])

# ---- load / store -----------------------------------------------------------------------


def _parse_load(tr, c):
    tok, m, idx, attrs, t = c
    idx = idx or []
    set_type(m, t)
    typed(idx, [T.index] * len(idx))
    if not isinstance(t, T.MemRefType):
        raise ParseError(f"invalid kind of type specified: expected builtin.memref, but found '{t}'",
                         tok.line, tok.column)
    return OpSpec("memref.load", [m] + idx, [t.element_type], attrs or {}, tok=tok)


def _default_nontemporal(op):
    """The custom form elides `nontemporal = false` (its default value)."""
    v = op.properties.get("nontemporal")
    return ("nontemporal",) if isinstance(v, A.BoolAttr) and not v.value else ()


def _print_load(op, p):
    p.write(" " + p.operand(op, 0) + "[" + p.values(o.value for o in op.operands[1:]) + "]")
    p.op_attr_dict(op, elided=_default_nontemporal(op))
    p.write(" : " + p.type(op.operands[0].value.type))


def _check_bool_prop(op, name):
    v = op.properties.get(name)
    if v is not None and not isinstance(v, A.BoolAttr):
        raise _err(op, f"attribute '{name}' failed to satisfy constraint: bool attribute")


def _verify_access(op, k: int, nres: int):
    """load/store: operand ``k`` is the memref, the indices follow it."""
    if len(op.operands) < k + 1:
        raise _err(op, f"expected {k + 1} or more operands, but found {len(op.operands)}")
    _expect_results(op, nres)
    t = op.operands[k].value.type
    if not isinstance(t, T.MemRefType):
        raise _err(op, f"operand #{k} must be memref of any type values, but got '{t}'")
    _check_operand_types(op, k + 1)
    _check_bool_prop(op, "nontemporal")
    _opt_alignment(op)
    return t


def _verify_load(op):
    t = _verify_access(op, 0, 1)
    if op.results[0].type != t.element_type:
        raise _err(op, "failed to verify that result type matches element type of 'memref'")
    if len(op.operands) - 1 != t.rank:
        raise _err(op, f"incorrect number of indices for load, expected {t.rank} but got "
                       f"{len(op.operands) - 1}")


def _parse_store(tr, c):
    tok, v, m, idx, attrs, t = c
    idx = idx or []
    set_type(m, t)
    if not isinstance(t, T.MemRefType):
        raise ParseError(f"invalid kind of type specified: expected builtin.memref, but found '{t}'",
                         tok.line, tok.column)
    set_type(v, t.element_type)
    typed(idx, [T.index] * len(idx))
    return OpSpec("memref.store", [v, m] + idx, [], attrs or {}, tok=tok)


def _print_store(op, p):
    p.write(" " + p.operand(op, 0) + ", " + p.operand(op, 1) + "["
            + p.values(o.value for o in op.operands[2:]) + "]")
    p.op_attr_dict(op, elided=_default_nontemporal(op))
    p.write(" : " + p.type(op.operands[1].value.type))


def _verify_store(op):
    t = _verify_access(op, 1, 0)
    if op.operands[0].value.type != t.element_type:
        raise _err(op, "failed to verify that type of 'value' matches element type of 'memref'")
    if len(op.operands) - 2 != t.rank:
        raise _err(op, "store index operand count not equal to memref rank")


register_op("memref.load", printer=_print_load, verifier=_verify_load,
            property_names=("nontemporal", "alignment"), effects=[("read", "operand", 0)])
register_op("memref.store", printer=_print_store, verifier=_verify_store,
            property_names=("nontemporal", "alignment"), effects=[("write", "operand", 1)])

