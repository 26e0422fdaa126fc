"""Semantics of the scf ops for the interpreter (bufferize/interpreter);
scf.forall and scf.parallel run their iterations one after the other."""
from __future__ import annotations

import itertools

from ...interpreter.registry import Yield, semantics
from ...ir.interfaces import segments
from ..memref.interpret import mixed_values


@semantics("scf.yield", "scf.condition", "scf.reduce.return")
def _yield(it, op, args):
    return Yield(args, op)


@semantics("scf.for")
def _for(it, op, args):
    lb, ub, step, *iters = args
    if step <= 0:
        it.error(op, f"scf.for with a step of {step}")
    region = op.regions[0]
    i = lb
    while i < ub:
        iters = it.run_region(region, [i, *iters])
        i += step
    return iters


@semantics("scf.if")
def _if(it, op, args):
    region = op.regions[0] if args[0] else op.regions[1]
    if not region.blocks:
        return []
    return it.run_region(region, [])


@semantics("scf.while")
def _while(it, op, args):
    before, after = op.regions
    vals = args
    while True:
        cond, *vals = it.run_region(before, vals)
        if not cond:
            return vals
        vals = it.run_region(after, vals)


@semantics("scf.index_switch")
def _index_switch(it, op, args):
    cases = list(op.get_attr("cases").values)
    region = op.regions[0]
    if args[0] in cases:
        region = op.regions[1 + cases.index(args[0])]
    return it.run_region(region, [])


@semantics("scf.execute_region")
def _execute_region(it, op, args):
    return it.run_region(op.regions[0], [])


@semantics("scf.forall")
def _forall(it, op, args):
    def mixed(name, vals):   # normalized form: no lower bounds and steps
        return mixed_values(it, op, name, vals) if op.get_attr(name) is not None else None
    lbs_v, ubs_v, steps_v, outs_v = segments(op, 4)
    ubs = mixed("staticUpperBound", ubs_v)
    lbs = mixed("staticLowerBound", lbs_v) or [0] * len(ubs)
    steps = mixed("staticStep", steps_v) or [1] * len(ubs)
    outs = [it.env[v] for v in outs_v]
    region = op.regions[0]
    it.forall_outs = getattr(it, "forall_outs", [])
    it.forall_outs.append(outs)
    try:
        for ivs in itertools.product(*(range(lo, hi, st) for lo, hi, st in zip(lbs, ubs, steps))):
            it.run_region(region, [*ivs, *outs])
    finally:
        it.forall_outs.pop()
    return outs


@semantics("scf.reduce")
def _reduce(it, op, args):
    return Yield(args, op)   # the values to combine: scf.parallel runs the reductions


@semantics("scf.parallel")
def _parallel(it, op, args):
    lbs, ubs, steps, inits = ([it.env[v] for v in seg] for seg in segments(op, 4))
    for st in steps:
        if st <= 0:
            it.error(op, f"scf.parallel with a step of {st}")
    acc = list(inits)
    body = op.regions[0]
    reduce_op = body.blocks[0].last
    for ivs in itertools.product(*(range(lo, hi, st) for lo, hi, st in zip(lbs, ubs, steps))):
        vals = it.run_region(body, list(ivs))
        for k, v in enumerate(vals):
            acc[k] = it.run_region(reduce_op.regions[k], [acc[k], v])[0]
    return acc


@semantics("scf.forall.in_parallel")
def _in_parallel(it, op, args):
    for inner in op.regions[0].blocks[0]:
        fn = it.semantics_of(inner)
        fn(it, inner, [it.env[o.value] for o in inner.operands])
    return Yield([], op)
