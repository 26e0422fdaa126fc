"""memref: alloc, alloca, realloc, dealloc, load, store, copy, cast,
memory_space_cast, dim, rank, subview, expand_shape, collapse_shape, reshape,
reinterpret_cast, view, extract_strided_metadata,
extract_aligned_pointer_as_index, assume_alignment, global, get_global,
alloca_scope, alloca_scope.return.

Memory-effect metadata
----------------------
Every op that touches memory registers ``effects`` in its ``OpDef.extra``
(read it with ``registry.lookup(name).extra.get("effects")``)::

    effects=[(EFFECT, WHERE, INDEX[, RESOURCE]), ...]

* ``EFFECT``: ``"allocate"``, ``"free"``, ``"read"`` or ``"write"`` (upstream's
  MemoryEffects::Allocate / Free / Read / Write).
* ``WHERE``: ``"operand"`` (INDEX is an operand number), ``"result"`` (INDEX is
  a result number), ``"segment"`` (INDEX is an operand *segment* number of
  ``operandSegmentSizes``: the effect applies to every operand of that
  segment, e.g. the memrefs of ``bufferization.dealloc``), or ``None`` (with
  INDEX ``None``: an effect on no particular value, e.g. ``cf.assert``'s write).
* ``RESOURCE`` (optional): ``"automatic"`` for allocations freed at the end of
  the enclosing automatic-allocation scope (``memref.alloca``); absent means
  the default resource.

An op with ``effects=[]`` has no memory effects (also implied by the ``Pure``
trait).  An op without an ``effects`` entry has unknown effects, except
``recursive_effects=True`` (``memref.alloca_scope``): its effects are those of
the ops in its region.  View-like ops (results alias an operand's buffer)
carry ``view_source=<operand index>``.
"""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Block, Operation
from ..syntax.opspec import OpSpec, ParseError, set_type, typed
from .common import (DYNAMIC, RULES as _COMMON_RULES, check_mixed, num_dynamic, print_mixed, seg_attr,
                     segment_sizes, segments, split_mixed, static_values)
from .registry import PURE, SINGLE_BLOCK, SYMBOL, TERMINATOR, RETURN_LIKE, Dialect, register_op

_ = _COMMON_RULES  # the tensor dialect registers dynamic_index_list's callbacks


def _err(op, msg, prefix=True):
    from ..ir.verifier import VerifyError
    return VerifyError(op, msg, prefix=prefix)


def default_segments(op, n: int) -> None:
    """Upstream default-initialises a missing operandSegmentSizes property to
    all zeros (generic input without it then fails the count check)."""
    if "operandSegmentSizes" not in op.properties and "operandSegmentSizes" not in op.attributes:
        op.properties["operandSegmentSizes"] = seg_attr(*([0] * n))


def _sym(tok) -> str:
    from ..syntax.parser import _sym_name
    return _sym_name(tok.value)


def memref_to_tensor_type(t):
    """The tensor type with a memref type's shape and element type."""
    if isinstance(t, T.UnrankedMemRefType):
        return T.UnrankedTensorType(t.element_type)
    if isinstance(t, T.MemRefType):
        return T.RankedTensorType(t.shape, t.element_type)
    return None


def tensor_to_memref_type(t):
    """The identity-layout memref type of a tensor type."""
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedMemRefType(t.element_type)
    if isinstance(t, T.RankedTensorType):
        return T.MemRefType(t.shape, t.element_type)
    return None


# ---- shared verification helpers ------------------------------------------------


def _type_desc(t) -> str:
    return str(t)


def expect_counts(op, operands=None, results=None, min_operands=None):
    if operands is not None and len(op.operands) != operands:
        raise _err(op, f"expected {operands} operands, but found {len(op.operands)}")
    if min_operands is not None and len(op.operands) < min_operands:
        raise _err(op, f"expected {min_operands} or more operands, but found {len(op.operands)}")
    if results is not None and len(op.results) != results:
        raise _err(op, f"requires {'one result' if results == 1 else f'{results} results'}"
                   if results == 1 or results == 0 else f"expected {results} results, but found {len(op.results)}")


def _expect_results(op, n):
    if len(op.results) != n:
        if n == 0:
            raise _err(op, f"requires zero results")
        if n == 1:
            raise _err(op, f"requires one result")
        raise _err(op, f"expected {n} results, but found {len(op.results)}")


def _expect_operands(op, n):
    if len(op.operands) != n:
        if n == 1:
            raise _err(op, "requires a single operand")
        raise _err(op, f"expected {n} operands, but found {len(op.operands)}")


def _memref_kind(op, t, what: str, idx: int, ranked=False, unranked_ok=True):
    ok = isinstance(t, T.MemRefType) or (unranked_ok and not ranked and isinstance(t, T.UnrankedMemRefType))
    if not ok:
        desc = "memref of any type values" if not ranked else "ranked or unranked memref of any type values"
        if ranked:
            desc = "memref of any type values"
        raise _err(op, f"{what} #{idx} must be {desc}, but got '{t}'")


def _index_kind(op, t, what: str, idx: int):
    if not isinstance(t, T.IndexType):
        raise _err(op, f"{what} #{idx} must be variadic of index, but got '{t}'")


def _check_operand_types(op, start, desc="index"):
    for i, o in enumerate(op.operands[start:], start):
        if not isinstance(o.value.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")


def _prop(op, name, cls, desc):
    v = op.properties.get(name)
    if v is None:
        raise _err(op, f"requires attribute '{name}'")
    if not isinstance(v, cls):
        raise _err(op, f"attribute '{name}' failed to satisfy constraint: {desc}")
    return v


def _opt_alignment(op, name="alignment"):
    a = op.properties.get(name)
    if a is None:
        return
    if not isinstance(a, A.IntegerAttr) or a.type != T.i64 or a.value <= 0 or (a.value & (a.value - 1)):
        raise _err(op, f"attribute '{name}' failed to satisfy constraint: 64-bit signless integer attribute "
                       f"whose value is positive and whose value is a power of two > 0")


def strides_and_offset(t: T.MemRefType):
    """(strides, offset) of a memref type with identity or strided layout
    (None = dynamic), or None if the layout is an arbitrary affine map."""
    if t.layout is None:
        strides, acc = [], 1
        for d in reversed(t.shape):
            strides.append(acc)
            if acc is not None:
                acc = None if d is None else acc * d
        return list(reversed(strides)), 0
    if isinstance(t.layout, A.StridedLayoutAttr):
        return list(t.layout.strides), t.layout.offset
    if isinstance(t.layout, A.AffineMapAttr):
        return _affine_strides_and_offset(t.layout.map, t.rank)
    return None


def _affine_strides_and_offset(m, rank):
    """Upstream's getStridesAndOffset for an affine-map layout: a single-result
    map that is linear in the dims, `d0 * s0 + d1 * s1 + off` (a symbol makes
    its stride or the offset dynamic); None for anything else."""
    if m.is_identity():
        return strides_and_offset(T.MemRefType(tuple([1] * rank), T.f32))[0], 0
    if len(m.results) != 1:
        return None

    def linear(e):  # -> (coefficient per dim (None = dynamic), constant (None = dynamic))
        k = e[0]
        if k == "d":
            return {e[1]: 1}, 0
        if k == "s":
            return {}, None
        if k == "c":
            return {}, e[1]
        if k not in ("+", "*"):
            raise ValueError
        (ca, a), (cb, b) = linear(e[1]), linear(e[2])
        if k == "+":
            co = dict(ca)
            for d, v in cb.items():
                co[d] = None if d in co and (co[d] is None or v is None) else (co.get(d, 0) + v if v is not None
                                                                               else None)
            return co, (None if a is None or b is None else a + b)
        if ca and cb:
            raise ValueError  # not linear
        if cb:
            ca, a, cb, b = cb, b, ca, a
        # ca * b: b is a constant (or dynamic)
        return {d: (None if v is None or b is None else v * b) for d, v in ca.items()}, \
            (None if a is None or b is None else a * b)

    try:
        coeffs, off = linear(m.results[0])
    except ValueError:
        return None
    return [coeffs.get(i, 0) for i in range(rank)], off


# ---- alloc / alloca --------------------------------------------------------------


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
            effects=[("allocate", "result", 0)])
register_op("memref.alloca", printer=_print_alloc, verifier=_verify_alloc,
            name_hint=lambda op: ["alloca"], property_names=("alignment", "operandSegmentSizes"),
            effects=[("allocate", "result", 0, "automatic")])

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
            effects=[("read", "operand", 0), ("write", "operand", 1)])

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


def _verify_load(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _expect_results(op, 1)
    t = op.operands[0].value.type
    if not isinstance(t, T.MemRefType):
        raise _err(op, f"operand #0 must be memref of any type values, but got '{t}'")
    _check_operand_types(op, 1)
    _check_bool_prop(op, "nontemporal")
    _opt_alignment(op)
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
    if len(op.operands) < 2:
        raise _err(op, f"expected 2 or more operands, but found {len(op.operands)}")
    _expect_results(op, 0)
    t = op.operands[1].value.type
    if not isinstance(t, T.MemRefType):
        raise _err(op, f"operand #1 must be memref of any type values, but got '{t}'")
    _check_operand_types(op, 2)
    _check_bool_prop(op, "nontemporal")
    _opt_alignment(op)
    if op.operands[0].value.type != t.element_type:
        raise _err(op, "failed to verify that type of 'value' matches element type of 'memref'")
    if len(op.operands) - 2 != t.rank:
        raise _err(op, "store index operand count not equal to memref rank")


register_op("memref.load", printer=_print_load, verifier=_verify_load,
            property_names=("nontemporal", "alignment"), effects=[("read", "operand", 0)])
register_op("memref.store", printer=_print_store, verifier=_verify_store,
            property_names=("nontemporal", "alignment"), effects=[("write", "operand", 1)])

# ---- subview -------------------------------------------------------------------------------


def _parse_subview(tr, c):
    tok, src, offs, sizes, strides, attrs, st, rt = c
    set_type(src, st)
    ov, os_ = split_mixed(offs)
    sv, ss = split_mixed(sizes)
    tv, ts = split_mixed(strides)
    props = {"operandSegmentSizes": seg_attr(1, len(ov), len(sv), len(tv)),
             "static_offsets": os_, "static_sizes": ss, "static_strides": ts}
    return OpSpec("memref.subview", [src] + ov + sv + tv, [rt], attrs or {}, props, tok=tok)


_SUBVIEW_PROPS = ("operandSegmentSizes", "static_offsets", "static_sizes", "static_strides")


def _print_subview(op, p):
    _, ov, sv, tv = segments(op, 4)
    pr = op.properties
    p.write(" " + p.operand(op, 0) + print_mixed(p, pr["static_offsets"], ov) + " "
            + print_mixed(p, pr["static_sizes"], sv) + " " + print_mixed(p, pr["static_strides"], tv))
    p.op_attr_dict(op, elided=_SUBVIEW_PROPS)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.results[0].type))


def _check_offsets_sizes_strides(op, rank, what="source"):
    # Upstream reports missing required attributes first, except when no
    # properties were given at all (then the zero-default segment check fails).
    if any(k in op.properties for k in ("static_offsets", "static_sizes", "static_strides")):
        for name in ("static_offsets", "static_sizes", "static_strides"):
            if name not in op.properties:
                raise _err(op, f"requires attribute '{name}'")
    default_segments(op, 4)
    segments(op, 4)
    for name in ("static_offsets", "static_sizes", "static_strides"):
        if name not in op.properties:
            raise _err(op, f"requires attribute '{name}'")
    _, ov, sv, tv = segments(op, 4)
    pr = op.properties
    for name, vals in (("static_offsets", ov), ("static_sizes", sv), ("static_strides", tv)):
        check_mixed(op, name, pr.get(name), len(vals))
    for i, o in enumerate(op.operands[1:], 1):
        if not isinstance(o.value.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")
    if rank is not None:
        for name, kind in (("static_offsets", "offset"), ("static_sizes", "size"), ("static_strides", "stride")):
            n = len(static_values(pr[name]))
            if n != rank:
                raise _err(op, f"expected {rank} {kind} values, got {n}", prefix=False)


def _verify_subview(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    if not isinstance(st, T.MemRefType):
        raise _err(op, f"operand #0 must be memref of any type values, but got '{st}'")
    if not isinstance(rt, T.MemRefType):
        raise _err(op, f"result #0 must be memref of any type values, but got '{rt}'")
    _check_offsets_sizes_strides(op, st.rank)
    if st.element_type != rt.element_type:
        raise _err(op, f"expected result element type to be {st.element_type}")
    pr = op.properties
    for i, (o, n, k, d) in enumerate(zip(*(static_values(pr[x]) for x in
                                           ("static_offsets", "static_sizes", "static_strides")), st.shape)):
        if DYNAMIC in (o, n, k) or d is None or n <= 0:
            continue
        last = o + (n - 1) * k
        if last >= d:
            raise _err(op, f"slice along dimension {i} runs out-of-bounds: {last} >= {d}", prefix=False)
    _check_subview_result(op, st, rt)


def _subview_error(op, expected, rt, why):
    return _err(op, f"expected result type to be '{expected}' or a rank-reduced version. ({why}), "
                    f"but got '{rt}'", prefix=False)


def _check_subview_result(op, st, rt):
    """Upstream's inferred subview type and rank-reduction check."""
    pr = op.properties
    offs, sizes, steps = (static_values(pr[k]) for k in ("static_offsets", "static_sizes", "static_strides"))
    so = strides_and_offset(st)
    shape = tuple(None if d == DYNAMIC else d for d in sizes)
    if so is None:
        return  # arbitrary affine layout: not checked
    strides, off = _subview_strides_and_offset(so, offs, steps)
    expected = T.MemRefType(shape, st.element_type, A.StridedLayoutAttr(tuple(strides), off), st.memory_space)
    if rt.element_type != st.element_type:
        raise _subview_error(op, expected, rt, "mismatch of result element type")
    if rt.memory_space != st.memory_space:
        raise _subview_error(op, expected, rt, "mismatch of result memory space")
    if rt.rank > len(shape):
        raise _subview_error(op, expected, rt, "mismatch of result rank")
    # rank-reduction mask: drop unit dims that do not match the result
    keep, j = [], 0
    for i, d in enumerate(shape):
        if j < rt.rank and rt.shape[j] == d:
            keep.append(i)
            j += 1
        elif d != 1:
            raise _subview_error(op, expected, rt, "mismatch of result sizes" if rt.rank == len(shape)
                                 else "mismatch of result rank" if j < rt.rank else "mismatch of result sizes")
    if j != rt.rank:
        raise _subview_error(op, expected, rt, "mismatch of result sizes" if rt.rank == len(shape)
                             else "mismatch of result rank")
    ro = strides_and_offset(rt)
    if ro is None or ro[1] != off or list(ro[0]) != [strides[i] for i in keep]:
        raise _subview_error(op, expected, rt, "mismatch of result layout")


register_op("memref.subview", traits=(PURE,), printer=_print_subview, verifier=_verify_subview,
            name_hint=lambda op: ["subview"], property_names=_SUBVIEW_PROPS, effects=[], view_source=0)

# ---- expand_shape / collapse_shape ------------------------------------------------------------


def _reassociation(tr, c):
    return A.ArrayAttr(tuple(x for x in c if x is not None))


def _reassoc_group(tr, c):
    return A.ArrayAttr(tuple(A.IntegerAttr(int(x.value), T.i64) for x in c if x is not None))


def _parse_expand(tr, c):
    tok, src, reassoc, shape, attrs, st, rt = c
    set_type(src, st)
    sv, ss = split_mixed(shape)
    props = {"reassociation": reassoc, "static_output_shape": ss}
    return OpSpec("memref.expand_shape", [src] + sv, [rt], attrs or {}, props, tok=tok)


def _print_expand(op, p):
    pr = op.properties
    p.write(" " + p.operand(op, 0) + " " + p.attr(pr["reassociation"]) + " output_shape "
            + print_mixed(p, pr["static_output_shape"], [o.value for o in op.operands[1:]]))
    p.op_attr_dict(op, elided=("reassociation", "static_output_shape"))
    p.write(" : " + p.type(op.operands[0].value.type) + " into " + p.type(op.results[0].type))


def _parse_collapse(tr, c):
    tok, src, reassoc, attrs, st, rt = c
    set_type(src, st)
    return OpSpec("memref.collapse_shape", [src], [rt], attrs or {}, {"reassociation": reassoc}, tok=tok)


def _print_collapse(op, p):
    p.write(" " + p.operand(op, 0) + " " + p.attr(op.properties["reassociation"]))
    p.op_attr_dict(op, elided=("reassociation",))
    p.write(" : " + p.type(op.operands[0].value.type) + " into " + p.type(op.results[0].type))


def check_reassociation(op, expanded_rank: int, collapsed_rank: int):
    """Upstream's verifyReshapeLikeShapes wording (shared with tensor)."""
    r = op.properties.get("reassociation")
    if r is None:
        raise _err(op, "requires attribute 'reassociation'")
    ok = isinstance(r, A.ArrayAttr) and all(
        isinstance(g, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) for x in g.value) for g in r.value)
    if not ok:
        raise _err(op, "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer "
                       "array attributes")
    if len(r.value) != collapsed_rank:
        raise _err(op, f"invalid number of reassociation groups: found {len(r.value)}, expected "
                       f"{collapsed_rank}")
    nxt = 0
    for g in r.value:
        if not g.value:
            raise _err(op, "expected indices to be strictly increasing")
        for x in g.value:
            if x.value != nxt:
                raise _err(op, "expected reassociation map #{} to be valid and contiguous".format(
                    r.value.index(g)))
            nxt += 1
    if nxt != expanded_rank:
        raise _err(op, f"expected expanded rank ({expanded_rank}) to equal the number of dims in "
                       f"reassociation maps ({nxt})")


def check_collapsed_shape(op, collapsed, expanded):
    """Upstream's verifyCollapsedShape wording."""
    r = op.properties["reassociation"].value
    for i, g in enumerate(r):
        dims = [expanded[x.value] for x in g.value]
        if collapsed[i] is None:
            continue  # upstream allows a dynamic collapsed dim with static group
        if any(d is None for d in dims):
            raise _err(op, f"collapsed dim ({i}) must be dynamic if and only if reassociation group is "
                           f"dynamic")
        n = 1
        for d in dims:
            n *= d
        if n != collapsed[i]:
            raise _err(op, f"collapsed dim size ({collapsed[i]}) must equal reassociation group size ({n})")


def _verify_expand(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    for t, what in ((st, "operand"), (rt, "result")):
        if not isinstance(t, T.MemRefType):
            raise _err(op, f"{what} #0 must be strided memref of any type values, but got '{t}'")
    if op.properties.get("reassociation") is None:
        raise _err(op, "requires attribute 'reassociation'")
    check_mixed(op, "static_output_shape", op.properties.get("static_output_shape"), len(op.operands) - 1,
                kind="output shape")
    _check_operand_types(op, 1)
    if rt.rank < st.rank:
        raise _err(op, "expected rank expansion, but found source rank {} < result rank {}"
                   .format(rt.rank, st.rank))
    check_reassociation(op, rt.rank, st.rank)
    if len(static_values(op.properties["static_output_shape"])) != rt.rank:
        raise _err(op, f"expected number of static shape bounds to be equal to the output rank "
                       f"({rt.rank}) but found {len(static_values(op.properties['static_output_shape']))} inputs "
                       f"instead")
    check_collapsed_shape(op, st.shape, rt.shape)


def _verify_collapse(op):
    _expect_operands(op, 1)
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    for t, what in ((st, "operand"), (rt, "result")):
        if not isinstance(t, T.MemRefType):
            raise _err(op, f"{what} #0 must be strided memref of any type values, but got '{t}'")
    if rt.rank > st.rank:
        raise _err(op, "expected rank reduction, but found source rank {} < result rank {}"
                   .format(st.rank, rt.rank))
    check_reassociation(op, st.rank, rt.rank)
    check_collapsed_shape(op, rt.shape, st.shape)


register_op("memref.expand_shape", traits=(PURE,), printer=_print_expand, verifier=_verify_expand,
            name_hint=lambda op: ["expand_shape"], property_names=("reassociation", "static_output_shape"),
            effects=[], view_source=0)
register_op("memref.collapse_shape", traits=(PURE,), printer=_print_collapse, verifier=_verify_collapse,
            name_hint=lambda op: ["collapse_shape"], property_names=("reassociation",), effects=[],
            view_source=0)

# ---- reshape -----------------------------------------------------------------------------------


def _parse_reshape(tr, c):
    tok, src, shape, attrs, ft = c
    vals = typed([src, shape], ft.inputs, tok=tok)
    if len(ft.results) != 1:
        raise ParseError(f"expected 1 result type, got {len(ft.results)}", tok.line, tok.column)
    return OpSpec("memref.reshape", vals, ft.results, attrs or {}, tok=tok)


def _print_reshape(op, p):
    p.write(" " + p.operand(op, 0) + "(" + p.operand(op, 1) + ")")
    p.op_attr_dict(op)
    ft = T.FunctionType(tuple(o.value.type for o in op.operands), tuple(r.type for r in op.results))
    p.write(" : " + p.function_type(ft))


def _verify_reshape(op):
    _expect_operands(op, 2)
    _expect_results(op, 1)
    st, sh, rt = op.operands[0].value.type, op.operands[1].value.type, op.results[0].type
    if not T.is_memref(st):
        raise _err(op, f"operand #0 must be ranked or unranked memref of any type values, but got '{st}'")
    if not isinstance(sh, T.MemRefType) or sh.rank != 1 or not T.is_int_or_index(sh.element_type):
        raise _err(op, f"operand #1 must be 1D memref of signless integer or index values, but got '{sh}'")
    if not T.is_memref(rt):
        raise _err(op, f"result #0 must be ranked or unranked memref of any type values, but got '{rt}'")
    if st.element_type != rt.element_type:
        raise _err(op, "element types of source and destination memref types should be the same")
    if isinstance(rt, T.MemRefType):
        if rt.layout is not None:
            raise _err(op, "result memref type should have identity affine map")
        if sh.shape[0] is None:
            raise _err(op, "cannot use shape operand with dynamic length to reshape to statically-ranked "
                           "memref type")
        if sh.shape[0] != rt.rank:
            raise _err(op, "length of shape operand differs from the result's memref rank")


register_op("memref.reshape", traits=(PURE,), printer=_print_reshape, verifier=_verify_reshape,
            name_hint=lambda op: ["reshape"], effects=[], view_source=0)

# ---- reinterpret_cast ------------------------------------------------------------------------


def _parse_reinterpret(tr, c):
    tok, src, offs, w1, sizes, w2, strides, attrs, st, rt = c
    for w, want in ((w1, "sizes"), (w2, "strides")):
        if w.value != want:
            raise ParseError(f"expected '{want}'", w.line, w.column)
    set_type(src, st)
    ov, os_ = split_mixed(offs)
    sv, ss = split_mixed(sizes)
    tv, ts = split_mixed(strides)
    props = {"operandSegmentSizes": seg_attr(1, len(ov), len(sv), len(tv)),
             "static_offsets": os_, "static_sizes": ss, "static_strides": ts}
    return OpSpec("memref.reinterpret_cast", [src] + ov + sv + tv, [rt], attrs or {}, props, tok=tok)


def _print_reinterpret(op, p):
    _, ov, sv, tv = segments(op, 4)
    pr = op.properties
    p.write(" " + p.operand(op, 0) + " to offset: " + print_mixed(p, pr["static_offsets"], ov)
            + ", sizes: " + print_mixed(p, pr["static_sizes"], sv)
            + ", strides: " + print_mixed(p, pr["static_strides"], tv))
    p.op_attr_dict(op, elided=_SUBVIEW_PROPS)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.results[0].type))


def _verify_reinterpret(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    if not T.is_memref(st):
        raise _err(op, f"operand #0 must be ranked or unranked memref of any type values, but got '{st}'")
    if not isinstance(rt, T.MemRefType):
        raise _err(op, f"result #0 must be memref of any type values, but got '{rt}'")
    _check_offsets_sizes_strides(op, None)
    pr = op.properties
    if len(static_values(pr["static_offsets"])) != 1:
        raise _err(op, f"expected 1 offset values, got {len(static_values(pr['static_offsets']))}")
    for name in ("static_sizes", "static_strides"):
        n = len(static_values(pr[name]))
        if n != rt.rank:
            raise _err(op, f"expected {rt.rank} {name[7:-1]} values, got {n}")
    if st.memory_space != rt.memory_space:
        raise _err(op, f"different memory spaces specified for source type {st} and result memref type {rt}")
    if st.element_type != rt.element_type:
        raise _err(op, f"different element types specified for source type {st} and result memref type {rt}")
    for i, (s, d) in enumerate(zip(static_values(pr["static_sizes"]), rt.shape)):
        if s != DYNAMIC and d is not None and s != d:
            raise _err(op, f"expected result type with size = {s} instead of {d} in dim = {i}")


register_op("memref.reinterpret_cast", traits=(PURE,), printer=_print_reinterpret,
            verifier=_verify_reinterpret, name_hint=lambda op: ["reinterpret_cast"],
            property_names=_SUBVIEW_PROPS, effects=[], view_source=0)

# ---- view -----------------------------------------------------------------------------------


def _parse_view(tr, c):
    tok, src, shift, sizes, attrs, st, rt = c
    sizes = sizes or []
    set_type(src, st)
    set_type(shift, T.index)
    typed(sizes, [T.index] * len(sizes))
    return OpSpec("memref.view", [src, shift] + sizes, [rt], attrs or {}, tok=tok)


def _print_view(op, p):
    p.write(" " + p.operand(op, 0) + "[" + p.operand(op, 1) + "][" +
            p.values(o.value for o in op.operands[2:]) + "]")
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.results[0].type))


def _verify_view(op):
    if len(op.operands) < 2:
        raise _err(op, f"expected 2 or more operands, but found {len(op.operands)}")
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    if not isinstance(st, T.MemRefType) or st.rank != 1 or st.element_type != T.i8:
        raise _err(op, f"operand #0 must be 1D memref of 8-bit signless integer values, but got '{st}'")
    if not isinstance(rt, T.MemRefType):
        raise _err(op, f"result #0 must be memref of any type values, but got '{rt}'")
    _check_operand_types(op, 1)
    if st.layout is not None:
        raise _err(op, "unsupported map for base memref type " + str(st))
    if rt.layout is not None:
        raise _err(op, "unsupported map for result memref type " + str(rt))
    if st.memory_space != rt.memory_space:
        raise _err(op, "different memory spaces specified for base memref type " + str(st) +
                   " and view memref type " + str(rt))
    n = sum(1 for d in rt.shape if d is None)
    if len(op.operands) - 2 != n:
        raise _err(op, f"incorrect number of size operands for type {rt}")


register_op("memref.view", traits=(PURE,), printer=_print_view, verifier=_verify_view,
            name_hint=lambda op: ["view"], effects=[], view_source=0)

# ---- extract_strided_metadata / extract_aligned_pointer_as_index --------------------------------


def _parse_metadata(tr, c):
    tok, src, st, rts, attrs = c
    set_type(src, st)
    return OpSpec(tok.value, [src], rts, attrs or {}, tok=tok)


def _print_metadata(op, p):
    p.write(" " + p.operand(op, 0) + " : " + p.type(op.operands[0].value.type) + " -> "
            + p.types(r.type for r in op.results))
    p.op_attr_dict(op)


def _metadata_hint(op):
    n = len(op.results)
    if n < 2:
        return ["base_buffer"]
    rank = (n - 2) // 2
    hints = ["base_buffer", "offset"]
    for name in ("sizes", "strides"):
        if rank:
            hints += [name] + ["#"] * (rank - 1)
    return hints


def _verify_metadata(op):
    _expect_operands(op, 1)
    st = op.operands[0].value.type
    if not isinstance(st, T.MemRefType):
        raise _err(op, f"operand #0 must be strided memref of any type values, but got '{st}'")
    rank = st.rank
    if len(op.results) != 2 + 2 * rank:
        raise _err(op, f"expected {2 + 2 * rank} results, but found {len(op.results)}")
    base = op.results[0].type
    want = T.MemRefType((), st.element_type, None, st.memory_space)
    if base != want:
        raise _err(op, f"result #0 must be strided memref of any type values of rank 0, but got '{base}'")
    for i, r in enumerate(op.results[1:], 1):
        if not isinstance(r.type, T.IndexType):
            raise _err(op, f"result #{i} must be index, but got '{r.type}'")


def _verify_aligned_ptr(op):
    _expect_operands(op, 1)
    _expect_results(op, 1)
    if not T.is_memref(op.operands[0].value.type):
        raise _err(op, f"operand #0 must be ranked or unranked memref of any type values, but got "
                       f"'{op.operands[0].value.type}'")
    if not isinstance(op.results[0].type, T.IndexType):
        raise _err(op, f"result #0 must be index, but got '{op.results[0].type}'")


register_op("memref.extract_strided_metadata", traits=(PURE,), printer=_print_metadata,
            verifier=_verify_metadata, name_hint=_metadata_hint, effects=[], view_source=0)
register_op("memref.extract_aligned_pointer_as_index", traits=(PURE,), printer=_print_metadata,
            verifier=_verify_aligned_ptr, name_hint=lambda op: ["intptr"], effects=[])

# ---- assume_alignment -----------------------------------------------------------------------


def _parse_assume(tr, c):
    tok, m, n, attrs, t = c
    set_type(m, t)
    return OpSpec("memref.assume_alignment", [m], [t], attrs or {},
                  {"alignment": A.IntegerAttr(int(n.value), T.i32)}, tok=tok)


def _print_assume(op, p):
    p.write(" " + p.operand(op, 0) + ", " + str(op.properties["alignment"].value))
    p.op_attr_dict(op, elided=("alignment",))
    p.write(" : " + p.type(op.operands[0].value.type))


def _verify_assume(op):
    _expect_operands(op, 1)
    _expect_results(op, 1)
    a = op.properties.get("alignment")
    if a is None:
        raise _err(op, "requires attribute 'alignment'")
    if not isinstance(a, A.IntegerAttr) or a.type != T.i32 or a.value <= 0:
        raise _err(op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer "
                       "attribute whose value is positive")
    if a.value & (a.value - 1):
        raise _err(op, "alignment must be power of 2")
    t = op.operands[0].value.type
    if not isinstance(t, T.MemRefType):
        raise _err(op, f"operand #0 must be memref of any type values, but got '{t}'")
    if op.results[0].type != t:
        raise _err(op, "failed to verify that all of {memref, result} have same type")


register_op("memref.assume_alignment", traits=(PURE,), printer=_print_assume, verifier=_verify_assume,
            name_hint=lambda op: ["assume_align"], property_names=("alignment",), effects=[],
            view_source=0)

# ---- global / get_global ----------------------------------------------------------------------


def _init_word(tr, c):
    return ("word", c[0])


def _init_dense(tr, c):
    return ("dense", c[0])


def _init_resource(tr, c):
    return ("resource", c[0])


def _init_sparse(tr, c):
    return ("sparse", c[0])


def _parse_global(tr, c):
    tok, vis, const, sym, t, init, attrs = c
    props = {"sym_name": A.StringAttr(_sym(sym)), "type": A.TypeAttr(t)}
    if vis is not None:
        from ..syntax.parser import _unquote
        props["sym_visibility"] = A.StringAttr(_unquote(vis.value))
    if const is not None:
        if const.value != "constant":
            raise ParseError("expected '@' or 'constant'" if True else "", const.line, const.column)
        props["constant"] = A.UNIT
    if init is not None:
        kind, v = init
        tt = memref_to_tensor_type(t)
        if kind == "word":
            if v.value != "uninitialized":
                raise ParseError("expected attribute value", v.line, v.column)
            props["initial_value"] = A.UNIT
        elif tt is None:
            raise ParseError("memref type should be static shaped", tok.line, tok.column)
        elif kind == "dense":
            from ..syntax.parser import _make_dense
            props["initial_value"] = _make_dense(v, tt)
        else:
            props["initial_value"] = A.OpaqueAttr(f"{kind if kind == 'sparse' else 'dense_resource'}"
                                                  f"<{v.value}> : {tt}")
    return OpSpec("memref.global", [], [], attrs or {}, props, tok=tok)


_GLOBAL_PROPS = ("sym_name", "sym_visibility", "type", "initial_value", "constant", "alignment")


def _print_global(op, p):
    pr = op.properties
    vis = pr.get("sym_visibility")
    if vis is not None:
        p.write(" " + p.attr(vis))
    if "constant" in pr:
        p.write(" constant")
    t = pr["type"].value
    p.write(" " + p.symbol(pr["sym_name"].value) + " : " + p.type(t))
    init = pr.get("initial_value")
    if init is not None:
        p.write(" = ")
        if isinstance(init, A.UnitAttr):
            p.write("uninitialized")
        else:
            s = p.attr(init)
            tt = memref_to_tensor_type(t)
            suffix = f" : {tt}"
            if tt is not None and s.endswith(suffix):
                s = s[:-len(suffix)]
            p.write(s)
    p.op_attr_dict(op, elided=("sym_name", "sym_visibility", "type", "initial_value", "constant"))


def _verify_global(op):
    pr = op.properties
    _expect_operands(op, 0) if op.operands else None
    _expect_results(op, 0)
    if not isinstance(pr.get("sym_name"), A.StringAttr):
        raise _err(op, "requires attribute 'sym_name'")
    ta = pr.get("type")
    if ta is None:
        raise _err(op, "requires attribute 'type'")
    if not isinstance(ta, A.TypeAttr) or not isinstance(ta.value, T.MemRefType):
        raise _err(op, "attribute 'type' failed to satisfy constraint: memref type attribute")
    t = ta.value
    vis = pr.get("sym_visibility")
    if vis is not None and not isinstance(vis, A.StringAttr):
        raise _err(op, "attribute 'sym_visibility' failed to satisfy constraint: string attribute")
    c = pr.get("constant")
    if c is not None and not isinstance(c, A.UnitAttr):
        raise _err(op, "attribute 'constant' failed to satisfy constraint: unit attribute")
    if not t.has_static_shape:
        raise _err(op, f"type should be static shaped memref, but got {t}")
    init = pr.get("initial_value")
    if init is not None and not isinstance(init, A.UnitAttr):
        tt = memref_to_tensor_type(t)
        if isinstance(init, A.DenseElementsAttr):
            if init.type != tt:
                raise _err(op, f"initial value expected to be of type {tt}, but was of type {init.type}")
        elif not isinstance(init, A.OpaqueAttr):
            raise _err(op, f"initial value should be a unit or elements attribute, but got {init}")
    if c is not None and (init is None or isinstance(init, A.UnitAttr)) and False:
        pass
    a = pr.get("alignment")
    if a is not None:
        if not isinstance(a, A.IntegerAttr) or a.type != T.i64:
            raise _err(op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer "
                           "attribute")
        if a.value <= 0 or a.value & (a.value - 1):
            raise _err(op, f"alignment attribute value {a.value} is not a power of 2")


register_op("memref.global", traits=(SYMBOL,), printer=_print_global, verifier=_verify_global,
            property_names=_GLOBAL_PROPS, effects=[])


def _parse_get_global(tr, c):
    tok, sym, t, attrs = c
    return OpSpec("memref.get_global", [], [t], attrs or {}, {"name": A.SymbolRefAttr(_sym(sym))}, tok=tok)


def _print_get_global(op, p):
    p.write(" " + p.attr(op.properties["name"]) + " : " + p.type(op.results[0].type))
    p.op_attr_dict(op, elided=("name",))


def _verify_get_global(op):
    from ..ir.verifier import lookup_symbol
    _expect_results(op, 1)
    if op.operands:
        raise _err(op, f"expected 0 operands, but found {len(op.operands)}")
    name = op.properties.get("name")
    if name is None:
        raise _err(op, "requires attribute 'name'")
    if not isinstance(name, A.SymbolRefAttr) or name.nested:
        raise _err(op, "attribute 'name' failed to satisfy constraint: flat symbol reference attribute")
    rt = op.results[0].type
    if not isinstance(rt, T.MemRefType) or not rt.has_static_shape:
        raise _err(op, f"result #0 must be statically shaped memref of any type values, but got '{rt}'")
    g = lookup_symbol(op, name)
    if g is None or g.name != "memref.global":
        raise _err(op, f"'{name.root}' does not reference a valid global memref")
    gt = g.properties.get("type")
    if isinstance(gt, A.TypeAttr) and gt.value != rt:
        raise _err(op, f"result type {rt} does not match type {gt.value} of the global memref @{name.root}")


register_op("memref.get_global", traits=(PURE,), printer=_print_get_global, verifier=_verify_get_global,
            property_names=("name",), effects=[])

# ---- alloca_scope ------------------------------------------------------------------------------


def _parse_alloca_scope(tr, c):
    tok, types, region, attrs = c
    if not region.blocks:
        region.add_block(Block())
    last = region.blocks[-1].last
    if last is None or last.name != "memref.alloca_scope.return":
        loc = A.FileLineColLoc(tr.file, tok.line, tok.column)
        region.blocks[-1].append(Operation("memref.alloca_scope.return", loc=loc))
    return OpSpec("memref.alloca_scope", [], types or [], attrs or {}, regions=[region], tok=tok)


def _print_alloca_scope(op, p):
    p.write(" ")
    if op.results:
        p.write(" -> (" + p.types(r.type for r in op.results) + ")")
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=bool(op.results))
    p.op_attr_dict(op)


def _verify_alloca_scope(op):
    if len(op.regions) != 1:
        raise _err(op, f"requires one region")
    if op.operands:
        raise _err(op, f"expected 0 operands, but found {len(op.operands)}")
    r = op.regions[0]
    if len(r.blocks) != 1:
        raise _err(op, "expects a single block in its region" if r.blocks else "region #0 ('bodyRegion') "
                       "failed to verify constraint: region with 1 blocks")
    last = r.blocks[0].last
    if last is None or last.name != "memref.alloca_scope.return":
        raise _err(op, "expects regions to end with 'memref.alloca_scope.return', found '"
                   + (last.name if last else "") + "'")


def _parse_alloca_scope_return(tr, c):
    tok, attrs, vals, types = c
    vals = typed(vals or [], types or [], tok=tok)
    return OpSpec("memref.alloca_scope.return", vals, [], attrs or {}, tok=tok)


def _print_alloca_scope_return(op, p):
    p.op_attr_dict(op)
    if op.operands:
        vals = [o.value for o in op.operands]
        p.write(" " + p.values(vals) + " : " + p.types(v.type for v in vals))


def _verify_alloca_scope_return(op):
    parent = op.parent_op
    if parent is None or parent.name != "memref.alloca_scope":
        raise _err(op, "expects parent op 'memref.alloca_scope'")
    _expect_results(op, 0)
    if [o.value.type for o in op.operands] != [r.type for r in parent.results]:
        raise _err(op, "types mismatch between yield op and its parent")


register_op("memref.alloca_scope", traits=(SINGLE_BLOCK,), printer=_print_alloca_scope,
            verifier=_verify_alloca_scope, recursive_effects=True, automatic_allocation_scope=True)
register_op("memref.alloca_scope.return", traits=(TERMINATOR, RETURN_LIKE, PURE),
            printer=_print_alloca_scope_return, verifier=_verify_alloca_scope_return, effects=[])


DIALECT = Dialect(
    "memref", grammar="memref.lark",
    rules={"op_memref_alloc": _parse_alloc, "op_memref_realloc": _parse_realloc,
           "op_memref_unary": _parse_unary, "op_memref_cast": _parse_cast, "op_memref_copy": _parse_copy,
           "op_memref_dim": _parse_dim, "op_memref_load": _parse_load, "op_memref_store": _parse_store,
           "op_memref_subview": _parse_subview, "op_memref_expand_shape": _parse_expand,
           "op_memref_collapse_shape": _parse_collapse, "memref_reassociation": _reassociation,
           "memref_reassoc_group": _reassoc_group, "op_memref_reshape": _parse_reshape,
           "op_memref_reinterpret_cast": _parse_reinterpret, "op_memref_metadata": _parse_metadata,
           "op_memref_get_global": _parse_get_global, "op_memref_global": _parse_global,
           "memref_init_word": _init_word, "memref_init_dense": _init_dense,
           "memref_init_resource": _init_resource, "memref_init_sparse": _init_sparse,
           "op_memref_view": _parse_view, "op_memref_assume_alignment": _parse_assume,
           "op_memref_alloca_scope": _parse_alloca_scope,
           "op_memref_alloca_scope_return": _parse_alloca_scope_return},
    keywords={"MEMREF_ALLOC": ["memref.alloc", "memref.alloca"], "MEMREF_REALLOC": ["memref.realloc"],
              "MEMREF_UNARY": ["memref.dealloc", "memref.rank"],
              "MEMREF_CAST": ["memref.cast", "memref.memory_space_cast"], "MEMREF_COPY": ["memref.copy"],
              "MEMREF_DIM": ["memref.dim"], "MEMREF_LOAD": ["memref.load"], "MEMREF_STORE": ["memref.store"],
              "MEMREF_SUBVIEW": ["memref.subview"], "MEMREF_EXPAND_SHAPE": ["memref.expand_shape"],
              "MEMREF_COLLAPSE_SHAPE": ["memref.collapse_shape"], "MEMREF_RESHAPE": ["memref.reshape"],
              "MEMREF_REINTERPRET_CAST": ["memref.reinterpret_cast"],
              "MEMREF_METADATA": ["memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index"],
              "MEMREF_GET_GLOBAL": ["memref.get_global"], "MEMREF_GLOBAL": ["memref.global"],
              "MEMREF_VIEW": ["memref.view"], "MEMREF_ASSUME_ALIGNMENT": ["memref.assume_alignment"],
              "MEMREF_ALLOCA_SCOPE": ["memref.alloca_scope"],
              "MEMREF_ALLOCA_SCOPE_RETURN": ["memref.alloca_scope.return"]},
)


# ---- folds and canonicalization patterns (canonicalize) ------------------------------
# After upstream's MemRefOps.cpp: memref.cast folds into the users that accept
# a more static operand, dim of static sizes and of alloc sizes, self copies,
# dead allocations, trivial subviews and subviews with constant operands.

def _const_index(v):
    from ..transforms.rewrite import constant_int
    return constant_int(v)


def cast_is_more_static(src, dst) -> bool:
    """Upstream's CastOp::canFoldIntoConsumerOp: `src` (the cast's source)
    is a ranked memref at least as static as `dst` in every size, stride and
    offset."""
    if not isinstance(src, T.MemRefType) or not isinstance(dst, T.MemRefType):
        return False
    if src.rank != dst.rank or src.element_type != dst.element_type:
        return False
    for a, b in zip(src.shape, dst.shape):
        if a is None and b is not None:
            return False
    so, do = strides_and_offset(src), strides_and_offset(dst)
    if so is None or do is None:
        return False
    for a, b in zip(so[0] + [so[1]], do[0] + [do[1]]):
        if a is None and b is not None:
            return False
    return True


def fold_memref_cast_operands(op, skip=()):
    """Replace operands produced by a foldable memref.cast with the cast's
    source (upstream's foldMemRefCast); True if anything changed."""
    changed = False
    for i, o in enumerate(op.operands):
        if i in skip:
            continue
        d = o.value.defining_op()
        if d is not None and d.name == "memref.cast" and cast_is_more_static(d.operand(0).type, d.results[0].type):
            o.set(d.operand(0))
            changed = True
    return changed


def _fold_cast_users(skip=()):
    def fold(op):
        return [] if fold_memref_cast_operands(op, skip) else None
    return fold


def _fold_memref_cast(op):
    src = op.operand(0)
    if src.type == op.results[0].type:
        return [src]
    return [] if fold_memref_cast_operands(op) else None


def _fold_memref_dim(op):
    src, idx = op.operand(0), op.operand(1)
    i = _const_index(idx)
    t = src.type
    if i is not None and isinstance(t, T.MemRefType) and 0 <= i < t.rank:
        if t.shape[i] is not None:
            return [A.IntegerAttr(t.shape[i], T.index)]
        d = src.defining_op()
        if d is not None and d.name in ("memref.alloc", "memref.alloca"):
            n = sum(1 for x in t.shape[:i] if x is None)
            return [d.operand(n)]
    return [] if fold_memref_cast_operands(op) else None


def _self_copy(op, rewriter):
    if op.operand(0) is op.operand(1):
        rewriter.erase_op(op)
        return True
    return False


def _dead_alloc(op, rewriter):
    """SimplifyDeadAlloc: an allocation only deallocated or stored into."""
    r = op.results[0]
    if not r.uses:
        return False
    for u in r.uses:
        o = u.owner
        if o.name == "memref.store" and u.index != 0:
            continue
        if o.name == "memref.dealloc":
            continue
        return False
    for o in list(r.users()):
        if o.parent is not None:
            rewriter.erase_op(o)
    rewriter.erase_op(op)
    return True


def _subview_parts(op):
    from .common import static_values
    pr = op.properties
    return tuple(list(static_values(pr[k])) for k in ("static_offsets", "static_sizes", "static_strides"))


def _is_trivial_subview(op):
    st = op.operand(0).type
    if len(op.operands) != 1 or not isinstance(st, T.MemRefType):
        return False
    offs, sizes, steps = _subview_parts(op)
    return (all(o == 0 for o in offs) and all(k == 1 for k in steps)
            and st.has_static_shape and list(sizes) == list(st.shape))


def _fold_subview(op):
    if _is_trivial_subview(op) and op.operand(0).type == op.results[0].type:
        return [op.operand(0)]
    return None


def _subview_strides_and_offset(source_strides_and_offset, offs, steps):
    """Result strides and offset of a subview (upstream's SaturatedInteger
    arithmetic: 0 times anything is 0; any other product or sum with a
    dynamic value is dynamic)."""
    sstr, soff = source_strides_and_offset
    strides = [_sat_mul(s, None if k == DYNAMIC else k) for s, k in zip(sstr, steps)]
    off = soff
    for o, s in zip(offs, sstr):
        term = _sat_mul(None if o == DYNAMIC else o, s)
        off = None if off is None or term is None else off + term
    return strides, off


def _sat_mul(a, b):
    if a == 0 or b == 0:
        return 0
    return None if a is None or b is None else a * b


def inferred_subview_type(st, offs, sizes, steps):
    so = strides_and_offset(st)
    if so is None:
        return None
    strides, off = _subview_strides_and_offset(so, offs, steps)
    shape = tuple(None if d == DYNAMIC else d for d in sizes)
    layout = None
    if not (off == 0 and strides == (strides_and_offset(T.MemRefType(shape, st.element_type))[0])):
        layout = A.StridedLayoutAttr(tuple(strides), off)
    return T.MemRefType(shape, st.element_type, layout, st.memory_space)


def _trivial_subview(op, rewriter):
    if not _is_trivial_subview(op):
        return False
    src, rt = op.operand(0), op.results[0].type
    if src.type == rt:
        rewriter.replace_op(op, [src])
        return True
    if not isinstance(rt, T.MemRefType) or rt.rank != src.type.rank:
        return False
    rewriter.set_insertion_point_before(op)
    cast = rewriter.create("memref.cast", [src], [rt], loc=op.loc)
    rewriter.replace_op(op, cast.results)
    return True


def _subview_constant_operands(op, rewriter):
    """Fold constant offset/size/stride operands into the static lists; the
    new subview is cast back to the old result type when it differs."""
    offs, sizes, steps = _subview_parts(op)
    dyn = [o.value for o in op.operands[1:]]
    consts = [_const_index(v) for v in dyn]
    if all(c is None for c in consts):
        return False
    st, rt = op.operand(0).type, op.results[0].type
    if not isinstance(st, T.MemRefType) or not isinstance(rt, T.MemRefType) or rt.rank != st.rank:
        return False
    it = iter(zip(dyn, consts))
    new_lists, new_dyn = [], []
    for lst in (offs, sizes, steps):
        out = []
        for x in lst:
            if x == DYNAMIC:
                v, c = next(it)
                if c is not None and not (lst is sizes and c < 0):
                    out.append(c)
                else:
                    out.append(DYNAMIC)
                    new_dyn.append(v)
            else:
                out.append(x)
        new_lists.append(out)
    nt = inferred_subview_type(st, *new_lists)
    if nt is None:
        return False
    segs = [1, sum(1 for x in new_lists[0] if x == DYNAMIC), sum(1 for x in new_lists[1] if x == DYNAMIC),
            sum(1 for x in new_lists[2] if x == DYNAMIC)]
    props = dict(op.properties)
    props["operandSegmentSizes"] = seg_attr(*segs)
    for k, lst in zip(("static_offsets", "static_sizes", "static_strides"), new_lists):
        props[k] = A.DenseArrayAttr(T.i64, tuple(lst))
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("memref.subview", [op.operand(0)] + new_dyn, [nt], dict(op.attributes), props,
                          loc=op.loc)
    res = new.results[0]
    if nt != rt:
        res = rewriter.create("memref.cast", [res], [rt], loc=op.loc).results[0]
    rewriter.replace_op(op, [res])
    return True


def _subview_of_cast(op, rewriter):
    """subview(cast(x)) -> cast(subview(x)) when the cast only loses static
    information (SubViewOpMemRefCastFolder)."""
    d = op.operand(0).defining_op()
    if d is None or d.name != "memref.cast" or not cast_is_more_static(d.operand(0).type, d.results[0].type):
        return False
    rt = op.results[0].type
    if not isinstance(rt, T.MemRefType) or rt.rank != d.operand(0).type.rank:
        return False
    nt = inferred_subview_type(d.operand(0).type, *_subview_parts(op))
    if nt is None or not cast_is_more_static(nt, rt):
        return False
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("memref.subview", [d.operand(0)] + [o.value for o in op.operands[1:]], [nt],
                          dict(op.attributes), dict(op.properties), loc=op.loc)
    res = new.results[0]
    if nt != rt:
        res = rewriter.create("memref.cast", [res], [rt], loc=op.loc).results[0]
    rewriter.replace_op(op, [res])
    return True


register_op("memref.cast", fold=_fold_memref_cast)
register_op("memref.dim", fold=_fold_memref_dim)
register_op("memref.load", fold=_fold_cast_users())
register_op("memref.store", fold=_fold_cast_users(skip=(0,)))
register_op("memref.dealloc", fold=_fold_cast_users())
register_op("memref.copy", fold=_fold_cast_users())
register_op("memref.subview", fold=_fold_subview)


def _register_patterns():
    from ..transforms.rewrite import add_patterns
    add_patterns("memref.copy", _self_copy)
    add_patterns("memref.alloc", _dead_alloc)
    add_patterns("memref.alloca", _dead_alloc)
    add_patterns("memref.subview", _subview_constant_operands, _trivial_subview, _subview_of_cast)


_register_patterns()
