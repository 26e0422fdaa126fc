"""memref.expand_shape and memref.collapse_shape: syntax, upstream's verifyCollapsedShape and the
expanded/collapsed result types (layouts) their verifiers expect."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, set_type
from ..common import DYNAMIC, is_i64_array, print_mixed, split_mixed, static_values
from ...ir.registry import PURE
from ..define import Operand, Result, define
from .base import (_check_operand_types, _err, _expect_operands, _expect_results, _identity_layout, _sat_mul,
                   strides_and_offset)


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


def _reassociation_groups(op):
    """The reassociation property as lists of ints, after ODS's checks."""
    r = op.properties.get("reassociation")
    if r is None:
        raise _err(op, "requires attribute 'reassociation'")
    ok = isinstance(r, A.ArrayAttr) and all(
        isinstance(g, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) for x in g.value) for g in r.value)
    if not ok:
        raise _err(op, "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer "
                       "array attributes")
    return [[x.value for x in g.value] for g in r.value]


def verify_collapsed_shape(op, collapsed, expanded, groups):
    """Upstream's verifyCollapsedShape (several dynamic dims per group allowed)."""
    if len(collapsed) != len(groups):
        raise _err(op, f"invalid number of reassociation groups: found {len(groups)}, expected {len(collapsed)}")
    nxt = 0
    for i, g in enumerate(groups):
        dynamic = False
        for e in g:
            if e != nxt:
                raise _err(op, "reassociation indices must be contiguous")
            nxt += 1
            if e >= len(expanded):
                raise _err(op, f"reassociation index {e} is out of bounds")
            if expanded[e] is None:
                dynamic = True
        if (collapsed[i] is None) != dynamic:
            raise _err(op, f"collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic")
        if not dynamic:
            n = 1
            for e in g:
                n *= expanded[e]
            if n != collapsed[i]:
                raise _err(op, f"collapsed dim size ({collapsed[i]}) must equal reassociation group size ({n})")
    if not collapsed:
        if any(d != 1 for d in expanded):
            raise _err(op, "rank 0 memrefs can only be extended/collapsed with/from ones")
    elif nxt != len(expanded):
        raise _err(op, f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices ({nxt})")


def expanded_type(st, shape, groups):
    """Upstream's ExpandShapeOp::computeExpandedType, or None."""
    if _identity_layout(st):
        return T.MemRefType(tuple(shape), st.element_type, None, st.memory_space)
    so = strides_and_offset(st)
    if so is None:
        return None
    rev, k = [], len(shape) - 1
    for g, stride in reversed(list(zip(groups, so[0]))):
        cur = stride
        for _ in g:
            rev.append(cur)
            cur = _sat_mul(cur, shape[k])
            k -= 1
    strides = list(reversed(rev))
    strides += [1] * (len(shape) - len(strides))
    strides = strides[:len(shape)]
    return T.MemRefType(tuple(shape), st.element_type, A.StridedLayoutAttr(tuple(strides), so[1]), st.memory_space)


def collapsed_layout(st, groups):
    """Upstream's computeCollapsedLayoutMap (not strict), or None."""
    so = strides_and_offset(st)
    if so is None:
        return None
    sstr, shape = so[0], st.shape
    res = []
    for g in groups:
        ref = list(g)
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        res.append(sstr[ref[-1]] if shape[ref[-1]] is not None or len(ref) == 1 else None)
    for gi in range(len(groups) - 1, -1, -1):
        g = groups[gi]
        stride = res[gi]
        for idx in reversed(g[1:]):
            stride = _sat_mul(stride, shape[idx])
            if shape[idx - 1] == 1:
                continue
            src = sstr[idx - 1]
            if stride is not None and src is not None and stride != src:
                return None
    return A.StridedLayoutAttr(tuple(res), so[1])


def _verify_expand(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    for t, what in ((st, "operand"), (rt, "result")):
        if not isinstance(t, T.MemRefType):
            raise _err(op, f"{what} #0 must be strided memref of any type values, but got '{t}'")
    groups = _reassociation_groups(op)
    sos = op.properties.get("static_output_shape")
    if sos is None:
        raise _err(op, "requires attribute 'static_output_shape'")
    if not is_i64_array(sos):
        raise _err(op, "attribute 'static_output_shape' failed to satisfy constraint: i64 dense array attribute")
    _check_operand_types(op, 1)
    if st.rank > rt.rank:
        raise _err(op, f"has source rank {st.rank} and result rank {rt.rank}. This is not an expansion "
                       f"({st.rank} > {rt.rank}).")
    verify_collapsed_shape(op, st.shape, rt.shape, groups)
    expected = expanded_type(st, rt.shape, groups)
    if expected is None:
        raise _err(op, "invalid source layout map")
    if expected != rt:
        raise _err(op, f"expected expanded type to be '{expected}' but found '{rt}'")
    static = static_values(sos)
    if len(static) != rt.rank:
        raise _err(op, f"expected number of static shape bounds to be equal to the output rank "
                       f"({rt.rank}) but found {len(static)} inputs instead")
    ndyn = sum(1 for x in static if x == DYNAMIC)
    if len(op.operands) - 1 != ndyn:
        raise _err(op, f"mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape "
                       f"has {ndyn} dynamic dims while output_shape has {len(op.operands) - 1} values")
    for i, (d, s) in enumerate(zip(rt.shape, static)):
        if d is not None and d != s:
            raise _err(op, f"invalid output shape provided at pos {i}")


def _verify_collapse(op):
    _expect_operands(op, 1)
    _expect_results(op, 1)
    st, rt = op.operands[0].value.type, op.results[0].type
    for t, what in ((st, "operand"), (rt, "result")):
        if not isinstance(t, T.MemRefType):
            raise _err(op, f"{what} #0 must be strided memref of any type values, but got '{t}'")
    groups = _reassociation_groups(op)
    if st.rank < rt.rank:
        raise _err(op, f"has source rank {st.rank} and result rank {rt.rank}. This is not a collapse "
                       f"({st.rank} < {rt.rank}).")
    verify_collapsed_shape(op, rt.shape, st.shape, groups)
    if _identity_layout(st):
        layout = None
    else:
        layout = collapsed_layout(st, groups)
        if layout is None:
            raise _err(op, "invalid source layout map or collapsing non-contiguous dims")
    expected = T.MemRefType(rt.shape, st.element_type, layout, st.memory_space)
    if expected != rt:
        raise _err(op, f"expected collapsed type to be '{expected}' but found '{rt}'")


EXPAND_SHAPE = define("memref.expand_shape", operands=(Operand("src"), Operand("output_shape", variadic=True)),
                      results=(Result("result"),), traits=(PURE,), parse=_parse_expand, print=_print_expand,
                      verify=_verify_expand, hint="expand_shape",
                      properties=("reassociation", "static_output_shape"), effects=[], view_source=0)
COLLAPSE_SHAPE = define("memref.collapse_shape", operands=(Operand("src"),), results=(Result("result"),),
                        traits=(PURE,), parse=_parse_collapse, print=_print_collapse, verify=_verify_collapse,
                        hint="collapse_shape", properties=("reassociation",), effects=[], view_source=0)
