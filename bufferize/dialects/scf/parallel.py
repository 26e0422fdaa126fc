"""scf.forall/in_parallel, scf.parallel, scf.reduce/reduce.return, scf.index_switch: syntax and verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block
from ...ir.registry import declare_interface, lookup, register_op
from ...syntax.opspec import OpSpec, ParseError, argument, set_type, typed
from .. import common as C
from ..common import print_mixed, seg_attr, split_mixed
from ...transforms.rewrite import constant_int
from .base import terminator_of, _arrow_types, _ensure_terminator, _entry_args, _err, _in_parallel, _init_list, _reduce, _types_or_empty, _yield
from .loops import _single_block, _verify_yield_matches


# ---- scf.forall / in_parallel ------------------------------------------------------------------------

_FORALL_PROPS = ("operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep", "mapping")


def _scf_index_parens(tr, c):
    return C.MixedList(x for x in c if x is not None)


def _scf_forall_normalized(tr, c):
    n = len(c[0])
    return (C.MixedList([0] * n), c[0], C.MixedList([1] * n))


def _scf_forall_full(tr, c):
    return (c[0], c[1], c[2])


def _scf_shared_outs(tr, c):
    return (c[0], c[1])


def _parse_forall(tr, c):
    tok, ivs, bounds, outs, region, attrs = c
    for u in ivs:
        argument(u)
    lbs, ubs, steps = bounds
    lv, ls = split_mixed(lbs)
    uv, us = split_mixed(ubs)
    sv, ss = split_mixed(steps)
    n = len(ivs)
    if not (len(lbs) == len(ubs) == len(steps) == n):
        raise ParseError("mismatch between the number of loop bounds and induction variables",
                         tok.line, tok.column)
    assigns, types = outs if outs is not None else ([], [])
    if len(assigns) != len(types):
        # upstream's resolveOperands, at the `shared_outs` keyword
        err = ParseError(f"custom op 'scf.forall' number of operands and types do not match: got {len(assigns)} "
                         f"operands and {len(types)} types", tok.line, tok.column)
        err.locate = lambda text, start=tok.start_pos: text.find("shared_outs", start)
        raise err
    outv = typed([a[1] for a in assigns], types, tok=tok)
    _entry_args(tr, region, tok, [(u, T.index) for u in ivs] + [(a[0], t) for a, t in zip(assigns, types)])
    _ensure_terminator(tr, region, tok, _in_parallel)
    attrs = dict(attrs or {})
    props = {k: attrs.pop(k) for k in _FORALL_PROPS[4:] if k in attrs}
    props.update({"operandSegmentSizes": seg_attr(len(lv), len(uv), len(sv), len(outv)),
                  "staticLowerBound": ls, "staticUpperBound": us, "staticStep": ss})
    return OpSpec("scf.forall", lv + uv + sv + outv, types, attrs, props, [region], tok=tok)


def _print_forall(op, p):
    segs = C.segments(op, 4)
    body = op.regions[0].blocks[0]
    pr = op.properties
    n = len(C.static_values(pr["staticLowerBound"]))
    p.write(" (" + p.values(body.args[:n]) + ")")
    lb, st = C.static_values(pr["staticLowerBound"]), C.static_values(pr["staticStep"])
    if all(x == 0 for x in lb) and all(x == 1 for x in st):
        p.write(" in " + print_mixed(p, pr["staticUpperBound"], segs[1], "(", ")"))
    else:
        p.write(" = " + print_mixed(p, pr["staticLowerBound"], segs[0], "(", ")") +
                " to " + print_mixed(p, pr["staticUpperBound"], segs[1], "(", ")") +
                " step " + print_mixed(p, pr["staticStep"], segs[2], "(", ")"))
    p.write(_init_list(p, body.args[n:], segs[3], " shared_outs"))
    p.write(" ")
    if segs[3]:
        p.write("-> (" + p.types(r.type for r in op.results) + ") ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=bool(op.results))
    p.op_attr_dict(op, elided=_FORALL_PROPS[:4])


def _verify_forall(op):
    """Upstream's order: ODS's attribute checks (the operands' are the
    declaration's), then ForallOp::verify; the terminator and the
    destination-style checks are region checks (_verify_forall_regions)."""
    segs = C.segments(op, 4)
    pr = op.properties
    for name in ("staticLowerBound", "staticUpperBound", "staticStep"):
        a = pr.get(name)
        if a is None:
            raise _err(op, f"requires attribute '{name}'")
        if not C.is_i64_array(a):
            raise _err(op, f"attribute '{name}' failed to satisfy constraint: i64 dense array attribute")
    mapping = pr.get("mapping")
    if mapping is not None and not (isinstance(mapping, A.ArrayAttr)
                                    and all(_gpu_mapping_kind(a) for a in mapping.value)):
        raise _err(op, "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute")
    outs = segs[3]
    n = len(C.static_values(pr["staticLowerBound"]))   # getRank
    if len(op.results) != len(outs):
        raise _err(op, f"produces {len(op.results)} results, but has only {len(outs)} outputs")
    body = _single_block(op)
    if len(body.args) != n + len(outs):
        raise _err(op, f"region expects {n} arguments")
    for i in range(n):
        if not isinstance(body.args[i].type, T.IndexType):
            raise _err(op, f"expects {i}-th block argument to be an index")
    for i, o in enumerate(outs):
        if body.args[n + i].type != o.type:
            raise _err(op, f"type mismatch between {i}-th output and corresponding block argument")
    if mapping is not None and mapping.value:
        kinds = [_gpu_mapping_kind(a) for a in mapping.value]
        if kinds.count("mapping") != n:
            raise _err(op, "mapping attribute size must match op rank")
        if kinds.count("masking") > 1:
            raise _err(op, '"mapping" supports at most one device masking attribute')
    # verifyListOfOperandsOrIntegers (op->emitError: no "'scf.forall' op")
    for what, name, vals in (("lower bound", "staticLowerBound", segs[0]), ("upper bound", "staticUpperBound", segs[1]),
                             ("step", "staticStep", segs[2])):
        static = C.static_values(pr[name])
        if len(static) != n:
            raise _err(op, f"expected {n} {what} values, got {len(static)}", prefix=False)
        if C.num_dynamic(pr[name]) != len(vals):
            raise _err(op, f"expected {C.num_dynamic(pr[name])} dynamic {what} values", prefix=False)


def _verify_forall_regions(op):
    """The region traits, after the body's ops: SingleBlockImplicitTerminator,
    then DestinationStyleOpInterface (each output's type is its result's)."""
    t = op.regions[0].blocks[0].last
    if t is None or t.name != "scf.forall.in_parallel":
        raise _err(op, "expects regions to end with 'scf.forall.in_parallel', found '" +
                   (t.name if t is not None else "") + "'")
    outs = C.segments(op, 4)[3]
    first = len(op.operands) - len(outs)
    for i, (o, r) in enumerate(zip(outs, op.results)):
        if o.type != r.type:
            raise _err(op, f"expected type of operand #{first + i} ('{o.type}') to match type of corresponding "
                           f"result ('{r.type}')")


# The gpu dialect's attributes that implement DeviceMappingAttrInterface
# (a loop per attribute) and DeviceMaskingAttrInterface (a mask, at most one).
_GPU_MAPPING = ("#gpu.block<", "#gpu.thread<", "#gpu.warp<", "#gpu.warpgroup<", "#gpu.lane<",
                "#gpu.memory_space<")


def _gpu_mapping_kind(a):
    """"mapping", "masking" or None (neither: not a device mapping attribute)."""
    text = str(a)
    if text.startswith(_GPU_MAPPING):
        return "mapping"
    return "masking" if text.startswith("#gpu.mask<") else None


def _parse_in_parallel(tr, c):
    tok, region, attrs = c
    if not region.blocks:
        region.add_block(Block())
    return OpSpec("scf.forall.in_parallel", [], [], attrs or {}, {}, [region], tok=tok)


def _print_in_parallel(op, p):
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=False)
    p.op_attr_dict(op)


# upstream's ParallelCombiningOpInterface (getUpdatedDestinations): the
# operand an op of scf.forall.in_parallel updates; tensor.parallel_insert_slice
# is the one such op upstream has in the dialects in scope.
declare_interface("parallel_combining", "the operand index of the destination a parallel-combining op updates")
register_op("tensor.parallel_insert_slice", parallel_combining=1)


def _verify_in_parallel(op):
    parent = op.parent_op
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "expects a single block in its region")
    body = parent.regions[0].blocks[0] if parent.regions and parent.regions[0].blocks else None
    n = len(C.static_values(parent.properties["staticLowerBound"])) \
        if isinstance(parent.properties.get("staticLowerBound"), A.DenseArrayAttr) else 0
    outs = list(body.args[n:]) if body is not None else []
    for child in op.regions[0].blocks[0]:
        d = lookup(child.name)
        dest = d.extra.get("parallel_combining") if d is not None else None
        if dest is None:
            raise _err(op, "expected only ParallelCombiningOpInterface ops")
        if dest < len(child.operands) and not any(child.operands[dest].value is a for a in outs):
            raise _err(child, "may only insert into an output block argument")


# ---- scf.parallel / reduce ------------------------------------------------------------------------------

def _parse_parallel(tr, c):
    tok, ivs, lbs, ubs, steps, inits, types, region, attrs = c
    ivs, lbs, ubs, steps = ivs or [], lbs or [], ubs or [], steps or []
    for u in ivs:
        argument(u)
    n = len(ivs)
    for lst in (lbs, ubs, steps):
        if len(lst) != n:
            # upstream reports at the list's '(' (taken to be just before its
            # first value; an empty list is reported at the op)
            at = (lst[0].line, max(lst[0].col - 1, 1)) if lst else (tok.line, tok.column)
            raise ParseError(f"custom op 'scf.parallel' expected {n} operands", *at)
        typed(lst, [T.index] * n, tok=tok)
    inits = inits or []
    types = _types_or_empty(types)
    if len(inits) != len(types):
        raise ParseError(f"custom op 'scf.parallel' number of operands and types do not match: got "
                         f"{len(inits)} operands and {len(types)} types", tok.line, tok.column)
    typed(inits, types, tok=tok)
    _entry_args(tr, region, tok, [(u, T.index) for u in ivs])
    _ensure_terminator(tr, region, tok, _reduce)
    attrs = dict(attrs or {})
    props = {"operandSegmentSizes": seg_attr(n, n, n, len(inits))}
    attrs.pop("operandSegmentSizes", None)
    return OpSpec("scf.parallel", lbs + ubs + steps + inits, types, attrs, props, [region], tok=tok)


def _print_parallel(op, p):
    segs = C.segments(op, 4)
    body = op.regions[0].blocks[0]
    p.write(f" ({p.values(body.args)}) = ({p.values(segs[0])}) to ({p.values(segs[1])}) "
            f"step ({p.values(segs[2])})")
    if segs[3]:
        p.write(f" init ({p.values(segs[3])})")
    p.write(_arrow_types(p, [r.type for r in op.results]) + " ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=True)
    p.op_attr_dict(op, elided=("operandSegmentSizes",))


def _verify_parallel(op):
    segs = C.segments(op, 4)
    if not (len(segs[0]) == len(segs[1]) == len(segs[2])):
        raise _err(op, "expects the same number of induction variables: lower bounds, upper bounds, steps")
    steps = segs[2]
    if not steps:
        raise _err(op, "needs at least one tuple element for lowerBound, upperBound and step")
    for v in steps:
        c = constant_int(v)
        if c is not None and c <= 0:
            raise _err(op, "constant step operand must be positive")
    body = _single_block(op)
    if len(body.args) != len(steps):
        raise _err(op, "expects the same number of induction variables: " + str(len(body.args)) +
                   " as bound and step values: " + str(len(steps)))
    if any(a.type != T.index for a in body.args):
        raise _err(op, "expects arguments for the induction variable to be of index type")
    red = terminator_of(op, op.regions[0], "expects body to terminate with 'scf.reduce'", "scf.reduce")
    nres, nred, ninit = len(op.results), len(red.regions), len(segs[3])
    if nres != nred:
        raise _err(op, f"expects number of results: {nres} to be the same as number of reductions: {nred}")
    if nres != ninit:
        raise _err(op, f"expects number of results: {nres} to be the same as number of initial values: {ninit}")
    if len(red.operands) != ninit:
        return
    for i, (r, v) in enumerate(zip(op.results, red.operand_values)):
        if r.type != v.type:
            raise _err(red, f"expects type of {i}-th reduction operand: '{v.type}' to be the same as the "
                            f"{i}-th result type: '{r.type}'")


def _parse_reduce(tr, c):
    tok, vals, types, *regions = c
    vals = typed(vals or [], types or [], tok=tok)
    regions = [r for r in regions if r is not None]
    return OpSpec("scf.reduce", vals, [], {}, {}, regions, tok=tok)


def _print_reduce(op, p):
    if op.operands:
        vals = op.operand_values
        p.write("(" + p.values(vals) + " : " + p.types(v.type for v in vals) + ")")
    p.write(" ")
    for i, r in enumerate(op.regions):
        if i:
            p.write(", ")
        p.region(r, print_entry_args=True, print_terminators=True)
    p.op_attr_dict(op)


def _verify_reduce(op):
    parent = op.parent_op
    if len(op.regions) != len(op.operands):
        raise _err(op, f"expects number of reduction regions: {len(op.regions)} to be the same as "
                       f"number of reduction operands: {len(op.operands)}")
    for i, r in enumerate(op.regions):
        if len(r.blocks) != 1:
            raise _err(op, f"region #{i} ('reductions') failed to verify constraint: region with 1 blocks")


def _verify_reduce_regions(op):
    for i, (r, v) in enumerate(zip(op.regions, op.operand_values)):
        block = r.blocks[0]
        if block.last is None:
            raise _err(op, f"{i}-th reduction has an empty body")
        if len(block.args) != 2 or any(a.type != v.type for a in block.args):
            raise _err(op, f"expected two block arguments with type '{v.type}' in the {i}-th reduction region")
        if block.last.name != "scf.reduce.return":
            raise _err(op, "reduction bodies must be terminated with an 'scf.reduce.return' op")


def _parse_reduce_return(tr, c):
    tok, val, attrs, t = c
    set_type(val, t)
    return OpSpec("scf.reduce.return", [val], [], attrs or {}, tok=tok)


def _print_reduce_return(op, p):
    v = op.operand_values[0]
    p.write(" " + p.value(v))
    p.op_attr_dict(op)
    p.write(" : " + p.type(v.type))


def _verify_reduce_return(op):
    if len(op.operands) != 1:
        raise _err(op, f"expected 1 operands, but found {len(op.operands)}")
    parent = op.parent_op
    args = op.parent.args
    if args and op.operand_values[0].type != args[0].type:
        raise _err(op, f"must have type '{op.parent.args[0].type}' (the type of the reduction inputs)")


# ---- scf.index_switch ----------------------------------------------------------------------------------

def _scf_case(tr, c):
    return (c[0], c[1])


def _parse_index_switch(tr, c):
    tok, arg, attrs, types = c[0], c[1], c[2], c[3]
    cases = c[4:-1]
    default = c[-1]
    set_type(arg, T.index)
    attrs = dict(attrs or {})
    attrs.pop("cases", None)
    props = {"cases": A.DenseArrayAttr(T.i64, tuple(v for v, _ in cases))}
    regions = [default] + [r for _, r in cases]
    for r in regions:
        _ensure_terminator(tr, r, tok, _yield)
    return OpSpec("scf.index_switch", [arg], _types_or_empty(types), attrs, props, regions, tok=tok)


def _print_index_switch(op, p):
    p.write(" " + p.value(op.operand_values[0]))
    p.op_attr_dict(op, elided=("cases",))
    if op.results:
        p.write(" -> " + p.types(r.type for r in op.results))
    p.write(" ")
    for v, r in zip(C.static_values(op.properties["cases"]), op.regions[1:]):
        p.newline()
        p.write(f"case {v} ")
        p.region(r, print_entry_args=False, print_terminators=bool(op.results))
    p.newline()
    p.write("default ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=bool(op.results))


def _verify_index_switch(op):
    cases = op.properties.get("cases")
    if not C.is_i64_array(cases):
        raise _err(op, "requires attribute 'cases'")
    for i, r in enumerate(op.regions):
        if len(r.blocks) != 1:
            name = "defaultRegion" if i == 0 else "caseRegions"
            raise _err(op, f"region #{i} ('{name}') failed to verify constraint: region with 1 blocks")
    if len(op.regions) != len(cases.values) + 1:
        raise _err(op, f"has {len(op.regions) - 1} case regions but {len(cases.values)} case values")
    seen = set()
    for v in cases.values:
        if v in seen:
            raise _err(op, f"has duplicate case value: {v}")
        seen.add(v)
    for i, r in enumerate(op.regions):
        name = "default region" if i == 0 else f"case region #{i - 1}"
        y = r.blocks[0].last
        if y is None or y.name != "scf.yield":
            raise _err(op, "expected region to end with scf.yield, but got " + (y.name if y is not None else ""))
        if len(y.operands) != len(op.results):
            e = _err(op, f"expected each region to return {len(op.results)} values, but {name} returns "
                         f"{len(y.operands)}")
            e.notes.append((y, "see yield operation here"))
            raise e
        for k, (res, o) in enumerate(zip(op.results, y.operand_values)):
            if res.type != o.type:
                e = _err(op, f"expected result #{k} of each region to be '{res.type}'")
                e.notes.append((y, f"{name} returns '{o.type}' here"))
                raise e
