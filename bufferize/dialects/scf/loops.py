"""scf.for, scf.if, scf.while/condition, scf.execute_region, scf.yield: syntax and verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Region
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from .base import terminator_of, verify_region_branch, _arrow_types, _ensure_terminator, _entry_args, _err, _init_list, _types_or_empty, _yield
from .control_flow import _rb_for, _rb_if, _rb_while


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


def _signless_int_or_index(op, values, first=0):
    for i, v in enumerate(values, first):
        if not T.is_int_or_index(v.type):
            raise _err(op, f"operand #{i} must be signless integer or index, but got '{v.type}'")


def verify_loop_like(op, inits, iter_args, yielded, results):
    """Upstream's LoopLikeOpInterface verifier (verifyLoopLikeOpInterface)."""
    if len(inits) != len(iter_args):
        raise _err(op, f"different number of inits and region iter_args: {len(inits)} != {len(iter_args)}")
    if yielded and len(iter_args) != len(yielded):
        raise _err(op, f"different number of region iter_args and yielded values: {len(iter_args)} != "
                       f"{len(yielded)}")
    if results is not None and len(results) != len(iter_args):
        raise _err(op, f"different number of loop results and region iter_args: {len(results)} != "
                       f"{len(iter_args)}")
    for i, (v, a) in enumerate(zip(inits, iter_args)):
        if v.type != a.type:
            raise _err(op, f"{i}-th init and {i}-th region iter_arg have different type: '{v.type}' != "
                           f"'{a.type}'")
        if yielded and a.type != yielded[i].type:
            raise _err(op, f"{i}-th region iter_arg and {i}-th yielded value have different type: "
                           f"'{a.type}' != '{yielded[i].type}'")
    for i, (a, r) in enumerate(zip(iter_args, results or ())):
        if a.type != r.type:
            raise _err(op, f"{i}-th region iter_arg and {i}-th loop result have different type: "
                           f"'{a.type}' != '{r.type}'")


def _verify_for(op):
    if len(op.regions) != 1:
        raise _err(op, "requires one region")
    if len(op.operands) < 3:
        raise _err(op, f"expected 3 or more operands, but found {len(op.operands)}")
    v = op.operand_values
    _signless_int_or_index(op, v[:3])
    t = v[0].type
    if v[1].type != t or v[2].type != t:
        raise _err(op, "failed to verify that all of {lowerBound, upperBound, step} have same type")
    body = _single_block(op)
    inits = v[3:]
    if len(op.results) != len(inits):
        raise _err(op, "mismatch in number of loop-carried values and defined values")
    y = body.last
    yielded = [o.value for o in y.operands] if y is not None and y.name == "scf.yield" else []
    verify_loop_like(op, inits, body.args[1:], yielded, op.results)


def _verify_for_regions(op):
    body = op.regions[0].blocks[0]
    y = body.last
    if y is None or y.name != "scf.yield":
        raise _err(op, "expects regions to end with 'scf.yield', found '" +
                   (y.name if y is not None else "") + "'")
    if not body.args or body.args[0].type != op.operand_values[0].type:
        raise _err(op, "expected induction variable to be same type as bounds and step")
    inits = op.operand_values[3:]
    if len(body.args) - 1 != len(op.results):
        raise _err(op, "mismatch in number of basic block args and defined values")
    for i, (init, r, a) in enumerate(zip(inits, op.results, body.args[1:])):
        if init.type != r.type:
            raise _err(op, f"types mismatch between {i}th iter operand and defined value")
        if a.type != r.type:
            raise _err(op, f"types mismatch between {i}th iter region arg and defined value")
    verify_region_branch(op, _rb_for(op))


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
    if len(op.regions) != 2:
        raise _err(op, "expected 2 regions")
    if len(op.operands) != 1:
        raise _err(op, f"expected 1 operands, but found {len(op.operands)}")
    if op.operand_values[0].type != T.i1:
        raise _err(op, f"operand #0 must be 1-bit signless integer, but got '{op.operand_values[0].type}'")
    for i, r in enumerate(op.regions):
        if len(r.blocks) > 1 or (i == 0 and not r.blocks):
            raise _err(op, f"region #{i} ('{'thenRegion' if i == 0 else 'elseRegion'}') failed to verify "
                           f"constraint: region with {'1' if i == 0 else 'at most 1'} blocks")
    for i, r in enumerate(op.regions):
        if r.blocks and r.blocks[0].args:
            raise _err(op, f"region #{i} should have no arguments")
    if op.results and not op.regions[1].blocks:
        raise _err(op, "must have an else block if defining values")


def _verify_if_regions(op):
    for r in op.regions:
        y = r.blocks[0].last if r.blocks else None
        if r.blocks and (y is None or y.name != "scf.yield"):
            raise _err(op, "expects regions to end with 'scf.yield', found '" +
                       (y.name if y is not None else "") + "'")
    verify_region_branch(op, _rb_if(op))


# ---- scf.yield / condition ---------------------------------------------------------------------

_YIELD_PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")


def _verify_yield(op):
    parent = op.parent_op   # (checked by the declaration: parent=_YIELD_PARENTS)


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


# ---- scf.while ---------------------------------------------------------------------------------

def _parse_while(tr, c):
    tok, assigns, ft, before, after, attrs = c
    # upstream reports at the ':' (punctuation tokens carry no position here:
    # without an init list it is taken to follow the op name after one blank)
    ft_loc = (tok.line, tok.column + (len(tok.value) + 1 if not assigns else 0))
    assigns = assigns or []
    if len(assigns) != len(ft.inputs):
        raise ParseError(f"custom op 'scf.while' expected as many input types as operands (expected "
                         f"{len(assigns)} got {len(ft.inputs)})", *ft_loc)
    inits = typed([a[1] for a in assigns], ft.inputs, tok=tok)
    if assigns:
        _entry_args(tr, before, tok, [(a[0], t) for a, t in zip(assigns, ft.inputs)])
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
        raise _err(op, "expected 2 regions")
    for i, name in enumerate(("before", "after")):
        if len(op.regions[i].blocks) != 1:
            raise _err(op, f"region #{i} ('{name}') failed to verify constraint: region with 1 blocks")
    before, after = op.regions
    terminator_of(op, before, "expects the 'before' region to terminate with 'scf.condition'", "scf.condition")
    terminator_of(op, after, "expects the 'after' region to terminate with 'scf.yield'", "scf.yield")


def _verify_while_regions(op):
    verify_region_branch(op, _rb_while(op))


# ---- scf.execute_region ---------------------------------------------------------------------------

def _parse_execute_region(tr, c):
    tok, types, flag, region, attrs = c
    props = {}
    if flag is not None:
        if flag.value != "no_inline":
            raise ParseError("expected '{' to begin a region", flag.line, flag.column)
        props["no_inline"] = A.UNIT
    attrs = dict(attrs or {})
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


