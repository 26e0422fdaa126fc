"""scf's region-based control flow (upstream RegionBranchOpInterface of
scf.if/for/while/execute_region/index_switch/parallel/forall) and the loop
and allocation-scope facts the buffer passes read."""
from __future__ import annotations

from ...ir.interfaces import (PARENT, Edge, alternative_region_edges, loop_region_edges, operand_values,
                               single_region_edges, terminators)
from ...ir.registry import register_op


def _rb_if(op):
    return alternative_region_edges(op)


def _rb_for(op):
    return loop_region_edges(op, operand_values(op, 3))


def _rb_while(op):
    before, after = op.regions[0], op.regions[1]
    bargs = list(before.blocks[0].args) if before.blocks else []
    aargs = list(after.blocks[0].args) if after.blocks else []
    edges = [Edge(PARENT, before, operand_values(op), bargs)]
    for t in terminators(before):
        fw = operand_values(t, 1)
        edges.append(Edge(before, after, fw, aargs, t))
        edges.append(Edge(before, PARENT, fw, list(op.results), t))
    for t in terminators(after):
        edges.append(Edge(after, before, operand_values(t), bargs, t))
    return edges


def _rb_switch(op):
    edges = []
    for r in op.regions:
        edges.append(Edge(PARENT, r, [], []))
        for t in terminators(r):
            edges.append(Edge(r, PARENT, operand_values(t), list(op.results), t))
    return edges


def _rb_parallel(op):
    """scf.parallel / scf.forall: the body runs (possibly many times, in
    parallel); reductions / shared outputs are not modelled as buffer flow
    except forall's shared_outs (tensors)."""
    body = op.regions[0]
    return [Edge(PARENT, body, [], []), Edge(body, body, [], []), Edge(body, PARENT, [], []),
            Edge(PARENT, PARENT, [], [])]


register_op("scf.if", region_branch=_rb_if)
register_op("scf.for", region_branch=_rb_for, loop_like=True, automatic_allocation_scope=True)
register_op("scf.while", region_branch=_rb_while, loop_like=True)
register_op("scf.execute_region", region_branch=single_region_edges)
register_op("scf.index_switch", region_branch=_rb_switch)
register_op("scf.parallel", region_branch=_rb_parallel, loop_like=True, parallel_loop=True,
            automatic_allocation_scope=True)
register_op("scf.forall", region_branch=_rb_parallel, loop_like=True, parallel_loop=True,
            automatic_allocation_scope=True)
