"""Block liveness (upstream's ``mlir::Liveness``, simplified).

``Liveness(op)`` computes, for every block nested in ``op``, the SSA values
live on entry (``live_in(block)``) and on exit (``live_out(block)``) by a
backward fixpoint over the block graph of each region.  A use inside a nested
region counts as a use by the op of the block that contains it; a value
defined outside a region and used inside it is live-in to the blocks that
(transitively) use it.  Region-based control flow (loops) is not followed:
like upstream, values are not live-out of a region's blocks just because the
parent op's results are used later.

API
---
* ``live_in(block)`` / ``live_out(block)``: sets of Values.
* ``is_live_in(value, block)`` / ``is_live_out(value, block)``.
* ``last_use_in_block(value, block)``: the last op of ``block`` that uses
  ``value`` (directly or through an op nested in it); None if none.
* ``start_operation(value, block)``: upstream's LivenessBlockInfo::
  getStartOperation: the first op of ``block`` if the value is live-in or a
  block argument, else its defining op.
* ``end_operation(value, start_op)``: upstream's getEndOperation: the
  terminator of the block if the value is live-out, else the last use at or
  after ``start_op`` (``start_op`` itself when there is none).
"""
from __future__ import annotations

from .dominance import find_ancestor_op_in_block


def _blocks(op):
    """Every block under ``op``, pre-order (iterative: deep nests)."""
    for x in op.walk():
        for r in x.regions:
            yield from r.blocks


def _defined_in(value, block) -> bool:
    d = value.defining_op()
    if d is None:
        return value.block is block
    return d.parent is block


class Liveness:
    def __init__(self, op):
        self.op = op
        self._in: dict = {}
        self._out: dict = {}
        self._gen: dict = {}
        regions = {}
        self._gen = _gen_sets(op)
        for b in _blocks(op):
            regions.setdefault(b.parent, []).append(b)
        # process inner regions first? Gen sets already include nested uses of
        # outer values (the uses of an op nested in b are attributed to b), so
        # each region can be solved independently.
        for region, blocks in regions.items():
            self._solve(blocks)

    def _solve(self, blocks) -> None:
        for b in blocks:
            self._in[b] = set(self._gen[b])
            self._out[b] = set()
        changed = True
        while changed:
            changed = False
            for b in reversed(blocks):
                out = set()
                for s in b.successors():
                    out |= self._in.get(s, set())
                if out != self._out[b]:
                    self._out[b] = out
                    changed = True
                new_in = self._gen[b] | {v for v in out if not _defined_in(v, b)}
                if new_in != self._in[b]:
                    self._in[b] = new_in
                    changed = True

    # ---- queries ----------------------------------------------------------------------
    def live_in(self, block) -> set:
        return self._in.get(block, set())

    def live_out(self, block) -> set:
        return self._out.get(block, set())

    def is_live_in(self, value, block) -> bool:
        return value in self._in.get(block, ())

    def is_live_out(self, value, block) -> bool:
        return value in self._out.get(block, ())

    def last_use_in_block(self, value, block):
        last = None
        idx = -1
        for u in value.uses:
            a = find_ancestor_op_in_block(block, u.owner)
            if a is not None:
                i = block.order_index(a)
                if i > idx:
                    idx, last = i, a
        return last

    def start_operation(self, value, block):
        d = value.defining_op()
        if self.is_live_in(value, block) or d is None:
            return block.first
        return d

    def end_operation(self, value, start_op):
        block = start_op.parent
        if self.is_live_out(value, block):
            return block.last
        end = start_op
        si = block.order_index(start_op)
        for u in value.uses:
            a = find_ancestor_op_in_block(block, u.owner)
            if a is not None and block.order_index(a) > block.order_index(end) and \
                    block.order_index(a) >= si:
                end = a
        return end


def _def_block(v):
    d = v.defining_op()
    return v.block if d is None else d.parent


def _gen_sets(root) -> dict:
    """{block: the values its ops (and the ops nested in them) use that are
    defined outside the block and outside the nested op using them}, for
    every block under ``root``.  Bottom-up: an op's free values (used inside
    it, defined outside it) are computed once from its blocks' sets, so a
    nest of depth D costs O(uses x D) instead of walking every subtree again
    for each enclosing block (cubic at depth 1,000: issue 26)."""
    gen: dict = {}
    free: dict = {}
    for x in root.walk(post_order=True):     # nested ops before the ops around them
        if not x.regions:
            continue
        acc: set = set()
        for r in x.regions:
            for b in r.blocks:
                used: set = set()
                for o in b:
                    for operand in o.operands:
                        v = operand.value
                        if v is not None and hasattr(v, "uses"):
                            used.add(v)
                    if o.regions:
                        used |= free.pop(o, set())
                g = gen[b] = {v for v in used if _def_block(v) is not b}
                acc |= g
        if x is not root:
            free[x] = {v for v in acc if (_def_block(v) is None or _def_block(v).parent_op is not x)}
    return gen
