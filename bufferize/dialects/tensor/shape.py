"""tensor shape ops: expand/collapse_shape, reshape, from_elements, splat, generate, pad, concat."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from .. import common as C
from ..common import DYNAMIC, print_mixed, seg_attr, split_mixed
from .base import (_check_ranked_result, _attrs, _check_nops, _check_nres, _err, _ranked, _ranked_kind,
                   _require_tensor)


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
    start = 0   # upstream's reshapeLikeShapesAreCompatible
    for i, g in enumerate(groups):
        band = big.shape[start:start + len(g)]
        start += len(g)
        if any(d is None for d in band):
            if small.shape[i] is not None:
                raise _err(op, f"expected dimension {i} of collapsed type to be dynamic since one or more of "
                               "the corresponding dimensions in the expanded type is dynamic")
            continue
        n = 1
        for d in band:
            n *= d
        if small.shape[i] != n:
            raise _err(op, f"expected dimension {i} of collapsed type to be static value of {n}")


def _verify_expand(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    _check_nres(op, 1)
    _require_tensor(op, op.results[0].type, "result #0", ranked=True)
    C.check_mixed(op, "static_output_shape", op.properties.get("static_output_shape"),
                  len(op.operands) - 1, "output_shape")
    st = C.static_values(op.properties["static_output_shape"])
    if len(st) != op.results[0].type.rank:
        raise _err(op, f"expected number of static shape dims to be equal to the output rank "
                       f"({op.results[0].type.rank}) but found {len(st)} inputs instead")
    _check_reassoc(op, op.operand_values[0].type, op.results[0].type, True)


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
    st, rt = op.operand_values[0].type, op.results[0].type
    if st.element_type != rt.element_type:
        raise _err(op, "element types of source and destination tensor types should be the same")
    shape_size = op.operand_values[1].type.shape[0] if op.operand_values[1].type.shape else None
    if _ranked(rt):
        if _ranked(st) and st.has_static_shape and rt.has_static_shape \
                and st.num_elements() != rt.num_elements():
            raise _err(op, "source and destination tensor should have the same number of elements")
        if shape_size is None:
            raise _err(op, "cannot use shape operand with dynamic length to reshape to statically-ranked "
                           "tensor type")
        if shape_size != rt.rank:
            raise _err(op, "length of shape operand differs from the result's tensor rank")


# ---- from_elements / splat -----------------------------------------------------------

def _parse_from_elements(tr, c):
    tok, vals, attrs, t = c
    vals = vals or []
    _ranked_kind("tensor.from_elements", t, tok)
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
    _ranked_kind("tensor.splat", t, tok)
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
    n = _check_ranked_result(op)
    if n != len(op.operands):
        raise _err(op, f"incorrect number of dynamic sizes, has {len(op.operands)}, expected {n}")
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "region #0 ('body') failed to verify constraint: region with 1 blocks")


def verify_generate_regions(op):
    """Upstream's GenerateOp::verifyRegions: after the body's ops verify."""
    t = op.results[0].type
    b = op.regions[0].blocks[0]
    if any(a.type != T.index for a in b.args):
        raise _err(op, "all body arguments must be index", prefix=False)
    if len(b.args) != t.rank:
        raise _err(op, "must have one body argument per input dimension", prefix=False)
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
        raise _err(op, f"specified type '{rt}' does not match the inferred type '{expected}'", prefix=False)
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks")
    if rt.element_type != st.element_type:
        raise _err(op, "failed to verify that result element type matches source element type")


def verify_pad_regions(op):
    """Upstream's PadOp::verifyRegions: after the body's ops verify."""
    rt = op.results[0].type
    b = op.regions[0].blocks[0]
    if len(b.args) != rt.rank:
        raise _err(op, f"expected the block to have {rt.rank} arguments", prefix=False)
    for i, a in enumerate(b.args):
        if a.type != T.index:
            raise _err(op, f"expected block argument {i + 1} to be an index")
    y = b.last
    if y is not None and y.name == "tensor.yield" and y.operands and y.operand_values[0].type != rt.element_type:
        raise _err(op, "expected yield type to match shape element type")


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
    rt = op.results[0].type
    _require_tensor(op, rt, "result #0", ranked=True)
    ins = [v.type for v in op.operand_values]
    if any(t.rank != rt.rank for t in ins):
        raise _err(op, "rank of concatenated inputs must match result rank")
    if any(t.element_type != rt.element_type for t in ins):
        raise _err(op, "inputs and result element type must match")
    dim = d.value
    if dim >= rt.rank:
        raise _err(op, "concatenation dim must be less than the tensor rank")
    sizes = []
    for i in range(rt.rank):
        if i == dim:
            sizes.append(None if any(t.shape[dim] is None for t in ins) else sum(t.shape[dim] for t in ins))
            continue
        size = None   # upstream's SaturatedInteger::desaturate: static sizes must agree
        for t in ins:
            if t.shape[i] is not None:
                if size is not None and size != t.shape[i]:
                    raise _err(op, f"static concatenation size mismatch along non-concatenated dimension {i}")
                size = t.shape[i]
        sizes.append(size)
    inferred = T.RankedTensorType(tuple(sizes), ins[0].element_type)
    if any(a is not None and b is not None and a != b for a, b in zip(sizes, rt.shape)):
        raise _err(op, f"result type '{rt}'does not match inferred shape '{inferred}' static sizes")


