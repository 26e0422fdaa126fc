"""buffer-hoisting and buffer-loop-hoisting (upstream LLVM 22's
BufferOptimizations.cpp, seed 004 "Movement and Placement of Allocations").

Both passes work on one function (anchor ``func.func``) and move each
allocation (an op with one non-automatic allocate effect on a result and at
most one dealloc, plus stack allocations for loop hoisting) upwards:

* ``buffer-hoisting``: into the nearest common dominator of the blocks of the
  buffer's uses and aliases, and out of nested regions of known control-flow
  ops, but never out of a loop; never above the blocks defining its
  dynamic-size operands (seed 004's ``condBranchDynamicType``).
* ``buffer-loop-hoisting``: out of sequential loops (not ``scf.parallel`` /
  ``scf.forall``) when the
  buffer does not flow back through the loop (its aliases are all used
  inside the loop) and its size operands are defined outside.

Which ops may be hoisted, and how, is read from ``OpDef.extra["hoisting"]``
(see ``bufferize/analysis/interfaces.py``).
"""
from __future__ import annotations

from ..analysis import interfaces as I
from ..analysis.buffer_aliases import BufferViewFlowAnalysis
from ..analysis.dominance import DominanceInfo, find_ancestor_op_in_block
from ..analysis.liveness import Liveness
from .base import Pass
from .registry import register_pass


def collect_allocs(root) -> list:
    """Upstream's BufferPlacementAllocs: [(alloc value, dealloc op or None)]
    for every op (post-order) with exactly one non-automatic allocate effect
    on a result and at most one dealloc."""
    out = []
    for op in root.walk(post_order=True):
        if op is root:
            continue
        vals = I.allocated_values(op)
        if len(vals) != 1:
            continue
        d = I.find_dealloc(vals[0])
        if d is False:
            continue
        out.append((vals[0], d))
    return out


def common_dominator_of_uses(value, aliases, dom: DominanceInfo):
    """Upstream's findCommonDominator: of the value's block and the blocks of
    every alias and of their users."""
    blocks = [value.parent_block()]
    seen = {id(blocks[0])}
    for a in aliases:
        for b in [u.owner.parent for u in a.uses] + [a.parent_block()]:
            if b is not None and id(b) not in seen:
                seen.add(id(b))
                blocks.append(b)
    return dom.find_nearest_common_dominator(blocks)


def start_operation(value, block, liveness: Liveness):
    """Upstream's BufferPlacementAllocs::getStartOperation."""
    start = liveness.start_operation(value, block)
    if start is None or start.parent is not block:
        anc = find_ancestor_op_in_block(block, start) if start is not None else None
        start = anc if anc is not None else block.last
    return start


class _BlockState:
    """Hoist into dominators, not out of loops."""
    kind = "block"

    def __init__(self, dom, value):
        self.dom = dom
        self.placement = value.parent_block()

    def upper_bound(self, dominator_block, dependency_block):
        if dependency_block is None:
            return dominator_block
        if dominator_block is not None and self.dom.properly_dominates(dominator_block, dependency_block):
            return dependency_block
        return dominator_block

    def legal(self, op) -> bool:
        return not I.is_loop(op)

    def to_dominator(self, block):
        self.placement = block

    def to_parent(self, block):
        self.placement = block


class _LoopState(_BlockState):
    """Hoist out of loops only."""
    kind = "loop"
    alias_dominator = None

    def upper_bound(self, dominator_block, dependency_block):
        self.alias_dominator = dominator_block
        return dependency_block

    def legal(self, op) -> bool:
        if not I.is_loop_like(op) or I.lookup_extra(op, "parallel_loop"):
            return False  # upstream hoists out of sequential loops only
        if self.alias_dominator is None:
            return True
        return not self.dom.dominates(self.alias_dominator, op.parent)

    def to_dominator(self, block):
        pass


def _placement_block(state, upper, dom: DominanceInfo):
    current = state.placement
    while True:
        parent_op = current.parent_op
        if parent_op is None or parent_op.parent is None:
            break
        parent_block = parent_op.parent
        if upper is not None and not dom.properly_dominates(upper, current):
            break
        idom = None
        if current.parent.blocks[0] is not current:
            idom = dom.idom(current)
        if idom is not None and dom.properly_dominates(parent_block, idom):
            current = idom
            state.to_dominator(current)
        else:
            if not I.is_known_control_flow(parent_op) or not state.legal(parent_op):
                break
            current = parent_block
            state.to_parent(current)
    return state.placement


def hoist(func, state_cls) -> int:
    """Run one of the hoisting strategies on ``func``; returns the number of
    allocations moved."""
    allocs = [v for v, _d in collect_allocs(func)]
    if state_cls.kind == "loop":
        for op in func.walk():
            if op is not func and I.is_automatic_allocation(op):
                allocs.extend(e.value for e in (I.own_effects(op) or [])
                              if e.kind == "allocate" and e.automatic and e.value in op.results)
    dom = DominanceInfo(func)
    aliases = BufferViewFlowAnalysis(func)
    liveness = Liveness(func)
    moved = 0
    for value in allocs:
        op = value.defining_op()
        if state_cls.kind not in I.hoisting_kind(op):
            continue
        res_aliases = aliases.resolve(value)
        dominator_block = common_dominator_of_uses(value, res_aliases, dom)
        state = state_cls(dom, value)
        dependency_block = None
        for o in op.operands:
            b = o.value.parent_block()
            if dependency_block is None or dom.dominates(dependency_block, b):
                dependency_block = b
        placement = _placement_block(state, state.upper_bound(dominator_block, dependency_block), dom)
        start = start_operation(value, placement, liveness)
        if start is not op and start is not None:
            if op.next is start:
                continue
            op.move_before(start)
            moved += 1
    return moved


@register_pass
class BufferHoisting(Pass):
    name = "buffer-hoisting"
    summary = ("Optimizes placement of allocation operations by moving them into common dominators "
               "and out of nested regions")
    description = ("Moves each allocation up to the nearest common dominator of its uses and aliases and "
                   "out of nested regions (not out of loops), as far as the definitions of its dynamic "
                   "sizes allow.")
    anchor = "func.func"
    statistics = (("num-hoisted", "Number of allocations moved"),)

    def run(self, op, ctx):
        ctx.stat("num-hoisted", hoist(op, _BlockState))


@register_pass
class BufferLoopHoisting(Pass):
    name = "buffer-loop-hoisting"
    summary = "Optimizes placement of allocation operations by moving them out of loop nests"
    description = ("Moves loop-invariant allocations (and stack allocations) out of loops, unless the buffer "
                   "flows out of the loop or its dynamic sizes are defined inside it.")
    anchor = "func.func"
    statistics = (("num-hoisted", "Number of allocations moved"),)

    def run(self, op, ctx):
        ctx.stat("num-hoisted", hoist(op, _LoopState))
