"""memref view ops: subview, expand/collapse_shape, reinterpret_cast, reshape, view, and their result types."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ..common import DYNAMIC, check_mixed, print_mixed, seg_attr, segments, split_mixed, static_values
from ...ir.registry import PURE, register_op
from ..define import INDEX, MEMREF, RANKED_OR_UNRANKED_MEMREF, Constraint, Operand, Result, define
from .base import _check_operand_types, _err, _expect_operands, _expect_results, _subview_strides_and_offset, default_segments, strides_and_offset


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
    if r.value and nxt != expanded_rank:   # (no groups: a 0-d memref, reshaped to unit dims)
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


def _verify_view(op):
    st, rt = op.operands[0].value.type, op.results[0].type
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


register_op("memref.extract_strided_metadata", traits=(PURE,), printer=_print_metadata,
            verifier=_verify_metadata, name_hint=_metadata_hint, effects=[], view_source=0)
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

