"""``buffer-deallocation-simplification``, after upstream's
BufferDeallocationSimplification.cpp: the greedy driver applies, to every
``bufferization.dealloc``, the four alias-analysis based patterns
(RemoveDeallocMemrefsContainedInRetained, RemoveRetainedMemrefsGuaranteedToNotAlias,
SplitDeallocWhenNotAliasingAnyOther, RetainedMemrefAliasingAlwaysDeallocatedMemref)
and the op's canonicalization patterns (duplicate memrefs / retained values,
empty and always-false deallocs, extract_strided_metadata of an allocation,
alloc/dealloc pairs), folding other ops and erasing dead ones on the way.

The aliasing facts come from :class:`BufferOriginAnalysis` (upstream's
BufferViewFlowAnalysis + BufferOriginAnalysis): a value's possible origins are
found by following view-like ops, branch and region-branch forwarding, and
call operands backwards to "terminal" buffers (allocations, function
arguments, results of ops the analysis does not know).
"""
from __future__ import annotations

from ...analysis import interfaces as I
from ...dialects.common import seg_attr, segments
from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import BlockArgument, OpResult, Operation
from ...transforms.rewrite import GreedyConfig, GreedyDriver, constant_value

# ---- helpers ----------------------------------------------------------------------------------


def is_memref(v) -> bool:
    return I.is_buffer(v)


def const_i1(v):
    """True/False if ``v`` is a constant i1 (m_One / m_Zero), else None."""
    d = v.defining_op() if v is not None else None
    if d is None or v.type != T.i1:
        return None
    a = constant_value(d)
    if isinstance(a, (A.BoolAttr, A.IntegerAttr)):
        return bool(a.value)
    return None


def dealloc_parts(op):
    m, c, r = segments(op, 3)
    return list(m), list(c), list(r)


def make_dealloc(memrefs, conds, retained, loc):
    return Operation("bufferization.dealloc", list(memrefs) + list(conds) + list(retained),
                     [T.i1] * len(retained),
                     properties={"operandSegmentSizes": seg_attr(len(memrefs), len(conds), len(retained))},
                     loc=loc)


def bool_const(b: bool, loc):
    return Operation("arith.constant", (), [T.i1], properties={"value": A.TRUE if b else A.FALSE}, loc=loc)


def has_allocate_effect(v) -> bool:
    """upstream ``hasEffect<Allocate>(op, v)``: the defining op declares an
    allocate effect on exactly ``v`` (ops with unknown effects: no)."""
    d = v.defining_op() if isinstance(v, OpResult) else None
    if d is None:
        return False
    effs = I.own_effects(d)
    return bool(effs) and any(e.kind == "allocate" and e.value is v for e in effs)


def is_function_argument(v) -> bool:
    if not isinstance(v, BlockArgument):
        return False
    b = v.block
    parent = b.parent.parent if b.parent is not None else None
    return parent is not None and parent.name == "func.func" and b is b.parent.blocks[0]


def view_base(v):
    """Skip over view-like ops (while ``v`` is the view's first result)."""
    for _ in range(10000):
        d = v.defining_op() if isinstance(v, OpResult) else None
        if d is None:
            return v
        vs = I.view_source(d)
        if vs is None or v is not d.results[0]:
            return v
        v = d.operands[vs].value
    return v


# ---- BufferViewFlowAnalysis / BufferOriginAnalysis --------------------------------------------


class BufferOriginAnalysis:
    def __init__(self, root):
        self.rev: dict = {}        # value -> set of values it may originate from
        self.terminals: set = set()
        # per value, computed on first use (the analysis is built once, then read;
        # the simplification rewrites only dealloc ops, never a view chain)
        self._facts: dict = {}     # terminals_of
        self._bases: dict = {}     # view_base
        self._allocs: dict = {}    # has_allocate_effect
        self._build(root)

    def _dep(self, values, deps):
        for v, d in zip(values, deps):
            self.rev.setdefault(d, set()).add(v)

    def _terminal_values(self, op):
        for r in op.results:
            if is_memref(r):
                self.terminals.add(r)
        for region in op.regions:
            if region.blocks:
                for a in region.blocks[0].args:
                    if is_memref(a):
                        self.terminals.add(a)

    def _build(self, root):
        for op in root.walk():
            flow = I.view_flow(op)
            if flow is not None:
                # BufferViewFlowOpInterface (arith.select: the result is one
                # of the two values; memref.realloc: the source, or a fresh buffer)
                self._dep([s for s, _ in flow], [t for _, t in flow])
                if I.lookup_extra(op, "view_flow_terminal"):
                    self.terminals.update(r for r in op.results if is_memref(r))
                continue
            vs = I.view_source(op)
            if vs is not None and op.results:
                self._dep([op.operands[vs].value], [op.results[0]])
                continue
            if op.successors and I.is_branch(op):
                for i, succ in enumerate(op.successors):
                    fw = I.successor_operands(op, i) or []
                    self._dep(fw, succ.args)
                continue
            if op.regions and I.is_region_branch(op):
                for e in I.region_edges(op):
                    self._dep(e.forwarded, e.inputs)
                continue
            if I.is_region_branch_terminator(op):
                continue
            if I.is_call(op):
                self._terminal_values(op)
                for o in op.operands:
                    for r in op.results:
                        self._dep([o.value], [r])
                continue
            self._terminal_values(op)

    def resolve_reverse(self, v):
        out, stack = set(), [v]
        while stack:
            x = stack.pop()
            if x in out:
                continue
            out.add(x)
            stack.extend(self.rev.get(x, ()))
        return out

    def base(self, v):
        """``view_base(v)``, once per value."""
        b = self._bases.get(v)
        if b is None:
            b = self._bases[v] = view_base(v)
        return b

    def allocates(self, v) -> bool:
        """``has_allocate_effect(v)``, once per value."""
        a = self._allocs.get(v)
        if a is None:
            a = self._allocs[v] = has_allocate_effect(v)
        return a

    def distinct_alloc_and_block_argument(self, v1, v2) -> bool:
        """One is an allocation and the other an argument of a block that
        holds the allocation (so the argument cannot be that buffer)."""
        b1, b2 = self.base(v1), self.base(v2)

        def distinct(x, y):
            return isinstance(y, BlockArgument) and isinstance(x, OpResult) and self.allocates(x) and \
                _ancestor_in_block(y.block, x.op) is not None

        return distinct(b1, b2) or distinct(b2, b1)

    def terminals_of(self, v):
        """(the terminal values ``v`` may originate from, whether all are
        allocations, whether all are allocations or function arguments);
        computed once per value: a dealloc op's memrefs are compared pair by
        pair, and each walk of the origins is as long as the function."""
        f = self._facts.get(v)
        if f is None:
            t = {x for x in self.resolve_reverse(v) if is_memref(x) and x in self.terminals}
            allocs = [self.allocates(x) for x in t]
            f = self._facts[v] = (t, all(allocs), all(a or is_function_argument(x) for a, x in zip(allocs, t)))
        return f

    def is_same_allocation(self, v1, v2):
        """True (same allocation), False (distinct), None (unknown)."""
        v1, v2 = self.base(v1), self.base(v2)
        if v1 is v2:
            return True
        t1, a1, af1 = self.terminals_of(v1)
        t2, a2, af2 = self.terminals_of(v2)
        if len(t1) == 1 and len(t2) == 1 and t1 == t2:
            return True
        if t1 & t2:
            return None
        if (a1 and (a2 or af2)) or ((a1 or af1) and a2):
            return False
        return None


def _ancestor_in_block(block, op):
    while op is not None:
        if op.parent is block:
            return op
        p = op.parent
        if p is None or p.parent is None:
            return None
        op = p.parent.parent
    return None


def potentially_aliases(analysis, others, memref) -> bool:
    for o in others:
        if analysis.distinct_alloc_and_block_argument(o, memref):
            continue
        r = analysis.is_same_allocation(o, memref)
        if r is None or r is True:
            return True
    return False


# ---- patterns -----------------------------------------------------------------------------------


def _update_if_changed(op, memrefs, conds, rw) -> bool:
    m, c, r = dealloc_parts(op)
    if len(m) == len(memrefs) and all(a is b for a, b in zip(m, memrefs)) and \
            len(c) == len(conds) and all(a is b for a, b in zip(c, conds)):
        return False

    def upd():
        op.set_operands(list(memrefs) + list(conds) + r)
        op.properties["operandSegmentSizes"] = seg_attr(len(memrefs), len(conds), len(r))
    rw.modify_op_in_place(op, upd)
    return True


def _replace_all_uses_except(rw, old, new, except_op):
    for use in list(old.uses):
        if use.owner is not except_op:
            rw.notify(use.owner)
            use.set(new)


class Patterns:
    def __init__(self, analysis):
        self.a = analysis

    # RemoveDeallocMemrefsContainedInRetained
    def _handle_one(self, op, memref, cond, rw) -> bool:
        rw.set_insertion_point_after(op)
        _, _, retained = dealloc_parts(op)
        must = False
        for r in retained:
            res = self.a.is_same_allocation(r, memref)
            if res is None:
                return False
            if res is True:
                must = True
        if not must:
            return False
        for i, r in enumerate(retained):
            if self.a.is_same_allocation(r, memref) is True:
                upd = op.results[i]
                dis = rw.create("arith.ori", [upd, cond], [T.i1], loc=op.loc)
                _replace_all_uses_except(rw, upd, dis.results[0], dis)
        return True

    def remove_memrefs_contained_in_retained(self, op, rw) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        if len(set(retained)) != len(retained):
            return False
        nm, nc = [], []
        for m, c in zip(memrefs, conds):
            if self._handle_one(op, m, c, rw):
                continue
            d = m.defining_op() if isinstance(m, OpResult) else None
            if d is not None and d.name == "memref.extract_strided_metadata" and \
                    self._handle_one(op, d.operands[0].value, c, rw):
                continue
            nm.append(m)
            nc.append(c)
        return _update_if_changed(op, nm, nc, rw)

    def remove_retained_not_aliasing(self, op, rw) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        new_ret, repl = [], []
        rw.set_insertion_point_before(op)
        for r in retained:
            if potentially_aliases(self.a, memrefs, r):
                new_ret.append(r)
                repl.append(None)
                continue
            repl.append(rw.insert(bool_const(False, op.loc)).results[0])
        if len(new_ret) == len(retained):
            return False
        new = rw.insert(make_dealloc(memrefs, conds, new_ret, op.loc))
        i = 0
        for k, v in enumerate(repl):
            if v is None:
                repl[k] = new.results[i]
                i += 1
        rw.replace_op(op, repl)
        return True

    def split_not_aliasing(self, op, rw) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        if len(memrefs) <= 1:
            return False
        rw.set_insertion_point_before(op)
        rem_m, rem_c, updated = [], [], []
        for i, (m, c) in enumerate(zip(memrefs, conds)):
            others = memrefs[:i] + memrefs[i + 1:]
            if potentially_aliases(self.a, others, m):
                rem_m.append(m)
                rem_c.append(c)
                continue
            new = rw.insert(make_dealloc([m], [c], retained, op.loc))
            updated.append(list(new.results))
        if len(rem_m) == len(memrefs):
            return False
        new = rw.insert(make_dealloc(rem_m, rem_c, retained, op.loc))
        repl = list(new.results)
        for add in updated:
            for i in range(len(repl)):
                repl[i] = rw.create("arith.ori", [repl[i], add[i]], [T.i1], loc=op.loc).results[0]
        rw.replace_op(op, repl)
        return True

    def retained_aliasing_always_deallocated(self, op, rw) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        hit = [False] * len(retained)
        nm, nc = [], []
        for m, c in zip(memrefs, conds):
            drop = False
            for i, r in enumerate(retained):
                if const_i1(c) is not True:
                    continue
                res = op.results[i]
                if self.a.is_same_allocation(r, m) is True:
                    rw.replace_all_uses_with(res, c)
                    hit[i] = drop = True
                    continue
                d = m.defining_op() if isinstance(m, OpResult) else None
                if d is None or d.name != "memref.extract_strided_metadata":
                    continue
                if self.a.is_same_allocation(r, d.operands[0].value) is True:
                    rw.replace_all_uses_with(res, c)
                    hit[i] = drop = True
            if not drop:
                nm.append(m)
                nc.append(c)
        if not all(hit):
            return False
        return _update_if_changed(op, nm, nc, rw)

    # canonicalization patterns of bufferization.dealloc
    @staticmethod
    def remove_duplicate_memrefs(op, rw) -> bool:
        memrefs, conds, _ = dealloc_parts(op)
        index, nm, nc = {}, [], []
        rw.set_insertion_point_before(op)
        for m, c in zip(memrefs, conds):
            if m in index:
                k = index[m]
                if nc[k] is not c:
                    nc[k] = rw.create("arith.ori", [nc[k], c], [T.i1], loc=op.loc).results[0]
            else:
                index[m] = len(nm)
                nm.append(m)
                nc.append(c)
        return _update_if_changed(op, nm, nc, rw)

    @staticmethod
    def remove_duplicate_retained(op, rw) -> bool:
        memrefs, conds, retained = dealloc_parts(op)
        seen, new_ret, idx = {}, [], []
        for r in retained:
            if r in seen:
                idx.append(seen[r])
                continue
            seen[r] = len(new_ret)
            new_ret.append(r)
            idx.append(seen[r])
        if len(new_ret) == len(retained):
            return False
        rw.set_insertion_point_before(op)
        new = rw.insert(make_dealloc(memrefs, conds, new_ret, op.loc))
        rw.replace_op(op, [new.results[i] for i in idx])
        return True

    @staticmethod
    def erase_empty(op, rw) -> bool:
        memrefs, _, _ = dealloc_parts(op)
        if memrefs:
            return False
        rw.set_insertion_point_before(op)
        f = rw.insert(bool_const(False, op.loc)).results[0]
        rw.replace_op(op, [f] * len(op.results))
        return True

    @staticmethod
    def erase_always_false(op, rw) -> bool:
        memrefs, conds, _ = dealloc_parts(op)
        keep = [(m, c) for m, c in zip(memrefs, conds) if const_i1(c) is not False]
        return _update_if_changed(op, [m for m, _ in keep], [c for _, c in keep], rw)

    @staticmethod
    def skip_extract_metadata_of_alloc(op, rw) -> bool:
        memrefs, conds, _ = dealloc_parts(op)
        nm = []
        for m in memrefs:
            d = m.defining_op() if isinstance(m, OpResult) else None
            if d is not None and d.name == "memref.extract_strided_metadata":
                src = d.operands[0].value
                if has_allocate_effect(src):
                    nm.append(src)
                    continue
            nm.append(m)
        return _update_if_changed(op, nm, conds, rw)

    @staticmethod
    def remove_alloc_dealloc_pair(op, rw) -> bool:
        memrefs, conds, _ = dealloc_parts(op)
        nm, nc, to_delete = [], [], []
        for m, c in zip(memrefs, conds):
            d = m.defining_op() if isinstance(m, OpResult) else None
            if d is not None and has_allocate_effect(m):
                effs = I.own_effects(d) or []
                single = len(effs) == 1 and effs[0].kind == "allocate" and effs[0].value is m
                if single and len(m.uses) == 1:
                    to_delete.append(d)
                    continue
            nm.append(m)
            nc.append(c)
        if not _update_if_changed(op, nm, nc, rw):
            return False
        for d in to_delete:
            rw.erase_op(d)
        return True

    def all(self):
        return [self.remove_memrefs_contained_in_retained, self.remove_retained_not_aliasing,
                self.split_not_aliasing, self.retained_aliasing_always_deallocated,
                self.remove_duplicate_memrefs, self.remove_duplicate_retained, self.erase_empty,
                self.erase_always_false, self.skip_extract_metadata_of_alloc, self.remove_alloc_dealloc_pair]


class _Driver(GreedyDriver):
    def __init__(self, patterns):
        super().__init__(GreedyConfig(region_simplify="normal"))
        self._dealloc_patterns = patterns

    def patterns_of(self, name, d):
        return self._dealloc_patterns if name == "bufferization.dealloc" else []


def simplify_all(root) -> bool:
    """Run the simplification on the regions of ``root``; True if converged."""
    analysis = BufferOriginAnalysis(root)
    return _Driver(Patterns(analysis).all()).run(root)
