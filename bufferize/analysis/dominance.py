"""Dominance and post-dominance over blocks and ops, across nested regions,
with MLIR's semantics (``mlir/IR/Dominance.h``).

API
---
``DominanceInfo(op)`` (trees are built lazily, per region, for every region
nested in ``op``):

* ``dominates(a, b)`` / ``properly_dominates(a, b)``: ``a`` and ``b`` both
  Blocks, or both Operations.  A block properly dominates every block nested
  (through regions) in blocks it dominates; an op properly dominates the ops
  after it in its block, the ops nested in them and in blocks its block
  properly dominates, and (like upstream) the ops nested in itself.
  Unreachable blocks are dominated by everything.
* ``value_dominates(value, op)``: the value is defined before ``op`` (an SSA
  use of ``value`` at ``op`` would be valid).
* ``idom(block)``: the immediate dominator inside the block's region (None
  for an entry block or an unreachable one).
* ``find_nearest_common_dominator(blocks)`` (also of two blocks): moves the
  blocks up to a common region first, like upstream; None if there is none.
* ``dominance_frontier``-like helpers are not needed by the buffer passes.

``PostDominanceInfo(op)``: the same with post-dominance (``dominates`` /
``properly_dominates`` / ``idom`` (immediate post-dominator) /
``find_nearest_common_dominator`` = nearest common post-dominator).  Exit
blocks are those whose terminator has no successors; with several exits a
virtual root joins them (``idom`` then returns None).
"""
from __future__ import annotations

from typing import Iterable, Optional


def has_cycle(region, from_entry: bool = False) -> bool:
    """Does the block graph of ``region`` contain a cycle (reachable from the
    entry block only, with ``from_entry``)?"""
    state: dict = {}

    def visit(b):
        state[b] = 1
        for s in b.successors():
            st = state.get(s, 0)
            if st == 1 or (st == 0 and visit(s)):
                return True
        state[b] = 2
        return False

    starts = region.blocks[:1] if from_entry else region.blocks
    return any(state.get(b, 0) == 0 and visit(b) for b in starts)


def find_ancestor_block_in_region(region, block):
    """The block of ``region`` that contains ``block`` (itself or an ancestor)."""
    b = block
    while b is not None:
        if b.parent is region:
            return b
        op = b.parent_op
        if op is None:
            return None
        b = op.parent
    return None


def find_ancestor_op_in_block(block, op):
    """The op of ``block`` that is ``op`` or contains it; None."""
    o = op
    while o is not None:
        if o.parent is block:
            return o
        o = o.parent_op
    return None


def _region_ancestors(block):
    """[block, block of its parent op, ...]."""
    out = []
    b = block
    while b is not None:
        out.append(b)
        p = b.parent_op
        b = p.parent if p is not None else None
    return out


class _Tree:
    """Dominator tree of one region (Cooper, Harvey & Kennedy)."""

    def __init__(self, region, post: bool):
        self.region = region
        blocks = list(region.blocks)
        succ = {b: list(b.successors()) for b in blocks}
        pred = {b: [] for b in blocks}
        for b in blocks:
            for s in succ[b]:
                if s in pred:
                    pred[s].append(b)
        VROOT = None
        if post:
            exits = [b for b in blocks if not succ[b]]
            # graph edges reversed: "successors" for the traversal are preds
            fwd, bwd = pred, succ
            roots = exits
        else:
            fwd, bwd = succ, pred
            roots = blocks[:1]
        # reverse post-order from the root(s)
        order, seen = [], set()
        for r in roots:
            if r in seen:
                continue
            stack = [(r, iter(fwd[r]))]
            seen.add(r)
            while stack:
                n, it = stack[-1]
                for m in it:
                    if m not in seen and m in fwd:
                        seen.add(m)
                        stack.append((m, iter(fwd[m])))
                        break
                else:
                    stack.pop()
                    order.append(n)
        order.reverse()
        self.virtual = post and len(roots) != 1
        root_list = roots
        index = {}
        nodes = ([VROOT] if self.virtual else []) + order
        for i, n in enumerate(nodes):
            index[n] = i
        idom = {}
        if self.virtual:
            idom[VROOT] = VROOT
            preds_of = {n: (list(bwd[n]) + ([VROOT] if n in root_list else [])) for n in order}
        else:
            if order:
                idom[order[0]] = order[0]
            preds_of = {n: list(bwd[n]) for n in order}

        def intersect(a, b):
            while a is not b:
                while index[a] > index[b]:
                    a = idom[a]
                while index[b] > index[a]:
                    b = idom[b]
            return a

        changed = True
        start = 0 if self.virtual else 1
        while changed:
            changed = False
            for n in order[start:]:
                new = None
                for p in preds_of[n]:
                    if p in idom:
                        new = p if new is None else intersect(p, new)
                if new is not None and idom.get(n) is not new:
                    idom[n] = new
                    changed = True
        self.idom = idom
        self.index = index
        self.reachable = set(order)
        # depth for fast nearest-common-dominator
        self.depth = {}
        for n in nodes:
            if n in idom:
                d, x = 0, n
                while idom[x] is not x:
                    x = idom[x]
                    d += 1
                self.depth[n] = d

    def get_idom(self, b):
        if b not in self.idom:
            return None
        p = self.idom[b]
        return None if p is b or p is None else p

    def dominates(self, a, b) -> bool:
        """a dominates b (both in this region)."""
        if a is b:
            return True
        if b not in self.reachable:
            return True
        if a not in self.reachable:
            return False
        x = b
        while True:
            p = self.idom.get(x)
            if p is None or p is x:
                return False
            if p is a:
                return True
            x = p

    def nca(self, a, b):
        if a not in self.depth or b not in self.depth:
            return None
        while a is not b:
            if self.depth[a] >= self.depth[b]:
                a = self.idom[a]
            else:
                b = self.idom[b]
            if a is None or b is None:
                return None
        return a


class DominanceInfo:
    post = False

    def __init__(self, op=None):
        self.op = op
        self._trees: dict = {}

    def invalidate(self, region=None) -> None:
        if region is None:
            self._trees.clear()
        else:
            self._trees.pop(region, None)

    def tree(self, region) -> _Tree:
        t = self._trees.get(region)
        if t is None:
            t = self._trees[region] = _Tree(region, self.post)
        return t

    # ---- blocks -----------------------------------------------------------------
    def idom(self, block):
        if block.parent is None:
            return None
        return self.tree(block.parent).get_idom(block)

    def is_reachable(self, block) -> bool:
        return block.parent is not None and block in self.tree(block.parent).reachable

    def _block_properly(self, a, b) -> bool:
        if a is b:
            return False
        region = a.parent
        if region is None:
            return False
        b2 = find_ancestor_block_in_region(region, b)
        if b2 is None:
            return False
        if b2 is a:
            return True  # b is nested in an op of a
        return self.tree(region).dominates(a, b2)

    def _block_dominates(self, a, b) -> bool:
        return a is b or self._block_properly(a, b)

    # ---- ops ---------------------------------------------------------------------
    def _op_properly(self, a, b, enclosing_ok=True) -> bool:
        if a is b:
            return False
        ablock = a.parent
        if ablock is None:
            return False
        bb = find_ancestor_op_in_block(ablock, b)
        if bb is not None:
            if bb is a:
                return enclosing_ok
            return self._before(a, bb)
        b_block = b.parent
        return self._block_properly(ablock, b_block) if b_block is not None else False

    def _before(self, a, b) -> bool:
        """a before b in the same block (dominance order)."""
        return a.is_before_in_block(b)

    def properly_dominates(self, a, b, enclosing_ok: bool = True) -> bool:
        from ..ir.core import Block
        if isinstance(a, Block):
            return self._block_properly(a, b)
        return self._op_properly(a, b, enclosing_ok)

    def dominates(self, a, b) -> bool:
        from ..ir.core import Block
        if isinstance(a, Block):
            return self._block_dominates(a, b)
        return a is b or self._op_properly(a, b)

    def value_dominates(self, value, op) -> bool:
        """``value`` is available at ``op`` (defined by a properly dominating
        op, or a block argument of a block dominating op's block)."""
        d = value.defining_op()
        if d is not None:
            return self._op_properly(d, op, enclosing_ok=False) if d is not op else False
        return op.parent is not None and self._block_dominates(value.block, op.parent)

    # ---- common dominators -----------------------------------------------------------------
    def _same_region(self, a, b):
        """Walk a and b up to blocks in a common region (upstream's
        tryGetBlocksInSameRegion)."""
        anc_a = _region_ancestors(a)
        regions_a = {}
        for blk in anc_a:
            regions_a.setdefault(blk.parent, blk)
        for blk in _region_ancestors(b):
            if blk.parent in regions_a:
                return regions_a[blk.parent], blk
        return None, None

    def nearest_common(self, a, b):
        if a is None or b is None:
            return None
        if a is b:
            return a
        a, b = self._same_region(a, b)
        if a is None:
            return None
        if a is b:
            return a
        return self.tree(a.parent).nca(a, b)

    def find_nearest_common_dominator(self, *blocks):
        """Of the given blocks (several arguments or one iterable)."""
        if len(blocks) == 1 and not hasattr(blocks[0], "parent"):
            blocks = tuple(blocks[0])
        res = None
        first = True
        for b in blocks:
            if first:
                res, first = b, False
            else:
                res = self.nearest_common(res, b)
                if res is None:
                    return None
        return res


class PostDominanceInfo(DominanceInfo):
    post = True

    def _before(self, a, b) -> bool:
        # a post-dominates b in the same block if it comes after b
        return b.is_before_in_block(a)

    def post_dominates(self, a, b) -> bool:
        return self.dominates(a, b)

    def properly_post_dominates(self, a, b) -> bool:
        return self.properly_dominates(a, b)

    def find_nearest_common_post_dominator(self, *blocks):
        return self.find_nearest_common_dominator(*blocks)


def nearest_common_dominator(blocks: Iterable, dom: Optional[DominanceInfo] = None):
    return (dom or DominanceInfo()).find_nearest_common_dominator(list(blocks))
