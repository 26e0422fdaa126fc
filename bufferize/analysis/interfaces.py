"""Control-flow and memory-effect facts about ops, read from their dialect
definitions (``registry.lookup(name).extra``), for the analyses and the
buffer passes.  Nothing here keys on an op's name: each dialect declares the
``extra`` keys below for its ops (``dialects/<name>/``), and a plugin op gets
the same treatment by declaring the same keys.  The vocabulary (Effect, Edge,
the effect entries) is in ``ir/interfaces.py``.

``extra`` keys read here
------------------------
* ``effects`` / ``recursive_effects``: see ``ir/interfaces.py``;
  ``effects`` may be a function ``fn(op) -> [entries]`` when they depend on
  the op (a transfer on a memref reads memory, one on a tensor does not).
* ``view_source``: operand index whose buffer the (first) result views.
* ``successor_operands``: ``fn(op, i) -> (start, count)`` of the operands a
  branch forwards to successor ``i`` (``dialects/cf/ops.py``).
* ``region_branch``: ``fn(op) -> list[Edge]`` the region-based control flow of
  a region-branch op (see ``ir.interfaces.Edge``).
* ``loop_like``: the op is a loop (``LoopLikeOpInterface``);
  ``parallel_loop``: its iterations may run in parallel.
* ``automatic_allocation_scope``: ``memref.alloca`` inside is freed when the
  op's region is left (``func.func``, ``memref.alloca_scope``).
* ``hoisting``: a set of ``"block"`` / ``"loop"``: how an allocation op may
  be hoisted (upstream's ``AllocationOpInterface::getHoistingKind``).
* ``promotable_alloc``: name of the stack-allocation op an allocation
  promotes to (``memref.alloc`` -> ``memref.alloca``).
* ``copy_like``: ``(source operand, target operand)`` of a copy op.
* ``view_flow``: ``fn(op) -> [(from, to), ...]`` values flowing into others
  (upstream's ``BufferViewFlowOpInterface``); ``view_flow_terminal``: the
  op's memref results may also be fresh buffers (``memref.realloc``).
* ``select_operands``: ``(condition, true, false)`` operand indices of an op
  whose result is one of two operands (``arith.select``: upstream's
  ``BufferDeallocationOpInterface`` model selects the ownership the same way).
* ``cast_like``: the op's result is its operand under another type
  (upstream's ``CastOpInterface``: ``tensor.cast``, ``memref.cast``).
"""
from __future__ import annotations

from typing import Optional

from ..ir import registry as R
from ..ir.interfaces import (  # noqa: F401  (re-exported: the analyses' vocabulary)
    PARENT, Edge, Effect, is_buffer, is_terminator, own_effects)
from ..ir.registry import lookup


# ---- memory effects ------------------------------------------------------------


def _extra(op) -> dict:
    d = lookup(op.name)
    return d.extra if d is not None else {}


def has_trait(op, trait: str) -> bool:
    return R.has_trait(op, trait)


def memory_effects(op) -> Optional[list]:
    """The memory effects of ``op`` as a list of :class:`Effect`, including
    those of nested ops for ops with recursive effects (``scf.*``,
    ``memref.alloca_scope``); None when unknown (an unregistered op, or a
    registered op without an ``effects`` entry, e.g. ``func.call``)."""
    ex = _extra(op)
    if ex.get("recursive_effects") or (ex.get("region_branch") and "effects" not in ex):
        out = []
        for r in op.regions:
            for b in r.blocks:
                for inner in b:
                    e = memory_effects(inner)
                    if e is None:
                        return None
                    out.extend(e)
        return out
    return own_effects(op)


def has_unknown_effects(op) -> bool:
    return memory_effects(op) is None


def has_effect(op, kind: str, value=None) -> bool:
    """True if op *may* have effect ``kind`` (on ``value`` if given).
    Unknown effects count as every effect."""
    effs = memory_effects(op)
    if effs is None:
        return True
    for e in effs:
        if e.kind == kind and (value is None or e.value is value or e.value is None):
            return True
    return False


def allocated_values(op, include_automatic: bool = False) -> list:
    """Results of ``op`` with an allocate effect (by default excluding
    automatic, i.e. stack, allocations)."""
    effs = own_effects(op) or []
    return [e.value for e in effs if e.kind == "allocate" and e.value is not None
            and e.value in op.results and (include_automatic or not e.automatic)]


def freed_values(op) -> list:
    effs = own_effects(op) or []
    return [e.value for e in effs if e.kind == "free" and e.value is not None]


def is_allocation(op, include_automatic: bool = False) -> bool:
    return bool(allocated_values(op, include_automatic))


def is_automatic_allocation(op) -> bool:
    effs = own_effects(op) or []
    return any(e.kind == "allocate" and e.automatic for e in effs)


def find_dealloc(value):
    """Upstream's memref::findDealloc: the single user of ``value`` that frees
    it; None if there is none; False if there are several."""
    found = None
    for user in value.users():
        effs = own_effects(user)
        if effs is None:
            continue
        if any(e.kind == "free" and e.value is value for e in effs):
            if found is not None and found is not user:
                return False
            found = user
    return found


def view_source(op) -> Optional[int]:
    """Operand index of the buffer a view-like op's result aliases."""
    v = _extra(op).get("view_source")
    return v if isinstance(v, int) and v < len(op.operands) else None


def copy_operands(op):
    """(source, target) values of a copy-like op, or None."""
    c = _extra(op).get("copy_like")
    if not c:
        return None
    s, t = c
    return op.operands[s].value, op.operands[t].value


def view_flow(op) -> Optional[list]:
    """``[(from, to), ...]`` of an op declaring ``view_flow``, else None."""
    fn = _extra(op).get("view_flow")
    return fn(op) if fn is not None else None


def select_operands(op) -> Optional[tuple]:
    """(condition, true, false) operand values of a select-like op, or None."""
    s = _extra(op).get("select_operands")
    if not s or max(s) >= len(op.operands):
        return None
    return tuple(op.operands[i].value for i in s)


def is_select_like(op) -> bool:
    return bool(_extra(op).get("select_operands"))


def is_cast_like(op) -> bool:
    """A ``CastOpInterface`` op: its result is its (single) operand, retyped."""
    return op is not None and bool(_extra(op).get("cast_like"))


# ---- traits ----------------------------------------------------------------------------


def is_return_like(op) -> bool:
    """``ReturnLike`` terminators (``func.return``, ``scf.yield``, ...): they
    are region-branch terminators (upstream: ReturnLike implies
    RegionBranchTerminatorOpInterface)."""
    return has_trait(op, R.RETURN_LIKE)


def is_region_branch_terminator(op) -> bool:
    """A terminator that forwards operands to a region successor or to the
    parent's results."""
    if op.parent is None or op.parent.last is not op:
        return False
    if is_return_like(op):
        return True
    p = op.parent_op
    return p is not None and is_region_branch(p) and is_terminator(op) and not op.successors


def is_automatic_allocation_scope(op) -> bool:
    return bool(_extra(op).get("automatic_allocation_scope"))


def is_loop_like(op) -> bool:
    return bool(_extra(op).get("loop_like"))


def is_region_branch(op) -> bool:
    return _extra(op).get("region_branch") is not None


def is_branch(op) -> bool:
    return _extra(op).get("successor_operands") is not None


def is_call(op) -> bool:
    return bool(_extra(op).get("call_like")) or "callee" in op.properties or "callee" in op.attributes


def hoisting_kind(op) -> frozenset:
    return frozenset(_extra(op).get("hoisting", ()))


# ---- branches ----------------------------------------------------------------------------


def successor_operands(op, i: int) -> Optional[list]:
    """Values ``op`` forwards to the arguments of successor ``i``; None for an
    unknown branch op."""
    fn = _extra(op).get("successor_operands")
    if fn is None:
        return None
    start, n = fn(op, i)
    return [o.value for o in op.operands[start:start + n]]


# ---- region-based control flow --------------------------------------------------------


def region_edges(op) -> list:
    """Every region-based control-flow edge of a region-branch op ([] for
    other ops)."""
    fn = _extra(op).get("region_branch")
    return fn(op) if fn is not None else []


def region_successors(op, src) -> list:
    """Regions (or PARENT) control may reach from ``src`` (PARENT or a Region)."""
    out = []
    for e in region_edges(op):
        if e.src is src or (isinstance(src, str) and e.src == src):
            if not any(d is e.dst for d in out):
                out.append(e.dst)
    return out


def has_region_loop(op) -> bool:
    """Does the region graph of a region-branch op contain a cycle?"""
    edges = region_edges(op)
    succ: dict = {}
    for e in edges:
        if e.src is not PARENT and e.dst is not PARENT:
            succ.setdefault(id(e.src), set()).add(id(e.dst))
    # DFS cycle detection on region ids
    state: dict = {}

    def visit(n) -> bool:
        state[n] = 1
        for m in succ.get(n, ()):
            s = state.get(m, 0)
            if s == 1 or (s == 0 and visit(m)):
                return True
        state[n] = 2
        return False

    return any(state.get(n, 0) == 0 and visit(n) for n in list(succ))


def is_loop(op) -> bool:
    """Upstream's isLoop: LoopLike, or a region-branch op with a cycle."""
    return is_loop_like(op) or (is_region_branch(op) and has_region_loop(op))


def is_known_control_flow(op) -> bool:
    return is_loop_like(op) or is_region_branch(op)


def lookup_extra(op, key: str, default=None):
    """``OpDef.extra[key]`` of the op (``default`` if absent)."""
    return _extra(op).get(key, default)
