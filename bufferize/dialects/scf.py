"""scf: for, if, yield, while, condition, execute_region, forall,
forall.in_parallel, parallel, reduce, reduce.return, index_switch."""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Block, Operation, Region
from ..syntax.opspec import OpSpec, ParseError, set_type, typed
from . import common as C
from .common import DYNAMIC, print_mixed, seg_attr, split_mixed
from .registry import (GRAPH_REGION, NO_TERMINATOR, PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect, lookup,
                       register_op)


def _err(op, msg, prefix=True):
    from ..ir.verifier import VerifyError
    return VerifyError(op, msg, prefix=prefix)


# ---- parsing helpers ---------------------------------------------------------------

def _loc(tr, tok):
    return A.FileLineColLoc(tr.file, tok.line, tok.column)


def _entry_args(tr, region, tok, args):
    """Give the region's entry block the named arguments ``args``:
    [(Unresolved-like with .name/.line/.col, type)]."""
    if not region.blocks:
        region.add_block(Block())
    entry = region.blocks[0]
    if tr.block_names.get(entry) is not None:
        bn = tr.block_names[entry]
        raise ParseError("invalid block name in region with named arguments", bn[1], bn[2])
    names = []
    for u, t in args:
        entry.add_arg(t, A.FileLineColLoc(tr.file, u.line, u.col))
        names.append((u.name, u.line, u.col))
    if names:
        tr.arg_names[entry] = names
    return region


def _ensure_terminator(tr, region, tok, make):
    """Upstream's SingleBlockImplicitTerminator::ensureTerminator."""
    if not region.blocks:
        region.add_block(Block())
    b = region.blocks[0]
    last = b.last
    if last is not None:
        d = lookup(last.name)
        if d is not None and TERMINATOR in d.traits:
            return region
    b.append(make(_loc(tr, tok)))
    return region


def _yield(loc):
    return Operation("scf.yield", loc=loc)


def _in_parallel(loc):
    op = Operation("scf.forall.in_parallel", loc=loc)
    op.add_region(Region([Block()]))
    return op


def _reduce(loc):
    return Operation("scf.reduce", loc=loc)


def _scf_assign(tr, c):
    return (c[0], c[1])


def _scf_assign_list(tr, c):
    return c


def _scf_type_list(tr, c):
    return list(c[0] or [])


def _scf_single_type(tr, c):
    return [c[0]]


def _types_or_empty(x):
    return list(x) if x else []


# ---- printing helpers -------------------------------------------------------------------

def _init_list(p, args, inits, prefix):
    if not inits:
        return ""
    return prefix + "(" + ", ".join(f"{p.value(a)} = {p.value(v)}" for a, v in zip(args, inits)) + ")"


def _arrow_types(p, types):
    """printOptionalArrowTypeList."""
    types = list(types)
    if not types:
        return ""
    if len(types) == 1 and not isinstance(types[0], T.FunctionType):
        return " -> " + p.type(types[0])
    return " -> (" + p.types(types) + ")"


# ---- scf.for -------------------------------------------------------------------------------

def _parse_for(tr, c):
    tok, unsigned, iv, lb, ub, step, iters, ivt, region, attrs = c
    ivt = ivt or T.index
    for v in (lb, ub, step):
        set_type(v, ivt)
    props = {}
    if unsigned is not None:
        if unsigned.value != "unsigned":
            raise ParseError("expected SSA operand", unsigned.line, unsigned.column)
        props["unsignedCmp"] = A.UNIT
    assigns, types = iters if iters is not None else ([], [])
    if len(assigns) != len(types):
        raise ParseError("custom op 'scf.for' mismatch in number of loop-carried values and defined values",
                         tok.line, tok.column)
    inits = typed([a[1] for a in assigns], types, tok=tok)
    _entry_args(tr, region, tok, [(iv, ivt)] + [(a[0], t) for a, t in zip(assigns, types)])
    _ensure_terminator(tr, region, tok, _yield)
    attrs = dict(attrs or {})
    if "unsignedCmp" in attrs:
        props["unsignedCmp"] = attrs.pop("unsignedCmp")
    return OpSpec("scf.for", [lb, ub, step] + inits, types, attrs, props, [region], tok=tok)


def _scf_iter_args(tr, c):
    return (c[0], c[1])


def _print_for(op, p):
    v = op.operand_values
    body = op.regions[0].blocks[0]
    iv = body.args[0]
    if "unsignedCmp" in op.properties:
        p.write(" unsigned")
    p.write(f" {p.value(iv)} = {p.value(v[0])} to {p.value(v[1])} step {p.value(v[2])}")
    inits = v[3:]
    p.write(_init_list(p, body.args[1:], inits, " iter_args"))
    if inits:
        p.write(" -> (" + p.types(x.type for x in inits) + ")")
    p.write(" ")
    if iv.type != T.index:
        p.write(f" : {p.type(iv.type)} ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=bool(inits))
    p.op_attr_dict(op, elided=("unsignedCmp",))


def _verify_yield_matches(op, yop, types, what="parent results"):
    if yop is None:
        return
    got = [o.value.type for o in yop.operands]
    types = list(types)
    edge = f"along control flow edge from Operation {yop.name} to parent: "
    if len(got) != len(types):
        raise _err(op, edge + f"region branch point has {len(got)} operands, but region successor needs "
                              f"{len(types)} inputs")
    for i, (a, b) in enumerate(zip(got, types)):
        if a != b:
            raise _err(op, edge + f"successor operand type #{i} '{a}' should match successor input type "
                                  f"#{i} '{b}'")


def _single_block(op, i=0, name="region"):
    if len(op.regions) <= i or len(op.regions[i].blocks) != 1:
        raise _err(op, f"region #{i} ('{name}') failed to verify constraint: region with 1 blocks")
    return op.regions[i].blocks[0]


def _term(block, name):
    last = block.last
    return last if last is not None and last.name == name else None


def _verify_for(op):
    if len(op.operands) < 3:
        raise _err(op, f"expected 3 or more operands, but found {len(op.operands)}")
    v = op.operand_values
    t = v[0].type
    if not T.is_int_or_index(t):
        raise _err(op, f"operand #0 must be signless integer or index, but got '{t}'")
    if v[1].type != t or v[2].type != t:
        raise _err(op, "failed to verify that all of {lowerBound, upperBound, step} have same type")
    body = _single_block(op)
    inits = v[3:]
    if len(op.results) != len(inits):
        raise _err(op, "mismatch in number of loop-carried values and defined values")
    if len(body.args) != 1 + len(inits):
        raise _err(op, "mismatch in number of basic block args and defined values")
    if body.args[0].type != t:
        raise _err(op, "expected induction variable to be same type as bounds and step")
    for i, (init, r, a) in enumerate(zip(inits, op.results, body.args[1:])):
        if init.type != r.type:
            raise _err(op, f"types mismatch between {i}th iter operand and defined value")
        if a.type != r.type:
            raise _err(op, f"types mismatch between {i}th iter region arg and defined value")
    y = body.last
    if y is None or y.name != "scf.yield":
        raise _err(op, "expects regions to end with 'scf.yield', found '" +
                   (y.name if y is not None else "") + "'")
    for i, (a, o) in enumerate(zip(body.args[1:], y.operands)):
        if a.type != o.value.type:
            raise _err(op, f"{i}-th region iter_arg and {i}-th yielded value have different type: "
                           f"'{a.type}' != '{o.value.type}'")
    _verify_yield_matches(op, y, [r.type for r in op.results])


# ---- scf.if ----------------------------------------------------------------------------------

def _parse_if(tr, c):
    tok, cond, types, then, els, attrs = c
    set_type(cond, T.i1)
    _ensure_terminator(tr, then, tok, _yield)
    if els is None:
        els = Region()
    else:
        _ensure_terminator(tr, els, tok, _yield)
    return OpSpec("scf.if", [cond], _types_or_empty(types), attrs or {}, {}, [then, els], tok=tok)


def _print_if(op, p):
    p.write(" " + p.value(op.operand_values[0]))
    term = bool(op.results)
    if op.results:
        p.write(" -> (" + p.types(r.type for r in op.results) + ")")
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=term)
    if op.regions[1].blocks:
        p.write(" else ")
        p.region(op.regions[1], print_entry_args=False, print_terminators=term)
    p.op_attr_dict(op)


def _verify_if(op):
    if len(op.operands) != 1:
        raise _err(op, f"expected 1 operands, but found {len(op.operands)}")
    if op.operand_values[0].type != T.i1:
        raise _err(op, f"operand #0 must be 1-bit signless integer, but got '{op.operand_values[0].type}'")
    if len(op.regions) != 2:
        raise _err(op, f"requires 2 regions")
    if op.results and not op.regions[1].blocks:
        raise _err(op, "must have an else block if defining values")
    for i, r in enumerate(op.regions):
        if not r.blocks:
            continue
        if len(r.blocks) != 1:
            raise _err(op, f"region #{i} ('{'thenRegion' if i == 0 else 'elseRegion'}') failed to verify "
                           "constraint: region with at most 1 blocks")
        y = r.blocks[0].last
        if y is None or y.name != "scf.yield":
            raise _err(op, "expects regions to end with 'scf.yield', found '" +
                       (y.name if y is not None else "") + "'")
        _verify_yield_matches(op, y, [x.type for x in op.results])


# ---- scf.yield / condition ---------------------------------------------------------------------

def _parse_yield(tr, c):
    tok, attrs, vals, types = c
    vals = typed(vals or [], types or [], tok=tok)
    return OpSpec("scf.yield", vals, (), attrs or {}, tok=tok)


def _print_yield(op, p):
    p.op_attr_dict(op)
    if op.operands:
        vals = op.operand_values
        p.write(" " + p.values(vals) + " : " + p.types(v.type for v in vals))


_YIELD_PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")


def _verify_yield(op):
    parent = op.parent_op
    if parent is None or parent.name not in _YIELD_PARENTS:
        raise _err(op, "expects parent op to be one of '" + ", ".join(_YIELD_PARENTS) + "'")


def _parse_condition(tr, c):
    tok, cond, attrs, vals, types = c
    set_type(cond, T.i1)
    vals = typed(vals or [], types or [], tok=tok)
    return OpSpec("scf.condition", [cond] + vals, (), attrs or {}, tok=tok)


def _print_condition(op, p):
    v = op.operand_values
    p.write("(" + p.value(v[0]) + ")")
    p.op_attr_dict(op)
    if len(v) > 1:
        p.write(" " + p.values(v[1:]) + " : " + p.types(x.type for x in v[1:]))


def _verify_condition(op):
    if not op.operands:
        raise _err(op, "expected 1 or more operands, but found 0")
    if op.operand_values[0].type != T.i1:
        raise _err(op, f"operand #0 must be 1-bit signless integer, but got '{op.operand_values[0].type}'")
    parent = op.parent_op
    if parent is None or parent.name != "scf.while":
        raise _err(op, "expects parent op 'scf.while'")


# ---- scf.while ---------------------------------------------------------------------------------

def _parse_while(tr, c):
    tok, assigns, ft, before, after, attrs = c
    assigns = assigns or []
    if len(assigns) != len(ft.inputs):
        raise ParseError(f"expected as many input types as operands (expected {len(assigns)} got "
                         f"{len(ft.inputs)})", tok.line, tok.column)
    inits = typed([a[1] for a in assigns], ft.inputs, tok=tok)
    _entry_args(tr, before, tok, [(a[0], t) for a, t in zip(assigns, ft.inputs)])
    if not after.blocks:
        after.add_block(Block())
    return OpSpec("scf.while", inits, ft.results, attrs or {}, {}, [before, after], tok=tok)


def _print_while(op, p):
    before, after = op.regions
    args = before.blocks[0].args if before.blocks else []
    p.write(_init_list(p, args, op.operand_values, " "))
    ft = T.FunctionType(tuple(v.type for v in op.operand_values), tuple(r.type for r in op.results))
    p.write(" : " + p.function_type(ft) + " ")
    p.region(before, print_entry_args=False, print_terminators=True)
    p.write(" do ")
    p.region(after, print_entry_args=True, print_terminators=True)
    p.op_attr_dict(op, keyword=True)


def _verify_while(op):
    if len(op.regions) != 2:
        raise _err(op, "requires 2 regions")
    before, after = op.regions
    if not before.blocks or not after.blocks:
        raise _err(op, "region #0 ('before') failed to verify constraint: region with at least 1 blocks")
    bargs = before.blocks[0].args
    if len(bargs) != len(op.operands):
        raise _err(op, f"expects the same number of trailing operands (init values) and before region "
                       "arguments")
    cond = before.blocks[-1].last
    if cond is None or cond.name != "scf.condition":
        raise _err(op, "expects the 'before' region to terminate with 'scf.condition'")
    ctypes = [o.value.type for o in cond.operands[1:]]
    if [r.type for r in op.results] != ctypes:
        raise _err(op, "expects the same number of results as the condition forwards") if \
            len(ctypes) != len(op.results) else _err(op, "type mismatch between the condition forwarded "
                                                         "values and the op results")
    if [a.type for a in after.blocks[0].args] != ctypes:
        raise _err(op, "expects the 'after' region arguments to match the values forwarded by "
                       "'scf.condition'")
    y = after.blocks[-1].last
    if y is None or y.name != "scf.yield":
        raise _err(op, "expects the 'after' region to terminate with 'scf.yield'")
    if len(y.operands) != len(bargs):
        raise _err(op, f"along control flow edge from Operation scf.yield to Region #0: region branch point "
                       f"has {len(y.operands)} operands, but region successor needs {len(bargs)} inputs")
    for i, (o, a) in enumerate(zip(y.operands, bargs)):
        if o.value.type != a.type:
            raise _err(op, f"along control flow edge from Operation scf.yield to Region #0: successor operand "
                           f"type #{i} '{o.value.type}' should match successor input type #{i} '{a.type}'")


# ---- scf.execute_region ---------------------------------------------------------------------------

def _parse_execute_region(tr, c):
    tok, types, flag, region, attrs = c
    props = {}
    if flag is not None:
        if flag.value != "no_inline":
            raise ParseError("expected '{' to begin a region", flag.line, flag.column)
        props["no_inline"] = A.UNIT
    attrs = dict(attrs or {})
    if "no_inline" in attrs:
        props["no_inline"] = attrs.pop("no_inline")
    return OpSpec("scf.execute_region", [], _types_or_empty(types), attrs, props, [region], tok=tok)


def _print_execute_region(op, p):
    p.write(_arrow_types(p, [r.type for r in op.results]))
    if "no_inline" in op.properties:
        p.write(" no_inline")
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=True)
    p.op_attr_dict(op, elided=("no_inline",))


def _verify_execute_region(op):
    if len(op.regions) != 1 or not op.regions[0].blocks:
        raise _err(op, "region cannot be empty")
    if op.regions[0].blocks[0].args:
        raise _err(op, "region cannot have any arguments")


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
        raise ParseError("mismatch between the number of shared_outs and result types", tok.line, tok.column)
    outv = typed([a[1] for a in assigns], types, tok=tok)
    _entry_args(tr, region, tok, [(u, T.index) for u in ivs] + [(a[0], t) for a, t in zip(assigns, types)])
    _ensure_terminator(tr, region, tok, _in_parallel)
    attrs = dict(attrs or {})
    props = {k: attrs.pop(k) for k in _FORALL_PROPS if k in attrs}
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
    segs = C.segments(op, 4)
    pr = op.properties
    for name, vals in zip(("staticLowerBound", "staticUpperBound", "staticStep"), segs):
        a = pr.get(name)
        if a is None:
            raise _err(op, f"requires attribute '{name}'")
        if not C.is_i64_array(a):
            raise _err(op, f"attribute '{name}' failed to satisfy constraint: i64 dense array attribute")
        if C.num_dynamic(a) != len(vals):
            raise _err(op, f"expected {C.num_dynamic(a)} dynamic {name} values")
    n = len(C.static_values(pr["staticLowerBound"]))
    if len(C.static_values(pr["staticUpperBound"])) != n or len(C.static_values(pr["staticStep"])) != n:
        raise _err(op, "requires same number of lower bounds, upper bounds and steps")
    body = _single_block(op)
    if len(body.args) != n + len(segs[3]):
        raise _err(op, "region expects " + str(n + len(segs[3])) + " arguments")
    if len(op.results) != len(segs[3]):
        raise _err(op, "failed to verify that number of results matches number of shared_outs")
    for i, (o, r) in enumerate(zip(segs[3], op.results)):
        if o.type != r.type:
            raise _err(op, f"type mismatch between {i}th result and its shared_outs")
    t = body.last
    if t is None or t.name != "scf.forall.in_parallel":
        raise _err(op, "expects regions to end with 'scf.forall.in_parallel', found '" +
                   (t.name if t is not None else "") + "'")


def _parse_in_parallel(tr, c):
    tok, region, attrs = c
    if not region.blocks:
        region.add_block(Block())
    return OpSpec("scf.forall.in_parallel", [], [], attrs or {}, {}, [region], tok=tok)


def _print_in_parallel(op, p):
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=False)
    p.op_attr_dict(op)


def _verify_in_parallel(op):
    parent = op.parent_op
    if parent is None or parent.name != "scf.forall":
        raise _err(op, "expects parent op 'scf.forall'")
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "expects a single block in its region")


# ---- scf.parallel / reduce ------------------------------------------------------------------------------

def _parse_parallel(tr, c):
    tok, ivs, lbs, ubs, steps, inits, types, region, attrs = c
    n = len(ivs)
    for lst in (lbs, ubs, steps):
        if len(lst) != n:
            raise ParseError("expected " + str(n) + " operands", tok.line, tok.column)
        typed(lst, [T.index] * n, tok=tok)
    inits = inits or []
    types = _types_or_empty(types)
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
    body = _single_block(op)
    if len(body.args) != len(segs[0]):
        raise _err(op, "expects the same number of induction variables: " + str(len(body.args)) +
                   " as bound and step values: " + str(len(segs[0])))
    if len(op.results) != len(segs[3]):
        raise _err(op, "expects number of results: " + str(len(op.results)) +
                   " to be the same as number of initial values: " + str(len(segs[3])))
    t = body.last
    if t is None or t.name != "scf.reduce":
        raise _err(op, "expects regions to end with 'scf.reduce', found '" +
                   (t.name if t is not None else "") + "'")


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
    if len(op.regions) != len(op.operands):
        raise _err(op, f"expects number of reduction regions: {len(op.regions)} to be the same as "
                       f"number of reduction operands: {len(op.operands)}")
    for i, (r, v) in enumerate(zip(op.regions, op.operand_values)):
        if len(r.blocks) != 1 or len(r.blocks[0].args) != 2 or \
                any(a.type != v.type for a in r.blocks[0].args):
            raise _err(op, f"expected two block arguments with type {v.type} in the {i} reduction region")
        t = r.blocks[0].last
        if t is None or t.name != "scf.reduce.return":
            raise _err(op, f"reduction bodies must be terminated with an 'scf.reduce.return' op")
    parent = op.parent_op
    if parent is None or parent.name != "scf.parallel":
        raise _err(op, "expects parent op 'scf.parallel'")


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
    if parent is None or parent.name != "scf.reduce":
        raise _err(op, "expects parent op 'scf.reduce'")
    args = op.parent.args
    if args and op.operand_values[0].type != args[0].type:
        raise _err(op, f"must have type {op.parent.args[0].type} (the type of the reduction inputs)")


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
    if len(op.regions) != len(cases.values) + 1:
        raise _err(op, f"has {len(op.regions) - 1} case regions but {len(cases.values)} case values")
    if len(set(cases.values)) != len(cases.values):
        raise _err(op, "has duplicate case value")
    for r in op.regions:
        if len(r.blocks) != 1:
            raise _err(op, "expects a single block in its regions")
        y = r.blocks[0].last
        if y is None or y.name != "scf.yield":
            raise _err(op, "expected region to end with scf.yield")
        _verify_yield_matches(op, y, [x.type for x in op.results])


# ---- registration ------------------------------------------------------------------------------------------

register_op("scf.for", traits=(SINGLE_BLOCK,), printer=_print_for, verifier=_verify_for,
            property_names=("unsignedCmp",))
register_op("scf.if", traits=(SINGLE_BLOCK,), printer=_print_if, verifier=_verify_if)
register_op("scf.yield", traits=(TERMINATOR, RETURN_LIKE, PURE), printer=_print_yield,
            verifier=_verify_yield)
register_op("scf.while", printer=_print_while, verifier=_verify_while)
register_op("scf.condition", traits=(TERMINATOR, PURE), printer=_print_condition, verifier=_verify_condition)
register_op("scf.execute_region", printer=_print_execute_region, verifier=_verify_execute_region,
            property_names=("no_inline",))
register_op("scf.forall", traits=(SINGLE_BLOCK,), printer=_print_forall, verifier=_verify_forall,
            property_names=_FORALL_PROPS)
register_op("scf.forall.in_parallel", traits=(TERMINATOR, NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION),
            printer=_print_in_parallel, verifier=_verify_in_parallel)
register_op("scf.parallel", traits=(SINGLE_BLOCK,), printer=_print_parallel, verifier=_verify_parallel,
            property_names=("operandSegmentSizes",))
register_op("scf.reduce", traits=(TERMINATOR,), printer=_print_reduce, verifier=_verify_reduce)
register_op("scf.reduce.return", traits=(TERMINATOR, PURE), printer=_print_reduce_return,
            verifier=_verify_reduce_return)
register_op("scf.index_switch", printer=_print_index_switch, verifier=_verify_index_switch,
            property_names=("cases",))

DIALECT = Dialect(
    "scf", grammar="scf.lark",
    rules={"op_scf_for": _parse_for, "scf_iter_args": _scf_iter_args, "scf_assign": _scf_assign,
           "scf_assign_list": _scf_assign_list, "scf_type_list": _scf_type_list,
           "scf_single_type": _scf_single_type, "op_scf_if": _parse_if, "op_scf_yield": _parse_yield,
           "op_scf_while": _parse_while, "op_scf_condition": _parse_condition,
           "op_scf_execute_region": _parse_execute_region, "op_scf_forall": _parse_forall,
           "scf_index_parens": _scf_index_parens, "scf_forall_normalized": _scf_forall_normalized,
           "scf_forall_full": _scf_forall_full, "scf_shared_outs": _scf_shared_outs,
           "op_scf_in_parallel": _parse_in_parallel, "op_scf_parallel": _parse_parallel,
           "op_scf_reduce": _parse_reduce, "op_scf_reduce_return": _parse_reduce_return,
           "op_scf_index_switch": _parse_index_switch, "scf_case": _scf_case},
    keywords={"SCF_FOR": ["scf.for"], "SCF_IF": ["scf.if"], "SCF_YIELD": ["scf.yield"],
              "SCF_WHILE": ["scf.while"], "SCF_CONDITION": ["scf.condition"],
              "SCF_EXECUTE_REGION": ["scf.execute_region"], "SCF_FORALL": ["scf.forall"],
              "SCF_IN_PARALLEL": ["scf.forall.in_parallel"], "SCF_PARALLEL": ["scf.parallel"],
              "SCF_REDUCE": ["scf.reduce"], "SCF_REDUCE_RETURN": ["scf.reduce.return"],
              "SCF_INDEX_SWITCH": ["scf.index_switch"]},
)


# ---- canonicalization patterns (canonicalize) -----------------------------------------
# After upstream's SCF.cpp: scf.if with a constant condition, results that
# both branches yield the same value, unused results, empty else branches;
# scf.for with a zero or one trip count and iter_args that are forwarded.
# Region ops have recursive memory effects: dead when their body is.

RECURSIVE_EFFECTS = "RecursiveMemoryEffects"


def _const_int(v):
    from ..transforms.rewrite import constant_int
    return constant_int(v)


def _move_regions(old, new):
    for r in old.regions:
        new.add_region(r)
    old.regions = []


def _inline_region_before(rewriter, region, op):
    """Inline the single block of ``region`` before ``op``; the values its
    terminator yields."""
    block = region.blocks[0]
    term = block.last
    values = [o.value for o in term.operands]
    rewriter.erase_op(term)
    rewriter.inline_block_before(block, op)
    return values


def _if_const_cond(op, rewriter):
    c = _const_int(op.operand(0))
    if c is None:
        return False
    region = op.regions[0] if c else op.regions[1]
    if not region.blocks:
        rewriter.erase_op(op)
        return True
    values = _inline_region_before(rewriter, region, op)
    rewriter.replace_op(op, values)
    return True


def _if_same_yield(op, rewriter):
    if not op.results or len(op.regions[1].blocks) == 0:
        return False
    ty, ey = op.regions[0].blocks[0].last, op.regions[1].blocks[0].last
    changed = False
    for i, r in enumerate(op.results):
        if r.uses and ty.operand(i) is ey.operand(i):
            rewriter.replace_all_uses_with(r, ty.operand(i))
            changed = True
    return changed


def _replace_partial(rewriter, op, mapping):
    """Replace the results of ``op`` listed in ``mapping`` (index -> value)
    and erase it (the others must be unused)."""
    for i, v in mapping.items():
        rewriter.replace_all_uses_with(op.results[i], v)
    rewriter.erase_op(op)


def _if_unused_results(op, rewriter):
    if not op.results or all(r.uses for r in op.results):
        return False
    keep = [i for i, r in enumerate(op.results) if r.uses]
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("scf.if", [op.operand(0)], [op.results[i].type for i in keep], dict(op.attributes),
                          dict(op.properties), loc=op.loc)
    _move_regions(op, new)
    for region in new.regions:
        for b in region.blocks:
            y = b.last
            vals = [y.operand(i) for i in keep]
            rewriter.modify_op_in_place(y, lambda y=y, vals=vals: y.set_operands(vals))
    _replace_partial(rewriter, op, {i: new.results[j] for j, i in enumerate(keep)})
    return True


def _if_empty_else(op, rewriter):
    if op.results or len(op.regions) < 2 or not op.regions[1].blocks:
        return False
    b = op.regions[1].blocks[0]
    if b.first is not b.last or b.args:
        return False
    rewriter.modify_op_in_place(op, lambda: _drop_region_blocks(op.regions[1]))
    return True


def _drop_region_blocks(region):
    for b in region.blocks:
        for o in list(b):
            o.erase()
        b.parent = None
    region.blocks[:] = []


def _for_parts(op):
    lb, ub, step = op.operand(0), op.operand(1), op.operand(2)
    inits = [o.value for o in op.operands[3:]]
    return lb, ub, step, inits


def _for_trip_count(op, rewriter):
    lb, ub, step, inits = _for_parts(op)
    l, u, s = _const_int(lb), _const_int(ub), _const_int(step)
    if l is not None and u is not None and l >= u and "unsignedCmp" not in op.properties:
        rewriter.replace_op(op, inits)
        return True
    if l is None or u is None or s is None or s <= 0 or "unsignedCmp" in op.properties:
        return False
    if u - l > s:
        return False
    block = op.regions[0].blocks[0]
    rewriter.replace_all_uses_with(block.args[0], lb)
    for a, v in zip(block.args[1:], inits):
        rewriter.replace_all_uses_with(a, v)
    values = _inline_region_before(rewriter, op.regions[0], op)
    rewriter.replace_op(op, values)
    return True


def _for_iter_args(op, rewriter):
    lb, ub, step, inits = _for_parts(op)
    if not inits:
        return False
    block = op.regions[0].blocks[0]
    y = block.last
    drop = []
    for i, init in enumerate(inits):
        arg, yv, res = block.args[i + 1], y.operand(i), op.results[i]
        if yv is arg or yv is init or (not arg.uses and not res.uses):
            drop.append(i)
    if not drop:
        return False
    keep = [i for i in range(len(inits)) if i not in drop]
    for i in drop:
        rewriter.replace_all_uses_with(block.args[i + 1], inits[i])
        rewriter.replace_all_uses_with(op.results[i], inits[i])
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("scf.for", [lb, ub, step] + [inits[i] for i in keep],
                          [op.results[i].type for i in keep], dict(op.attributes), dict(op.properties),
                          loc=op.loc)
    _move_regions(op, new)
    for i in reversed(drop):
        y.erase_operand(i)
        block.erase_arg(i + 1)
    rewriter.notify_modified(y)
    _replace_partial(rewriter, op, {i: new.results[j] for j, i in enumerate(keep)})
    return True


for _n in ("scf.if", "scf.for", "scf.while", "scf.execute_region", "scf.index_switch"):
    register_op(_n, traits=(RECURSIVE_EFFECTS,))


def _register_patterns():
    from ..transforms.rewrite import add_patterns
    add_patterns("scf.if", _if_const_cond, _if_same_yield, _if_unused_results, _if_empty_else)
    add_patterns("scf.for", _for_trip_count, _for_iter_args)


_register_patterns()
