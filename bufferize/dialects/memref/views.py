"""memref view ops: subview, expand/collapse_shape, reinterpret_cast, reshape, view, and their result types."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ..common import DYNAMIC, check_in_bounds, is_i64_array, print_mixed, seg_attr, segments, split_mixed, static_values
from ...ir.registry import PURE
from ..define import INDEX, MEMREF, RANKED_OR_UNRANKED_MEMREF, Constraint, Operand, Result, define
from .base import (_err, _expect_operands, _expect_results, _identity_layout,
                   _subview_strides_and_offset, default_segments, strides_and_offset)


# ---- subview -------------------------------------------------------------------------------


def _offsets_sizes_strides(src, offs, sizes, strides):
    """Operands and properties of an op taking a source and three mixed
    static/dynamic lists (subview, reinterpret_cast)."""
    ov, os_ = split_mixed(offs)
    sv, ss = split_mixed(sizes)
    tv, ts = split_mixed(strides)
    props = {"operandSegmentSizes": seg_attr(1, len(ov), len(sv), len(tv)),
             "static_offsets": os_, "static_sizes": ss, "static_strides": ts}
    return [src] + ov + sv + tv, props


def _parse_subview(tr, c):
    tok, src, offs, sizes, strides, attrs, st, rt = c
    set_type(src, st)
    operands, props = _offsets_sizes_strides(src, offs, sizes, strides)
    return OpSpec("memref.subview", operands, [rt], attrs or {}, props, tok=tok)


_SUBVIEW_PROPS = ("operandSegmentSizes", "static_offsets", "static_sizes", "static_strides")


def _print_subview(op, p):
    _, ov, sv, tv = segments(op, 4)
    pr = op.properties
    p.write(" " + p.operand(op, 0) + print_mixed(p, pr["static_offsets"], ov) + " "
            + print_mixed(p, pr["static_sizes"], sv) + " " + print_mixed(p, pr["static_strides"], tv))
    p.op_attr_dict(op, elided=_SUBVIEW_PROPS)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.results[0].type))


def _check_offsets_sizes_strides(op, max_ranks):
    """ODS's attribute and operand checks, then upstream's
    OffsetSizeAndStrideOpInterface verifier (verifyOffsetSizeAndStrideOp);
    ``max_ranks``: getArrayAttrMaxRanks (offsets, sizes, strides)."""
    # Upstream reports missing required attributes first, except when no
    # properties were given at all (then the zero-default segment check fails).
    if any(k in op.properties for k in ("static_offsets", "static_sizes", "static_strides")):
        for name in ("static_offsets", "static_sizes", "static_strides"):
            if name not in op.properties:
                raise _err(op, f"requires attribute '{name}'")
    default_segments(op, 4)
    _, ov, sv, tv = segments(op, 4)
    for name in ("static_offsets", "static_sizes", "static_strides"):
        if name not in op.properties:
            raise _err(op, f"requires attribute '{name}'")
    pr = op.properties
    for name in ("static_offsets", "static_sizes", "static_strides"):
        if not is_i64_array(pr[name]):
            raise _err(op, f"attribute '{name}' failed to satisfy constraint: i64 dense array attribute")
    for i, o in enumerate(op.operands[1:], 1):
        if not isinstance(o.value.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")
    so, ss, sw = (static_values(pr[n]) for n in ("static_offsets", "static_sizes", "static_strides"))
    if not (len(so) == 1 and max_ranks[0] == 1) and len(so) != len(ss):
        raise _err(op, f"expected mixed offsets rank to match mixed sizes rank ({len(so)} vs {len(ss)}) "
                       "so the rank of the result type is well-formed.", prefix=False)
    if len(ss) != len(sw):
        raise _err(op, f"expected mixed sizes rank to match mixed strides rank ({len(ss)} vs {len(sw)}) "
                       "so the rank of the result type is well-formed.", prefix=False)
    for kind, st, vals in (("offsets", so, ov), ("sizes", ss, sv), ("strides", sw, tv)):
        n = sum(1 for x in st if x == DYNAMIC)
        if n != len(vals):
            raise _err(op, f"expected the number of '{kind}' to match the number of dynamic entries in "
                           f"'static_{kind}' ({len(vals)} vs {n})", prefix=False)
    for kind, st in (("offsets", so), ("sizes", ss)):
        for x in st:
            if x != DYNAMIC and x < 0:
                raise _err(op, f"expected {kind} to be non-negative, but got {x}", prefix=False)
    for kind, st, rank in (("offset", so, max_ranks[0]), ("size", ss, max_ranks[1]), ("stride", sw, max_ranks[2])):
        if len(st) != rank:
            raise _err(op, f"expected {rank} {kind} values, got {len(st)}", prefix=False)
    return so, ss, sw


def _verify_subview(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    if not isinstance(st, T.MemRefType):
        raise _err(op, f"operand #0 must be memref of any type values, but got '{st}'")
    if not isinstance(rt, T.MemRefType):
        raise _err(op, f"result #0 must be memref of any type values, but got '{rt}'")
    offs, sizes, steps = _check_offsets_sizes_strides(op, (st.rank,) * 3)
    if st.memory_space != rt.memory_space:
        raise _err(op, f"different memory spaces specified for base memref type '{st}' and subview memref "
                       f"type '{rt}'", prefix=False)
    so = strides_and_offset(st)
    if so is None:
        raise _err(op, f"base type '{st}' is not strided", prefix=False)
    strides, off = _subview_strides_and_offset(so, offs, steps)
    shape = tuple(None if d == DYNAMIC else d for d in sizes)
    expected = T.MemRefType(shape, st.element_type, A.StridedLayoutAttr(tuple(strides), off), st.memory_space)
    _check_subview_result(op, expected, rt, sizes)
    check_in_bounds(op, st.shape, offs, sizes, steps)


def _subview_error(op, expected, rt, why):
    return _err(op, f"expected result type to be '{expected}' or a rank-reduced version. ({why}), "
                    f"but got '{rt}'", prefix=False)


def rank_reduction_mask(orig, reduced):
    """Upstream's computeRankReductionMask: the dims of ``orig`` dropped to
    give ``reduced`` (unit dims, greedily), or None."""
    unused, j = [], 0
    for i, d in enumerate(orig):
        if j < len(reduced) and d == reduced[j]:
            j += 1
            continue
        unused.append(i)
        if d != 1:
            return None
    return unused if j == len(reduced) else None


def _memref_rank_reduction_mask(orig, reduced, sizes):
    """Upstream's computeMemRefRankReductionMask: which unit dims of ``orig``
    the rank-reduced ``reduced`` drops, telling them apart by their strides;
    None when they cannot be told."""
    if orig.rank == reduced.rank:
        return set()
    unused = {i for i, s in enumerate(sizes) if s == 1}
    if len(unused) + reduced.rank == orig.rank:
        return unused
    a, b = strides_and_offset(orig), strides_and_offset(reduced)
    if a is None or b is None:
        return None
    from collections import Counter
    left, want = Counter(a[0]), Counter(b[0])
    for i in sorted(unused):
        s = a[0][i]
        if left[s] > want[s]:
            left[s] -= 1
        elif left[s] == want[s]:
            unused.discard(i)
        else:
            return None
    return unused if len(unused) + reduced.rank == orig.rank else None


def _check_subview_result(op, expected, rt, sizes):
    """Upstream's isRankReducedType and the layout checks of SubViewOp::verify."""
    if expected != rt:
        if rt.rank > expected.rank:
            raise _err(op, f"expected result rank to be smaller or equal to the source rank, but got '{rt}'",
                       prefix=False)
        if rank_reduction_mask(expected.shape, rt.shape) is None:
            raise _subview_error(op, expected, rt, "mismatch of result sizes")
        if rt.element_type != expected.element_type:
            raise _err(op, f"expected result element type to be '{expected.element_type}', but got '{rt}'",
                       prefix=False)
    if rt.memory_space != expected.memory_space:
        raise _err(op, f"expected result and source memory spaces to match, but got '{rt}'", prefix=False)
    ro, eo = strides_and_offset(rt), strides_and_offset(expected)
    if ro is None or ro[1] != eo[1]:
        raise _subview_error(op, expected, rt, "mismatch of result layout")
    unused = _memref_rank_reduction_mask(expected, rt, sizes)
    if unused is None:
        raise _subview_error(op, expected, rt, "mismatch of result layout")
    kept = [s for i, s in enumerate(eo[0]) if i not in unused]
    if kept != list(ro[0]):
        raise _subview_error(op, expected, rt, "mismatch of result layout")


_OFFSETS_SIZES_STRIDES = (Operand("offsets", variadic=True), Operand("sizes", variadic=True),
                          Operand("strides", variadic=True))
SUBVIEW = define("memref.subview", operands=(Operand("source"),) + _OFFSETS_SIZES_STRIDES,
                 results=(Result("result"),), segments=True, traits=(PURE,), parse=_parse_subview,
                 print=_print_subview, verify=_verify_subview, hint="subview", properties=_SUBVIEW_PROPS,
                 effects=[], view_source=0)

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
    if isinstance(st, T.MemRefType) and not _identity_layout(st):
        raise _err(op, "source memref type should have identity affine map")
    if isinstance(rt, T.MemRefType):
        if not _identity_layout(rt):
            raise _err(op, "result memref type should have identity affine map")
        if sh.shape[0] is None:
            raise _err(op, "cannot use shape operand with dynamic length to reshape to statically-ranked "
                           "memref type")
        if sh.shape[0] != rt.rank:
            raise _err(op, "length of shape operand differs from the result's memref rank")


RESHAPE = define("memref.reshape", operands=(Operand("source"), Operand("shape")), results=(Result("result"),),
                 traits=(PURE,), parse=_parse_reshape, print=_print_reshape, verify=_verify_reshape,
                 hint="reshape", effects=[], view_source=0)

# ---- reinterpret_cast ------------------------------------------------------------------------


def _parse_reinterpret(tr, c):
    tok, src, offs, w1, sizes, w2, strides, attrs, st, rt = c
    for w, want in ((w1, "sizes"), (w2, "strides")):
        if w.value != want:
            raise ParseError(f"expected '{want}'", w.line, w.column)
    set_type(src, st)
    operands, props = _offsets_sizes_strides(src, offs, sizes, strides)
    return OpSpec("memref.reinterpret_cast", operands, [rt], attrs or {}, props, tok=tok)


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
    if not isinstance(rt, T.MemRefType) or strides_and_offset(rt) is None:
        raise _err(op, f"result #0 must be strided memref of any type values, but got '{rt}'")
    offs, sizes, steps = _check_offsets_sizes_strides(op, (1, rt.rank, rt.rank))
    if st.memory_space != rt.memory_space:
        raise _err(op, f"different memory spaces specified for source type '{st}' and result memref type "
                       f"'{rt}'", prefix=False)
    if st.element_type != rt.element_type:
        raise _err(op, f"different element types specified for source type '{st}' and result memref type "
                       f"'{rt}'", prefix=False)

    def _word(v):
        return "dynamic" if v == DYNAMIC else str(v)

    for i, (d, s) in enumerate(zip(rt.shape, sizes)):
        if d is not None and d != s:
            raise _err(op, f"expected result type with size = {_word(s)} instead of {d} in dim = {i}",
                       prefix=False)
    rstrides, roff = strides_and_offset(rt)
    if roff is not None and roff != offs[0]:
        raise _err(op, f"expected result type with offset = {_word(offs[0])} instead of {roff}", prefix=False)
    for i, (r, s) in enumerate(zip(rstrides, steps)):
        if r is not None and r != s:
            raise _err(op, f"expected result type with stride = {_word(s)} instead of {r} in dim = {i}",
                       prefix=False)


REINTERPRET_CAST = define("memref.reinterpret_cast", operands=(Operand("source"),) + _OFFSETS_SIZES_STRIDES,
                          results=(Result("result"),), segments=True, traits=(PURE,), parse=_parse_reinterpret,
                          print=_print_reinterpret, verify=_verify_reinterpret, hint="reinterpret_cast",
                          properties=_SUBVIEW_PROPS, effects=[], view_source=0)

# ---- view -----------------------------------------------------------------------------------


def _verify_view(op):
    st, rt = op.operands[0].value.type, op.results[0].type
    if st.layout is not None:
        raise _err(op, f"unsupported map for base memref type '{st}'", prefix=False)
    if rt.layout is not None:
        raise _err(op, f"unsupported map for result memref type '{rt}'", prefix=False)
    if st.memory_space != rt.memory_space:
        raise _err(op, f"different memory spaces specified for base memref type '{st}' and view memref type "
                       f"'{rt}'", prefix=False)
    n = sum(1 for d in rt.shape if d is None)
    if len(op.operands) - 2 != n:
        raise _err(op, f"incorrect number of dynamic sizes, has {len(op.operands) - 2}, expected {n}")


BYTE_BUFFER = Constraint("1D memref of 8-bit signless integer values",
                         lambda t: isinstance(t, T.MemRefType) and t.rank == 1 and t.element_type == T.i8,
                         kind=MEMREF.kind)
VIEW = define("memref.view", operands=(Operand("source", BYTE_BUFFER), Operand("byte_shift", INDEX),
                                       Operand("sizes", INDEX, variadic=True)),
              results=(Result("result", MEMREF),),
              format="$source `[` $byte_shift `]` `` `[` $sizes* `]` attr-dict `:` type($source) `to` "
                     "type($result)",
              traits=(PURE,), hint="view", verify=_verify_view, effects=[], view_source=0)

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


# ODS's results are base_buffer, offset and the variadic sizes and strides
# (SameVariadicResultSize), which define() cannot split yet: one group here
EXTRACT_STRIDED_METADATA = define(
    "memref.extract_strided_metadata", operands=(Operand("source"),),
    results=(Result("base_buffer"), Result("offset"), Result("sizes_and_strides", variadic=True)), traits=(PURE,),
    parse=_parse_metadata, print=_print_metadata, verify=_verify_metadata, hint=_metadata_hint, effects=[],
    view_source=0)
ALIGNED_POINTER = define(
    "memref.extract_aligned_pointer_as_index", operands=(Operand("source", RANKED_OR_UNRANKED_MEMREF),),
    results=(Result("aligned_pointer", INDEX),),
    format="$source `:` type($source) `->` type($aligned_pointer) attr-dict", traits=(PURE,), hint="intptr",
    effects=[])

# ---- assume_alignment -----------------------------------------------------------------------


def _verify_assume(op):
    a = op.properties.get("alignment")
    if a is None:
        raise _err(op, "requires attribute 'alignment'")
    if not isinstance(a, A.IntegerAttr) or a.type != T.i32 or a.value <= 0:
        raise _err(op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer "
                       "attribute whose value is positive")
    if op.results[0].type != op.operands[0].value.type:   # SameOperandsAndResultType
        raise _err(op, "requires the same type for all operands and results")
    if a.value & (a.value - 1):
        raise _err(op, "alignment must be power of 2")


ASSUME_ALIGNMENT = define(
    "memref.assume_alignment", operands=(Operand("memref", MEMREF),), results=(Result("result", MEMREF),),
    result_types=lambda types, props: types[:1], int_properties={"alignment": T.i32},
    format="$memref `,` $alignment attr-dict `:` type($memref)", traits=(PURE,), hint="assume_align",
    verify=_verify_assume, effects=[], view_source=0)

