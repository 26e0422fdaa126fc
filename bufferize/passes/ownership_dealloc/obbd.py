"""The ``ownership-based-buffer-deallocation`` algorithm, a port of upstream's
OwnershipBasedBufferDeallocation.cpp + DeallocationState
(BufferDeallocationOpInterface.cpp) and the cf.cond_br / arith.select
BufferDeallocationOpInterface models, so that its raw output (order of
inserted ops, constants, ``memref.extract_strided_metadata`` of every freed
buffer, ...) is upstream's.  The cf.cond_br model serves every branch with
several successors that declares ``successor_condition`` (cf.switch too,
which upstream rejects).

Blocks are processed post-order over ops (nested blocks first), the blocks of
a region in depth-first pre-order over successors from the entry block
(upstream's ForwardDominanceIterator; unreachable blocks are skipped).
"""
from __future__ import annotations

import functools

from ...analysis import interfaces as I
from ...dialects.common import seg_attr
from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import Block, BlockArgument, OpResult, Operation, Region
from ...transforms.rewrite import constant_value

UNKNOWN = object()   # the 'Unknown' ownership state (None: uninitialized)


class OBBDError(Exception):
    def __init__(self, op, msg):
        super().__init__(msg)
        self.op, self.msg = op, msg


def _is_func(op) -> bool:
    return op is not None and op.name == "func.func"


def _const_of(v):
    d = v.defining_op() if isinstance(v, OpResult) else None
    if d is None:
        return None
    a = constant_value(d)
    if isinstance(a, (A.BoolAttr, A.IntegerAttr)):
        return (v.type, int(a.value))
    return None


def _bool(b: bool, loc):
    return Operation("arith.constant", (), [T.i1], properties={"value": A.TRUE if b else A.FALSE}, loc=loc)


def _loc(v, default):
    if isinstance(v, OpResult):
        return v.defining_op().loc
    return getattr(v, "loc", None) or default


def _dealloc(memrefs, conds, retained, loc):
    return Operation("bufferization.dealloc", list(memrefs) + list(conds) + list(retained),
                     [T.i1] * len(retained),
                     properties={"operandSegmentSizes": seg_attr(len(memrefs), len(conds), len(retained))},
                     loc=loc)


def _insert_before(anchor, op):
    anchor.parent.insert_before(anchor, op)
    return op


def _at_begin(block, op):
    block.prepend(op)
    return op


def _region_of(v):
    if isinstance(v, BlockArgument):
        return v.block.parent
    return v.defining_op().parent.parent


def _region_number(region):
    return region.parent.regions.index(region)


def _parent_region(region):
    op = region.parent
    if op is None or op.parent is None:
        return None
    return op.parent.parent


def _op_index(op):
    i = 0
    o = op.parent.first
    while o is not None and o is not op:
        i += 1
        o = o.next
    return i


def _before(a, b) -> bool:
    """``a`` before ``b`` (ops in the same region)."""
    if a.parent is not b.parent:
        blocks = a.parent.parent.blocks
        return blocks.index(a.parent) < blocks.index(b.parent)
    return _op_index(a) < _op_index(b)


def _value_cmp(lhs, rhs) -> int:
    """upstream ValueComparator as a cmp function."""
    if lhs is rhs:
        return 0

    def lt(l, r) -> bool:
        la, ra = isinstance(l, BlockArgument), isinstance(r, BlockArgument)
        if la != ra:
            return la
        if la:
            if l.index != r.index:
                return l.index < r.index
            lr, rr = l.block.parent, r.block.parent
            if lr is rr:   # different blocks of one region
                return lr.blocks.index(l.block) < lr.blocks.index(r.block)
        elif l.defining_op() is r.defining_op():
            return l.index < r.index
        else:
            lr, rr = _region_of(l), _region_of(r)
            if lr is rr:
                return _before(l.defining_op(), r.defining_op())
        while lr is not None and rr is not None:
            if _region_number(lr) != _region_number(rr):
                return _region_number(lr) < _region_number(rr)
            if _parent_region(lr) is _parent_region(rr):
                return _before(lr.parent, rr.parent)
            lr, rr = _parent_region(lr), _parent_region(rr)
        return rr is not None

    return -1 if lt(lhs, rhs) else 1


_KEY = functools.cmp_to_key(_value_cmp)


def _sorted(values):
    return sorted(values, key=_KEY)


def _dfs_blocks(region):
    """The region's blocks reachable from its entry, in pre-order DFS that
    visits successors in order.  (Iterative, and without a recursive closure:
    that was a reference cycle per region, never freed with the collector
    off, and a RecursionError on a long chain of blocks.)"""
    if not region.blocks:
        return []
    entry = region.blocks[0]
    if entry.last is None or not entry.last.successors:
        return [entry]
    seen, out = {entry}, [entry]
    stack = [iter(entry.successors())]
    while stack:
        s = next(stack[-1], None)
        if s is None:
            stack.pop()
        elif s not in seen:
            seen.add(s)
            out.append(s)
            stack.append(iter(s.successors()))
    return out


def dealloc_block_order(op) -> list:
    """The blocks under ``op`` in the order the deallocation processes them:
    each region's blocks in CFG pre-order, and before each block the blocks
    of the ops nested in it (post-order over ops).  Iterative: a recursive
    generator costs O(depth) per block on a deep nest (issue 26)."""
    out: list = []
    # ("op", op) expands an op's regions; ("block", b) emits b after its nested ops
    work: list = [("op", op)]
    while work:
        kind, x = work.pop()
        if kind == "block":
            out.append(x)
            continue
        items = []
        for region in x.regions:
            for block in _dfs_blocks(region):
                items.extend(("op", inner) for inner in list(block) if inner.regions)
                items.append(("block", block))
        work.extend(reversed(items))
    return out


class Deallocator:
    def __init__(self, func, dyn: bool, liveness):
        self.func = func
        self.dyn = dyn
        self.live = liveness
        self.own: dict = {}
        self.to_dealloc: dict = {}

    # ---- DeallocationState ---------------------------------------------------------------------
    def get(self, v, block):
        return self.own.get((v, block))

    def update(self, v, o, block=None):
        if block is None:
            block = v.parent_block()
        key = (v, block)
        cur = self.own.get(key)
        self.own[key] = self._combine(cur, o)

    @staticmethod
    def _combine(a, b):
        if b is None:
            return a
        if a is None:
            return b
        if a is UNKNOWN or b is UNKNOWN:
            return UNKNOWN
        if a is b:
            return a
        ca, cb = _const_of(a), _const_of(b)
        if ca is not None and ca == cb:
            return a
        return UNKNOWN

    def reset(self, values, block):
        for v in values:
            self.own[(v, block)] = None

    def add(self, v, block):
        self.to_dealloc.setdefault(block, []).append(v)

    def memrefs_and_conditions(self, block, anchor, loc):
        memrefs, conds = [], []
        for m in self.to_dealloc.get(block, []):
            o = self.get(m, block)
            if o is None or o is UNKNOWN:
                raise OBBDError(m, "MemRef value does not have valid ownership")
            if isinstance(m.type, T.UnrankedMemRefType):
                rt = T.MemRefType((), m.type.element_type, A.StridedLayoutAttr(()), m.type.memory_space)
                m = _insert_before(anchor, Operation(
                    "memref.reinterpret_cast", [m], [rt], loc=loc,
                    properties={"static_offsets": A.DenseArrayAttr(T.i64, (0,)),
                                "static_sizes": A.DenseArrayAttr(T.i64, ()),
                                "static_strides": A.DenseArrayAttr(T.i64, ()),
                                "operandSegmentSizes": seg_attr(1, 0, 0, 0)})).results[0]
            t = m.type
            rts = [T.MemRefType((), t.element_type, None, t.memory_space)] + [T.index] * (1 + 2 * t.rank)
            memrefs.append(_insert_before(anchor, Operation("memref.extract_strided_metadata", [m], rts,
                                                            loc=loc)).results[0])
            conds.append(o)
        return memrefs, conds

    def to_retain(self, block, to_block, dest_operands):
        out = [v for v in dest_operands if I.is_buffer(v)]
        live_out = {v for v in self.live.live_out(block) if I.is_buffer(v)}
        if to_block is not None:
            live_out &= set(self.live.live_in(to_block))
        return out + _sorted(live_out)

    def unique_ownership(self, memref, block, anchor):
        o = self.get(memref, block)
        if o is not None and o is not UNKNOWN:
            return memref, o
        loc = _loc(memref, anchor.loc)
        clone = _insert_before(anchor, Operation("bufferization.clone", [memref], [memref.type], loc=loc))
        cond = _insert_before(anchor, _bool(True, loc)).results[0]
        nm = clone.results[0]
        self.update(nm, cond)
        self.add(nm, nm.parent_block())
        return nm, cond

    def materialize_unique(self, memref, block, anchor):
        if memref.parent_block() is not block:
            return self.unique_ownership(memref, block, anchor)
        owner = memref.defining_op()
        sel = I.select_operands(owner) if owner is not None else None
        if sel is not None:
            cv, tv, fv = sel
            ot, of = self.get(tv, block), self.get(fv, block)
            if ot is None or ot is UNKNOWN or of is None or of is UNKNOWN:
                return self.unique_ownership(memref, memref.parent_block(), anchor)
            sel = _insert_before(anchor, Operation("arith.select", [cv, ot, of], [T.i1],
                                                   loc=owner.loc))
            return memref, sel.results[0]
        return self.unique_ownership(memref, block, anchor)

    def guaranteed_ownership(self, memref, block, anchor):
        nm, cond = self.materialize_unique(memref, block, anchor)
        c = _const_of(cond)
        if c is not None and c[1] == 1:
            return nm
        loc = _loc(memref, anchor.loc)
        ifop = Operation("scf.if", [cond], [nm.type], loc=loc)
        then_r, else_r = Region([Block()]), Region([Block()])
        ifop.add_region(then_r)
        ifop.add_region(else_r)
        then_r.blocks[0].append(Operation("scf.yield", [nm], [], loc=loc))
        cl = else_r.blocks[0].append(Operation("bufferization.clone", [nm], [nm.type], loc=loc))
        else_r.blocks[0].append(Operation("scf.yield", [cl.results[0]], [], loc=loc))
        _insert_before(anchor, ifop)
        t = _insert_before(anchor, _bool(True, loc)).results[0]
        res = ifop.results[0]
        self.update(res, t)
        self.add(res, res.parent_block())
        return res

    # ---- driver ------------------------------------------------------------------------------
    def _is_proper_ancestor(self, outer, inner) -> bool:
        """Region ``outer`` strictly encloses ``inner``: O(1) from the regions'
        DFS intervals of the function as it was before the pass (a walk up
        from ``inner`` for a region the pass made)."""
        spans = self._spans
        if spans is None:
            spans = self._spans = _region_spans(self.func)
        a, b = spans.get(outer), spans.get(inner)
        if a is None or b is None:
            return _is_proper_ancestor(outer, inner)
        return a[0] < b[0] and b[1] < a[1]

    def run(self):
        self._spans = None
        for block in dealloc_block_order(self.func):
            self.deallocate(block)

    def deallocate(self, block):
        first = block.first
        region = block.parent
        parent = region.parent

        def at_builder(op):
            if first is not None and first.parent is block:
                return _insert_before(first, op)
            return block.append(op)

        for li in _sorted(v for v in self.live.live_in(block) if I.is_buffer(v)):
            lr = _region_of(li)
            if lr is region:
                self.update(li, self.get(li, li.parent_block()), block)
                self.add(li, block)
                continue
            if self._is_proper_ancestor(lr, region):
                f = at_builder(_bool(False, _loc(li, parent.loc))).results[0]
                self.update(li, f, block)
        func_entry = _is_func(parent) and block is region.blocks[0]
        for arg in list(block.args):
            if not I.is_buffer(arg):
                continue
            if func_entry:
                f = at_builder(_bool(False, _loc(arg, parent.loc))).results[0]
                self.update(arg, f)
            else:
                self.update(arg, block.add_arg(T.i1, _loc(arg, parent.loc)))
            self.add(arg, block)
        op = block.first
        while op is not None:
            nxt = op.next
            self.handle(op, block)
            self.populate_remaining(op)
            op = nxt

    def handle(self, op, block):
        if len(op.successors) > 1 and I.lookup_extra(op, "successor_condition") is not None:
            self.multi_branch(op, block)
            return
        if I.is_select_like(op):
            return
        effs = I.own_effects(op)
        if effs is not None:
            self.memory_effects(op, block, effs)
        if op.regions and I.is_region_branch(op):
            self.region_branch(op, block)
        if I.is_call(op):
            self.call(op, block)
        if op.successors:
            self.branch(op, block)
        elif op is block.last and I.is_terminator(op) and (I.is_region_branch_terminator(op)
                                                         or I.is_return_like(op)):
            self.return_like(op, block)

    def memory_effects(self, op, block, effs):
        for e in effs:
            if e.kind == "free" and I.is_buffer(e.value) and "bufferization.manual_deallocation" in op.attributes:
                o = self.get(e.value, block)
                if o is not None and o is not UNKNOWN:
                    t = _insert_before(op, _bool(True, op.loc)).results[0]
                    x = _insert_before(op, Operation("arith.xori", [o, t], [T.i1], loc=op.loc)).results[0]
                    _insert_before(op, Operation("cf.assert", [x], [], loc=op.loc, properties={
                        "msg": A.StringAttr("expected that the block does not have ownership")}))
        for r in op.results:
            if not I.is_buffer(r):
                continue
            alloc = [e for e in effs if e.kind == "allocate" and e.value is r]
            if not alloc:
                continue
            if alloc[0].automatic or "bufferization.manual_deallocation" in op.attributes:
                self.reset([r], block)
                self.update(r, _at_begin(block, _bool(False, op.loc)).results[0])
                continue
            self.update(r, _at_begin(block, _bool(True, op.loc)).results[0])
            self.add(r, block)

    def region_branch(self, op, block):
        entry = []
        for e in I.region_edges(op):
            if e.src == I.PARENT and e.dst != I.PARENT:
                entry = e.forwarded
                break
        n = sum(1 for v in entry if I.is_buffer(v))
        f = _at_begin(block, _bool(False, op.loc)).results[0]
        for _ in range(n):
            op.append_operand(f)
        for r in list(op.results):
            if I.is_buffer(r):
                nr = op.append_result(T.i1)
                self.update(r, nr)
                self.add(r, block)

    def call(self, op, block):
        from . import _is_declaration, _is_private, _resolve_callee
        callee = _resolve_callee(op)
        private = True
        if callee is not None:
            private = _is_private(callee) and not _is_declaration(callee)
        elif op.name == "func.call":
            private = False
        if self.dyn and private:
            for r in list(op.results):
                if I.is_buffer(r):
                    nr = op.append_result(T.i1)
                    self.update(r, nr)
                    self.add(r, r.parent_block())
            return
        t = _insert_before(op, _bool(True, op.loc)).results[0]
        for r in op.results:
            if I.is_buffer(r):
                self.update(r, t)
                self.add(r, r.parent_block())

    def branch(self, op, block):
        """upstream's handleInterface(BranchOpInterface): one successor."""
        if len(op.successors) != 1:
            raise OBBDError(op, "BranchOpInterface operations with multiple successors are not supported yet")
        memrefs, conds = self.memrefs_and_conditions(block, op, op.loc)
        fwd = I.successor_operands(op, 0) or []
        retained = self.to_retain(block, op.successors[0], fwd)
        d = _insert_before(op, _dealloc(memrefs, conds, retained, op.loc))
        self.reset(retained, block)
        for r, o in zip(retained, d.results):
            self.update(r, o, block)
        n = sum(1 for v in fwd if I.is_buffer(v))
        if n:
            I.lookup_extra(op, "set_successor_operands")(op, 0, list(fwd) + list(d.results[:n]))

    def multi_branch(self, op, block):
        """upstream's cf.cond_br deallocation model, for every branch with
        several successors that declares ``successor_condition``: one
        bufferization.dealloc per successor edge, its conditions restricted to
        'this edge is taken' (andi), retaining what that edge forwards and what
        is live into that successor; each forwarded buffer gets the ownership
        its edge's dealloc returns.  A buffer retained on several edges ends
        with the ownership of the edge taken: a chain of arith.select on the
        edge conditions (for cf.cond_br: select(cond, then, else))."""
        taken = I.lookup_extra(op, "successor_condition")
        set_operands = I.lookup_extra(op, "set_successor_operands")
        memo: dict = {}
        memrefs, conds = self.memrefs_and_conditions(block, op, op.loc)
        new_ops, deallocs, mappings = [], [], []
        for i, succ in enumerate(op.successors):
            fwd = I.successor_operands(op, i) or []
            retained = self.to_retain(block, succ, fwd)
            adapted = [_insert_before(op, Operation("arith.andi", [c, taken(op, i, memo)], [T.i1],
                                                    loc=op.loc)).results[0] for c in conds]
            d = _insert_before(op, _dealloc(memrefs, adapted, retained, op.loc))
            self.reset(retained, block)
            mapping = {}
            for r, o in zip(retained, d.results):
                self.update(r, o, block)
                mapping[r] = o
            new_ops.append(list(fwd) + [mapping[v] for v in fwd if I.is_buffer(v)])
            deallocs.append(retained)
            mappings.append(mapping)
        # values retained on several edges, in the order of the last edge's
        # retained list, then the earlier ones' (for cf.cond_br: the else list)
        common = []
        for i in reversed(range(len(deallocs))):
            for v in deallocs[i]:
                if v not in common and sum(1 for m in mappings if v in m) > 1:
                    common.append(v)
        for v in common:
            edges = [i for i, m in enumerate(mappings) if v in m]
            self.reset([v], block)
            own = mappings[edges[-1]][v]
            for i in reversed(edges[:-1]):
                own = _insert_before(op, Operation("arith.select", [taken(op, i, memo), mappings[i][v], own],
                                                   [T.i1], loc=op.loc)).results[0]
            self.update(v, own, block)
        for i, vals in enumerate(new_ops):
            if len(vals) != len(I.successor_operands(op, i) or []):
                set_operands(op, i, vals)

    def return_like(self, op, block):
        parent = block.parent.parent
        no_dyn = _is_func(parent) and (not self.dyn or not _private(parent) or _decl(parent))
        if no_dyn:
            for i, o in enumerate(list(op.operands)):
                if I.is_buffer(o.value):
                    op.set_operand(i, self.guaranteed_ownership(o.value, block, op))
        start = 0
        if not _is_func(parent):
            for e in I.region_edges(parent):
                if e.terminator is op and e.dst == I.PARENT:
                    start = len(op.operands) - len(e.forwarded)
                    break
            else:
                for e in I.region_edges(parent):
                    if e.terminator is op:
                        start = len(op.operands) - len(e.forwarded)
                        break
        operands = [o.value for o in op.operands[start:]]
        memrefs, conds = self.memrefs_and_conditions(block, op, op.loc)
        retained = self.to_retain(block, None, operands)
        if not memrefs and not retained:
            return
        d = _insert_before(op, _dealloc(memrefs, conds, retained, op.loc))
        self.reset(retained, block)
        for r, o in zip(retained, d.results):
            self.update(r, o, block)
        n = sum(1 for v in operands if I.is_buffer(v))
        if not no_dyn:
            for o in d.results[:n]:
                op.append_operand(o)

    def populate_remaining(self, op):
        if op.parent is None:
            return
        block = op.parent
        for r in op.results:
            if not I.is_buffer(r) or self.get(r, block) is not None:
                continue
            for o in op.operands:
                if I.is_buffer(o.value):
                    self.update(r, self.get(o.value, o.value.parent_block()), block)
            if self.get(r, block) is None:
                self.update(r, _insert_before(op, _bool(False, op.loc)).results[0])


def _private(fn):
    from . import _is_private
    return _is_private(fn)


def _decl(fn):
    from . import _is_declaration
    return _is_declaration(fn)


def _region_spans(op) -> dict:
    """{region: (enter, exit)} of a depth-first walk over the regions under
    ``op``: ``a`` encloses ``b`` iff a's interval holds b's."""
    spans: dict = {}
    enter: dict = {}
    n = 0
    stack: list = [(r, False) for r in reversed(op.regions)]
    while stack:
        r, done = stack.pop()
        if done:
            spans[r] = (enter.pop(r), n)
            n += 1
            continue
        enter[r] = n
        n += 1
        stack.append((r, True))
        stack.extend((cr, False) for b in reversed(r.blocks) for o in reversed(list(b))
                     for cr in reversed(o.regions))
    return spans


def _is_proper_ancestor(outer, inner) -> bool:
    r = _parent_region(inner)
    while r is not None:
        if r is outer:
            return True
        r = _parent_region(r)
    return False
