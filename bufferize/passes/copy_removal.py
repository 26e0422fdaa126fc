"""copy-removal: remove copies between buffers, as seed 004
(BufferDeallocationInternals.md, "CopyRemoval Pass") specifies.

A copy-like op copies its *source* buffer into its *target* buffer.  Two
rewrites remove it, together with the allocation and the deallocation that
become dead:

* **reuse the source** (tried first)::

      %to = memref.alloc()           // erased
      copy(%from, %to)               // erased
      memref.dealloc %from           // erased; uses of %to now use %from

  when the copy, the allocation of ``%to`` and the deallocation of ``%from``
  lie in the same block, there is no user (or alias) of ``%to`` between its
  allocation and the copy, and none of ``%from`` between the copy and its
  deallocation;

* **reuse the target**::

      %from = memref.alloc()         // erased; uses of %from now use %to
      write(%from)
      copy(%from, %to)               // erased
      memref.dealloc %from           // erased

  when the copy, the allocation of ``%from`` and its deallocation lie in the
  same block, there is no user (or alias) of ``%to`` between the allocation of
  ``%from`` and the copy, and none of ``%from`` between the copy and its
  deallocation.

Beyond the seed's letter (which upstream's 2020 pass did not fully check)
the pass also requires, so that no removal changes results or leaks:
the replaced and the replacing buffer have the same type; the reused
``%to`` of "reuse the source" is a heap allocation (not ``memref.alloca``,
whose removal would leave ``%from`` without a deallocation); ``%to`` of
"reuse the target" is defined before the allocation of ``%from``; users in
regions nested in the ops between count as users; "aliases" are the whole
view-flow alias class (views, casts, block arguments, region results, both
directions); and when a buffer may be a ``memref.get_global``, an op with
unknown memory effects (e.g. ``func.call``) in between counts as a user.

Copy-like ops
-------------
``memref.copy`` and ``linalg.copy`` (on buffers) are copy-like.  Any other op
declares itself copy-like in its dialect definition with the ``copy_like``
entry of ``OpDef.extra``::

    register_op("my.copy", ..., copy_like=True)           # operand 0 -> operand 1
    register_op("my.copy2", ..., copy_like=(1, 2))        # (source, target) operand numbers
    register_op("my.copy3", ..., copy_like=lambda op: (op.operand(0), op.operand(2)))

The op must have no results and must do nothing but copy the whole source
buffer into the whole target buffer.
"""
from __future__ import annotations

from typing import Optional

from ..ir import types as T
from ..ir.interfaces import own_effects
from .base import Pass
from .registry import register_pass

__all__ = ["CopyRemoval", "copy_operands", "op_effects", "alias_class", "is_allocation",
           "find_dealloc_in_block"]


# ---- op facts (from the dialect definitions) ----------------------------------------

def _opdef(op):
    from ..ir import registry
    return registry.lookup(op.name)


def is_buffer(v) -> bool:
    return isinstance(v.type, (T.MemRefType, T.UnrankedMemRefType))


def op_effects(op) -> Optional[list]:
    """The declared effects of ``op`` as [(effect, value, resource)] (resource
    None or ``"automatic"``), [] for none, or None when they are unknown."""
    effs = own_effects(op)
    if effs is None:
        return None
    return [(e.kind, e.value, "automatic" if e.automatic else None) for e in effs]


def is_allocation(op, allow_automatic: bool = False) -> bool:
    """``op`` allocates its (single) buffer result; automatic allocations
    (``memref.alloca``) only when ``allow_automatic``."""
    eff = op_effects(op)
    if not eff:
        return False
    for kind, v, res in eff:
        if kind == "allocate" and v in op.results and is_buffer(v):
            if res == "automatic" and not allow_automatic:
                return False
            return True
    return False


def frees(op, v) -> bool:
    eff = op_effects(op)
    return bool(eff) and any(k == "free" and x is v for k, x, _ in eff) and \
        not any(k == "allocate" for k, _x, _r in eff)


def find_dealloc_in_block(v, block):
    """The op in ``block`` that frees ``v`` (e.g. ``memref.dealloc``), if any."""
    for u in v.users():
        if u.parent is block and frees(u, v):
            return u
    return None


def copy_operands(op):
    """(source, target) buffers of a copy-like op, or None."""
    d = _opdef(op)
    if d is None or op.results:
        return None
    # memref.copy, linalg.copy (verified: one input, one init) and test.copy
    # all declare copy_like=(source, target) (upstream's CopyOpInterface)
    spec = d.extra.get("copy_like")
    if not spec:
        return None
    try:
        if spec is True:
            pair = (op.operand(0), op.operand(1))
        elif callable(spec):
            pair = tuple(spec(op))
        else:
            pair = (op.operand(spec[0]), op.operand(spec[1]))
    except (IndexError, TypeError, ValueError):
        return None
    if pair is None or len(pair) != 2 or not all(is_buffer(v) for v in pair):
        return None
    return pair


# ---- a conservative view-flow alias class ---------------------------------------------

def _view_results(op, v):
    """Results of ``op`` that may alias its operand ``v``."""
    d = _opdef(op)
    if d is not None:
        vs = d.extra.get("view_source")
        if vs is not None:
            return list(op.results) if vs < len(op.operands) and op.operand(vs) is v else []
    if is_allocation(op, True):
        return []   # e.g. bufferization.clone: a fresh buffer
    return [r for r in op.results if is_buffer(r) or isinstance(r.type, (T.RankedTensorType, T.UnrankedTensorType))]


def _forward(v, out: set, work: list):
    for use in list(v.uses):
        op = use.owner
        new = []
        if op.successors:
            for s in op.successors:
                new.extend(a for a in s.args if is_buffer(a))
        if op.regions:
            for r in op.regions:
                for b in r.blocks:
                    new.extend(a for a in b.args if is_buffer(a))
        from ..ir import registry
        d = _opdef(op)
        is_term = d is not None and d.has(registry.TERMINATOR)
        if is_term and not op.successors:
            parent = op.parent_op
            if parent is not None:
                new.extend(r for r in parent.results if is_buffer(r))
                for r in parent.regions:
                    for b in r.blocks:
                        new.extend(a for a in b.args if is_buffer(a))
        elif not is_term:
            new.extend(_view_results(op, v))
        for x in new:
            if x not in out:
                out.add(x)
                work.append(x)


def _backward(v) -> list:
    """Values ``v`` may be a view of or be fed by."""
    from ..ir.core import BlockArgument
    op = v.defining_op()
    if op is not None:
        d = _opdef(op)
        if d is not None and d.extra.get("view_source") is not None:
            vs = d.extra["view_source"]
            return [op.operand(vs)] if vs < len(op.operands) else []
        if is_allocation(op, True):
            return []
        if op.regions:  # region result: whatever the regions yield / take in
            out = [o for o in op.operand_values if is_buffer(o)]
            for r in op.regions:
                for b in r.blocks:
                    t = b.terminator
                    if t is not None and not t.successors:
                        out.extend(o for o in t.operand_values if is_buffer(o))
            return out
        if d is not None and (d.extra.get("effects") is not None or d.extra.get("dps") is not None):
            return []
        return [o for o in op.operand_values if is_buffer(o)]
    if isinstance(v, BlockArgument):
        block = v.block
        region = block.parent
        out = []
        for p in block.predecessors():
            t = p.terminator
            if t is not None:
                out.extend(o for o in t.operand_values if is_buffer(o))
        if region is not None and region.entry is block and region.parent is not None:
            parent = region.parent
            from ..ir import registry
            if not registry.has_trait(parent, registry.ISOLATED):
                out.extend(o for o in parent.operand_values if is_buffer(o))
                for r in parent.regions:
                    for b in r.blocks:
                        t = b.terminator
                        if t is not None and not t.successors:
                            out.extend(o for o in t.operand_values if is_buffer(o))
        return out
    return []


def alias_class(v) -> set:
    """Every value that may share memory with ``v`` (conservative)."""
    roots, seen_b = [v], {v}
    i = 0
    while i < len(roots):
        for x in _backward(roots[i]):
            if x not in seen_b:
                seen_b.add(x)
                roots.append(x)
        i += 1
    out = set(roots)
    work = list(roots)
    while work:
        _forward(work.pop(), out, work)
    return out


def _may_be_global(aliases) -> bool:
    for a in aliases:
        op = a.defining_op()
        if op is not None and op.name == "memref.get_global":
            return True
    return False


def _touches(op, aliases, unknown_counts: bool) -> bool:
    """``op`` or an op nested in it uses a value of ``aliases`` (or has
    unknown effects when ``unknown_counts``)."""
    for o in op.walk():
        for x in o.operands:
            if x.value in aliases:
                return True
        if unknown_counts and op_effects(o) is None and not o.regions:
            return True
    return False


def _touched_between(start, end, aliases) -> bool:
    """An op strictly between ``start`` and ``end`` (same block) touches ``aliases``."""
    unknown = _may_be_global(aliases)
    op = start.next
    while op is not None and op is not end:
        if _touches(op, aliases, unknown):
            return True
        op = op.next
    return op is None  # end not found after start: treat as touched


# ---- the pass ----------------------------------------------------------------------------

def _reuse_source(copy) -> bool:
    src, dst = copy_operands(copy)
    block = copy.parent
    to_def = dst.defining_op()
    if to_def is None or to_def.parent is not block or not is_allocation(to_def):
        return False
    if src.type != dst.type or src is dst:
        return False
    free = find_dealloc_in_block(src, block)
    if free is None or not copy.is_before_in_block(free) or not to_def.is_before_in_block(copy):
        return False
    if _touched_between(to_def, copy, alias_class(dst)):
        return False
    if _touched_between(copy, free, alias_class(src)):
        return False
    dst.replace_all_uses_with(src)
    copy.erase()
    to_def.erase()
    free.erase()
    return True


def _reuse_target(copy) -> bool:
    src, dst = copy_operands(copy)
    block = copy.parent
    from_def = src.defining_op()
    if from_def is None or from_def.parent is not block or not is_allocation(from_def):
        return False
    if src.type != dst.type or src is dst:
        return False
    free = find_dealloc_in_block(src, block)
    if free is None or not copy.is_before_in_block(free) or not from_def.is_before_in_block(copy):
        return False
    # %to must be available where %from is created
    if not _dominates_op(dst, from_def):
        return False
    if _touched_between(from_def, copy, alias_class(dst)):
        return False
    if _touched_between(copy, free, alias_class(src)):
        return False
    src.replace_all_uses_with(dst)
    copy.erase()
    free.erase()
    from_def.erase()
    return True


def _dominates_op(v, op) -> bool:
    """``v`` is defined before ``op`` runs: in an enclosing block before (an
    ancestor of) ``op``, or as an argument of an enclosing block."""
    from ..ir.core import BlockArgument
    anchor = op
    vb = v.parent_block()
    while anchor is not None:
        if anchor.parent is vb:
            if isinstance(v, BlockArgument):
                return True
            d = v.defining_op()
            return d is not anchor and d.is_before_in_block(anchor)
        anchor = anchor.parent_op
    return False


@register_pass
class CopyRemoval(Pass):
    name = "copy-removal"
    display_name = "CopyRemoval"
    summary = "Remove redundant copy operations and the allocations and deallocations they make dead"
    description = (
        "Removes a copy-like op (memref.copy, linalg.copy, or an op declaring `copy_like` in its "
        "definition) by reusing its source or its target buffer, together with the allocation and "
        "deallocation that become dead (BufferDeallocationInternals.md, \"CopyRemoval Pass\"). "
        "The copy, the allocation and the deallocation must lie in the same block, with no "
        "user or alias of the replaced buffers in between.")
    statistics = (("num-copies-removed", "Number of copies removed"),)

    def run(self, op, ctx):
        changed = True
        while changed:
            changed = False
            for o in list(op.walk()):
                if o.parent is None or copy_operands(o) is None:
                    continue
                if _reuse_source(o) or _reuse_target(o):
                    ctx.stat("num-copies-removed")
                    changed = True
