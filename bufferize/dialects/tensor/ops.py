"""tensor element and slice ops: empty, extract, insert, extract_slice, insert_slice, parallel_insert_slice, cast, bitcast, dim, rank."""
from __future__ import annotations

from ...ir import types as T
from ...syntax.opspec import OpSpec, set_type, typed
from .. import common as C
from ..common import DYNAMIC, print_mixed, seg_attr, split_mixed
from .base import (_check_ranked_result, _SLICE_PROPS, _attrs, _check_nres, _err, _is_tensor, _ranked,
                   _ranked_kind, _require_tensor)


# ---- tensor.empty ----------------------------------------------------------------

def _parse_empty(tr, c):
    tok, vals, attrs, t = c
    vals = typed(vals or [], [T.index] * len(vals or []), tok=tok)
    return OpSpec("tensor.empty", vals, [t], attrs or {}, tok=tok)


def _print_empty(op, p):
    p.write("(" + p.values(op.operand_values) + ")")
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.results[0].type))


def _verify_empty(op):
    n = _check_ranked_result(op)
    if n != len(op.operands):
        raise _err(op, f"incorrect number of dynamic sizes, has {len(op.operands)}, expected {n}")


# ---- tensor.extract / insert ----------------------------------------------------

def _parse_extract(tr, c):
    tok, src, idx, attrs, t = c
    _ranked_kind("tensor.extract", t, tok)
    set_type(src, t)
    idx = typed(idx or [], [T.index] * len(idx or []), tok=tok)
    return OpSpec("tensor.extract", [src] + idx, [getattr(t, "element_type", t)], attrs or {}, tok=tok)


def _print_extract(op, p):
    v = op.operand_values
    p.write(" " + p.value(v[0]) + "[" + p.values(v[1:]) + "]")
    p.op_attr_dict(op)
    p.write(" : " + p.type(v[0].type))


def _verify_extract(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _check_nres(op, 1)
    t = op.operands[0].value.type
    _require_tensor(op, t, "operand #0")
    if op.results[0].type != t.element_type:
        raise _err(op, "failed to verify that result type matches element type of tensor")
    if _ranked(t) and t.rank != len(op.operands) - 1:
        raise _err(op, "incorrect number of indices for extract_element")


def _parse_insert(tr, c):
    tok, scalar, dest, idx, attrs, t = c
    _ranked_kind("tensor.insert", t, tok)
    set_type(dest, t)
    set_type(scalar, getattr(t, "element_type", t))
    idx = typed(idx or [], [T.index] * len(idx or []), tok=tok)
    return OpSpec("tensor.insert", [scalar, dest] + idx, [t], attrs or {}, tok=tok)


def _print_insert(op, p):
    v = op.operand_values
    p.write(f" {p.value(v[0])} into {p.value(v[1])}[{p.values(v[2:])}]")
    p.op_attr_dict(op)
    p.write(" : " + p.type(v[1].type))


def _verify_insert(op):
    if len(op.operands) < 2:
        raise _err(op, f"expected 2 or more operands, but found {len(op.operands)}")
    _check_nres(op, 1)
    t = op.operands[1].value.type
    _require_tensor(op, t, "operand #1")
    if op.results[0].type != t:
        raise _err(op, "failed to verify that result type matches type of dest")
    if op.operands[0].value.type != t.element_type:
        raise _err(op, "failed to verify that scalar type matches element type of dest")
    if _ranked(t) and t.rank != len(op.operands) - 2:
        raise _err(op, "incorrect number of indices")


# ---- slices ------------------------------------------------------------------------

def _parse_extract_slice(tr, c):
    tok, src, offs, sizes, strides, attrs, st, rt = c
    set_type(src, st)
    o, so = split_mixed(offs)
    s, ss = split_mixed(sizes)
    w, sw = split_mixed(strides)
    attrs, props = _attrs(attrs, *_SLICE_PROPS)
    props.update({"operandSegmentSizes": seg_attr(1, len(o), len(s), len(w)),
                  "static_offsets": so, "static_sizes": ss, "static_strides": sw})
    return OpSpec("tensor.extract_slice", [src] + o + s + w, [rt], attrs, props, tok=tok)


def _print_slice_lists(op, p, segs):
    pr = op.properties
    p.write(print_mixed(p, pr["static_offsets"], segs[0]) + " " +
            print_mixed(p, pr["static_sizes"], segs[1]) + " " +
            print_mixed(p, pr["static_strides"], segs[2]))


def _print_extract_slice(op, p):
    segs = C.segments(op, 4)
    p.write(" " + p.value(segs[0][0]))
    _print_slice_lists(op, p, segs[1:])
    p.op_attr_dict(op, elided=_SLICE_PROPS)
    p.write(f" : {p.type(segs[0][0].type)} to {p.type(op.results[0].type)}")


def _verify_offset_size_stride(op, segs, rank_of):
    """segs: [offsets, sizes, strides] value lists."""
    pr = op.properties
    for name, vals in zip(("static_offsets", "static_sizes", "static_strides"), segs):
        a = pr.get(name)
        if a is None:
            raise _err(op, f"requires attribute '{name}'")
        if not C.is_i64_array(a):
            raise _err(op, f"attribute '{name}' failed to satisfy constraint: i64 dense array attribute")
    so, ss, sw = (C.static_values(pr[n]) for n in ("static_offsets", "static_sizes", "static_strides"))
    if len(so) != len(ss):
        raise _err(op, f"expected mixed offsets rank to match mixed sizes rank ({len(so)} vs {len(ss)}) "
                       "so the rank of the result type is well-formed.", prefix=False)
    if len(ss) != len(sw):
        raise _err(op, f"expected mixed sizes rank to match mixed strides rank ({len(ss)} vs {len(sw)}) "
                       "so the rank of the result type is well-formed.", prefix=False)
    for kind, name, st, vals in (("offsets", "static_offsets", so, segs[0]), ("sizes", "static_sizes", ss, segs[1]),
                                 ("strides", "static_strides", sw, segs[2])):
        n = sum(1 for x in st if x == DYNAMIC)
        if n != len(vals):
            raise _err(op, f"expected the number of '{kind}' to match the number of dynamic entries in "
                           f"'{name}' ({len(vals)} vs {n})", prefix=False)
    for kind, st in (("offsets", so), ("sizes", ss)):
        for x in st:
            if x != DYNAMIC and x < 0:
                raise _err(op, f"expected {kind} to be non-negative, but got {x}", prefix=False)
    if rank_of is not None and len(so) != rank_of:
        raise _err(op, f"expected {rank_of} offset values, got {len(so)}", prefix=False)
    return so, ss, sw


def _rank_reduction_ok(orig, reduced):
    """Upstream computeRankReductionMask: drop unit dims of ``orig`` to get ``reduced``."""
    j = 0
    for d in orig:
        if j < len(reduced) and d == reduced[j]:
            j += 1
        elif d != 1:
            return False
    return j == len(reduced)


def _check_slice_type(op, ss, big, small):
    expected = T.RankedTensorType(tuple(None if s == DYNAMIC else s for s in ss), big.element_type,
                                  big.encoding)
    if not _ranked(small):
        raise _err(op, f"expected type to be '{expected}' or a rank-reduced version. (size mismatch) ",
                   prefix=False)
    if small.rank > expected.rank:
        raise _err(op, f"expected rank to be smaller or equal to the other rank. ", prefix=False)
    if not _rank_reduction_ok(expected.shape, small.shape):
        raise _err(op, f"expected type to be '{expected}' or a rank-reduced version. (size mismatch) ",
                   prefix=False)
    if small.element_type != expected.element_type:
        raise _err(op, f"expected element type to be '{expected.element_type}'", prefix=False)


def _verify_extract_slice(op):
    segs = C.segments(op, 4)
    if len(segs[0]) != 1:
        raise _err(op, "operand group #0 must have exactly one value")
    _check_nres(op, 1)
    st = segs[0][0].type
    _require_tensor(op, st, "operand #0", ranked=True)
    _require_tensor(op, op.results[0].type, "result #0", ranked=True)
    so, ss, sw = _verify_offset_size_stride(op, segs[1:], st.rank)
    _check_slice_type(op, ss, st, op.results[0].type)
    C.check_in_bounds(op, st.shape, so, ss, sw)


def _parse_insert_slice(tr, c, name="tensor.insert_slice"):
    tok, src, dest, offs, sizes, strides, attrs, st, dt = c
    set_type(src, st)
    set_type(dest, dt)
    o, so = split_mixed(offs)
    s, ss = split_mixed(sizes)
    w, sw = split_mixed(strides)
    attrs, props = _attrs(attrs, *_SLICE_PROPS)
    props.update({"operandSegmentSizes": seg_attr(1, 1, len(o), len(s), len(w)),
                  "static_offsets": so, "static_sizes": ss, "static_strides": sw})
    results = [dt] if name == "tensor.insert_slice" else []
    return OpSpec(name, [src, dest] + o + s + w, results, attrs, props, tok=tok)


def _parse_parallel_insert_slice(tr, c):
    return _parse_insert_slice(tr, c, "tensor.parallel_insert_slice")


def _print_insert_slice(op, p):
    segs = C.segments(op, 5)
    p.write(f" {p.value(segs[0][0])} into {p.value(segs[1][0])}")
    _print_slice_lists(op, p, segs[2:])
    p.op_attr_dict(op, elided=_SLICE_PROPS)
    p.write(f" : {p.type(segs[0][0].type)} into {p.type(segs[1][0].type)}")


def _verify_insert_slice(op):
    segs = C.segments(op, 5)
    for i in (0, 1):
        if len(segs[i]) != 1:
            raise _err(op, f"operand group #{i} must have exactly one value")
    parallel = op.name == "tensor.parallel_insert_slice"
    if parallel:
        if op.results:
            raise _err(op, f"requires zero results")
    else:
        _check_nres(op, 1)
    st, dt = segs[0][0].type, segs[1][0].type
    _require_tensor(op, st, "operand #0", ranked=True)
    _require_tensor(op, dt, "operand #1", ranked=True)
    if not parallel and op.results[0].type != dt:
        raise _err(op, "failed to verify that expected result type to match dest type")
    so, ss, sw = _verify_offset_size_stride(op, segs[2:], dt.rank)
    _check_slice_type(op, ss, dt, st)
    C.check_in_bounds(op, dt.shape, so, ss, sw)
    if parallel:
        parent = op.parent_op
        if parent is None or parent.name != "scf.forall.in_parallel":
            raise _err(op, "expected InParallelOpInterface parent, got:", prefix=False)


# ---- cast-like -----------------------------------------------------------------------

def _cast_compatible(a, b):
    if not _is_tensor(a) or not _is_tensor(b):
        return False
    if a.element_type != b.element_type:
        return False
    if _ranked(a) and _ranked(b):
        if a.rank != b.rank:
            return False
        return all(x is None or y is None or x == y for x, y in zip(a.shape, b.shape))
    return True


# ---- expand_shape / collapse_shape / reshape -----------------------------------------
