"""buffer-deallocation: the legacy clone-based BufferDeallocation pass
(LLVM <= 19), as seed 004 (BufferDeallocationInternals.md) describes it.

Per function:

1. **Allocations**: every op with an ``allocate`` effect on a buffer result
   that is not automatic (``memref.alloca`` is left alone), with its existing
   deallocation if it has one (which is then moved, not duplicated).
2. **Critical aliases** (fix-point): starting from each allocation, an alias
   (block argument or region result) is critical when the block defining the
   buffer does not dominate it, or it is a block argument of that very block.
   For each critical alias the pass clones (``bufferization.clone``) every
   buffer flowing into it -- before the branch / ``scf.yield`` / region-branch
   op passing it -- and makes the alias itself a tracked buffer.  On a loop
   back edge this frees the previous iteration's buffer.
3. **Deallocs** go after the last use of the buffer and of all its remaining
   (non-critical) aliases, in the nearest common post-dominator block of their
   uses; a buffer still live at the end of that block (returned, or yielded to
   the parent) is not freed there.

Ops with unknown memory effects are accepted, as upstream accepts them: the
buffer is freed after their last use, and their memref results count as
views of their memref operands (the alias analysis assumes so).

What it cannot handle is an error with the op's location, never a silent
leak: unstructured loops (cf back edges), region ops that do not declare
their region control flow, and clones that would change results because the cloned buffer is
written in place after the clone while its source may still be read
(typical of comprehensive-bufferize output that writes function arguments in
place) -- use ownership-based deallocation for those.
"""
from __future__ import annotations

from ..analysis import interfaces as I
from ..analysis.buffer_aliases import BufferViewFlowAnalysis, merge_inputs
from ..analysis.dominance import DominanceInfo, PostDominanceInfo, find_ancestor_op_in_block, has_cycle
from ..analysis.liveness import Liveness
from ..ir.core import Block, BlockArgument, Operation
from .base import Pass
from .registry import register_pass


class _Failure(Exception):
    def __init__(self, op, msg):
        super().__init__(msg)
        self.op, self.msg = op, msg


class _Dealloc:
    def __init__(self, func, ctx):
        self.func = func
        self.ctx = ctx
        self.cloned = set()

    # ---- validation --------------------------------------------------------
    def validate(self):
        for op in self.func.walk():
            for r in op.regions:
                if len(r.blocks) > 1 and has_cycle(r, from_entry=True):
                    raise _Failure(op if op is not self.func else self.func,
                                   "Only structured control-flow loops are supported.")
            if op is self.func:
                continue
            n = len(op.regions)
            if ((n == 1 and op.results) or n > 1) and not I.is_region_branch(op):
                raise _Failure(op, "All operations with attached regions need to implement the "
                                   "RegionBranchOpInterface.")
            if op.successors and not I.is_branch(op):
                raise _Failure(op, "buffer-deallocation: unknown branch op (no successor operands "
                                   "declared)")

    def allocations(self):
        out = []
        for op in self.func.walk():
            if op is self.func:
                continue
            for v in I.allocated_values(op):
                if I.is_buffer(v):
                    d = I.find_dealloc(v)
                    if d is False:
                        raise _Failure(op, "buffer-deallocation: allocation has more than one "
                                           "deallocation")
                    out.append([v, d or None])
        return out

    # ---- clones ------------------------------------------------------------
    def clone_before(self, value, anchor):
        if value in self.cloned:
            return value
        c = Operation("bufferization.clone", [value], [value.type], loc=anchor.loc)
        anchor.parent.insert_before(anchor, c)
        self.cloned.add(c.result)
        self.ctx_clones.append((c, value))
        return c.result

    def _rewire_terminator(self, t, forwarded, j):
        off = len(t.operands) - len(forwarded)
        idx = off + j
        new = self.clone_before(t.operands[idx].value, t)
        t.set_operand(idx, new)

    def split_edge(self, t, si, aliases):
        """Put a block on edge ``si`` of the branch ``t`` (one with several
        edges): a clone placed before ``t`` would run on every edge and leak
        on the others (LLVM 19 did that on critical edges).  The new block
        takes the forwarded values as arguments and branches on to the old
        successor; it is placed right after ``t``'s block."""
        target = t.successors[si]
        fw = I.successor_operands(t, si) or []
        split = Block([a.type for a in target.args], [a.loc for a in target.args])
        region = t.parent.parent
        region.add_block(split, region.blocks.index(t.parent) + 1)
        split.append(Operation("cf.br", list(split.args), [], successors=[target], loc=t.loc))
        t.successors[si] = split
        for v, a in zip(fw, split.args):
            aliases._add(v, a)
        self.split_blocks.append(split)

    def copy_for_block_arg(self, arg: BlockArgument, aliases):
        block = arg.block
        for p in list(block.predecessors()):
            t = p.terminator
            for si in range(len(t.successors)):
                if t.successors[si] is block and len(t.successors) > 1:
                    self.split_edge(t, si, aliases)
        for p in block.predecessors():
            t = p.terminator
            fn = I._extra(t).get("successor_operands")
            for si, s in enumerate(t.successors):
                if s is not block:
                    continue
                start, n = fn(t, si)
                idx = start + arg.index
                new = self.clone_before(t.operands[idx].value, t)
                t.set_operand(idx, new)
        region = block.parent
        parent = region.parent
        if region.blocks[0] is not block or not I.is_region_branch(parent):
            return
        for e in I.region_edges(parent):
            if e.dst is not region or arg not in e.inputs:
                continue
            j = e.inputs.index(arg)
            if e.src == I.PARENT:
                off = len(parent.operands) - len(e.forwarded)
                idx = off + j
                new = self.clone_before(parent.operands[idx].value, parent)
                parent.set_operand(idx, new)
            elif e.terminator is not None:
                self._rewire_terminator(e.terminator, e.forwarded, j)

    def copy_for_region_result(self, value):
        op = value.defining_op()
        for e in I.region_edges(op):
            if e.dst != I.PARENT or e.src == I.PARENT or e.terminator is None:
                continue
            if value not in e.inputs:
                continue
            self._rewire_terminator(e.terminator, e.forwarded, e.inputs.index(value))

    # ---- critical aliases beyond upstream's ---------------------------------
    def _handed_on_merge(self, v, source, aliases) -> bool:
        """Whether ``v`` is a merge (a cf block argument, a region result)
        that ``source`` reaches on some edges only (another buffer on the
        others) and that the function returns (itself or an alias).  Upstream
        (<= 19) then frees ``source`` nowhere (an alias of it is live at
        the end) and leaks it whenever another edge is taken; cloned into
        like a critical alias, ``v`` owns its own buffer and ``source`` is
        freed on every path."""
        incoming = merge_inputs(v)
        if not incoming:
            return False
        same = aliases.resolve(source)
        if all(w in same for w in incoming):
            return False
        return self._returned(v, aliases)

    def _returned(self, v, aliases) -> bool:
        """Does the function return ``v`` or an alias of it?"""
        return any(I.is_return_like(u) and u.parent_op is self.func
                   for a in aliases.resolve(v) for u in a.users())

    def check_selects(self, aliases):
        """A select-like op (``arith.select``) of two different buffers whose
        result the function returns hands on one buffer and keeps the other:
        the clone-based scheme frees neither, as an alias of each is live at
        the end (LLVM 19 leaks the one not chosen).  Raise :class:`_Fallback`."""
        for op in self.func.walk():
            sel = I.select_operands(op)
            if sel is None or not op.results or not I.is_buffer(op.results[0]):
                continue
            _, a, b = sel
            if a is b or (aliases.origins(a) or {a}) == (aliases.origins(b) or {b}):
                continue
            if self._returned(op.results[0], aliases):
                raise _Fallback(op, "the function returns a buffer chosen by a select between two "
                                    "buffers, and the clone-based scheme cannot free the other")

    # ---- main --------------------------------------------------------------
    def check_only(self):
        """Run the analysis part of :meth:`run` without changing the IR;
        raises _Failure or _Fallback."""
        self.run(dry=True)

    def run(self, dry=False):
        if not self.func.regions or not self.func.regions[0].blocks:
            return
        self.validate()
        self.check_ownership_needs()
        allocs = self.allocations()
        if not allocs:
            return
        aliases = BufferViewFlowAnalysis(self.func)
        self.check_selects(aliases)
        dom = self.dom = DominanceInfo(self.func)

        to_free = []
        to_free_set = set()
        visited = set()
        work = []

        def find_unsafe(source, defining_block):
            # immediate dependencies only, like upstream (``aliases.find``):
            # a critical alias found later becomes the new defining point
            for v in list(aliases.dependencies.get(source, ())):
                # (a call's scalar result is in the alias set, as upstream's view
                # flow puts it there; it is no buffer: nothing to clone or free)
                if v is source or v in to_free_set or not I.is_buffer(v):
                    continue
                pb = v.parent_block()
                if not dom._block_dominates(defining_block, pb) or \
                        (defining_block is pb and isinstance(v, BlockArgument)) or \
                        self._handed_on_merge(v, source, aliases):
                    work.append((v, pb))
                    to_free.append(v)
                    to_free_set.add(v)
                elif (v, defining_block) not in visited:
                    visited.add((v, defining_block))
                    work.append((v, defining_block))

        for v, _d in allocs:
            find_unsafe(v, v.defining_op().parent)
        while work:
            v, b = work.pop()
            find_unsafe(v, b)

        self.check_clone_safety(to_free, aliases)
        if dry:
            return
        # like upstream's BufferViewFlowAnalysis::remove: the critical aliases
        # no longer alias what flows into them, but keep their own dependencies
        for deps in aliases.dependencies.values():
            deps -= to_free_set
        self.ctx_clones = []
        self.split_blocks = []
        for v in to_free:
            if isinstance(v, BlockArgument):
                self.copy_for_block_arg(v, aliases)
            else:
                self.copy_for_region_result(v)
            allocs.append([v, None])

        # placement
        pdom = PostDominanceInfo(self.func)
        live = Liveness(self.func)
        for v, existing in allocs:
            als = aliases.resolve(v)
            # Every alias extends the buffer's life (upstream <= 19 counts the
            # scalar result of a call taking the buffer too, and frees after
            # its last use), but only a buffer alias can carry the buffer out
            # of the block: a returned i32 does not (LLVM 19 leaked there).
            carriers = {a for a in als if I.is_buffer(a)}
            blocks = {v.parent_block()}
            for a in als:
                for u in a.users():
                    if existing is not None and u is existing:
                        continue
                    blocks.add(u.parent)
                blocks.add(a.parent_block())
            pb = pdom.find_nearest_common_post_dominator(blocks)
            if pb is None:
                raise _Failure(existing or v.defining_op() or self.func,
                               "buffer-deallocation: no common post-dominator for the uses of "
                               "a buffer")
            end = pb.first
            for a in als:
                before = end
                d = a.defining_op()
                if d is not None:
                    # defined in an earlier block, its uses in ``pb`` still
                    # count (LLVM 19 skipped them and freed the buffer
                    # before a load in the join block of a diamond)
                    before = find_ancestor_op_in_block(pb, d) or end
                if a in carriers and live.is_live_out(a, pb):
                    a_end = pb.last
                else:
                    a_end = before
                    for u in a.uses:
                        if existing is not None and u.owner is existing:
                            continue
                        anc = find_ancestor_op_in_block(pb, u.owner)
                        if anc is not None and pb.order_index(anc) > pb.order_index(a_end):
                            a_end = anc
                if a_end.parent is pb and (end is a_end or end.is_before_in_block(a_end)):
                    end = a_end
            if existing is not None:
                if existing.parent is pb and end is existing:
                    continue
                if end.next is None:
                    # The buffer lives past this block only because of the
                    # existing dealloc: it already frees on every path, keep
                    # it (moving it after the terminator broke the IR).
                    continue
                existing.move_after(end)
                continue
            dealloc = Operation("memref.dealloc", [v], [], loc=end.loc)
            if end.next is None:
                # at the terminator: the buffer escapes when the terminator
                # (or a later block) uses it; otherwise free it before the
                # terminator (upstream <= 19 leaked it here)
                if any(live.is_live_out(a, pb) for a in carriers) or \
                        any(o.value in carriers for o in end.operands) or I.is_terminator(end) is False:
                    continue
                pb.insert_before(end, dealloc)
                continue
            pb.insert_after(end, dealloc)

    # ---- when the clone-based scheme cannot be correct ------------------------------
    def _edges(self, v):
        """(edge op, forwarded value) pairs through which buffers flow into
        the critical alias ``v``."""
        out = []
        if isinstance(v, BlockArgument):
            block = v.block
            for p in block.predecessors():
                t = p.terminator
                for si, s in enumerate(t.successors):
                    if s is block:
                        fw = I.successor_operands(t, si) or []
                        if v.index < len(fw):
                            out.append((t, fw[v.index]))
            region = block.parent
            parent = region.parent
            if region.blocks[0] is block and parent is not None and I.is_region_branch(parent):
                for e in I.region_edges(parent):
                    if e.dst is region and v in e.inputs:
                        j = e.inputs.index(v)
                        out.append((parent if e.src == I.PARENT else e.terminator, e.forwarded[j]))
        else:
            op = v.defining_op()
            for e in I.region_edges(op):
                if e.dst == I.PARENT and e.src != I.PARENT and e.terminator is not None and v in e.inputs:
                    out.append((e.terminator, e.forwarded[e.inputs.index(v)]))
        return out

    def _happens_before(self, u, edge) -> bool:
        """``u`` (and everything nested in it) runs before ``edge`` on every
        path (no cf loops: those are rejected before)."""
        where = {}
        e = edge
        while e is not None:
            where[e.parent.parent if e.parent is not None else None] = e
            e = e.parent_op
        b = u
        while b is not None:
            r = b.parent.parent if b.parent is not None else None
            if r in where:
                ea = where[r]
                if b is ea:
                    return False
                if b.parent is ea.parent:
                    return b.is_before_in_block(ea)
                return self.dom._block_dominates(b.parent, ea.parent)
            b = b.parent_op
        return False

    def _fresh_after(self, a, edge) -> bool:
        """``a`` is (a view of) an allocation made after ``edge`` (in a loop:
        a new buffer of a later iteration, written before it can flow
        through the edge again)."""
        while True:
            d = a.defining_op()
            if d is None:
                return False
            vs = I.view_source(d)
            if vs is None:
                break
            a = d.operands[vs].value
        return I.is_allocation(d) and not self._happens_before(d, edge) and not d.is_ancestor_of(edge)

    @staticmethod
    def _writes(u, a) -> bool:
        if I.is_terminator(u) or I.is_region_branch(u) or I.view_source(u) is not None:
            return False
        effs = I.memory_effects(u)
        if effs is None:
            return True
        return any(e.kind in ("write", "free") and (e.value is a or e.value is None) for e in effs)

    def check_clone_safety(self, to_free, aliases):
        """A clone copies the buffer's contents at the edge.  That is only
        correct when no buffer flowing in is written after the edge, and,
        when the critical alias itself is written (in-place updates, typical
        of One-Shot Bufferize output), no buffer flowing in is used after the
        edge (nor is owned by the caller, which may read it later).
        Otherwise raise :class:`_Fallback`."""
        for v in to_free:
            down = aliases.resolve(v)
            writers = [u for a in down for u in a.users() if self._writes(u, a)]
            writer = writers[0] if writers else None
            down_uses = [u for a in down for u in a.users()]
            for edge, src in self._edges(v):
                origins = aliases.origins(src) or {src}
                if writer is not None:
                    for o in origins:
                        d = o.defining_op()
                        if d is None or not I.is_allocation(d):
                            raise _Fallback(writer, "a buffer not owned by the function would be cloned "
                                                    "and then written in place")
                src_aliases = set()
                for o in origins:
                    src_aliases |= aliases.resolve(o)
                src_aliases -= down
                for a in src_aliases:
                    for u in a.users():
                        if u is edge or a in I.freed_values(u):
                            continue
                        if self._happens_before(u, edge):
                            continue
                        # a write to the source after the edge matters while the
                        # clone may still be read
                        if self._writes(u, a) and not self._fresh_after(a, edge) and \
                                any(not self._happens_before(w, u) for w in down_uses if w is not u):
                            raise _Fallback(u, "a buffer is written after it was cloned for a critical "
                                               "alias")
                        # a use of the source after a write to the clone would miss the write
                        if any(not self._happens_before(u, w) for w in writers if w is not u) and \
                                not (I.is_terminator(u) and u.parent is edge.parent):
                            raise _Fallback(writer, "a cloned buffer is written in place while the buffer "
                                                    "it was cloned from is still used")

    def check_ownership_needs(self):
        """Buffers the clone-based scheme does not free: results of calls.
        A call result the function returns right away (from the call's own
        block, itself or through views) is handed on to this function's
        caller, like a returned allocation, and needs no freeing here --
        unless it may alias a buffer allocated here (through the call's
        operands): returning it would keep that allocation from being freed."""
        aliases = None
        for op in self.func.walk():
            if I.is_call(op) and any(I.is_buffer(r) for r in op.results):
                aliases = aliases or BufferViewFlowAnalysis(self.func)
                for r in op.results:
                    if I.is_buffer(r) and not (self._returned_from_block(r)
                                               and not self._may_hold_own_buffer(r, aliases)) and \
                            not any(I.freed_values(u) and a in I.freed_values(u)
                                    for a in aliases.resolve(r) for u in a.users()):
                        raise _Fallback(op, "buffers returned by calls are not freed by the clone-based "
                                            "scheme")

    def _may_hold_own_buffer(self, v, aliases) -> bool:
        """Whether ``v`` may alias a buffer allocated in this function (per
        the alias analysis, which takes a call's results for aliases of its
        operands): anything but arguments of the function and results of
        ops that allocate nothing."""
        entry = self.func.regions[0].blocks[0]
        for a in aliases.resolve_reverse(v):
            d = a.defining_op()
            if (d is None and a.parent_block() is not entry) or (d is not None and I.is_allocation(d)):
                return True
        return False

    def _returned_from_block(self, v) -> bool:
        """Whether the func.return ending ``v``'s block returns ``v`` or a
        view of it (every path from ``v``'s definition hands it on)."""
        ret = v.parent_block().last
        if ret is None or not I.is_return_like(ret) or ret.parent_op is not self.func:
            return False
        for o in ret.operands:
            a = o.value
            while a is not v:
                d = a.defining_op()
                vs = I.view_source(d) if d is not None and d.parent is ret.parent else None
                if vs is None:
                    break
                a = d.operands[vs].value
            if a is v:
                return True
        return False


class _Fallback(Exception):
    def __init__(self, op, why):
        super().__init__(why)
        self.op, self.why = op, why


def _returns_argument_alias(func) -> bool:
    aliases = BufferViewFlowAnalysis(func)
    for op in func.walk():
        if I.is_return_like(op) and op.parent.parent.parent is func:
            for o in op.operands:
                if I.is_buffer(o.value):
                    for org in aliases.origins(o.value) or {o.value}:
                        d = org.defining_op()
                        if d is None or not I.is_allocation(d):
                            return True
    return False


def _needs_fallback_module(module) -> dict:
    """Functions of ``module`` that must use ownership-based deallocation:
    those the clone-based scheme cannot handle, plus (so that every function
    follows the same boundary ABI) callees returning a buffer that may alias
    an argument when any function falls back."""
    funcs = [o for o in module.walk() if o.name == "func.func" and o.regions and o.regions[0].blocks]
    out = {}
    for f in funcs:
        d = _Dealloc(f, None)
        try:
            d.check_only()
        except _Fallback as e:
            out[f] = e
        except _Failure:
            pass
    if out:
        called = {o.properties.get("callee") or o.attributes.get("callee") for o in module.walk()
                  if I.is_call(o)}
        called = {getattr(c, "root", None) or getattr(c, "value", None) or str(c).lstrip("@") for c in called
                  if c is not None}
        for f in funcs:
            name = f.properties.get("sym_name")
            name = getattr(name, "value", name)
            if f not in out and name in called and _returns_argument_alias(f):
                out[f] = _Fallback(f, "a caller uses ownership-based deallocation, which owns the buffers "
                                      "this function returns")
    return out


@register_pass
class BufferDeallocation(Pass):
    name = "buffer-deallocation"
    deallocates = True
    display_name = "BufferDeallocation"
    summary = "Adds all required dealloc operations for all allocations in the input program"
    description = (
        "The legacy clone-based deallocation pass (LLVM <= 19): places memref.dealloc after the last "
        "use of each allocation and its aliases at their common post-dominator, and introduces "
        "bufferization.clone for critical aliases (block arguments and region results fed by "
        "different allocations), freeing the previous iteration's buffer on loop back edges.")
    anchor = "func.func"

    def run(self, op, ctx):
        funcs = [op] if op.name == "func.func" else [o for o in op.walk() if o.name == "func.func"]
        module = op.parent.parent.parent if op.name == "func.func" and op.parent is not None else op
        root = module if module is not None else op
        # decided once per module and pass run, before any function changes
        cached = getattr(ctx.instance, "_dealloc_fallback", None)
        if cached is None or cached[0] is not root:
            cached = (root, _needs_fallback_module(root))
            try:
                ctx.instance._dealloc_fallback = cached
            except AttributeError:
                pass
        fallback = cached[1]
        for f in funcs:
            try:
                if f in fallback:
                    raise fallback[f]
                _Dealloc(f, ctx).run()
            except _Failure as e:
                ctx.fail(e.op, e.msg)
            except _Fallback as e:
                self._fallback(f, e, ctx)

    @staticmethod
    def _fallback(f, e, ctx):
        from .ownership_dealloc import PIPELINE, run_passes
        ctx.remark(e.op, "buffer-deallocation: " + e.why + "; using ownership-based deallocation for "
                   "this function")
        # the function gets what -buffer-deallocation-pipeline gives it: canonicalize first
        # (ownership-based deallocation needs a buffer used in a block other than its own to arrive
        # there as a block argument; merging a block into its only predecessor gives most inputs that
        # form), and the simplifications after
        run_passes(f, ctx, PIPELINE)
