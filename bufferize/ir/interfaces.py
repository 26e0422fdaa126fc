"""Op interfaces as data (upstream's mlir/Interfaces): what a dialect
declares about an op in ``OpDef.extra`` and what every layer above reads.

* memory effects: ``extra["effects"]`` is a list of ``(kind, where, index[,
  resource])`` entries, ``kind`` one of allocate/free/read/write, ``where``
  one of ``"result"``, ``"operand"``, ``"segment"`` (an operandSegmentSizes
  group) or None (on no particular value), ``resource`` ``"default"`` or
  ``"automatic"`` (stack); or a function ``fn(op) -> entries`` when they
  depend on the op.  A Pure op has none; an op without an entry has unknown
  effects.
* region-based control flow: ``extra["region_branch"]`` is ``fn(op) ->
  [Edge]``; :func:`single_region_edges` serves ops that enter their one
  region and leave it with the terminator's operands as results.
* ``AttrSizedOperandSegments``: :func:`segment_sizes` / :func:`segments`.
"""
from __future__ import annotations

from typing import Optional

from . import attributes as A
from . import registry as R
from . import types as T
from .registry import lookup

PARENT = "parent"


# ---- memory effects --------------------------------------------------------------------


class Effect:
    """One memory effect: ``kind`` is "allocate" | "free" | "read" | "write",
    ``value`` the Value it is on (None: on no particular value), ``resource``
    "default" or "automatic".  Immutable and hashable.  (Plain classes here,
    not dataclasses: this module is imported on every start-up.)"""
    __slots__ = ("kind", "value", "resource")

    def __init__(self, kind: str, value=None, resource: str = "default"):
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "resource", resource)

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field '{name}'")

    def _key(self):
        return (self.kind, self.value, self.resource)

    def __eq__(self, other):
        return type(other) is Effect and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return f"Effect(kind={self.kind!r}, value={self.value!r}, resource={self.resource!r})"

    @property
    def automatic(self) -> bool:
        return self.resource == "automatic"


def is_buffer(v) -> bool:
    return isinstance(getattr(v, "type", None), (T.MemRefType, T.UnrankedMemRefType))


def effect_entries(op) -> Optional[list]:
    """The op's declared ``effects`` entries (a function of the op
    evaluated); None when it declares none (Pure or unknown: ask the traits)."""
    d = lookup(op.name)
    raw = d.extra.get("effects") if d is not None else None
    return raw(op) if callable(raw) else raw


def own_effects(op) -> Optional[list]:
    """Effects declared by ``op`` itself (not those of nested ops), as
    :class:`Effect` entries; None if unknown."""
    d = lookup(op.name)
    if d is None:
        return None
    raw = effect_entries(op)
    if raw is None:
        if R.PURE in d.traits:
            return []
        return None
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
                if is_buffer(v) or kind in ("read", "write", "free"):
                    out.append(Effect(kind, v, res))
        elif where == "segment":
            try:
                segs = segments(op, len(op.properties["operandSegmentSizes"].values))
            except Exception:
                return None
            if idx < len(segs):
                out.extend(Effect(kind, v, res) for v in segs[idx])
        elif where is None:
            out.append(Effect(kind, None, res))   # on no particular value
    return out


# ---- operand segments (AttrSizedOperandSegments) ------------------------------------------


_CHECKED_SEGMENTS: set = set()   # (sizes, operand count) found valid: asked once per op and model


def segment_sizes(op, n: int):
    """The op's operandSegmentSizes as a tuple of ints (checked: n entries
    summing to the operand count), or raise VerifyError."""
    seg = op.properties.get("operandSegmentSizes")
    if type(seg) is A.DenseArrayAttr and seg.element_type == T.i32 and len(seg.values) == n \
            and (seg.values, len(op.operands)) in _CHECKED_SEGMENTS:
        return seg.values
    return _checked_segment_sizes(op, seg, n)


def _checked_segment_sizes(op, seg, n: int):
    from .verifier import VerifyError
    if seg is None:
        seg = A.DenseArrayAttr(T.i32, (0,) * n)
    if not isinstance(seg, A.DenseArrayAttr) or seg.element_type != T.i32:
        raise VerifyError(op, "attribute 'operandSegmentSizes' failed to satisfy constraint: "
                              "i32 dense array attribute")
    if len(seg.values) != n:
        raise VerifyError(op, f"'operandSegmentSizes' attribute for specifying operand segments must "
                              f"have {n} elements, but got {len(seg.values)}")
    if any(v < 0 for v in seg.values) or sum(seg.values) != len(op.operands):
        raise VerifyError(op, f"operand count ({len(op.operands)}) does not match with the total size "
                              f"({sum(seg.values)}) specified in attribute 'operandSegmentSizes'")
    values = tuple(seg.values)
    if len(_CHECKED_SEGMENTS) < 4096:
        _CHECKED_SEGMENTS.add((values, len(op.operands)))
    return values


def segments(op, n: int):
    """Split op operand values by operandSegmentSizes -> list of n lists."""
    sizes = segment_sizes(op, n)
    vals = [o.value for o in op.operands]
    out, i = [], 0
    for s in sizes:
        out.append(vals[i:i + s])
        i += s
    return out


# ---- region-based control flow --------------------------------------------------------


class Edge:
    """Control flows from ``src`` to ``dst`` (each ``PARENT`` or a Region of
    the op), passing ``forwarded`` (operands of the parent op, or of
    ``terminator``) to ``inputs`` (entry block arguments of ``dst``, or the
    parent's results)."""
    __slots__ = ("src", "dst", "forwarded", "inputs", "terminator")
    __hash__ = None

    def __init__(self, src, dst, forwarded=None, inputs=None, terminator=None):
        self.src, self.dst, self.terminator = src, dst, terminator
        self.forwarded = forwarded if forwarded is not None else []
        self.inputs = inputs if inputs is not None else []

    def __eq__(self, other):
        return type(other) is Edge and all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    def __repr__(self):
        return f"Edge(src={self.src!r}, dst={self.dst!r})"


def is_terminator(op) -> bool:
    return R.has_trait(op, R.TERMINATOR)


def terminators(region):
    for b in region.blocks:
        t = b.last
        if t is not None and is_terminator(t):
            yield t


def operand_values(op, start=0, end=None):
    return [o.value for o in op.operands[start:end]]


def alternative_region_edges(op):
    """scf.if / affine.if / index_switch: one of the regions runs (an empty
    one forwards nothing), and its terminator's operands become the results."""
    edges = []
    for r in op.regions:
        if not r.blocks:
            edges.append(Edge(PARENT, PARENT, [], []))
            continue
        edges.append(Edge(PARENT, r, [], []))
        for t in terminators(r):
            edges.append(Edge(r, PARENT, operand_values(t), list(op.results), t))
    return edges


def loop_region_edges(op, inits):
    """scf.for / affine.for: the body (whose first argument is the induction
    variable) runs zero or more times, carrying ``inits`` through its other
    arguments to the results."""
    body = op.regions[0]
    args = list(body.blocks[0].args[1:]) if body.blocks else []
    edges = [Edge(PARENT, body, inits, args), Edge(PARENT, PARENT, inits, list(op.results))]
    for t in terminators(body):
        edges.append(Edge(body, body, operand_values(t), args, t))
        edges.append(Edge(body, PARENT, operand_values(t), list(op.results), t))
    return edges


def single_region_edges(op):
    """execute_region / alloca_scope: enter the region, leave with the
    terminator's operands as results."""
    r = op.regions[0]
    edges = [Edge(PARENT, r, [], [])]
    for b in r.blocks:
        t = b.last
        if t is not None and is_terminator(t) and not t.successors:
            edges.append(Edge(r, PARENT, operand_values(t), list(op.results), t))
    return edges
