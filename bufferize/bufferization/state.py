"""Bufferization options and the analysis state: alias and equivalence sets
(union-find over tensor values), in-place decisions per OpOperand, and the
queries models and the analysis share (reads/writes/aliases through models,
reverse use-def chains, writability, buffer types)."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable, Optional

from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import OpOperand, OpResult, Operation, Value
from .interface import Alias, BufferizableModel, is_tensor, model_for


@dataclass
class Options:
    bufferize_function_boundaries: bool = False
    allow_unknown_ops: bool = False
    allow_return_allocs_from_loops: bool = False
    analysis_heuristic: str = "bottom-up"
    analysis_fuzzer_seed: int = 0
    test_analysis_only: bool = False
    print_conflicts: bool = False
    dump_alias_sets: bool = False
    copy_before_write: bool = False
    function_boundary_type_conversion: str = "infer-layout-map"
    unknown_type_conversion: str = "fully-dynamic-layout-map"
    buffer_alignment: int = 64
    dialect_filter: tuple = ()
    no_analysis_func_filter: tuple = ()
    check_parallel_regions: bool = True
    use_alloca: bool = False
    create_deallocs: bool = False
    report: object = None   # a report.ReportBuilder: told the decisions before the rewrite

    def op_allowed(self, op: Operation) -> bool:
        if self.dialect_filter and op.dialect not in self.dialect_filter:
            return False
        if op.dialect == "func" and not self.bufferize_function_boundaries:
            return False
        return True


_SMALL_CLASS = 16


class UnionFind:
    """Union-find whose classes list their members in the order of LLVM's
    EquivalenceClasses (upstream iterates alias sets that way, which decides
    e.g. which conflict print-conflicts reports): ``union(a, b)`` puts the
    members of b's class after those of a's.  A large class is a deque, so
    a union costs the size of the smaller class either way.  A class of one
    has no list of members, and a small class a plain list (most tensor
    values never join another, and most classes stay small: a deque each,
    at least 600 bytes, was a fifth of One-Shot's memory on one long
    function); a class becomes a deque when a smaller one is put before it
    and it has ``_SMALL_CLASS`` members or more."""
    __slots__ = ("parent", "members")

    def __init__(self):
        self.parent: dict = {}
        self.members: dict = {}   # root of a class of two or more -> its members

    def add(self, x):
        if x not in self.parent:
            self.parent[x] = x

    def find(self, x):
        p = self.parent.get(x)
        if p is None:
            self.parent[x] = x
            return x
        root = x
        while self.parent[root] is not root:
            root = self.parent[root]
        while self.parent[x] is not root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra is rb:
            return ra
        ma = self.members.pop(ra, None) or [ra]
        mb = self.members.pop(rb, None) or [rb]
        if len(ma) >= len(mb):
            ma.extend(mb)
            root, other, merged = ra, rb, ma
        else:
            if type(mb) is list and len(mb) < _SMALL_CLASS:
                mb = ma + mb
            else:
                if type(mb) is list:
                    mb = deque(mb)
                mb.extendleft(reversed(ma))
            root, other, merged = rb, ra, mb
        self.parent[other] = root
        self.members[root] = merged
        return root

    def same(self, a, b) -> bool:
        return self.find(a) is self.find(b)

    def set_of(self, x):
        r = self.find(x)
        m = self.members.get(r)
        return m if m is not None else (r,)


class AnalysisState:
    def __init__(self, options: Options):
        self.options = options
        self.aliases = UnionFind()
        self.equivalent = UnionFind()
        self.in_place: set = set()
        self.out_of_place: set = set()
        self.writable_override: dict = {}   # Value -> bool (function arguments)
        self.read_only_scan: dict = {}      # func.func -> may it return a result no caller may write (func_boundary)
        self.undefined_uses: set = set()
        self.result_writes_pending: set = set()   # results whose value_writes is being decided (cycles)
        self.conflicts: list = []           # (read use, write use, definition) for print-conflicts
        self.non_writable_reported: list = []   # W_<i> annotations, in order
        self.func_equivalences: dict = {}   # func op -> {result index: arg index}
        self._def_cache: dict = {}
        self._models: dict = {}
        self.rep_cache: dict = {}           # op/value -> enclosing repetitive region
        self.inits_cache: dict = {}         # op -> its destination-style init operand indices
        self.index = None                   # one_shot.conflict_index.ConflictIndex during an analysis
        self.copy_before_write_funcs: set = set()   # func ops bufferized without analysis
        # Why each out-of-place operand is out of place (the bufferization
        # report): use -> OutOfPlace; and what the rewrite allocated and copied.
        self.reasons: dict = {}
        self.last_conflict = None           # (read, write, definition) of the last conflicting pair
        self.allocations: list = []         # AllocRecord, in rewrite order
        self.copies: list = []              # CopyRecord, in rewrite order

    # ---- models ------------------------------------------------------------
    def model(self, op: Operation) -> Optional[BufferizableModel]:
        if op is None:
            return None
        try:
            return self._models[op]
        except KeyError:
            m = self._models[op] = model_for(op) if self.options.op_allowed(op) else None
            return m

    def model_of_value(self, v: Value):
        owner = v.op if isinstance(v, OpResult) else v.block.parent_op
        return self.model(owner)

    def reads(self, use: OpOperand) -> bool:
        m = self.model(use.owner)
        return True if m is None else m.reads(use, self)

    def writes(self, use: OpOperand) -> bool:
        m = self.model(use.owner)
        return True if m is None else m.writes(use, self)

    def aliasing_values(self, use: OpOperand) -> list[Alias]:
        m = self.model(use.owner)
        if m is None:
            # Unknown op: every tensor result may alias every tensor operand.
            return [Alias(r, "unknown", False) for r in use.owner.results if is_tensor(r)]
        return m.aliasing_values(use, self)

    def aliasing_operands(self, v: Value) -> list[Alias]:
        m = self.model_of_value(v)
        if m is None:
            owner = v.op if isinstance(v, OpResult) else None
            if owner is None:
                return []
            return [Alias(o, "unknown", False) for o in owner.operands if is_tensor(o.value)]
        return m.aliasing_operands(v, self)

    def alias_only(self, use: OpOperand) -> bool:
        return not self.reads(use) and not self.writes(use) and bool(self.aliasing_values(use))

    def value_writes(self, v: Value) -> bool:
        """upstream's bufferizesToMemoryWrite(Value): is v a definition?"""
        if not isinstance(v, OpResult):
            return True
        m = self.model(v.op)
        if m is None:
            return True
        return m.result_writes(v, self)

    def is_in_place(self, use: OpOperand) -> bool:
        return use in self.in_place

    # ---- sets --------------------------------------------------------------
    def alias_set(self, v: Value) -> list:
        return self.aliases.set_of(v)

    def are_equivalent(self, a: Value, b: Value) -> bool:
        return a is b or self.equivalent.same(a, b)

    def are_aliasing(self, a: Value, b: Value) -> bool:
        return a is b or self.aliases.same(a, b)

    def bufferize_in_place(self, use: OpOperand) -> None:
        if use in self.in_place:
            return
        self.in_place.add(use)
        self.out_of_place.discard(use)
        idx = self.index
        for a in self.aliasing_values(use):
            if idx is None:
                self.aliases.union(a.target, use.value)
                continue
            ra, rb = idx.root(a.target), idx.root(use.value)
            if ra is not rb:
                new = self.aliases.union(ra, rb)
                idx.merge(new, rb if new is ra else ra)
        if idx is not None and self.writes(use):
            idx.add_write(idx.root(use.value), use)

    def bufferize_out_of_place(self, use: OpOperand, reason=None) -> None:
        self.out_of_place.add(use)
        if reason is not None:
            self.reasons[use] = reason

    # ---- use-def chains ----------------------------------------------------
    def find_in_reverse_use_def_chain(self, value: Value, cond: Callable, always_include_leaves=True,
                                      follow_equivalent_only=False, follow_in_place_only=False,
                                      follow_unknown_ops=False) -> list:
        result: dict = {}
        work = [value]
        visited = set()
        while work:
            v = work.pop()
            if v in visited:
                if always_include_leaves:
                    result[v] = None
                continue
            visited.add(v)
            if cond(v):
                result[v] = None
                continue
            if not follow_unknown_ops and self.model_of_value(v) is None:
                if always_include_leaves:
                    result[v] = None
                continue
            aliases = self.aliasing_operands(v)
            if not aliases:
                if always_include_leaves:
                    result[v] = None
                continue
            for a in aliases:
                if follow_equivalent_only and a.relation != "equivalent":
                    if always_include_leaves:
                        result[v] = None
                    continue
                if follow_in_place_only and not self.is_in_place(a.target):
                    if always_include_leaves:
                        result[v] = None
                    continue
                work.append(a.target.value)
        return list(result)

    def find_definitions(self, use: OpOperand) -> list:
        key = use
        r = self._def_cache.get(key)
        if r is None:
            r = self.find_in_reverse_use_def_chain(use.value, self.value_writes, always_include_leaves=False)
            self._def_cache[key] = r
        return r

    def invalidate_caches(self) -> None:
        self._def_cache.clear()
        self._models.clear()
        self.rep_cache.clear()
        self.inits_cache.clear()
        self.index = None

    def counts_as_read(self, u: OpOperand) -> bool:
        """A use that reads, or a non-writing use whose aliasing values are
        read later (extract_slice): a read for the read-after-write rule."""
        if self.reads(u):
            return True
        return not self.writes(u) and any(self.is_value_read(a.target) for a in self.aliasing_values(u))

    def is_value_read(self, v: Value) -> bool:
        work = list(v.uses)
        seen = set()
        while work:
            u = work.pop()
            if u in seen:
                continue
            seen.add(u)
            if self.alias_only(u):
                for a in self.aliasing_values(u):
                    work.extend(a.target.uses)
            if self.reads(u):
                return True
        return False

    def is_value_written(self, v: Value) -> bool:
        for alias in self.alias_set(v):
            for u in alias.uses:
                if u in self.in_place and self.writes(u):
                    return True
        return False

    def is_writable(self, v: Value) -> bool:
        o = self.writable_override.get(v)
        if o is not None:
            return o
        m = self.model_of_value(v)
        if m is None:
            return False
        return m.is_writable(v, self)

    def has_undefined_contents(self, use: OpOperand) -> bool:
        return use in self.undefined_uses

    def can_omit_copy(self, use: OpOperand) -> bool:
        if self.has_undefined_contents(use):
            return True
        if self.writes(use) and not self.reads(use):
            return True
        if not self.reads(use) and not any(self.is_value_read(a.target) for a in self.aliasing_values(use)):
            return True
        return False

    # ---- types -------------------------------------------------------------
    def default_buffer_type(self, v: Value) -> T.Type:
        """Buffer type of a value whose op is unknown (or not bufferized here)."""
        return tensor_to_memref(v.type, self.options.unknown_type_conversion)


def fully_dynamic_layout(rank: int) -> A.StridedLayoutAttr:
    return A.StridedLayoutAttr(tuple([None] * rank), None)


def tensor_to_memref(t: T.Type, layout: str = "fully-dynamic-layout-map", memory_space=None) -> T.Type:
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedMemRefType(t.element_type, memory_space)
    assert isinstance(t, T.RankedTensorType), t
    lay = None
    if layout == "fully-dynamic-layout-map":
        lay = fully_dynamic_layout(len(t.shape))
    return T.MemRefType(t.shape, t.element_type, lay, memory_space)


def identity_memref(t: T.Type, memory_space=None) -> T.Type:
    return tensor_to_memref(t, "identity-layout-map", memory_space)


class NewBufferModel(BufferizableModel):
    """An op whose tensor result bufferizes to a new buffer of identity
    layout (tensor.generate, tensor.from_elements, arith.index_cast)."""

    def bufferizes_to_allocation(self, value):
        return True

    def buffer_type(self, value, state):
        return identity_memref(value.type)
