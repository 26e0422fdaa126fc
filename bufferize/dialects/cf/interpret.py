"""Semantics of the cf ops for the interpreter (bufferize/interpreter)."""
from __future__ import annotations

from ...interpreter.registry import Branch, semantics
from ...ir.interfaces import segments


@semantics("cf.br")
def _br(it, op, args):
    return Branch(op.successors[0], args)


@semantics("cf.cond_br")
def _cond_br(it, op, args):
    cond, t_args, f_args = segments(op, 3)
    env = it.env
    if env[cond[0]]:
        return Branch(op.successors[0], [env[v] for v in t_args])
    return Branch(op.successors[1], [env[v] for v in f_args])


@semantics("cf.assert")
def _assert(it, op, args):
    if not args[0]:
        msg = op.get_attr("msg")
        it.error(op, f"assertion failed: {msg.value if msg is not None else ''}")
    return None


@semantics("cf.switch")
def _switch(it, op, args):
    flag = args[0]
    groups = segments(op, 3)
    default_ops, case_ops = groups[1], groups[2]
    values = op.get_attr("case_values")
    cases = list(values.values) if values is not None else []
    sizes = op.get_attr("case_operand_segments")
    sizes = list(sizes.values) if sizes is not None else [0] * len(cases)
    pos = 0
    for i, c in enumerate(cases):
        n = sizes[i]
        if c == flag:
            return Branch(op.successors[i + 1], [it.env[v] for v in case_ops[pos:pos + n]])
        pos += n
    return Branch(op.successors[0], [it.env[v] for v in default_ops])
