"""tensor: empty, extract, insert, extract_slice, insert_slice,
parallel_insert_slice, cast, dim, rank, expand_shape, collapse_shape, reshape,
from_elements, splat, generate, pad, yield, bitcast, concat."""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Block, Region
from ..syntax.opspec import OpSpec, ParseError, set_type, typed
from . import common as C
from .common import DYNAMIC, print_mixed, seg_attr, split_mixed
from .registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect, register_op

_SLICE_PROPS = ("operandSegmentSizes", "static_offsets", "static_sizes", "static_strides")


def _err(op, msg, prefix=True):
    from ..ir.verifier import VerifyError
    return VerifyError(op, msg, prefix=prefix)


def _ranked(t):
    return isinstance(t, T.RankedTensorType)


def _is_tensor(t):
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


def _check_nops(op, n, what="operands"):
    if len(op.operands) != n:
        raise _err(op, f"expected {n} {what}, but found {len(op.operands)}")


def _check_nres(op, n):
    if len(op.results) != n:
        raise _err(op, f"requires {'one result' if n == 1 else f'{n} results'}" if n <= 1 else
                   f"expected {n} results, but found {len(op.results)}")


def _require_tensor(op, t, what, ranked=False):
    if (ranked and not _ranked(t)) or (not ranked and not _is_tensor(t)):
        kind = "ranked tensor of any type values" if ranked else "tensor of any type values"
        raise _err(op, f"{what} must be {kind}, but got '{t}'")


def _attrs(attrs, *names):
    """Move inherent attributes written in the attr-dict into properties."""
    attrs = dict(attrs or {})
    props = {}
    for k in names:
        if k in attrs:
            props[k] = attrs.pop(k)
    return attrs, props


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
    _check_nres(op, 1)
    t = op.results[0].type
    _require_tensor(op, t, "result #0", ranked=True)
    n = sum(1 for d in t.shape if d is None)
    if n != len(op.operands):
        raise _err(op, f"incorrect number of dynamic sizes, has {len(op.operands)}, expected {n}")


# ---- tensor.extract / insert ----------------------------------------------------

def _parse_extract(tr, c):
    tok, src, idx, attrs, t = c
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
    if small.element_type != expected.element_type:
        raise _err(op, f"expected element type to be {expected.element_type}", prefix=False)
    if not _rank_reduction_ok(expected.shape, small.shape):
        raise _err(op, f"expected type to be '{expected}' or a rank-reduced version. (size mismatch) ",
                   prefix=False)


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
    if parallel:
        parent = op.parent_op
        if parent is None or parent.name != "scf.forall.in_parallel":
            raise _err(op, "expected InParallelOpInterface parent, got:", prefix=False)


# ---- cast-like -----------------------------------------------------------------------

def _parse_cast(tr, c, name="tensor.cast"):
    tok, src, attrs, st, rt = c
    set_type(src, st)
    return OpSpec(name, [src], [rt], attrs or {}, tok=tok)


def _parse_bitcast(tr, c):
    return _parse_cast(tr, c, "tensor.bitcast")


def _print_cast(op, p):
    p.write(" " + p.value(op.operand_values[0]))
    p.op_attr_dict(op)
    p.write(f" : {p.type(op.operand_values[0].type)} to {p.type(op.results[0].type)}")


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


def _verify_cast(op):
    _check_nops(op, 1)
    _check_nres(op, 1)
    a, b = op.operand_values[0].type, op.results[0].type
    _require_tensor(op, a, "operand #0")
    _require_tensor(op, b, "result #0")
    if op.name == "tensor.cast" and not _cast_compatible(a, b):
        raise _err(op, f"operand type '{a}' and result type '{b}' are cast incompatible")


# ---- dim / rank ------------------------------------------------------------------------

def _parse_dim(tr, c):
    tok, attrs, src, idx, t = c
    set_type(src, t)
    set_type(idx, T.index)
    return OpSpec("tensor.dim", [src, idx], [T.index], attrs or {}, tok=tok)


def _print_dim(op, p):
    p.op_attr_dict(op)
    v = op.operand_values
    p.write(f" {p.value(v[0])}, {p.value(v[1])} : {p.type(v[0].type)}")


def _verify_dim(op):
    _check_nops(op, 2)
    _check_nres(op, 1)
    _require_tensor(op, op.operand_values[0].type, "operand #0")
    if op.operand_values[1].type != T.index:
        raise _err(op, f"operand #1 must be index, but got '{op.operand_values[1].type}'")
    if op.results[0].type != T.index:
        raise _err(op, f"result #0 must be index, but got '{op.results[0].type}'")


def _parse_rank(tr, c):
    tok, src, attrs, t = c
    set_type(src, t)
    return OpSpec("tensor.rank", [src], [T.index], attrs or {}, tok=tok)


def _print_single_operand_typed(op, p):
    v = op.operand_values[0]
    p.write(" " + p.value(v))
    p.op_attr_dict(op)
    p.write(" : " + p.type(v.type))


def _verify_rank(op):
    if len(op.operands) != 1:
        raise _err(op, "requires a single operand")   # upstream's OneOperand trait
    _check_nres(op, 1)
    _require_tensor(op, op.operand_values[0].type, "operand #0")
    if op.results[0].type != T.index:
        raise _err(op, f"result #0 must be index, but got '{op.results[0].type}'")


# ---- expand_shape / collapse_shape / reshape -----------------------------------------

def _reassoc(attr):
    if not isinstance(attr, A.ArrayAttr):
        return None
    out = []
    for g in attr.value:
        if not isinstance(g, A.ArrayAttr) or not all(isinstance(x, A.IntegerAttr) for x in g.value):
            return None
        out.append([x.value for x in g.value])
    return out


def _parse_expand(tr, c):
    tok, src, reassoc, shape, attrs, st, rt = c
    set_type(src, st)
    vals, static = split_mixed(shape)
    attrs, props = _attrs(attrs, "reassociation", "static_output_shape")
    props.update({"reassociation": reassoc, "static_output_shape": static})
    return OpSpec("tensor.expand_shape", [src] + vals, [rt], attrs, props, tok=tok)


def _print_expand(op, p):
    v = op.operand_values
    p.write(f" {p.value(v[0])} {p.attr(op.properties['reassociation'])} output_shape "
            + print_mixed(p, op.properties["static_output_shape"], v[1:]))
    p.op_attr_dict(op, elided=("reassociation", "static_output_shape"))
    p.write(f" : {p.type(v[0].type)} into {p.type(op.results[0].type)}")


def _check_reassoc(op, src, res, expand):
    pr = op.properties
    ra = pr.get("reassociation")
    if ra is None:
        raise _err(op, "requires attribute 'reassociation'")
    groups = _reassoc(ra)
    if groups is None:
        raise _err(op, "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer "
                       "array attributes")
    big, small = (res, src) if expand else (src, res)
    _require_tensor(op, src, "operand #0", ranked=True)
    _require_tensor(op, res, "result #0", ranked=True)
    if len(groups) != small.rank:
        raise _err(op, f"expected collapsed rank ({small.rank}) to equal the number of reassociation "
                       f"maps ({len(groups)}).")
    flat = [d for g in groups for d in g]
    if flat != list(range(len(flat))) or len(flat) != big.rank:
        raise _err(op, "expected reassociation map #0 to be valid and contiguous")


def _verify_expand(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _check_nres(op, 1)
    _check_reassoc(op, op.operand_values[0].type, op.results[0].type, True)
    C.check_mixed(op, "static_output_shape", op.properties.get("static_output_shape"),
                  len(op.operands) - 1, "output_shape")
    st = C.static_values(op.properties["static_output_shape"])
    if len(st) != op.results[0].type.rank:
        raise _err(op, f"expected number of static shape dims to be equal to the output rank "
                       f"({op.results[0].type.rank}) but found {len(st)} inputs instead")


def _parse_collapse(tr, c):
    tok, src, reassoc, attrs, st, rt = c
    set_type(src, st)
    attrs, props = _attrs(attrs, "reassociation")
    props["reassociation"] = reassoc
    return OpSpec("tensor.collapse_shape", [src], [rt], attrs, props, tok=tok)


def _print_collapse(op, p):
    v = op.operand_values
    p.write(f" {p.value(v[0])} {p.attr(op.properties['reassociation'])}")
    p.op_attr_dict(op, elided=("reassociation",))
    p.write(f" : {p.type(v[0].type)} into {p.type(op.results[0].type)}")


def _verify_collapse(op):
    _check_nops(op, 1)
    _check_nres(op, 1)
    _check_reassoc(op, op.operand_values[0].type, op.results[0].type, False)


def _parse_reshape(tr, c):
    tok, src, shape, attrs, st, sht, rt = c
    set_type(src, st)
    set_type(shape, sht)
    return OpSpec("tensor.reshape", [src, shape], [rt], attrs or {}, tok=tok)


def _print_reshape(op, p):
    v = op.operand_values
    p.write(f" {p.value(v[0])}({p.value(v[1])})")
    p.op_attr_dict(op)
    p.write(f" : ({p.type(v[0].type)}, {p.type(v[1].type)}) -> {p.type(op.results[0].type)}")


def _verify_reshape(op):
    _check_nops(op, 2)
    _check_nres(op, 1)
    _require_tensor(op, op.operand_values[0].type, "operand #0")
    _require_tensor(op, op.operand_values[1].type, "operand #1", ranked=True)
    _require_tensor(op, op.results[0].type, "result #0")
    if op.operand_values[0].type.element_type != op.results[0].type.element_type:
        raise _err(op, "element types of source and destination tensor types should be the same")


# ---- from_elements / splat -----------------------------------------------------------

def _parse_from_elements(tr, c):
    tok, vals, attrs, t = c
    vals = vals or []
    n = t.num_elements() if _ranked(t) else None
    if n is not None and n != len(vals):
        raise ParseError(f"custom op 'tensor.from_elements' number of operands and types do not match: "
                         f"got {len(vals)} operands and {n} types", tok.line, tok.column)
    typed(vals, [getattr(t, "element_type", t)] * len(vals), tok=tok)
    return OpSpec("tensor.from_elements", vals, [t], attrs or {}, tok=tok)


def _print_from_elements(op, p):
    p.write(" " + p.values(op.operand_values))
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.results[0].type))


def _verify_from_elements(op):
    _check_nres(op, 1)
    t = op.results[0].type
    if not _ranked(t) or not t.has_static_shape:
        raise _err(op, f"result #0 must be statically shaped tensor of any type values, but got '{t}'")
    if len(op.operands) != t.num_elements():
        raise _err(op, f"failed to verify that number of operands and types match")
    for v in op.operand_values:
        if v.type != t.element_type:
            raise _err(op, "failed to verify that operand types match result element type")


def _parse_splat(tr, c):
    tok, val, dyn, attrs, t = c
    set_type(val, getattr(t, "element_type", t))
    dyn = typed(dyn or [], [T.index] * len(dyn or []), tok=tok)
    return OpSpec("tensor.splat", [val] + dyn, [t], attrs or {}, tok=tok)


def _print_splat(op, p):
    v = op.operand_values
    p.write(" " + p.value(v[0]))
    if len(v) > 1:
        p.write("[" + p.values(v[1:]) + "]")
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.results[0].type))


def _verify_splat(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _check_nres(op, 1)
    t = op.results[0].type
    _require_tensor(op, t, "result #0", ranked=True)
    if op.operand_values[0].type != t.element_type:
        raise _err(op, "failed to verify that operand type matches element type of result")
    n = sum(1 for d in t.shape if d is None)
    if n != len(op.operands) - 1:
        raise _err(op, f"incorrect number of dynamic sizes, has {len(op.operands) - 1}, expected {n}")


# ---- generate / pad / yield -----------------------------------------------------------

def _region_default(region):
    if not region.blocks:
        region.add_block(Block())
    return region


def _parse_generate(tr, c):
    tok, vals, region, attrs, t = c
    vals = typed(vals or [], [T.index] * len(vals or []), tok=tok)
    return OpSpec("tensor.generate", vals, [t], attrs or {}, regions=[_region_default(region)], tok=tok)


def _print_generate(op, p):
    if op.operands:
        p.write(" " + p.values(op.operand_values))
    p.write(" ")
    p.region(op.regions[0], print_entry_args=True, print_terminators=True)
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.results[0].type))


def _verify_generate(op):
    _check_nres(op, 1)
    t = op.results[0].type
    _require_tensor(op, t, "result #0", ranked=True)
    n = sum(1 for d in t.shape if d is None)
    if n != len(op.operands):
        raise _err(op, "must have as many index operands as dynamic extents in the result type")
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "region #0 ('body') failed to verify constraint: region with 1 blocks")
    b = op.regions[0].blocks[0]
    if len(b.args) != t.rank or any(a.type != T.index for a in b.args):
        raise _err(op, "must have one body argument per input dimension")
    y = b.last
    if y is None or y.name != "tensor.yield" or not y.operands or y.operand_values[0].type != t.element_type:
        raise _err(op, "body must be terminated with a `yield` operation of the tensor element type")


def _parse_pad(tr, c):
    tok, src, nofold, low, high, region, attrs, st, rt = c
    set_type(src, st)
    lo, slo = split_mixed(low)
    hi, shi = split_mixed(high)
    attrs, props = _attrs(attrs, "nofold", "operandSegmentSizes", "static_low", "static_high")
    if nofold is not None:
        if nofold.value != "nofold":
            raise ParseError(f"expected 'low'", nofold.line, nofold.column)
        props["nofold"] = A.UNIT
    props.update({"operandSegmentSizes": seg_attr(1, len(lo), len(hi)), "static_low": slo,
                  "static_high": shi})
    return OpSpec("tensor.pad", [src] + lo + hi, [rt], attrs, props, regions=[_region_default(region)],
                  tok=tok)


def _print_pad(op, p):
    segs = C.segments(op, 3)
    p.write(" " + p.value(segs[0][0]))
    if "nofold" in op.properties:
        p.write(" nofold")
    p.write(" low" + print_mixed(p, op.properties["static_low"], segs[1]) +
            " high" + print_mixed(p, op.properties["static_high"], segs[2]) + " ")
    p.region(op.regions[0], print_entry_args=True, print_terminators=True)
    p.op_attr_dict(op, elided=("nofold", "operandSegmentSizes", "static_low", "static_high"))
    p.write(f" : {p.type(segs[0][0].type)} to {p.type(op.results[0].type)}")


def _verify_pad(op):
    segs = C.segments(op, 3)
    if len(segs[0]) != 1:
        raise _err(op, "operand group #0 must have exactly one value")
    _check_nres(op, 1)
    st, rt = segs[0][0].type, op.results[0].type
    _require_tensor(op, st, "operand #0", ranked=True)
    _require_tensor(op, rt, "result #0", ranked=True)
    C.check_mixed(op, "static_low", op.properties.get("static_low"), len(segs[1]), "low")
    C.check_mixed(op, "static_high", op.properties.get("static_high"), len(segs[2]), "high")
    lo = C.static_values(op.properties["static_low"])
    hi = C.static_values(op.properties["static_high"])
    if len(lo) != st.rank or len(hi) != st.rank:
        raise _err(op, f"failed to infer expectedType from sourceType '{st}', specified resultType is '{rt}'",
                   prefix=False)
    exp = tuple(None if (s is None or l == DYNAMIC or h == DYNAMIC) else s + l + h
                for s, l, h in zip(st.shape, lo, hi))
    expected = T.RankedTensorType(exp, st.element_type, st.encoding)
    if rt.rank != st.rank or any(r != e and e is not None for r, e in zip(rt.shape, exp)):
        raise _err(op, f"specified type {rt} does not match the inferred type {expected}", prefix=False)
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks")
    b = op.regions[0].blocks[0]
    if len(b.args) != st.rank:
        raise _err(op, f"expected the block to have {st.rank} arguments")
    for i, a in enumerate(b.args):
        if a.type != T.index:
            raise _err(op, f"expected block argument {i + 1} to be an index")
    if rt.element_type != st.element_type:
        raise _err(op, "failed to verify that result element type matches source element type")


def _parse_yield(tr, c):
    tok, val, attrs, t = c
    set_type(val, t)
    return OpSpec("tensor.yield", [val], [], attrs or {}, tok=tok)


def _verify_yield(op):
    _check_nops(op, 1)
    parent = op.parent_op
    if parent is None or parent.name not in ("tensor.generate", "tensor.pad"):
        raise _err(op, "expects parent op to be one of 'tensor.generate, tensor.pad'")


# ---- concat --------------------------------------------------------------------------------

def _parse_concat(tr, c):
    tok, dim, vals, attrs, ft = c
    vals = typed(vals or [], ft.inputs, tok=tok)
    attrs, props = _attrs(attrs, "dim")
    props["dim"] = A.IntegerAttr(int(dim.value), T.i64)
    return OpSpec("tensor.concat", vals, ft.results, attrs, props, tok=tok)


def _print_concat(op, p):
    p.write(f" dim({op.properties['dim'].value}) " + p.values(op.operand_values))
    p.op_attr_dict(op, elided=("dim",))
    ft = T.FunctionType(tuple(v.type for v in op.operand_values), tuple(r.type for r in op.results))
    p.write(" : " + p.function_type(ft))


def _verify_concat(op):
    d = op.properties.get("dim")
    if not isinstance(d, A.IntegerAttr):
        raise _err(op, "requires attribute 'dim'")
    if not op.operands:
        raise _err(op, "requires at least one input")
    _check_nres(op, 1)
    for i, v in enumerate(op.operand_values):
        _require_tensor(op, v.type, f"operand #{i}", ranked=True)
    _require_tensor(op, op.results[0].type, "result #0", ranked=True)


# ---- registration ------------------------------------------------------------------------

def _hint(name):
    return lambda op: [name]


register_op("tensor.empty", traits=(PURE,), printer=_print_empty, verifier=_verify_empty)
register_op("tensor.extract", traits=(PURE,), printer=_print_extract, verifier=_verify_extract,
            name_hint=_hint("extracted"))
register_op("tensor.insert", traits=(PURE,), printer=_print_insert, verifier=_verify_insert,
            name_hint=_hint("inserted"))
register_op("tensor.extract_slice", traits=(PURE,), printer=_print_extract_slice,
            verifier=_verify_extract_slice, name_hint=_hint("extracted_slice"), property_names=_SLICE_PROPS)
register_op("tensor.insert_slice", traits=(PURE,), printer=_print_insert_slice,
            verifier=_verify_insert_slice, name_hint=_hint("inserted_slice"), property_names=_SLICE_PROPS)
register_op("tensor.parallel_insert_slice", printer=_print_insert_slice, verifier=_verify_insert_slice,
            property_names=_SLICE_PROPS)
register_op("tensor.cast", traits=(PURE,), printer=_print_cast, verifier=_verify_cast, name_hint=_hint("cast"))
register_op("tensor.bitcast", traits=(PURE,), printer=_print_cast, verifier=_verify_cast)
register_op("tensor.dim", traits=(PURE,), printer=_print_dim, verifier=_verify_dim, name_hint=_hint("dim"))
register_op("tensor.rank", traits=(PURE,), printer=_print_single_operand_typed, verifier=_verify_rank,
            name_hint=_hint("rank"))
register_op("tensor.expand_shape", traits=(PURE,), printer=_print_expand, verifier=_verify_expand,
            name_hint=_hint("expanded"), property_names=("reassociation", "static_output_shape"))
register_op("tensor.collapse_shape", traits=(PURE,), printer=_print_collapse, verifier=_verify_collapse,
            name_hint=_hint("collapsed"), property_names=("reassociation",))
register_op("tensor.reshape", traits=(PURE,), printer=_print_reshape, verifier=_verify_reshape,
            name_hint=_hint("reshape"))
register_op("tensor.from_elements", traits=(PURE,), printer=_print_from_elements,
            verifier=_verify_from_elements, name_hint=_hint("from_elements"))
register_op("tensor.splat", traits=(PURE,), printer=_print_splat, verifier=_verify_splat,
            name_hint=_hint("splat"))
register_op("tensor.generate", traits=(SINGLE_BLOCK,), printer=_print_generate, verifier=_verify_generate,
            name_hint=_hint("generated"))
register_op("tensor.pad", traits=(SINGLE_BLOCK, PURE), printer=_print_pad, verifier=_verify_pad,
            name_hint=_hint("padded"),
            property_names=("nofold", "operandSegmentSizes", "static_low", "static_high"))
register_op("tensor.yield", traits=(TERMINATOR, RETURN_LIKE, PURE), printer=_print_single_operand_typed,
            verifier=_verify_yield)
register_op("tensor.concat", traits=(PURE,), printer=_print_concat, verifier=_verify_concat,
            name_hint=_hint("concat"), property_names=("dim",))

DIALECT = Dialect(
    "tensor", grammar="tensor.lark",
    rules={**C.RULES,
           "op_tensor_empty": _parse_empty, "op_tensor_extract": _parse_extract,
           "op_tensor_insert": _parse_insert, "op_tensor_extract_slice": _parse_extract_slice,
           "op_tensor_insert_slice": _parse_insert_slice,
           "op_tensor_parallel_insert_slice": _parse_parallel_insert_slice,
           "op_tensor_cast": _parse_cast, "op_tensor_bitcast": _parse_bitcast,
           "op_tensor_dim": _parse_dim, "op_tensor_rank": _parse_rank,
           "op_tensor_expand_shape": _parse_expand, "op_tensor_collapse_shape": _parse_collapse,
           "op_tensor_reshape": _parse_reshape, "op_tensor_from_elements": _parse_from_elements,
           "op_tensor_splat": _parse_splat, "op_tensor_generate": _parse_generate,
           "op_tensor_pad": _parse_pad, "op_tensor_yield": _parse_yield, "op_tensor_concat": _parse_concat},
    keywords={"TENSOR_EMPTY": ["tensor.empty"], "TENSOR_EXTRACT": ["tensor.extract"],
              "TENSOR_INSERT": ["tensor.insert"], "TENSOR_EXTRACT_SLICE": ["tensor.extract_slice"],
              "TENSOR_INSERT_SLICE": ["tensor.insert_slice"],
              "TENSOR_PARALLEL_INSERT_SLICE": ["tensor.parallel_insert_slice"],
              "TENSOR_CAST": ["tensor.cast"], "TENSOR_BITCAST": ["tensor.bitcast"],
              "TENSOR_DIM": ["tensor.dim"], "TENSOR_RANK": ["tensor.rank"],
              "TENSOR_EXPAND_SHAPE": ["tensor.expand_shape"], "TENSOR_COLLAPSE_SHAPE": ["tensor.collapse_shape"],
              "TENSOR_RESHAPE": ["tensor.reshape"], "TENSOR_FROM_ELEMENTS": ["tensor.from_elements"],
              "TENSOR_SPLAT": ["tensor.splat"], "TENSOR_GENERATE": ["tensor.generate"],
              "TENSOR_PAD": ["tensor.pad"], "TENSOR_YIELD": ["tensor.yield"],
              "TENSOR_CONCAT": ["tensor.concat"]},
)


# ---- folds and canonicalization patterns (canonicalize) ------------------------------
# After upstream's TensorOps.cpp: tensor.cast chains and casts into users,
# tensor.dim of static sizes, of tensor.empty sizes and through casts.

def _const_index(v):
    from ..transforms.rewrite import constant_int
    return constant_int(v)


def preserves_static_info(src, dst) -> bool:
    """`src` is a ranked tensor at least as static as `dst` (upstream's
    tensor::canFoldIntoConsumerOp for a cast from `src` to `dst`)."""
    if not isinstance(src, T.RankedTensorType):
        return False
    if isinstance(dst, T.UnrankedTensorType):
        return True
    if not isinstance(dst, T.RankedTensorType) or src.rank != dst.rank:
        return False
    return all(not (a is None and b is not None) for a, b in zip(src.shape, dst.shape))


def join_shapes(a, b):
    """The most static type compatible with both, or None (upstream's joinShapes)."""
    if isinstance(a, T.UnrankedTensorType):
        return b
    if isinstance(b, T.UnrankedTensorType):
        return a
    if a.rank != b.rank or a.element_type != b.element_type:
        return None
    shape = []
    for x, y in zip(a.shape, b.shape):
        if x is None:
            shape.append(y)
        elif y is None or x == y:
            shape.append(x)
        else:
            return None
    return T.RankedTensorType(tuple(shape), a.element_type, a.encoding)


def _fold_tensor_cast(op):
    if op.operand(0).type == op.results[0].type:
        return [op.operand(0)]
    return None


def _chained_tensor_cast(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tensor.cast":
        return False
    src, mid, dst = d.operand(0).type, d.results[0].type, op.results[0].type
    j1 = join_shapes(src, mid)
    j1 = join_shapes(j1, dst) if j1 is not None else None
    if j1 is None or j1 != join_shapes(src, dst):
        return False
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("tensor.cast", [d.operand(0)], [dst], dict(op.attributes), loc=op.loc)
    rewriter.replace_op(op, new.results)
    return True


def _fold_tensor_dim(op):
    src, idx = op.operand(0), op.operand(1)
    i = _const_index(idx)
    t = src.type
    if i is None or not isinstance(t, T.RankedTensorType) or not 0 <= i < t.rank:
        return None
    if t.shape[i] is not None:
        return [A.IntegerAttr(t.shape[i], T.index)]
    d = src.defining_op()
    if d is not None and d.name == "tensor.empty":
        return [d.operand(sum(1 for x in t.shape[:i] if x is None))]
    return None


def _dim_of_cast(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tensor.cast":
        return False
    rewriter.modify_op_in_place(op, lambda: op.set_operand(0, d.operand(0)))
    return True


def _extract_of_cast(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tensor.cast" or not isinstance(d.operand(0).type, T.RankedTensorType):
        return False
    rewriter.modify_op_in_place(op, lambda: op.set_operand(0, d.operand(0)))
    return True


register_op("tensor.cast", fold=_fold_tensor_cast)
register_op("tensor.dim", fold=_fold_tensor_dim)


def _register_patterns():
    from ..transforms.rewrite import add_patterns
    add_patterns("tensor.cast", _chained_tensor_cast)
    add_patterns("tensor.dim", _dim_of_cast)
    add_patterns("tensor.extract", _extract_of_cast)


_register_patterns()
