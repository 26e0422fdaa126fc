"""scf.for, scf.if, scf.while/condition, scf.execute_region, scf.yield: syntax and verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Region
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from .base import _arrow_types, _ensure_terminator, _entry_args, _err, _init_list, _types_or_empty, _yield
from ..common import check_parent


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

_YIELD_PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")


def _verify_yield(op):
    parent = check_parent(op, *_YIELD_PARENTS)


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
    parent = check_parent(op, "scf.while")


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


