"""Region simplification (the "normal" level of upstream's simplifyRegions):
erase unreachable blocks, then dead ops and dead arguments of non-entry
blocks (upstream's runRegionDCE).

Dropping a block argument needs to know which operands of each predecessor's
terminator feed it: a terminator's OpDef provides
``extra["successor_operands"](op, successor_index) -> (start, length)``;
the arguments fed by a terminator without that hook stay live.
"""
from __future__ import annotations

from ..ir import registry
from ..ir.cfg import post_order
from ..ir.core import OpResult, Region


def _reachable(region: Region) -> set:
    seen = set()
    stack = [region.blocks[0]]
    while stack:
        b = stack.pop()
        if b in seen:
            continue
        seen.add(b)
        stack.extend(b.successors())
    return seen


def erase_unreachable_blocks(region: Region, rewriter) -> bool:
    if len(region.blocks) < 2:
        return False
    live = _reachable(region)
    dead = [b for b in region.blocks if b not in live]
    if not dead:
        return False
    for b in dead:
        for op in list(b):
            # Uses of values from dead blocks can only be in dead blocks.
            for r in op.results:
                for use in list(r.uses):
                    use.drop()
        for a in b.args:
            for use in list(a.uses):
                use.drop()
        for op in list(b):
            rewriter.erase_op(op)
    region.blocks[:] = [b for b in region.blocks if b in live]
    for b in dead:
        b.parent = None
    return True


def _successor_operand_range(term, index):
    d = registry.lookup(term.name)
    hook = d.extra.get("successor_operands") if d is not None else None
    if hook is None:
        return None
    return hook(term, index)


class _Liveness:
    """Upstream's runRegionDCE: an op is live when it has effects (or is a
    terminator), or a live op uses one of its results; a block argument is
    live when a live op uses it, where a branch's successor operand counts as
    a use only when the argument it feeds is live.  So values that only go
    round a loop through block arguments are dead."""

    def __init__(self, facts):
        self.facts = facts
        self.live: set = set()

    def _use_is_live(self, use) -> bool:
        owner = use.owner
        if owner not in self.live:
            return False
        for i, s in enumerate(owner.successors):
            rng = _mapped_range(owner, i)
            if rng is not None and rng[0] <= use.index < rng[0] + rng[1]:
                return s.args[use.index - rng[0]] in self.live
        return True

    def _value(self, v) -> None:
        if any(self._use_is_live(u) for u in v.uses):
            self.live.add(v.op if isinstance(v, OpResult) else v)

    def region(self, region: Region) -> None:
        if not region.blocks:
            return
        entry = region.blocks[0]
        for b in post_order(region):
            for op in b.ops_reversed():
                self.op(op)
            if b is not entry:
                for a in b.args:
                    if a not in self.live:
                        self._value(a)

    def op(self, op) -> None:
        for r in op.regions:
            self.region(r)
        if registry.has_trait(op, registry.TERMINATOR) or (op.successors and registry.lookup(op.name) is None):
            self.live.add(op)
            for i, s in enumerate(op.successors):
                if _mapped_range(op, i) is None:   # operands we cannot map to arguments: all live
                    self.live.update(s.args)
            return
        if op in self.live:
            return
        if self.facts.get(op).keep or not self.facts.droppable(op):
            self.live.add(op)
            return
        for r in op.results:
            self._value(r)

    def run(self, region: Region) -> None:
        while True:
            n = len(self.live)
            self.region(region)
            if len(self.live) == n:
                return

    def delete(self, region: Region, rewriter) -> bool:
        if not region.blocks:
            return False
        changed = False
        many = len(region.blocks) > 1
        for b in post_order(region):
            t = b.last
            if many and t is not None and t.successors:
                self._drop_successor_operands(t)
            for op in list(b.ops_reversed()):
                if op not in self.live:
                    for r in op.results:
                        for use in list(r.uses):
                            use.drop()
                    rewriter.erase_op(op)
                    changed = True
                else:
                    for r in op.regions:
                        changed |= self.delete(r, rewriter)
        for b in region.blocks[1:]:
            for i in reversed(range(len(b.args))):
                if b.args[i] not in self.live:
                    for use in list(b.args[i].uses):
                        use.drop()
                    b.erase_arg(i)
        return changed   # (as upstream: erased arguments and operands alone are no change)

    def _drop_successor_operands(self, t) -> None:
        """Erase the operands ``t`` forwards to dead arguments (without telling
        the driver, as upstream's eraseTerminatorSuccessorOperands)."""
        for si in reversed(range(len(t.successors))):
            s = t.successors[si]
            if _mapped_range(t, si) is None:
                continue
            start, n = _successor_operand_range(t, si)
            for k in reversed(range(n)):
                if s.args[k] not in self.live:
                    t.erase_operand(start + k)
                    _shrink_segment(t, si)


def region_dce(region: Region, rewriter, facts) -> bool:
    """Erase the dead ops and block arguments of ``region`` and what it
    nests (upstream's runRegionDCE); True if anything was erased."""
    lv = _Liveness(facts)
    lv.run(region)
    return lv.delete(region, rewriter)


def _mapped_range(term, index):
    """(start, length) of the operands ``term`` forwards to its successor
    #index, when they map one to one onto its arguments and can be erased
    one by one; else None (the arguments they feed are then kept)."""
    rng = _successor_operand_range(term, index)
    if rng is None or rng[1] != len(term.successors[index].args):
        return None
    if len(term.successors) > 1 and not _has_hook(term, "erase_successor_operand"):
        return None
    return rng


def _has_hook(op, key) -> bool:
    d = registry.lookup(op.name)
    return d is not None and d.extra.get(key) is not None


def _shrink_segment(term, succ_index) -> None:
    """Tell the terminator its successor operand group lost one operand."""
    d = registry.lookup(term.name)
    hook = d.extra.get("erase_successor_operand") if d is not None else None
    if hook is not None:
        hook(term, succ_index)


def drop_redundant_arguments(regions, rewriter) -> bool:
    """An argument of a block to which every predecessor passes the same
    value is replaced by that value and dropped (upstream's
    dropRedundantArguments, of the "aggressive" level)."""
    changed = False
    for region in regions:
        for b in region.blocks:
            changed |= _drop_redundant(b, rewriter)
            for op in b:
                if op.regions:
                    changed |= drop_redundant_arguments(op.regions, rewriter)
    return changed


def _drop_redundant(block, rewriter) -> bool:
    if not block.args or block.parent is None:
        return False
    edges = [(p.last, i) for p in block.parent.blocks if p.last is not None
             for i, s in enumerate(p.last.successors) if s is block]
    if not edges or any(_mapped_range(t, i) is None for t, i in edges):
        return False
    drop = []
    for k, arg in enumerate(block.args):
        values = {id(t.operand(_mapped_range(t, i)[0] + k)): t.operand(_mapped_range(t, i)[0] + k) for t, i in edges}
        if len(values) == 1:
            rewriter.replace_all_uses_with(arg, next(iter(values.values())))
            drop.append(k)
    for k in reversed(drop):
        block.erase_arg(k)
        for t, i in edges:
            t.erase_operand(_successor_operand_range(t, i)[0] + k)
            _shrink_segment(t, i)
    return bool(drop)


def simplify_regions(regions, rewriter, facts, aggressive: bool = False) -> bool:
    """Upstream's simplifyRegions at the "normal" level: erase unreachable
    blocks, then dead ops and block arguments.  Dead code in a region of one
    block is the driver's (it erases trivially dead ops and then what they
    used), so the liveness analysis runs on regions of several blocks, where
    a value can go round a loop through block arguments.  ``facts`` is the
    driver's op_facts.FactsTable (what may be erased when unused).  The
    "aggressive" level also drops redundant arguments; it does not merge
    identical blocks (upstream's mergeIdenticalBlocks) yet."""
    changed = _simplify(regions, rewriter, facts)
    if aggressive:
        changed |= drop_redundant_arguments(regions, rewriter)
    return changed


def _simplify(regions, rewriter, facts, dce: bool = True) -> bool:
    changed = False
    for region in regions:
        if not region.blocks:
            continue
        changed |= erase_unreachable_blocks(region, rewriter)
        many = dce and len(region.blocks) > 1   # region_dce covers what this region nests
        for b in region.blocks:
            for op in b:
                if op.regions:
                    changed |= _simplify(op.regions, rewriter, facts, dce and not many)
        if many:
            changed |= region_dce(region, rewriter, facts)
    return changed
