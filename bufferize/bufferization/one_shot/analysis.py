"""One-Shot in-place analysis (upstream OneShotAnalysis.cpp, LLVM 22).

For every tensor OpOperand, in heuristic order (bottom-up by default), decide
whether it can bufferize in place: not if that would write into a read-only
buffer, nor if some read of an alias would then see a write it must not see
(read-after-write interference).  Decisions are greedy and final; each merges
alias sets that later decisions see.
"""
from __future__ import annotations

import os
from typing import Optional

from ...ir import types as T
from ...ir.core import OpOperand, OpResult, Operation, Value
from ..interface import is_tensor
from ..state import AnalysisState
from .conflict_index import ConflictIndex
from .reasons import NonWritable, ReadAfterWrite
from .order import (can_use_op_dominance, happens_before, inside_mutually_exclusive_regions,
                    may_run_after, written_after_block_argument)

# BUFFERIZE_OPT_CHECK_INDEX=1: compute every in-place decision both ways
# (indexed and upstream's full pair scan) and fail if they differ.
CHECK_INDEX = os.environ.get("BUFFERIZE_OPT_CHECK_INDEX") == "1"

# ---- conflicts -----------------------------------------------------------------


def _aliasing_reads(value: Value, state: AnalysisState, out: dict) -> None:
    for alias in state.alias_set(value):
        for u in alias.uses:
            if state.counts_as_read(u):
                out[u] = None


def _aliasing_in_place_writes(value: Value, state: AnalysisState, out: dict) -> None:
    for alias in state.alias_set(value):
        for u in alias.uses:
            if u in state.in_place and state.writes(u):
                out[u] = None


def _matches_insert_destination(state, v: Value, insert_op: Operation, m) -> bool:
    def matching(val):
        return isinstance(val, OpResult) and m.equivalent_subset(insert_op, val, state.are_equivalent)
    leaves = state.find_in_reverse_use_def_chain(v, matching)
    return all(matching(x) for x in leaves)


def _non_conflicting_subsets(read: OpOperand, write: OpOperand, state: AnalysisState) -> bool:
    rm = state.model(read.owner)
    so = rm.subset_operands(read.owner) if rm is not None else None
    if so is not None:
        src, dst = so
        if read is dst and _matches_insert_destination(state, write.value, read.owner, rm):
            return True
        if read is src and write is dst and _matches_insert_destination(state, read.value, read.owner, rm):
            return True
    wm = state.model(write.owner)
    so = wm.subset_operands(write.owner) if wm is not None else None
    if so is not None:
        src, dst = so
        if write is dst and state.are_equivalent(read.value, src.value) \
                and _matches_insert_destination(state, src.value, write.owner, wm):
            return True
    return False


def _equivalent_in_chain(state, use: OpOperand, value: Value) -> bool:
    """upstream hasEquivalentValueInReverseUseDefChain: ``value`` itself on
    the equivalent-only reverse use-def chain of ``use`` (the common case:
    `ins(%t) outs(%t)`, found before any in-place decision makes %t's
    definition equivalent), or a leaf already known equivalent to it."""
    if state.find_in_reverse_use_def_chain(use.value, lambda v: v is value, always_include_leaves=False,
                                           follow_equivalent_only=True):
        return True
    return any(state.are_equivalent(v, value)
               for v in state.find_in_reverse_use_def_chain(use.value, lambda v: False,
                                                            follow_equivalent_only=True))


def has_raw_interference(reads, writes, state: AnalysisState, dom_cache: dict) -> bool:
    if not writes:
        return False
    for u_read in reads:
        definitions = state.find_definitions(u_read)
        if not definitions:
            continue
        for u_write in writes:
            if pair_conflicts(u_read, definitions, u_write, state, dom_cache):
                return True
    return False


def pair_conflicts(u_read: OpOperand, definitions: list, u_write: OpOperand, state: AnalysisState,
                   dom_cache: dict) -> bool:
    """upstream hasReadAfterWriteInterference for one (read, write) pair."""
    reading_op = u_read.owner
    writing_op = u_write.owner
    if can_use_op_dominance(u_read, u_write, definitions, state, dom_cache):
        if happens_before(reading_op, writing_op, dom_cache):
            return False
        if not may_run_after(writing_op, reading_op, cache=dom_cache):
            return False   # no CFG path from the write to the read (a diamond's two arms)
        if u_write is u_read:
            return False
        if inside_mutually_exclusive_regions(reading_op, writing_op, state):
            return False
    if writing_op is reading_op:
        m = state.model(reading_op)
        if m is not None and m.bufferizes_to_elementwise_access(reading_op, (u_read, u_write), state):
            if _equivalent_in_chain(state, u_read, u_write.value) or \
                    _equivalent_in_chain(state, u_write, u_read.value):
                return False
    # The definitions are checked before the subsets (upstream's order is
    # the reverse): both only rule conflicts out, and this one is cheap
    # where the subset match may walk a long use-def chain.
    conflicting_def = None
    for d in definitions:
        if isinstance(d, OpResult):
            if happens_before(writing_op, d.op, dom_cache):
                continue
            if d.op is not writing_op and d.op.is_ancestor_of(writing_op):
                continue
        else:
            # Departure from LLVM 22, which skips every write outside the
            # argument's own block: in a CFG the write may run after the
            # block is entered, in a block it reaches, and then the read, on
            # a path that does not re-enter the block (which would redefine
            # the argument).  docs/upstream-miscompiles.md.
            if not written_after_block_argument(d, writing_op, dom_cache):
                continue
            if not may_run_after(writing_op, reading_op, barrier=d.block, cache=dom_cache):
                continue
        # The conflicting write is the definition itself.  (Region ops
        # also list the block argument they feed; only results count.)
        al = [a for a in state.aliasing_values(u_write) if isinstance(a.target, OpResult)]
        if len(al) == 1 and al[0].target is d:
            continue
        conflicting_def = d
        break
    if conflicting_def is None or _non_conflicting_subsets(u_read, u_write, state):
        return False
    state.last_conflict = (u_read, u_write, conflicting_def)
    if state.options.print_conflicts:
        state.conflicts.append((u_read, u_write, conflicting_def))
    return True


def would_create_raw_interference(use: OpOperand, state: AnalysisState, dom_cache: dict,
                                  consistency_only: bool = False) -> bool:
    if state.index is not None and not consistency_only and not state.options.print_conflicts:
        fast = _raw_interference_indexed(use, state, dom_cache)
        if not CHECK_INDEX:
            return fast
        full = _raw_interference_full(use, state, dom_cache, False)
        if fast != full:
            raise AssertionError(f"conflict index disagrees on {use.owner.name} operand #{use.index}: "
                                 f"indexed={fast} full={full}")
        return fast
    return _raw_interference_full(use, state, dom_cache, consistency_only)


def _raw_interference_full(use, state, dom_cache, consistency_only) -> bool:
    writes: dict = {}
    targets = [use.value] + [a.target for a in state.aliasing_values(use)]
    for v in targets:
        _aliasing_in_place_writes(v, state, writes)
    if not consistency_only and state.writes(use):
        writes[use] = None
    if not writes:   # no write, no conflict: the reads need not be gathered
        return False
    reads: dict = {}
    for v in targets:
        _aliasing_reads(v, state, reads)
    return has_raw_interference(reads, writes, state, dom_cache)


def _raw_interference_indexed(use, state, dom_cache) -> bool:
    """Same answer as the full check: only the pairs that cross the alias
    sets this decision joins, inside their position windows (conflict_index)."""
    idx = state.index
    roots = [idx.root(use.value)]
    for a in state.aliasing_values(use):
        r = idx.root(a.target)
        if r not in roots:
            roots.append(r)
    new_write = use if state.writes(use) else None
    seen = set()
    for u_read, u_write in idx.candidate_pairs(roots, new_write):
        if (u_read, u_write) in seen:
            continue
        seen.add((u_read, u_write))
        if pair_conflicts(u_read, state.find_definitions(u_read), u_write, state, dom_cache):
            return True
    return False


def would_write_to_non_writable(use: OpOperand, state: AnalysisState, consistency_only: bool = False) -> bool:
    idx = state.index
    found_write = not consistency_only and state.writes(use)
    if not found_write:
        # upstream getAliasingInplaceWrites of the operand's value and of
        # every aliasing value (the operand's own alias set too: a call of an
        # external function writes its unranked operand in place, must).
        values = [use.value] + [a.target for a in state.aliasing_values(use)]
        if idx is not None:
            found_write = any(idx.has_writes(idx.root(v)) for v in values)
        else:
            found_write = any(state.is_value_written(v) for v in values)
    if not found_write:
        return False
    if idx is not None and not state.options.print_conflicts:
        return any(idx.nonwritable[idx.root(v)]
                   for v in [use.value] + [a.target for a in state.aliasing_values(use)])
    if not state.options.print_conflicts:
        return _non_writable_alias(use, state) is not None
    found = list(_non_writable_aliases(use, state))
    state.non_writable_reported.extend(found)
    return bool(found)


def analyze_operand(use: OpOperand, state: AnalysisState, dom_cache: dict) -> None:
    if use in state.in_place:
        return
    if would_write_to_non_writable(use, state):
        state.bufferize_out_of_place(use, NonWritable(use, _non_writable_alias(use, state)))
    elif would_create_raw_interference(use, state, dom_cache):
        read, write, definition = state.last_conflict
        state.bufferize_out_of_place(use, ReadAfterWrite(use, read, write, definition))
    else:
        state.bufferize_in_place(use)


def _non_writable_aliases(use: OpOperand, state: AnalysisState):
    """The read-only buffers (a constant, a read-only function argument) that
    an in-place write of ``use`` would write into, in alias-set order."""
    for v in [use.value] + [a.target for a in state.aliasing_values(use)]:
        for alias in state.alias_set(v):
            if not state.is_writable(alias):
                yield alias


def _non_writable_alias(use: OpOperand, state: AnalysisState):
    """The first of ``_non_writable_aliases``, or None."""
    return next(_non_writable_aliases(use, state), None)


# ---- driver ---------------------------------------------------------------------


def has_tensor_semantics(op: Operation) -> bool:
    if any(is_tensor(o.value) for o in op.operands) or any(is_tensor(r) for r in op.results):
        return True
    for r in op.regions:
        for b in r.blocks:
            if any(is_tensor(a) for a in b.args):
                return True
    return False


def analyzed_op(op: Operation) -> bool:
    """upstream hasTensorSemantics, which picks the ops the analysis orders:
    a function-like op (a ``function_type`` property) with a tensor in its
    signature, any other op with a tensor operand or result."""
    ft = op.properties.get("function_type")
    if ft is not None and isinstance(getattr(ft, "value", None), T.FunctionType):
        sig = ft.value
        return any(isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)) for t in (*sig.inputs, *sig.results))
    return any(is_tensor(o.value) for o in op.operands) or any(is_tensor(r) for r in op.results)


def init_state(root: Operation, state: AnalysisState) -> None:
    """Alias-set entries for every tensor value; operands that must bufferize
    in place are marked first (upstream's OneShotAnalysisState constructor)."""
    for op in root.walk():
        for r in op.results:
            if is_tensor(r):
                state.aliases.add(r)
                state.equivalent.add(r)
        for region in op.regions:
            for b in region.blocks:
                for a in b.args:
                    if is_tensor(a):
                        state.aliases.add(a)
                        state.equivalent.add(a)
    for op in root.walk():
        m = state.model(op)
        if m is None:
            continue
        for o in op.operands:
            if is_tensor(o.value) and m.must_bufferize_in_place(o, state):
                state.bufferize_in_place(o)


def _mt_shuffle(items: list, seed: int) -> None:
    """llvm::shuffle with std::mt19937(seed)."""
    g = _MT19937(seed)
    n = len(items)
    first = 0
    size = n
    while size > 1:
        off = g.next() % size
        if off:
            items[first], items[first + off] = items[first + off], items[first]
        first += 1
        size -= 1


class _MT19937:
    def __init__(self, seed: int):
        self.mt = [0] * 624
        self.index = 624
        self.mt[0] = seed & 0xFFFFFFFF
        for i in range(1, 624):
            self.mt[i] = (1812433253 * (self.mt[i - 1] ^ (self.mt[i - 1] >> 30)) + i) & 0xFFFFFFFF

    def next(self) -> int:
        if self.index >= 624:
            for i in range(624):
                y = (self.mt[i] & 0x80000000) | (self.mt[(i + 1) % 624] & 0x7FFFFFFF)
                self.mt[i] = self.mt[(i + 397) % 624] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
            self.index = 0
        y = self.mt[self.index]
        self.index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        y ^= y >> 18
        return y & 0xFFFFFFFF


def _bottom_up_from_terminators(root: Operation, ops: list, state) -> list:
    """upstream bottomUpFromTerminatorsHeuristic: from each region-branch
    terminator (post order), the ops on the reverse use-def chains of its
    tensor operands through aliasing operands, staying in its region; then
    every other op in reverse post order.  Only ops of ``ops`` are kept."""
    from ...analysis.interfaces import is_region_branch_terminator
    allowed = set(ops)
    traversed: dict = {}
    for term in root.walk(post_order=True):
        if term in traversed or not is_region_branch_terminator(term):
            continue
        traversed[term] = None
        region = term.parent_region
        work = [o.value for o in term.operands if is_tensor(o.value) and isinstance(o.value, OpResult)]
        while work:
            r = work.pop()
            d = r.op
            if d in traversed:
                continue
            traversed[d] = None
            if _ancestor_in_region(region, d) is None:
                continue
            for a in state.aliasing_operands(r):
                v = a.target.value
                if is_tensor(v) and isinstance(v, OpResult):
                    work.append(v)
    out = [op for op in traversed if op in allowed]
    out += [op for op in _reverse_post_order(root) if op not in traversed and op in allowed]
    return out


def _ancestor_in_region(region, op: Operation) -> Optional[Operation]:
    while op is not None and op.parent_region is not region:
        op = op.parent_op
    return op


def _reverse_post_order(root: Operation) -> list:
    """upstream walk<PostOrder, ReverseIterator>: nested ops first, regions,
    blocks and ops each from the last to the first."""
    out = []
    stack = [(root, False)]
    while stack:
        op, expanded = stack.pop()
        if expanded:
            out.append(op)
            continue
        stack.append((op, True))
        for r in op.regions:
            for blk in r.blocks:
                for child in blk:
                    stack.append((child, False))
    return out


def analyze_ops(root: Operation, state: AnalysisState, skip_funcs=()) -> None:
    ops = []
    for op in root.walk(post_order=True):
        if analyzed_op(op):
            fn = op if op.name == "func.func" else next((a for a in op.ancestors() if a.name == "func.func"), None)
            if fn is not None and fn in skip_funcs:
                continue
            ops.append(op)
    analyze_in_order(root, order_ops(root, ops, state), state)


def order_ops(root: Operation, ops: list, state: AnalysisState) -> list:
    """The order in which ``ops`` (a post-order walk) are analysed: the
    heuristic of the options, after the fuzzer's shuffle (llvm::shuffle with
    std::mt19937 seeded by analysis-fuzzer-seed)."""
    opts = state.options
    h = opts.analysis_heuristic
    if opts.analysis_fuzzer_seed or h == "fuzzer":
        _mt_shuffle(ops, opts.analysis_fuzzer_seed)
    if h == "bottom-up":
        ops.reverse()
    elif h == "bottom-up-from-terminators":
        ops = _bottom_up_from_terminators(root, ops, state)
    return ops


def analyze_in_order(root: Operation, ops: list, state: AnalysisState) -> None:
    """Decide every tensor operand of ``ops`` in that order, then find the
    equivalences (upstream analyzeOp after the heuristic ordering)."""
    dom_cache: dict = {}
    state.index = ConflictIndex(root, state)
    try:
        for op in ops:
            for o in op.operands:
                if is_tensor(o.value):
                    analyze_operand(o, state, dom_cache)
    finally:
        state.index = None
    # upstream runs the equivalence analysis on a fresh post-order walk,
    # whatever order the in-place decisions were taken in.
    analyzed = set(ops)
    equivalence_analysis([op for op in root.walk(post_order=True) if op in analyzed], state)


def equivalence_analysis(ops, state: AnalysisState) -> None:
    for op in ops:
        m = state.model(op)
        if m is None:
            continue
        for r in op.results:
            if not is_tensor(r):
                continue
            aliases = state.aliasing_operands(r)
            if not aliases:
                continue
            first = aliases[0].target.value
            all_eq = True
            for a in aliases:
                eq = a.relation == "equivalent"
                inpl = a.target in state.in_place
                if eq and inpl and a.definite:
                    state.equivalent.union(r, a.target.value)
                    all_eq = False
                    break
                if not eq or not inpl:
                    all_eq = False
                if not state.are_equivalent(a.target.value, first):
                    all_eq = False
            if all_eq and not m.bufferizes_to_allocation(r):
                state.equivalent.union(r, first)


def gather_undefined_uses(root: Operation, state: AnalysisState) -> None:
    for op in root.walk():
        if state.model(op) is None:
            continue
        for r in op.results:
            if not is_tensor(r) or not r.uses:
                continue
            first = next(iter(r.uses))
            if not state.find_definitions(first):
                state.undefined_uses.update(r.uses)


def check_pre_bufferization_assumptions(root: Operation, state: AnalysisState) -> Optional[tuple]:
    """upstream checkPreBufferizationAssumptions: IR the analysis cannot
    handle, or conflicts that no decision can avoid (must-in-place operands)."""
    dom_cache: dict = {}
    for op in root.walk():
        m = state.model(op)
        if m is None:
            continue
        if op.name == "bufferization.to_tensor" and "restrict" not in op.properties \
                and "restrict" not in op.attributes and op.result.uses:
            return (op, f"'{op.name}' op to_tensor ops without `restrict` are not supported by One-Shot Analysis")
        for o in op.operands:
            if not is_tensor(o.value):
                continue
            if would_create_raw_interference(o, state, dom_cache, consistency_only=True):
                return (op, f"'{op.name}' op not bufferizable under the given constraints: cannot avoid RaW conflict")
            if o in state.in_place and would_write_to_non_writable(o, state, consistency_only=True):
                return (op, f"'{op.name}' op not bufferizable under the given constraints: "
                            "would write to read-only buffer")
    return None


def analyze(root: Operation, state: AnalysisState, skip_funcs=()) -> Optional[tuple]:
    """Run the analysis; returns (op, message) for the first failed
    verifyAnalysis, else None."""
    init_state(root, state)
    bad = check_pre_bufferization_assumptions(root, state)
    if bad:
        return bad
    analyze_ops(root, state, skip_funcs)
    gather_undefined_uses(root, state)
    for op in root.walk():
        m = state.model(op)
        if m is not None:
            msg = m.verify_analysis(op, state)
            if msg:
                return msg if isinstance(msg, tuple) else (op, msg)
    return None
