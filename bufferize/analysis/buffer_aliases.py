"""Buffer view flow (alias) analysis, upstream's ``BufferViewFlowAnalysis``.

``BufferViewFlowAnalysis(op)`` records, for every value, the values it flows
into directly ("dependencies"):

* view ops (``extra["view_source"]``): source operand -> result;
* ops with ``extra["view_flow"]`` = ``fn(op) -> [(from, to), ...]`` (e.g.
  ``arith.select``: both operands -> result), declared by their dialects
  (``dialects/<name>/interfaces.py``); with ``view_flow_terminal`` their
  memref results are terminals too (``memref.realloc``);
* branch ops (``extra["successor_operands"]``): forwarded operand -> successor
  block argument;
* region-branch ops (``extra["region_branch"]``, see ``interfaces.Edge``):
  entry operands -> region arguments, terminator operands -> successor region
  arguments or parent results (``scf.if/for/while/execute_region``...);
* calls: every operand -> every result (intra-procedural, conservative), and
  their memref results are *terminals* (may be fresh buffers);
* any other op: its memref results and region arguments are terminals (no
  information); an op with unknown memory effects also flows every memref
  operand into every memref result (they may be views).

API
---
* ``resolve(value)``: ``value`` and every value it (transitively) flows into:
  the set of values that may alias the buffer of ``value`` "downstream".
  This is what the buffer passes call the aliases of an allocation.
* ``resolve_reverse(value)``: ``value`` and every value that flows into it.
* ``may_alias(a, b)``: the two values may share a buffer (they have a common
  origin).
* ``all_aliases(value)``: every value that may alias ``value``
  (``{b : may_alias(value, b)}`` restricted to values seen by the analysis).
* ``may_be_terminal(value)``: the value may be a buffer that does not come
  from another value the analysis knows (an allocation, a function
  argument, a call result, a result of an unknown op).
* ``origins(value)``: the terminal values ``value`` may come from.
* ``remove(values)``: forget values (after they were erased).
* ``rename(old, new)``: replace a value.
"""
from __future__ import annotations

from ..ir.core import BlockArgument
from ..ir.registry import lookup
from . import interfaces as I


class BufferViewFlowAnalysis:
    def __init__(self, op):
        self.op = op
        self.dependencies: dict = {}   # value -> set(values it flows into)
        self.reverse: dict = {}        # value -> set(values flowing into it)
        self.terminals: set = set()
        self._build(op)

    # ---- construction --------------------------------------------------------------
    def _add(self, src, dst) -> None:
        if src is None or dst is None:
            return
        self.dependencies.setdefault(src, set()).add(dst)
        self.reverse.setdefault(dst, set()).add(src)

    def _add_all(self, srcs, dsts) -> None:
        for s, d in zip(srcs, dsts):
            self._add(s, d)

    def _terminal(self, op) -> None:
        for r in op.results:
            if I.is_buffer(r):
                self.terminals.add(r)
        for reg in op.regions:
            if reg.blocks:
                for a in reg.blocks[0].args:
                    if I.is_buffer(a):
                        self.terminals.add(a)

    def _build(self, root) -> None:
        # the root's (e.g. a function's) entry arguments come from outside
        for reg in root.regions:
            if reg.blocks:
                for a in reg.blocks[0].args:
                    if I.is_buffer(a):
                        self.terminals.add(a)
        for op in root.walk():
            if op is root:
                continue
            d = lookup(op.name)
            ex = d.extra if d is not None else {}
            flow = ex.get("view_flow")
            if flow is not None:
                for s, t in flow(op):
                    self._add(s, t)
                if ex.get("view_flow_terminal"):
                    self._terminal(op)
                continue
            vs = I.view_source(op)
            if vs is not None:
                for r in op.results:
                    if I.is_buffer(r):
                        self._add(op.operands[vs].value, r)
                continue
            if I.is_branch(op) and op.successors:
                for i, succ in enumerate(op.successors):
                    fw = I.successor_operands(op, i) or []
                    self._add_all(fw, succ.args)
                continue
            if I.is_region_branch(op):
                for e in I.region_edges(op):
                    self._add_all(e.forwarded, e.inputs)
                continue
            if I.is_region_branch_terminator(op):
                continue
            if I.is_terminator(op) and op.successors:
                # unknown branch: every operand may reach every successor argument
                for s in op.successors:
                    for o in op.operands:
                        for a in s.args:
                            self._add(o.value, a)
                continue
            if I.is_call(op):
                self._terminal(op)
                for o in op.operands:
                    for r in op.results:
                        self._add(o.value, r)
                continue
            self._terminal(op)
            if I.memory_effects(op) is None:
                # unknown op: its memref results may be views of its memref
                # operands (LLVM 19 assumed they were not, and freed the
                # operand while the result was still used)
                for o in op.operands:
                    if I.is_buffer(o.value):
                        for r in op.results:
                            if I.is_buffer(r):
                                self._add(o.value, r)

    # ---- queries ----------------------------------------------------------------------
    def _closure(self, value, graph) -> set:
        out = set()
        stack = [value]
        while stack:
            v = stack.pop()
            if v in out:
                continue
            out.add(v)
            stack.extend(graph.get(v, ()))
        return out

    def resolve(self, value) -> set:
        return self._closure(value, self.dependencies)

    def resolve_reverse(self, value) -> set:
        return self._closure(value, self.reverse)

    def may_alias(self, a, b) -> bool:
        if a is b:
            return True
        ra = self.resolve_reverse(a)
        rb = self.resolve_reverse(b)
        return bool(ra & rb)

    def all_aliases(self, value) -> set:
        roots = self.resolve_reverse(value)
        out = set()
        for r in roots:
            out |= self.resolve(r)
        return out

    def may_be_terminal(self, value) -> bool:
        return value in self.terminals

    def origins(self, value) -> set:
        """The terminal values (allocations, arguments, call results, results
        of unknown ops) ``value`` may come from."""
        return {v for v in self.resolve_reverse(value) if v in self.terminals}

    def remove(self, values) -> None:
        values = set(values)
        for v in values:
            for d in self.dependencies.pop(v, ()):
                self.reverse.get(d, set()).discard(v)
            for s in self.reverse.pop(v, ()):
                self.dependencies.get(s, set()).discard(v)
            self.terminals.discard(v)
        for m in (self.dependencies, self.reverse):
            for k in m:
                m[k] -= values

    def rename(self, old, new) -> None:
        for m in (self.dependencies, self.reverse):
            if old in m:
                m.setdefault(new, set()).update(m.pop(old))
            for k in m:
                if old in m[k]:
                    m[k].discard(old)
                    m[k].add(new)
        if old in self.terminals:
            self.terminals.discard(old)
            self.terminals.add(new)


def merge_inputs(v):
    """The values flowing into the merge ``v``, one per edge: what the
    predecessors' branches pass to a block argument, what the regions
    yield to a region-branch op's result; None if ``v`` is no merge
    a deallocation can clone into on every edge (the function's arguments,
    a result the op may forward from its own operands).  A region's
    entry argument is a merge of the op's operands and the regions'
    terminators (scf.while's before argument: the init on entry, the
    after region's yield later); the operand's clone goes before the
    op."""
    if isinstance(v, BlockArgument):
        region = v.block.parent
        if region.blocks[0] is v.block:
            # a region's entry argument (a loop's iter_arg, scf.while's
            # before/after arguments): fed by the op's operands (cloned
            # before the op) and by the regions' terminators
            parent = region.parent
            if parent is None or parent.parent is None or not I.is_region_branch(parent):
                return None
            out = []
            for e in I.region_edges(parent):
                if e.dst is region and v in e.inputs:
                    if e.src != I.PARENT and e.terminator is None:
                        return None
                    out.append(e.forwarded[list(e.inputs).index(v)])
            return out
        out = []
        for p in v.block.predecessors():
            t = p.terminator
            for si, s in enumerate(t.successors):
                if s is v.block:
                    fw = I.successor_operands(t, si) or []
                    out.append(fw[v.index] if v.index < len(fw) else None)
        return out
    op = v.defining_op()
    if op is None or not op.regions or not I.is_region_branch(op):
        return None
    out = []
    for e in I.region_edges(op):
        if e.dst == I.PARENT and v in e.inputs:
            if e.src == I.PARENT or e.terminator is None:
                return None
            out.append(e.forwarded[list(e.inputs).index(v)])
    return out
