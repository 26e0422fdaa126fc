"""Program order for the One-Shot analysis (upstream OneShotAnalysis.cpp's
dominance helpers): happens-before and proper dominance between ops (also
across graph regions), repetitive regions (loops), mutually exclusive regions,
and when op dominance may stand in for the order of a read and a write."""
from __future__ import annotations

from typing import Optional

from ...ir.cfg import BlockDominance, BlockReachability
from ...ir.core import BlockArgument, OpOperand, OpResult, Operation, Region
from ..state import AnalysisState


# ---- order and dominance ----------------------------------------------------------


def _ancestor_in_block(block, op: Operation) -> Optional[Operation]:
    while op is not None and op.parent is not block:
        op = op.parent_op
    return op


def _graph_region(region, dom_cache: dict) -> bool:
    """Is ``region`` a graph region (no SSA dominance: upstream
    hasSSADominance is false), e.g. scf.forall.in_parallel's?"""
    key = ("graph", region)
    g = dom_cache.get(key)
    if g is None:
        owner = region.parent if region is not None else None
        from ...ir import registry
        g = dom_cache[key] = owner is not None and registry.has_trait(owner, registry.GRAPH_REGION)
    return g


def properly_dominates(a: Operation, b: Operation, dom_cache: dict) -> bool:
    block = a.parent
    if block is None:
        return False
    if a is b:
        # upstream: an op properly dominates itself only in a graph region.
        return _graph_region(block.parent, dom_cache)
    bb = _ancestor_in_block(block, b)
    if bb is not None:
        if _graph_region(block.parent, dom_cache):
            return True     # graph region: every op dominates every other
        return bb is not a and block.order_index(a) < block.order_index(bb)
    # b is in another block of the same region (CFG) or elsewhere.
    region = block.parent
    x = b
    while x is not None and x.parent_region is not region:
        x = x.parent_op
    if x is None:
        return False
    xb = x.parent
    if block is xb:
        return False
    dom = block_dominance(region, dom_cache)
    return dom.reachable(xb) and dom.reachable(block) and dom.dominates(block, xb)


def block_dominance(region, cache: dict) -> BlockDominance:
    dom = cache.get(region)
    if dom is None:
        dom = cache[region] = BlockDominance(region)
    return dom


def block_reachability(region, cache: dict) -> BlockReachability:
    key = ("reach", region)
    r = cache.get(key)
    if r is None:
        r = cache[key] = BlockReachability(region, block_dominance(region, cache))
    return r


def happens_before(a: Operation, b: Operation, dom_cache: dict) -> bool:
    while a is not None:
        if a is not b and a.is_ancestor_of(b):
            return False
        if properly_dominates(a, b, dom_cache):
            return True
        a = a.parent_op
    return False


def _region_index(op: Operation, region: Region) -> int:
    for i, r in enumerate(op.regions):
        if r is region:
            return i
    return -1


def enclosing_repetitive_region(x, state: AnalysisState) -> Optional[Region]:
    """The innermost region around an op or value whose op repeats it."""
    cache = state.rep_cache
    try:
        return cache[x]
    except KeyError:
        r = cache[x] = _enclosing_repetitive_region(x, state)
        return r


def _enclosing_repetitive_region(x, state: AnalysisState) -> Optional[Region]:
    if isinstance(x, OpResult):
        region = x.op.parent_region
    elif isinstance(x, BlockArgument):
        region = x.block.parent
    else:
        region = x.parent_region
    while region is not None:
        owner = region.parent
        m = state.model(owner)
        if m is not None and m.is_repetitive_region(owner, _region_index(owner, region)):
            return region
        region = owner.parent_region
    return None


def next_repetitive_region(region: Region, state) -> Optional[Region]:
    owner = region.parent
    return enclosing_repetitive_region(owner, state) if owner is not None else None


def _block_successors(block):
    t = block.last
    return list(t.successors) if t is not None else []


def _is_reachable(frm, to, except_block) -> bool:
    """upstream isReachable: a path of at least one CFG edge from ``frm`` to
    ``to`` that does not enter ``except_block``."""
    visited = set()
    work = _block_successors(frm)
    while work:
        nxt = work.pop()
        if nxt is except_block:
            continue
        if nxt is to:
            return True
        if nxt in visited:
            continue
        visited.add(nxt)
        work.extend(_block_successors(nxt))
    return False


def _reaches(frm, to, barrier=None, cache=None) -> bool:
    """A path of at least one CFG edge from block ``frm`` to block ``to``
    that does not enter ``barrier`` (a block whose arguments a path would
    redefine), not even as its last block.  ``cache``: a dict that lives as
    long as the CFG does not change (the analysis' dominance cache)."""
    if cache is None:
        cache = {}
    key = ("reaches", frm, to, barrier)
    r = cache.get(key)
    if r is None:
        r = cache[key] = block_reachability(frm.parent, cache).reaches(frm, to, barrier)
    return r


def _ancestors_in_common_region(a: Operation, b: Operation):
    """(a', b'): the ancestors of ``a`` and ``b`` (or themselves) in the
    innermost region that holds both; None if they share no region."""
    chain = {}
    x = a
    while x is not None:
        if x.parent_region is not None:
            chain[x.parent_region] = x
        x = x.parent_op
    y = b
    while y is not None:
        r = y.parent_region
        if r is not None and r in chain:
            return chain[r], y
        y = y.parent_op
    return None


def may_run_after(frm: Operation, to: Operation, barrier=None, cache=None) -> bool:
    """Can ``to`` run after ``frm`` in one run of the innermost region that
    holds both, on a CFG path that does not re-enter ``barrier`` (a block
    of that same region; below it, a region can repeat without entering the
    barrier, and the answer is True)?  (The
    relaxed happens-before of llvm/llvm-project PR #223777: no such path means
    ``to`` cannot run after ``frm``.)  Conservatively True when the two are
    nested in the same op, or share no region."""
    pair = _ancestors_in_common_region(frm, to)
    if pair is None:
        return True
    fa, ta = pair
    if fa is ta:
        return True
    if barrier is not None and fa.parent_region is not barrier.parent:
        # Both nested below the barrier's region (e.g. in an scf.for body):
        # their region may run again without entering the barrier block.
        return True
    fb, tb = fa.parent, ta.parent
    if fb is tb:
        if fb.order_index(fa) < fb.order_index(ta):
            return True
        return fb is not barrier and _reaches(fb, fb, barrier, cache)
    return _reaches(fb, tb, barrier, cache)


def written_after_block_argument(arg, write_op: Operation, cache=None) -> bool:
    """Can ``write_op`` run after block argument ``arg`` is defined (its block
    entered)?  In the block, or in a block of the same region reachable from
    it; a write outside the region is not (upstream's rule for the others)."""
    block = arg.block
    wa = _ancestor_in_region(block.parent, write_op)
    if wa is None:
        return False
    return wa.parent is block or _reaches(block, wa.parent, None, cache)


def _ancestor_in_region(region, op: Operation) -> Optional[Operation]:
    while op is not None and op.parent_region is not region:
        op = op.parent_op
    return op


def _def_block(d):
    return d.op.parent if isinstance(d, OpResult) else d.block


def can_use_op_dominance_due_to_blocks(read: OpOperand, write: OpOperand, definitions, cache=None) -> bool:
    """upstream canUseOpDominanceDueToBlocks: not if READ and WRITE sit in
    blocks of one region that reach each other (an unstructured loop) on
    paths that avoid the block of a definition.  Only a region with several
    blocks has such paths (an entry block has no predecessors), which the
    conflict index covers by widening its windows to the whole enclosing op."""
    r_op, w_op = read.owner, write.owner
    if r_op.parent_region is not w_op.parent_region:
        return True
    rb, wb = r_op.parent, w_op.parent
    if rb is None or wb is None or len(rb.parent.blocks) < 2:
        return True
    reach = block_reachability(rb.parent, cache if cache is not None else {})
    k = reach.comp[rb]
    if k != reach.comp[wb] or not reach.cyclic[k]:
        return True     # not on one cycle, whatever block a path avoids
    for d in definitions:
        db = _def_block(d)
        if _is_reachable(rb, wb, db) and _is_reachable(wb, rb, db):
            return False
    return True


def can_use_op_dominance(read: OpOperand, write: OpOperand, definitions, state, cache=None) -> bool:
    return can_use_op_dominance_due_to_regions(read, write, definitions, state) and \
        can_use_op_dominance_due_to_blocks(read, write, definitions, cache)


def can_use_op_dominance_due_to_regions(read: OpOperand, write: OpOperand, definitions, state) -> bool:
    for d in definitions:
        r_read = enclosing_repetitive_region(read.owner, state)
        r_def = enclosing_repetitive_region(d, state)
        if r_read is r_def:
            continue
        while True:
            nxt = next_repetitive_region(r_read, state) if r_read is not None else None
            if nxt is r_def or nxt is None:
                break
            r_read = nxt
        if r_read is not None and r_read.parent.is_ancestor_of(write.owner):
            return False
    return True


def inside_mutually_exclusive_regions(a: Operation, b: Operation, state) -> bool:
    # Find the innermost op that contains both; see if they sit in different
    # regions of it and its regions are mutually exclusive (scf.if).
    anc_a = []
    x = a
    while x is not None:
        region = x.parent_region
        if region is None:
            break
        anc_a.append((region.parent, region))
        x = region.parent
    for op, region in anc_a:
        if op.is_ancestor_of(b):
            rb = None
            y = b
            while y is not None and y.parent_op is not op:
                y = y.parent_op
            if y is None:
                return False
            rb = y.parent_region
            if rb is region:
                return False
            m = state.model(op)
            return m is not None and m.mutually_exclusive_regions(op)
    return False
