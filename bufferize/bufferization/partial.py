"""Multi-pass ("partial") bufferization, made safe.

Seed 004 (Bufferization.md) describes bufferization as one partial pass per
dialect, joined by `bufferization.to_tensor` / `bufferization.to_buffer`
materializations and closed by `finalizing-bufferize`.  The dialect-conversion
passes of LLVM 13/14 wrote into buffers that were read later (seed's
`linalg-bufferize` on `@needs_copy`).  Like upstream LLVM 15/16, every partial
pass here is the One-Shot engine run with

* a dialect filter (the pass's dialect plus `bufferization`): ops of other
  dialects keep their tensors, with materializations in between;
* copy-before-write: every op that writes a tensor operand writes into a new
  buffer (copied from the old one only when the old contents are read).  The
  one exception is a tensor with undefined contents (`tensor.empty`,
  `bufferization.alloc_tensor`) whose *only* use is the write: nobody else can
  observe that buffer;
* identity layouts for buffers of values the pass does not bufferize.

Because a buffer is only ever written by the op that allocated it, no write can
clobber a value that is read later, whatever the order and subset of passes.

`func-bufferize` rewrites only signatures, block arguments, calls, branches
and returns (upstream's conversion-based pass), and `finalizing-bufferize`
removes the materializations and reports every op that still has tensors.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..ir import registry as R
from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import OpResult, Operation, Value
from . import builders as B
from .interface import is_tensor, model_for
from .one_shot import analysis
from .one_shot.analysis import has_tensor_semantics
from .one_shot.driver import _bufferize_ops
from .one_shot.rewrite import Rewriter
from .state import AnalysisState, Options, identity_memref

MATERIALIZATIONS = ("bufferization.to_tensor", "bufferization.to_buffer")

# Loops whose "write" of an init only summarizes the writes of their body.
# Under copy-before-write every op of the body that writes copies first, so
# the init buffer itself is never written: no copy is needed (as LLVM 16).
SUMMARY_WRITERS = frozenset({"scf.for", "scf.while"})


@dataclass
class PartialOptions(Options):
    """Options with an optional per-op filter (arith-bufferize's constant-op-only)."""
    op_names: tuple = ()
    partial = True   # (a class attribute, not a field) the passes of seed 004, not One-Shot

    def op_allowed(self, op: Operation) -> bool:
        holder = op.parent_op
        if holder is not None and holder.parent_op is not None and \
                getattr(model_for(holder), "nested_ops_follow_holder", False):
            return self.op_allowed(holder.parent_op)
        if self.op_names and op.dialect != "bufferization" and op.name not in self.op_names:
            return False
        return super().op_allowed(op)


def partial_options(dialects, alignment: int = 64, op_names=()) -> PartialOptions:
    return PartialOptions(
        dialect_filter=tuple(dialects) + ("bufferization",),
        copy_before_write=True,
        allow_unknown_ops=True,
        allow_return_allocs_from_loops=True,
        unknown_type_conversion="identity-layout-map",
        function_boundary_type_conversion="identity-layout-map",
        bufferize_function_boundaries=False,
        buffer_alignment=alignment,
        op_names=tuple(op_names),
    )


def _is_tensor_type(t) -> bool:
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


def memref_for(t: T.Type) -> T.Type:
    """The identity-layout buffer type of a tensor type (upstream's
    BufferizeTypeConverter)."""
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedMemRefType(t.element_type, None)
    if isinstance(t, T.RankedTensorType):
        return identity_memref(t)
    return t


class PartialRewriter(Rewriter):
    """Copy-before-write: a written operand always gets a new buffer, except
    a single-use tensor with undefined contents straight from an allocation."""

    def __init__(self, state, module):
        super().__init__(state, module)
        self.private_undefined: set = set()

    def _out_of_place(self, use) -> bool:
        if use.owner.name in SUMMARY_WRITERS:
            return False
        return not self.in_place_without_analysis(use) and use not in self.private_undefined


def private_undefined_uses(state: AnalysisState) -> set:
    """Uses of a tensor with undefined contents that come straight from an
    allocation and are its only use (computed before the rewrite changes the
    IR; OpOperands survive replace-all-uses)."""
    out = set()
    for use in state.undefined_uses:
        v = use.value
        if not isinstance(v, OpResult) or len(v.uses) != 1:
            continue
        m = state.model(v.op)
        if m is not None and m.bufferizes_to_allocation(v):
            out.add(use)
    return out


def run_partial(root: Operation, module: Operation, options: PartialOptions) -> dict:
    """Bufferize the ops under ``root`` that ``options`` allows; returns the
    rewrite statistics (allocs, copies)."""
    state = AnalysisState(options)
    analysis.init_state(root, state)
    analysis.gather_undefined_uses(root, state)
    rw = PartialRewriter(state, module)
    rw.private_undefined = private_undefined_uses(state)
    _bufferize_ops([root], rw)
    stats = dict(rw.stats)
    fold_pairs(root, options.buffer_alignment, stats)
    return stats


# ---- materializations --------------------------------------------------------------


def _layout(t: T.MemRefType):
    return B.strides_and_offset(t)


def guaranteed_cast(src: T.Type, dst: T.Type) -> bool:
    """Can `memref.cast src -> dst` never fail at run time?"""
    if src == dst:
        return True
    if isinstance(dst, T.UnrankedMemRefType):
        return isinstance(src, (T.MemRefType, T.UnrankedMemRefType)) and src.element_type == dst.element_type
    if not isinstance(src, T.MemRefType) or not isinstance(dst, T.MemRefType):
        return False
    if src.element_type != dst.element_type or len(src.shape) != len(dst.shape):
        return False
    if src.memory_space != dst.memory_space:
        return False
    for a, b in zip(src.shape, dst.shape):
        if b is not None and a != b:
            return False
    (ss, so), (ds, do) = _layout(src), _layout(dst)
    if do is not None and so != do:
        return False
    for a, b in zip(ss, ds):
        if b is not None and a != b:
            return False
    return True


def cast_compatible(src: T.Type, dst: T.Type) -> bool:
    """Could the cast succeed at all (same element type and rank)?"""
    if isinstance(src, T.UnrankedMemRefType) or isinstance(dst, T.UnrankedMemRefType):
        return src.element_type == dst.element_type
    return (isinstance(src, T.MemRefType) and isinstance(dst, T.MemRefType)
            and src.element_type == dst.element_type and len(src.shape) == len(dst.shape))


def cast_or_copy(m: Value, dst: T.Type, before: Operation, alignment: int, stats: dict) -> Optional[Value]:
    """`m` as a `dst`: a memref.cast when it is guaranteed to be valid, else a
    new identity buffer with a copy (upstream's castOrReallocMemRefValue)."""
    if m.type == dst:
        return m
    if not cast_compatible(m.type, dst):
        return None
    blk = before.parent
    if guaranteed_cast(m.type, dst):
        c = B.cast(m, dst, before.loc)
        blk.insert_before(before, c)
        return c.result
    if not isinstance(dst, T.MemRefType) or not isinstance(m.type, T.MemRefType):
        return None
    ident = T.MemRefType(dst.shape, dst.element_type, None, dst.memory_space)
    dyn = []
    for i, d in enumerate(dst.shape):
        if d is None:
            c = B.constant_index(i, before.loc)
            blk.insert_before(before, c)
            dm = B.dim(m, c.result, before.loc)
            blk.insert_before(before, dm)
            dyn.append(dm.result)
    a = B.alloc(ident, dyn, before.loc, alignment)
    blk.insert_before(before, a)
    blk.insert_before(before, B.copy(m, a.result, before.loc))
    stats["allocs"] = stats.get("allocs", 0) + 1
    stats["copies"] = stats.get("copies", 0) + 1
    out = a.result
    if ident != dst:
        c = B.cast(out, dst, before.loc)
        blk.insert_before(before, c)
        out = c.result
    return out


def fold_pairs(root: Operation, alignment: int = 64, stats: Optional[dict] = None) -> None:
    """to_buffer(to_tensor(m)) -> m (cast or copy when the types differ); then
    drop unused materializations."""
    stats = stats if stats is not None else {}
    for op in list(root.walk()):
        if op.name != "bufferization.to_buffer" or op.parent is None:
            continue
        src = op.operand(0)
        d = src.defining_op() if isinstance(src, OpResult) else None
        if d is None or d.name != "bufferization.to_tensor":
            continue
        v = cast_or_copy(d.operand(0), op.result.type, op, alignment, stats)
        if v is None:
            continue
        op.result.replace_all_uses_with(v)
        op.erase()
    for op in list(root.walk(post_order=True)):
        if op.name in MATERIALIZATIONS and op.parent is not None and not op.result.uses:
            op.erase()


# ---- func-bufferize ------------------------------------------------------------------


class PartialError(Exception):
    def __init__(self, errors):
        super().__init__(errors[0][1] if errors else "")
        self.errors = errors    # [(op, message)]


def _to_buffer(v: Value, before: Operation) -> Value:
    d = v.defining_op() if isinstance(v, OpResult) else None
    mt = memref_for(v.type)
    if d is not None and d.name == "bufferization.to_tensor" and d.operand(0).type == mt:
        return d.buffer
    tb = B.to_buffer(v, mt, before.loc)
    before.parent.insert_before(before, tb)
    return tb.result


def _convert_types(types):
    return tuple(memref_for(t) for t in types)


def _is_unknown_terminator(op: Operation) -> bool:
    return R.lookup(op.name) is None and op.parent is not None and op is op.parent.last


def func_bufferize(module: Operation) -> None:
    """Signatures, entry and other block arguments, calls, branches and
    returns of every func.func switch from tensors to identity-layout
    memrefs; materializations join them with the rest of the body."""
    errors = []
    funcs = [op for op in module.walk() if op.name == "func.func"]
    for fn in funcs:
        for region in fn.regions:
            for block in region.blocks:
                t = block.last
                if t is not None and _is_unknown_terminator(t):
                    errors.append((t, f"failed to legalize operation '{t.name}'"))
    if errors:
        raise PartialError(errors)
    for fn in funcs:
        ft = fn.function_type.value
        fn.properties["function_type"] = A.TypeAttr(T.FunctionType(_convert_types(ft.inputs),
                                                                    _convert_types(ft.results)))
        for region in fn.regions:
            for block in region.blocks:
                for a in block.args:
                    if is_tensor(a):
                        old = a.type
                        uses = list(a.uses)
                        a.type = memref_for(old)
                        tt = B.to_tensor(a, old, fn.loc)
                        block.prepend(tt)
                        for u in uses:
                            u.set(tt.result)
        for op in list(fn.walk()):
            if op is fn:
                continue
            if op.name == "func.return" and op.parent_op is fn:
                op.set_operands([_to_buffer(o.value, op) if is_tensor(o.value) else o.value
                                 for o in op.operands])
            elif op.name == "func.call":
                _convert_call(op)
            elif op.successors and op.parent_op is fn and op.dialect == "cf":
                op.set_operands([_to_buffer(o.value, op) if is_tensor(o.value) else o.value
                                 for o in op.operands])
        fold_pairs(fn)


def _convert_call(op: Operation) -> None:
    if not any(is_tensor(o.value) for o in op.operands) and not any(is_tensor(r) for r in op.results):
        return
    operands = [_to_buffer(o.value, op) if is_tensor(o.value) else o.value for o in op.operands]
    new = Operation(op.name, operands, [memref_for(r.type) for r in op.results], op.attributes,
                    op.properties, loc=op.loc)
    op.parent.insert_before(op, new)
    after = new
    for r, nr in zip(op.results, new.results):
        if is_tensor(r):
            tt = B.to_tensor(nr, r.type, op.loc)
            after.parent.insert_after(after, tt)
            after = tt
            r.replace_all_uses_with(tt.result)
        else:
            r.replace_all_uses_with(nr)
    op.erase()


# ---- finalizing-bufferize ----------------------------------------------------------


def _has_tensors(op: Operation) -> bool:
    if has_tensor_semantics(op):
        return True
    ft = op.properties.get("function_type") if op.name == "func.func" else None
    if ft is not None:
        f = ft.value
        if any(_is_tensor_type(t) for t in (*f.inputs, *f.results)):
            return True
    return False


def finalize(root: Operation, alignment: int = 64) -> list:
    """Fold the materialization pairs; return [(op, message)] for every op
    that still has tensors (none: the IR is fully bufferized)."""
    fold_pairs(root, alignment)
    errors = []
    for op in root.walk():
        if op.name in MATERIALIZATIONS:
            src = op.operand(0)
            d = src.defining_op() if isinstance(src, OpResult) else None
            if op.name == "bufferization.to_buffer" and d is not None and d.name == "bufferization.to_tensor":
                errors.append((op, f"failed to legalize operation '{op.name}': cannot cast "
                                   f"'{d.buffer.type}' to '{op.result.type}'"))
            continue
        if _has_tensors(op):
            errors.append((op, f"failed to legalize operation '{op.name}'"))
    return errors
