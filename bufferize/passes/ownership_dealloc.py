"""Ownership-based buffer deallocation (LLVM >= 17), as
``mlir/docs/OwnershipBasedBufferDeallocation.md`` describes it:

* ``ownership-based-buffer-deallocation``: every block owns the buffers it
  allocates (``true``), receives an ``i1`` ownership indicator with each
  buffer block argument (except for function entry blocks: the function
  boundary ABI never takes ownership of arguments and always passes ownership
  of returned buffers), and ends with a ``bufferization.dealloc`` of the
  buffers it may own, retaining the buffers passed to successors and those
  live out of the block.  Region-branch ops (``scf.if``, ``scf.for``,
  ``scf.while``, ``scf.execute_region``) get one extra ``i1`` operand /
  block argument / result per forwarded buffer; ``cf.br`` / ``cf.cond_br``
  forward an ``i1`` with each buffer.  Buffers returned without guaranteed
  ownership are cloned (at run time, under ``scf.if``, when ownership is
  dynamic).
* ``buffer-deallocation-simplification``: folds constant-false conditions and
  duplicates, drops retained values that can never alias a freed buffer,
  drops freed buffers that are (exactly) a retained one, and splits off
  buffers that alias nothing else into their own ``bufferization.dealloc``.
* ``bufferization-lower-deallocations``: lowers ``bufferization.dealloc`` to
  ``memref.dealloc`` under ``scf.if``, with run-time base-pointer comparisons
  (``memref.extract_aligned_pointer_as_index``) where aliasing is not known
  statically.  Unlike upstream, the general case (several buffers) is lowered
  inline (quadratic in the number of buffers) rather than through a helper
  library function; a buffer listed several times is freed at most once and
  when any of its conditions holds.
* ``buffer-deallocation-pipeline``: canonicalize, ownership-based-buffer-
  deallocation, canonicalize, buffer-deallocation-simplification,
  bufferization-lower-deallocations, cse, canonicalize (upstream's pipeline;
  ``expand-realloc`` is not part of it here: ``memref.realloc`` is reported).

Not supported (reported as errors, with the op's location, never silently):
unstructured (``cf``) loops, region ops that do not declare region control
flow and contain buffers, existing deallocations, ops with unknown memory
effects that produce buffers, branch terminators other than ``cf.br`` /
``cf.cond_br``, and unranked buffers that would have to be freed.  The
``private-function-dynamic-ownership`` option of upstream is not offered.
"""
from __future__ import annotations

from ..analysis import interfaces as I
from ..analysis.liveness import Liveness
from ..dialects.common import seg_attr, segments
from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import BlockArgument, Block, OpResult, Operation, Region
from .base import Pass
from .registry import register_pass

UNKNOWN = object()   # the 'Unknown' ownership state (None: uninitialized)


class OBBDError(Exception):
    def __init__(self, op, msg):
        super().__init__(msg)
        self.op, self.msg = op, msg


# ---- small IR helpers -------------------------------------------------------------------------


def _const_value(v):
    """True/False for an i1 arith.constant, else None."""
    d = v.defining_op() if v is not None else None
    if d is None or d.name != "arith.constant" or v.type != T.i1:
        return None
    a = d.properties.get("value")
    if isinstance(a, A.BoolAttr):
        return bool(a.value)
    if isinstance(a, A.IntegerAttr):
        return bool(a.value)
    return None


def _bool_op(b: bool, loc):
    return Operation("arith.constant", (), [T.i1], properties={"value": A.TRUE if b else A.FALSE}, loc=loc)


class _Ins:
    """Insertion point: before ``anchor`` (or at the end of ``block``)."""

    def __init__(self, anchor=None, block=None):
        self.anchor = anchor
        self.block = block if block is not None else anchor.parent

    def insert(self, op):
        if self.anchor is not None:
            self.block.insert_before(self.anchor, op)
        else:
            self.block.append(op)
        return op

    def const(self, b: bool, loc):
        return self.insert(_bool_op(b, loc)).result

    def andi(self, x, y, loc):
        cx, cy = _const_value(x), _const_value(y)
        if cx is True:
            return y
        if cy is True:
            return x
        if cx is False:
            return x
        if cy is False:
            return y
        if x is y:
            return x
        return self.insert(Operation("arith.andi", [x, y], [T.i1], loc=loc)).result

    def ori(self, x, y, loc):
        cx, cy = _const_value(x), _const_value(y)
        if cx is False:
            return y
        if cy is False:
            return x
        if cx is True:
            return x
        if cy is True:
            return y
        if x is y:
            return x
        return self.insert(Operation("arith.ori", [x, y], [T.i1], loc=loc)).result

    def noti(self, x, loc):
        c = _const_value(x)
        if c is not None:
            return self.const(not c, loc)
        t = self.const(True, loc)
        return self.insert(Operation("arith.xori", [x, t], [T.i1], loc=loc)).result

    def select(self, c, x, y, loc):
        cc = _const_value(c)
        if cc is True or x is y or (_const_value(x) is not None and _const_value(x) == _const_value(y)):
            return x
        if cc is False:
            return y
        if (x is c or _const_value(x) is True) and _const_value(y) is False:
            return c
        return self.insert(Operation("arith.select", [c, x, y], [T.i1], loc=loc)).result

    def cmpi(self, pred: str, x, y, loc):
        p = {"eq": 0, "ne": 1}[pred]
        return self.insert(Operation("arith.cmpi", [x, y], [T.i1],
                                     properties={"predicate": A.IntegerAttr(p, T.i64)}, loc=loc)).result

    def ptr(self, m, loc, cache=None):
        if cache is not None and m in cache:
            return cache[m]
        r = self.insert(Operation("memref.extract_aligned_pointer_as_index", [m], [T.index], loc=loc)).result
        if cache is not None:
            cache[m] = r
        return r


def dealloc_op(memrefs, conds, retained, loc):
    return Operation("bufferization.dealloc", list(memrefs) + list(conds) + list(retained),
                     [T.i1] * len(retained),
                     properties={"operandSegmentSizes": seg_attr(len(memrefs), len(conds), len(retained))},
                     loc=loc)


def _is_func(op) -> bool:
    return op is not None and op.name == "func.func"


def _rpo(region):
    if not region.blocks:
        return []
    seen, order = set(), []

    def dfs(b):
        seen.add(b)
        for s in b.successors():
            if s not in seen:
                dfs(s)
        order.append(b)

    dfs(region.blocks[0])
    out = list(reversed(order))
    out += [b for b in region.blocks if b not in seen]
    return out


def _has_cycle(region) -> bool:
    state = {}

    def visit(b):
        state[b] = 1
        for s in b.successors():
            st = state.get(s, 0)
            if st == 1 or (st == 0 and visit(s)):
                return True
        state[b] = 2
        return False

    return any(state.get(b, 0) == 0 and visit(b) for b in region.blocks)


def _origin(v):
    """Follow view ops (and extract_strided_metadata's base) to the buffer a
    value is a view of."""
    seen = 0
    while seen < 1000:
        seen += 1
        d = v.defining_op() if hasattr(v, "defining_op") else None
        if d is None:
            return v
        vs = I.view_source(d)
        if vs is None:
            return v
        v = d.operands[vs].value
    return v


# ---- the deallocation pass ----------------------------------------------------------------------


class _OBBD:
    def __init__(self, func):
        self.func = func
        self.own: dict = {}
        self.to_dealloc: dict = {}
        self.consts: dict = {}

    # ownership ------------------------------------------------------------
    def get(self, v, block):
        return self.own.get((v, block))

    def set(self, v, o, block):
        self.own[(v, block)] = o

    def join(self, a, b):
        if a is None:
            return b
        if b is None:
            return a
        if a is UNKNOWN or b is UNKNOWN:
            return UNKNOWN
        if a is b:
            return a
        ca, cb = _const_value(a), _const_value(b)
        if ca is not None and ca == cb:
            return a
        return UNKNOWN

    def const(self, block, b: bool, loc):
        key = (block, b)
        v = self.consts.get(key)
        if v is None:
            op = _bool_op(b, loc)
            block.prepend(op)
            v = self.consts[key] = op.result
        return v

    def add(self, v, block):
        lst = self.to_dealloc.setdefault(block, [])
        if v not in lst:
            lst.append(v)

    # validation -------------------------------------------------------------
    def validate(self):
        for op in self.func.walk():
            for r in op.regions:
                if len(r.blocks) > 1 and _has_cycle(r):
                    raise OBBDError(op, "Only structured control-flow loops are supported.")
            if op is self.func:
                continue
            if op.name == "bufferization.dealloc":
                raise OBBDError(op, "No deallocation operations must be present when running this pass!")
            effs = I.own_effects(op)
            if effs:
                for e in effs:
                    if e.kind == "free" and I.is_buffer(e.value):
                        raise OBBDError(op, "memory free side-effect on MemRef value not supported!")
            if op.regions and not I.is_region_branch(op) and not _is_func(op):
                # like upstream, the blocks of other region ops (linalg.generic) are
                # processed on their own; buffers may not cross their boundary
                if any(I.is_buffer(r) for r in op.results) or self._region_args_or_yields_buffers(op):
                    raise OBBDError(op, "All operations with attached regions need to implement the "
                                        "RegionBranchOpInterface.")
            if op.successors and op.name not in ("cf.br", "cf.cond_br"):
                if any(I.is_buffer(a) for s in op.successors for a in s.args) or \
                        any(I.is_buffer(o.value) for o in op.operands):
                    raise OBBDError(op, "ownership-based-buffer-deallocation: only cf.br and cf.cond_br "
                                        "are supported as branch terminators passing buffers")

    @staticmethod
    def _region_args_or_yields_buffers(op):
        for r in op.regions:
            for b in r.blocks:
                if any(I.is_buffer(a) for a in b.args):
                    return True
                t = b.last
                if t is not None and I.is_terminator(t) and any(I.is_buffer(o.value) for o in t.operands):
                    return True
        return False

    @staticmethod
    def _region_has_buffers(op):
        for inner in op.walk():
            if inner is op:
                continue
            if any(I.is_buffer(r) for r in inner.results):
                return True
            for r in inner.regions:
                for b in r.blocks:
                    if any(I.is_buffer(a) for a in b.args):
                        return True
        for r in op.regions:
            for b in r.blocks:
                if any(I.is_buffer(a) for a in b.args):
                    return True
        return False

    # ordering ---------------------------------------------------------------
    def _blocks_post_order(self, holder):
        for region in holder.regions:
            for block in _rpo(region):
                for op in list(block):
                    if op.regions and not _is_func(op):
                        yield from self._blocks_post_order(op)
                yield block

    def _sort_key(self, v):
        if isinstance(v, BlockArgument):
            return (self.order.get(v.block.first, 0) - 0.5, v.index)
        return (self.order.get(v.defining_op(), 0), v.index)

    # main -------------------------------------------------------------------
    def run(self):
        if not self.func.regions or not self.func.regions[0].blocks:
            return
        self.validate()
        self.live = Liveness(self.func)
        self.order = {op: i for i, op in enumerate(self.func.walk())}
        for block in list(self._blocks_post_order(self.func)):
            self.process_block(block)

    def process_block(self, block):
        if block.last is None or not I.is_terminator(block.last):
            raise OBBDError(block.last or block.parent.parent,
                            "ownership-based-buffer-deallocation: block does not end with a known terminator")
        region = block.parent
        parent = region.parent
        loc = parent.loc
        live_in = sorted((v for v in self.live.live_in(block) if I.is_buffer(v)), key=self._sort_key)
        for li in live_in:
            pb = li.parent_block()
            if pb is not None and pb.parent is region:
                self.set(li, self.get(li, pb), block)
                self.add(li, block)
            else:
                self.set(li, self.const(block, False, loc), block)
        func_entry = _is_func(parent) and block is region.blocks[0]
        for arg in list(block.args):
            if not I.is_buffer(arg):
                continue
            if func_entry:
                self.set(arg, self.const(block, False, arg.loc if hasattr(arg, "loc") else loc), block)
            else:
                self.set(arg, block.add_arg(T.i1, getattr(arg, "loc", loc)), block)
            self.add(arg, block)
        for op in list(block):
            if op.name == "arith.constant" and op.result in self.consts.values():
                continue
            self.handle_op(op, block)

    def handle_op(self, op, block):
        if op is block.last and I.is_terminator(op):
            self.handle_terminator(op, block)
            return
        if op.regions and I.is_region_branch(op):
            self.handle_region_branch(op, block)
        elif I.is_call(op):
            for r in op.results:
                if I.is_buffer(r):
                    self.set(r, self.const(block, True, op.loc), block)
                    self.add(r, block)
        else:
            effs = I.own_effects(op)
            if effs is None:
                if any(I.is_buffer(r) for r in op.results):
                    raise OBBDError(op, "ops with unknown memory side effects are not supported")
                return
            for e in effs:
                if e.kind == "allocate" and e.value is not None and e.value in op.results and I.is_buffer(e.value):
                    if e.automatic:
                        self.set(e.value, self.const(block, False, op.loc), block)
                    else:
                        self.set(e.value, self.const(block, True, op.loc), block)
                        self.add(e.value, block)
        self.populate_remaining(op, block)

    def populate_remaining(self, op, block):
        for r in op.results:
            if not I.is_buffer(r) or self.get(r, block) is not None:
                continue
            o, has = None, False
            for opd in op.operands:
                if I.is_buffer(opd.value):
                    has = True
                    oo = self.get(opd.value, block)
                    o = self.join(o, oo if oo is not None else self.const(block, False, op.loc))
            self.set(r, o if has else self.const(block, False, op.loc), block)

    def handle_region_branch(self, op, block):
        entry = []
        for e in I.region_edges(op):
            if e.src == I.PARENT and e.dst != I.PARENT:
                entry = e.forwarded
                break
        n = sum(1 for v in entry if I.is_buffer(v))
        f = self.const(block, False, op.loc)
        for _ in range(n):
            op.operands.append(_operand(op, f))
        for r in list(op.results):
            if I.is_buffer(r):
                nr = OpResult(T.i1, op, len(op.results))
                op.results.append(nr)
                self.set(r, nr, block)
                self.add(r, block)

    # terminators ------------------------------------------------------------
    def collect(self, block, ins, loc):
        memrefs, conds = [], []
        for m in self.to_dealloc.get(block, []):
            o = self.get(m, block)
            if o is None or o is UNKNOWN:
                raise OBBDError(block.last, "MemRef value does not have valid ownership")
            if _const_value(o) is False:
                continue
            if isinstance(m.type, T.UnrankedMemRefType):
                raise OBBDError(block.last, "ownership-based-buffer-deallocation: unranked memrefs are not "
                                            "supported")
            memrefs.append(self.base(m, ins, loc))
            conds.append(o)
        return memrefs, conds

    @staticmethod
    def base(m, ins, loc):
        d = m.defining_op()
        if d is not None and m in I.allocated_values(d) and m.type.layout is None:
            return m
        t = m.type
        rts = [T.MemRefType((), t.element_type, None, t.memory_space)] + [T.index] * (1 + 2 * t.rank)
        return ins.insert(Operation("memref.extract_strided_metadata", [m], rts, loc=loc)).results[0]

    def materialize_owned(self, v, block, ins, loc):
        o = self.get(v, block)
        c = _const_value(o) if o is not None and o is not UNKNOWN else (False if o is None else None)
        if c is True:
            return v
        if o is UNKNOWN or c is False:
            cl = ins.insert(Operation("bufferization.clone", [v], [v.type], loc=loc)).result
        else:
            ifop = Operation("scf.if", [o], [v.type], loc=loc)
            then_r, else_r = Region([Block()]), Region([Block()])
            ifop.add_region(then_r)
            ifop.add_region(else_r)
            then_r.blocks[0].append(Operation("scf.yield", [v], [], loc=loc))
            c2 = else_r.blocks[0].append(Operation("bufferization.clone", [v], [v.type], loc=loc))
            else_r.blocks[0].append(Operation("scf.yield", [c2.result], [], loc=loc))
            cl = ins.insert(ifop).result
        self.set(cl, self.const(block, True, loc), block)
        self.add(cl, block)
        return cl

    def handle_terminator(self, op, block):
        loc = op.loc
        ins = _Ins(op)
        if op.successors:
            self.handle_branch(op, block, ins)
            return
        parent = block.parent.parent
        fwd_start = 0
        if parent is not None and not _is_func(parent):
            for e in I.region_edges(parent):
                if e.terminator is op:
                    fwd_start = len(op.operands) - len(e.forwarded)
                    break
        if _is_func(parent):
            for i, o in enumerate(op.operands):
                if I.is_buffer(o.value):
                    op.set_operand(i, self.materialize_owned(o.value, block, ins, loc))
        fwd = [o.value for o in op.operands[fwd_start:] if I.is_buffer(o.value)]
        live_out = sorted((v for v in self.live.live_out(block) if I.is_buffer(v)), key=self._sort_key)
        retained = fwd + [v for v in live_out if v not in fwd]
        memrefs, conds = self.collect(block, ins, loc)
        if not memrefs and not retained:
            return
        if memrefs:
            d = ins.insert(dealloc_op(memrefs, conds, retained, loc))
            results = list(d.results)
        else:
            results = [self.const(block, False, loc)] * len(retained)
        for r, res in zip(retained, results):
            self.set(r, res, block)
        if not _is_func(parent):
            for res in results[:len(fwd)]:
                op.operands.append(_operand(op, res))

    def handle_branch(self, op, block, ins):
        loc = op.loc
        memrefs, conds = self.collect(block, ins, loc)
        live_out = {v for v in self.live.live_out(block) if I.is_buffer(v)}
        n = len(op.successors)
        br_cond = op.operands[0].value if op.name == "cf.cond_br" else None
        new_ops = []
        updated = []
        for i, succ in enumerate(op.successors):
            fwd_all = I.successor_operands(op, i) or []
            fwd = [v for v in fwd_all if I.is_buffer(v)]
            through = sorted((v for v in live_out if self.live.is_live_in(v, succ)), key=self._sort_key)
            retained = fwd + [v for v in through if v not in fwd]
            cs = conds
            if n == 2 and conds:
                pc = br_cond if i == 0 else ins.noti(br_cond, loc)
                cs = [ins.andi(c, pc, loc) for c in conds]
            if memrefs:
                d = ins.insert(dealloc_op(memrefs, cs, retained, loc))
                res = list(d.results)
            else:
                res = [self.const(block, False, loc)] * len(retained)
            new_ops.append(list(fwd_all) + res[:len(fwd)])
            updated.append(dict(zip(retained, res)))
        # ownership of values live out of this block (merged over successors)
        for v in sorted(live_out, key=self._sort_key):
            if n == 1:
                o = updated[0].get(v, self.const(block, False, loc))
            else:
                f = self.const(block, False, loc)
                o = ins.select(br_cond, updated[0].get(v, f), updated[1].get(v, f), loc)
            self.set(v, o, block)
        # rewrite the successor operands
        if op.name == "cf.br":
            op.set_operands(new_ops[0])
        else:
            op.set_operands([br_cond] + new_ops[0] + new_ops[1])
            op.properties["operandSegmentSizes"] = seg_attr(1, len(new_ops[0]), len(new_ops[1]))


def _operand(op, value):
    from ..ir.core import OpOperand
    return OpOperand(op, len(op.operands), value)


def ownership_deallocate(func):
    """Run ownership-based deallocation on one func.func (raises OBBDError)."""
    _OBBD(func).run()


def _funcs(op):
    if op.name == "func.func":
        return [op]
    return [o for o in op.walk() if o.name == "func.func"]


@register_pass
class OwnershipBasedBufferDeallocation(Pass):
    name = "ownership-based-buffer-deallocation"
    display_name = "OwnershipBasedBufferDeallocationPass"
    summary = "Adds all required dealloc operations for all allocations in the input program"
    description = ("Ownership-based deallocation (mlir/docs/OwnershipBasedBufferDeallocation.md): inserts "
                   "bufferization.dealloc at the end of each block with ownership indicators passed along "
                   "branches and region-branch ops.")
    anchor = None

    def run(self, op, ctx):
        for f in _funcs(op):
            if f.regions and f.regions[0].blocks:
                try:
                    _OBBD(f).run()
                except OBBDError as e:
                    ctx.fail(e.op, e.msg)


# ---- buffer-deallocation-simplification ------------------------------------------------------


def _is_fresh(v) -> bool:
    d = v.defining_op() if isinstance(v, OpResult) else None
    return d is not None and v in I.allocated_values(d, include_automatic=True)


def _is_func_arg(v) -> bool:
    return isinstance(v, BlockArgument) and _is_func(v.block.parent.parent if v.block.parent else None) \
        and v.block is v.block.parent.blocks[0]


def _incoming(v):
    """Values flowing into a block argument or region-branch result (None if
    unknown)."""
    if isinstance(v, BlockArgument):
        block = v.block
        region = block.parent
        parent = region.parent if region is not None else None
        if region is not None and region.blocks[0] is block:
            if parent is None or _is_func(parent):
                return None
            if not I.is_region_branch(parent):
                return None
            out = []
            for e in I.region_edges(parent):
                if e.dst is region and v in e.inputs:
                    out.append(e.forwarded[e.inputs.index(v)])
            return out or None
        out = []
        for p in block.predecessors():
            t = p.terminator
            for si, succ in enumerate(t.successors):
                if succ is block:
                    fw = I.successor_operands(t, si)
                    if fw is None or v.index >= len(fw):
                        return None
                    out.append(fw[v.index])
        return out or None
    d = v.defining_op()
    if d is not None and I.is_region_branch(d):
        out = [e.forwarded[e.inputs.index(v)] for e in I.region_edges(d) if e.dst == I.PARENT and v in e.inputs]
        return out or None
    return None


def origins(v, _memo=None):
    """The buffers ``v`` may be a view of: allocation results, function
    arguments, or other values the analysis cannot see through."""
    memo = {} if _memo is None else _memo
    if v in memo:
        return memo[v]
    memo[v] = set()          # cycle guard (loops)
    o = _origin(v)
    if o is not v:
        res = origins(o, memo)
    else:
        inc = _incoming(v)
        if inc is None:
            res = {v}
        else:
            res = set()
            for x in inc:
                res |= origins(x, memo)
    memo[v] = res
    return res


def _distinct_roots(x, y) -> bool:
    if x is y:
        return False
    fx, fy = _is_fresh(x), _is_fresh(y)
    return (fx and fy) or (fx and _is_func_arg(y)) or (fy and _is_func_arg(x))


def never_alias(a, b) -> bool:
    """``a`` and ``b`` can never be (views of) the same buffer: every pair of
    their possible origins are two distinct allocations, or an allocation
    and a function argument."""
    oa, ob = origins(a), origins(b)
    if not oa or not ob:
        return False
    return all(_distinct_roots(x, y) for x in oa for y in ob)


def must_alias(a, b) -> bool:
    if _origin(a) is _origin(b):
        return True
    oa, ob = origins(a), origins(b)
    return len(oa) == 1 and oa == ob and _is_fresh(next(iter(oa)))


def _dealloc_parts(op):
    m, c, r = segments(op, 3)
    return list(m), list(c), list(r)


def _rebuild(op, memrefs, conds, retained, results_map):
    """Replace dealloc ``op`` by one with the given lists; ``results_map``
    maps each old result index to a new value (or to a retained index of the
    new op, as an int)."""
    new = dealloc_op(memrefs, conds, retained, op.loc)
    op.parent.insert_before(op, new)
    for i, r in enumerate(op.results):
        tgt = results_map[i]
        r.replace_all_uses_with(new.results[tgt] if isinstance(tgt, int) else tgt)
    op.erase()
    return new


_pending_erase: list = []


def _flush_erase():
    while _pending_erase:
        d = _pending_erase.pop()
        if d.parent is not None and not any(r.uses for r in d.results):
            d.erase()


def cleanup_dead(root):
    """Erase unused side-effect-free helper ops (constants, i1 logic, pointer
    and metadata extraction) left behind by deallocation."""
    names = {"arith.constant", "arith.select", "arith.andi", "arith.ori", "arith.xori", "arith.cmpi",
             "memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index"}
    changed = True
    while changed:
        changed = False
        for o in list(root.walk(post_order=True)):
            if o is not root and o.name in names and o.parent is not None and not any(r.uses for r in o.results):
                o.erase()
                changed = True


def fold_i1_logic(root) -> bool:
    """Fold arith.select / andi / ori / xori on i1 with constant operands (what
    upstream's greedy driver does with the ops' folders)."""
    changed = False
    for o in list(root.walk()):
        if o.parent is None or not o.results or o.results[0].type != T.i1:
            continue
        ins = _Ins(o)
        vals = [x.value for x in o.operands]
        new = None
        if o.name == "arith.select" and len(vals) == 3:
            new = ins.select(*vals, o.loc)
        elif o.name in ("arith.andi", "arith.ori") and len(vals) == 2:
            a, b = vals
            ca, cb = _const_value(a), _const_value(b)
            if ca is not None or cb is not None or a is b:
                new = (ins.andi if o.name == "arith.andi" else ins.ori)(a, b, o.loc)
        elif o.name == "arith.xori" and len(vals) == 2:
            ca, cb = _const_value(vals[0]), _const_value(vals[1])
            if ca is not None and cb is not None:
                new = ins.const(ca != cb, o.loc)
        if new is not None and new is not o.results[0]:
            o.results[0].replace_all_uses_with(new)
            o.erase()
            changed = True
    return changed


def simplify_dealloc(op) -> bool:
    """One round of simplification on a bufferization.dealloc; True if changed."""
    memrefs, conds, retained = _dealloc_parts(op)
    ins = _Ins(op)
    loc = op.loc
    # constant-false conditions and duplicates
    nm, nc = [], []
    for m, c in zip(memrefs, conds):
        if _const_value(c) is False:
            continue
        if m in nm:
            k = nm.index(m)
            nc[k] = ins.ori(nc[k], c, loc)
            continue
        nm.append(m)
        nc.append(c)
    changed = (len(nm) != len(memrefs)) or any(a is not b for a, b in zip(nc, conds))
    memrefs, conds = nm, nc
    # a clone (or allocation without other effects) used only to be freed here: drop both
    for i in range(len(memrefs) - 1, -1, -1):
        m = memrefs[i]
        d = m.defining_op() if isinstance(m, OpResult) else None
        if d is None or d.name != "bufferization.clone" or _const_value(conds[i]) is not True or m in retained:
            continue
        if all(u is op for u in m.users()):
            del memrefs[i], conds[i]
            changed = True
            _pending_erase.append(d)
    # every freed buffer is (statically) one of the retained ones: nothing is
    # freed; each retained value's ownership is the disjunction of the
    # conditions of the buffers it must alias
    if memrefs and retained and all(any(must_alias(m, r) for r in retained) for m in memrefs) and \
            all(must_alias(m, r) or never_alias(m, r) for m in memrefs for r in retained):
        for k, r in enumerate(retained):
            o = ins.const(False, loc)
            for m, c in zip(memrefs, conds):
                if must_alias(m, r):
                    o = ins.ori(o, c, loc)
            op.results[k].replace_all_uses_with(o)
        op.erase()
        return True
    rmap = {i: i for i in range(len(retained))}
    # retained values that alias no freed buffer: ownership false
    keep = []
    for i, r in enumerate(retained):
        if all(never_alias(r, m) for m in memrefs):
            rmap[i] = ins.const(False, loc)
            changed = True
        else:
            rmap[i] = len(keep)
            keep.append(r)
    # a freed buffer that is exactly a retained one (and aliases nothing else)
    for i in range(len(memrefs) - 1, -1, -1):
        m = memrefs[i]
        hits = [k for k, r in enumerate(keep) if must_alias(m, r)]
        if len(hits) != 1:
            continue
        k = hits[0]
        r = keep[k]
        if not all(never_alias(m, r2) for j, r2 in enumerate(keep) if j != k):
            continue
        if not all(never_alias(m2, r) for j, m2 in enumerate(memrefs) if j != i):
            continue
        c = conds[i]
        del memrefs[i], conds[i]
        for old, tgt in list(rmap.items()):
            if tgt == k and isinstance(tgt, int):
                rmap[old] = c
            elif isinstance(tgt, int) and tgt > k:
                rmap[old] = tgt - 1
        del keep[k]
        changed = True
    # split off buffers that alias nothing else
    if len(memrefs) > 1 or (memrefs and keep):
        for i in range(len(memrefs) - 1, -1, -1):
            m = memrefs[i]
            if len(memrefs) == 1 and not keep:
                break
            if all(never_alias(m, m2) for j, m2 in enumerate(memrefs) if j != i) and \
                    all(never_alias(m, r) for r in keep):
                ins.insert(dealloc_op([m], [conds[i]], [], loc))
                del memrefs[i], conds[i]
                changed = True
    if not memrefs:
        f = None
        for i, r in enumerate(op.results):
            tgt = rmap[i]
            if isinstance(tgt, int):
                f = f or ins.const(False, loc)
                tgt = f
            r.replace_all_uses_with(tgt)
        op.erase()
        _flush_erase()
        return True
    if changed:
        _rebuild(op, memrefs, conds, keep, rmap)
        _flush_erase()
    return changed


@register_pass
class BufferDeallocationSimplification(Pass):
    name = "buffer-deallocation-simplification"
    display_name = "BufferDeallocationSimplificationPass"
    summary = "Optimizes `bufferization.dealloc` operation for more efficient codegen"
    description = ("Removes constant-false and duplicate buffers, retained values that cannot alias a freed "
                   "buffer and freed buffers that are retained, and splits off buffers that alias nothing else.")
    anchor = None

    def run(self, op, ctx):
        simplify_all(op)


def simplify_all(root):
    for _ in range(16):
        changed = fold_i1_logic(root)
        for d in [o for o in root.walk() if o.name == "bufferization.dealloc"]:
            changed |= simplify_dealloc(d)
        if not changed:
            break
    cleanup_dead(root)


# ---- bufferization-lower-deallocations -------------------------------------------------------


def _if_dealloc(ins, cond, m, loc):
    c = _const_value(cond)
    if c is False:
        return
    if c is True:
        ins.insert(Operation("memref.dealloc", [m], [], loc=loc))
        return
    then_r = Region([Block()])
    then_r.blocks[0].append(Operation("memref.dealloc", [m], [], loc=loc))
    then_r.blocks[0].append(Operation("scf.yield", [], [], loc=loc))
    ifop = Operation("scf.if", [cond], [], loc=loc)
    ifop.add_region(then_r)
    ifop.add_region(Region())
    ins.insert(ifop)


def lower_dealloc(op):
    memrefs, conds, retained = _dealloc_parts(op)
    ins = _Ins(op)
    loc = op.loc
    results = []
    if not memrefs:
        results = [ins.const(False, loc)] * len(retained)
    elif len(memrefs) == 1 and not retained:
        _if_dealloc(ins, conds[0], memrefs[0], loc)
    elif len(memrefs) == 1:
        m, c = memrefs[0], conds[0]
        cache = {}
        p = ins.ptr(m, loc, cache)
        nes = [ins.cmpi("ne", p, ins.ptr(r, loc, cache), loc) for r in retained]
        not_ret = nes[0]
        for ne in nes[1:]:
            not_ret = ins.andi(not_ret, ne, loc)
        _if_dealloc(ins, ins.andi(not_ret, c, loc), m, loc)
        results = [ins.andi(ins.noti(ne, loc), c, loc) for ne in nes]
    else:
        cache = {}
        ps = [ins.ptr(m, loc, cache) for m in memrefs]
        rs = [ins.ptr(r, loc, cache) for r in retained]
        eq = {}

        def cmp(pred, a, b):
            key = (pred, a, b) if id(a) < id(b) else (pred, b, a)
            if key not in eq:
                eq[key] = ins.cmpi(pred, a, b, loc)
            return eq[key]

        n = len(memrefs)
        for i in range(n):
            eff = conds[i]
            for j in range(i + 1, n):
                eff = ins.ori(eff, ins.andi(cmp("eq", ps[i], ps[j]), conds[j], loc), loc)
            ok = eff
            for j in range(i):
                ok = ins.andi(ok, cmp("ne", ps[i], ps[j]), loc)
            for pr in rs:
                ok = ins.andi(ok, cmp("ne", ps[i], pr), loc)
            _if_dealloc(ins, ok, memrefs[i], loc)
        for pr in rs:
            o = ins.const(False, loc)
            for i in range(n):
                o = ins.ori(o, ins.andi(cmp("eq", ps[i], pr), conds[i], loc), loc)
            results.append(o)
    for r, v in zip(op.results, results):
        r.replace_all_uses_with(v)
    op.erase()


@register_pass
class LowerDeallocations(Pass):
    name = "bufferization-lower-deallocations"
    display_name = "LowerDeallocationsPass"
    summary = "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations"
    description = ("Lowers bufferization.dealloc to memref.dealloc under scf.if, comparing base pointers at run "
                   "time where aliasing is not known statically (inline, without a helper library function).")
    anchor = None

    def run(self, op, ctx):
        for d in [o for o in op.walk() if o.name == "bufferization.dealloc"]:
            lower_dealloc(d)
        cleanup_dead(op)


# ---- buffer-deallocation-pipeline ------------------------------------------------------------

PIPELINE = ("canonicalize", "ownership-based-buffer-deallocation", "canonicalize",
            "buffer-deallocation-simplification", "bufferization-lower-deallocations", "cse", "canonicalize")


def run_passes(op, ctx, names):
    from .base import PassContext
    from .pipeline import make_instance
    from .registry import lookup
    for n in names:
        cls = lookup(n)
        inst = make_instance(cls, None)
        sub = PassContext(inst, ctx.engine)
        cls().run(op, sub)
        if sub.failed:
            ctx.failed = True


@register_pass
class BufferDeallocationPipeline(Pass):
    name = "buffer-deallocation-pipeline"
    display_name = "BufferDeallocationPipeline"
    summary = ("The default pipeline for automatically inserting deallocation operations after one-shot "
               "bufferization. Deallocation operations (except `memref.realloc`) may not be present already.")
    description = "Runs: " + ", ".join(PIPELINE) + "."
    anchor = "builtin.module"

    def run(self, op, ctx):
        for o in op.walk():
            if o.name == "memref.realloc":
                ctx.fail(o, "buffer-deallocation-pipeline: memref.realloc is not supported (expand-realloc "
                            "is not available)")
        run_passes(op, ctx, PIPELINE)
