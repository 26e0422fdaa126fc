"""Region simplification (the "normal" level of upstream's simplifyRegions):
erase unreachable blocks and drop unused arguments of non-entry blocks.

Dropping a block argument needs to know which operands of each predecessor's
terminator feed it: a terminator's OpDef provides
``extra["successor_operands"](op, successor_index) -> (start, length)``;
blocks with a predecessor whose terminator lacks that hook keep their
arguments.
"""
from __future__ import annotations

from ..ir import registry
from ..ir.core import Region


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


def drop_dead_block_args(region: Region, rewriter) -> bool:
    changed = False
    for b in region.blocks[1:]:
        if not b.args or all(a.uses for a in b.args):
            continue
        preds = []
        ok = True
        for p in region.blocks:
            t = p.last
            if t is None:
                continue
            for si, s in enumerate(t.successors):
                if s is b:
                    rng = _successor_operand_range(t, si)
                    if rng is None or rng[1] != len(b.args):
                        ok = False
                    elif len(t.successors) > 1 and not _has_hook(t, "erase_successor_operand"):
                        ok = False
                    preds.append((t, si, rng))
        if not ok:
            continue
        for i in reversed(range(len(b.args))):
            if b.args[i].uses:
                continue
            for t, si, _ in preds:
                # Recomputed: an earlier erasure may have shifted the range
                # (two edges of one terminator to this block).
                rng = _successor_operand_range(t, si)
                t.erase_operand(rng[0] + i)
                _shrink_segment(t, si)
                rewriter.notify_modified(t)
            b.erase_arg(i)
            changed = True
    return changed


def _has_hook(op, key) -> bool:
    d = registry.lookup(op.name)
    return d is not None and d.extra.get(key) is not None


def _shrink_segment(term, succ_index) -> None:
    """Tell the terminator its successor operand group lost one operand."""
    d = registry.lookup(term.name)
    hook = d.extra.get("erase_successor_operand") if d is not None else None
    if hook is not None:
        hook(term, succ_index)


def simplify_regions(regions, rewriter, aggressive: bool = False) -> bool:
    changed = False
    for region in regions:
        if not region.blocks:
            continue
        changed |= erase_unreachable_blocks(region, rewriter)
        changed |= drop_dead_block_args(region, rewriter)
        for b in region.blocks:
            for op in b:
                if op.regions:
                    changed |= simplify_regions(op.regions, rewriter, aggressive)
    return changed
