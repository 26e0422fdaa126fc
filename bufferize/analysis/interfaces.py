"""Control-flow and memory-effect facts about ops, read from their dialect
definitions (``registry.lookup(name).extra``), for the analyses and the
buffer passes.

Nothing here keys on an op's name except the fallback table of region-branch
behaviour for the built-in structured ops (``scf.*``, ``memref.alloca_scope``),
which is registered into their ``OpDef.extra`` below, so a plugin op gets the
same treatment by registering the same ``extra`` keys.

``extra`` keys read here
------------------------
* ``effects`` / ``recursive_effects``: see the header of
  ``bufferize/dialects/memref.py``; ``effects`` may also be a function
  ``fn(op) -> [entries]`` when they depend on the op (e.g. a transfer on a
  memref reads memory, one on a tensor does not).
* ``view_source``: operand index whose buffer the (first) result views.
* ``successor_operands``: ``fn(op, i) -> (start, count)`` of the operands a
  branch forwards to successor ``i`` (``bufferize/dialects/cf.py``).
* ``region_branch``: ``fn(op) -> list[Edge]`` the region-based control flow of
  a region-branch op (see :class:`Edge`).
* ``loop_like``: the op is a loop (``LoopLikeOpInterface``);
  ``parallel_loop``: its iterations may run in parallel.
* ``automatic_allocation_scope``: ``memref.alloca`` inside is freed when the
  op's region is left (``func.func``, ``memref.alloca_scope``).
* ``hoisting``: a set of ``"block"`` / ``"loop"``: how an allocation op may
  be hoisted (upstream's ``AllocationOpInterface::getHoistingKind``).
* ``promotable_alloc``: name of the stack-allocation op an allocation
  promotes to (``memref.alloc`` -> ``memref.alloca``).
* ``copy_like``: ``(source operand, target operand)`` of a copy op.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Union

from ..ir import registry as R
from ..ir.registry import lookup, register_op

PARENT = "parent"


# ---- memory effects ------------------------------------------------------------


@dataclass(frozen=True)
class Effect:
    kind: str                 # "allocate" | "free" | "read" | "write"
    value: object = None      # the Value the effect is on (None: on no particular value)
    resource: str = "default"  # "default" or "automatic"

    @property
    def automatic(self) -> bool:
        return self.resource == "automatic"


def _extra(op) -> dict:
    d = lookup(op.name)
    return d.extra if d is not None else {}


def has_trait(op, trait: str) -> bool:
    return R.has_trait(op, trait)


def _own_effects(op) -> Optional[list]:
    """Effects declared by ``op`` itself; None if unknown."""
    d = lookup(op.name)
    if d is None:
        return None
    raw = d.extra.get("effects")
    if raw is None:
        if R.PURE in d.traits:
            return []
        return None
    if callable(raw):   # effects that depend on the op's types
        raw = raw(op)
    out = []
    for entry in raw:
        kind, where, idx = entry[0], entry[1], entry[2]
        res = entry[3] if len(entry) > 3 else "default"
        if where == "result":
            if idx < len(op.results):
                out.append(Effect(kind, op.results[idx], res))
        elif where == "operand":
            if idx < len(op.operands):
                v = op.operands[idx].value
                if _is_buffer(v) or kind in ("read", "write", "free"):
                    out.append(Effect(kind, v, res))
        elif where == "segment":
            from ..dialects.common import segments
            try:
                segs = segments(op, len(op.properties["operandSegmentSizes"].values))
            except Exception:
                return None
            if idx < len(segs):
                out.extend(Effect(kind, v, res) for v in segs[idx])
        elif where is None:
            out.append(Effect(kind, None, res))   # on no particular value
    return out


def _linalg_effects(op) -> Optional[list]:
    """Destination-passing ops without declared effects: read every memref
    operand, write every memref init (upstream's linalg effects)."""
    try:
        from ..dialects.linalg import dps_inits, is_dps
    except ImportError:  # pragma: no cover
        return None
    if not is_dps(op):
        return None
    inits = set(dps_inits(op))
    out = []
    for i, o in enumerate(op.operands):
        if _is_buffer(o.value):
            out.append(Effect("read", o.value))
            if i in inits:
                out.append(Effect("write", o.value))
    return out


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
    own = _own_effects(op)
    if own is None:
        own = _linalg_effects(op)
    return own


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


def own_effects(op) -> Optional[list]:
    """Effects of the op itself (not of nested ops); None if unknown."""
    own = _own_effects(op)
    if own is None:
        own = _linalg_effects(op)
    return own


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


def _is_buffer(v) -> bool:
    from ..ir import types as T
    return isinstance(getattr(v, "type", None), (T.MemRefType, T.UnrankedMemRefType))


is_buffer = _is_buffer


# ---- traits ----------------------------------------------------------------------------


def is_terminator(op) -> bool:
    return has_trait(op, R.TERMINATOR)


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


@dataclass
class Edge:
    """Control flows from ``src`` to ``dst`` (each ``PARENT`` or a Region of
    the op), passing ``forwarded`` (operands of the parent op, or of
    ``terminator``) to ``inputs`` (entry block arguments of ``dst``, or the
    parent's results)."""
    src: Union[str, object]
    dst: Union[str, object]
    forwarded: list = field(default_factory=list)
    inputs: list = field(default_factory=list)
    terminator: object = None


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


# ---- built-in region-branch ops -------------------------------------------------------------


def _term(region):
    for b in region.blocks:
        t = b.last
        if t is not None and is_terminator(t):
            yield t


def _vals(op, start=0, end=None):
    return [o.value for o in op.operands[start:end]]


def _rb_if(op):
    edges = []
    for r in op.regions:
        if not r.blocks:
            edges.append(Edge(PARENT, PARENT, [], []))
            continue
        edges.append(Edge(PARENT, r, [], []))
        for t in _term(r):
            edges.append(Edge(r, PARENT, _vals(t), list(op.results), t))
    return edges


def _rb_for(op):
    body = op.regions[0]
    inits = _vals(op, 3)
    args = list(body.blocks[0].args[1:]) if body.blocks else []
    edges = [Edge(PARENT, body, inits, args), Edge(PARENT, PARENT, inits, list(op.results))]
    for t in _term(body):
        edges.append(Edge(body, body, _vals(t), args, t))
        edges.append(Edge(body, PARENT, _vals(t), list(op.results), t))
    return edges


def _rb_while(op):
    before, after = op.regions[0], op.regions[1]
    bargs = list(before.blocks[0].args) if before.blocks else []
    aargs = list(after.blocks[0].args) if after.blocks else []
    edges = [Edge(PARENT, before, _vals(op), bargs)]
    for t in _term(before):
        fw = _vals(t, 1)
        edges.append(Edge(before, after, fw, aargs, t))
        edges.append(Edge(before, PARENT, fw, list(op.results), t))
    for t in _term(after):
        edges.append(Edge(after, before, _vals(t), bargs, t))
    return edges


def _rb_single(op):
    """execute_region / alloca_scope: enter the region, leave with the
    terminator's operands as results."""
    r = op.regions[0]
    edges = [Edge(PARENT, r, [], [])]
    for b in r.blocks:
        t = b.last
        if t is not None and is_terminator(t) and not t.successors:
            edges.append(Edge(r, PARENT, _vals(t), list(op.results), t))
    return edges


def _rb_switch(op):
    edges = []
    for r in op.regions:
        edges.append(Edge(PARENT, r, [], []))
        for t in _term(r):
            edges.append(Edge(r, PARENT, _vals(t), list(op.results), t))
    return edges


def _rb_parallel(op):
    """scf.parallel / scf.forall: the body runs (possibly many times, in
    parallel); reductions / shared outputs are not modelled as buffer flow
    except forall's shared_outs (tensors)."""
    body = op.regions[0]
    return [Edge(PARENT, body, [], []), Edge(body, body, [], []), Edge(body, PARENT, [], []),
            Edge(PARENT, PARENT, [], [])]


register_op("scf.if", region_branch=_rb_if)
register_op("scf.for", region_branch=_rb_for, loop_like=True, automatic_allocation_scope=True)
register_op("scf.while", region_branch=_rb_while, loop_like=True)
register_op("scf.execute_region", region_branch=_rb_single)
register_op("scf.index_switch", region_branch=_rb_switch)
register_op("scf.parallel", region_branch=_rb_parallel, loop_like=True, parallel_loop=True,
            automatic_allocation_scope=True)
register_op("scf.forall", region_branch=_rb_parallel, loop_like=True, parallel_loop=True,
            automatic_allocation_scope=True)
register_op("memref.alloca_scope", region_branch=_rb_single)
register_op("func.func", automatic_allocation_scope=True)
register_op("func.call", call_like=True)
register_op("func.call_indirect", call_like=True)
register_op("memref.alloc", hoisting=("block", "loop"), promotable_alloc="memref.alloca")
register_op("memref.alloca", hoisting=("loop",))
register_op("memref.copy", copy_like=(0, 1))
register_op("linalg.copy", copy_like=(0, 1))


def lookup_extra(op, key: str, default=None):
    """``OpDef.extra[key]`` of the op (``default`` if absent)."""
    return _extra(op).get(key, default)
