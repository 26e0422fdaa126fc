"""memref canonicalization: cast folding into users, dim, self copies, dead allocs, trivial subviews."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ..common import DYNAMIC, seg_attr, static_values
from ...ir.registry import register_op
from .base import _subview_strides_and_offset, strides_and_offset


# ---- folds and canonicalization patterns (canonicalize) ------------------------------
# After upstream's MemRefOps.cpp: memref.cast folds into the users that accept
# a more static operand, dim of static sizes and of alloc sizes, self copies,
# dead allocations, trivial subviews and subviews with constant operands.

def _const_index(v):
    from ...transforms.rewrite import constant_int
    return constant_int(v)


def cast_is_more_static(src, dst) -> bool:
    """Upstream's CastOp::canFoldIntoConsumerOp: `src` (the cast's source)
    is a ranked memref at least as static as `dst` in every size, stride and
    offset."""
    if not isinstance(src, T.MemRefType) or not isinstance(dst, T.MemRefType):
        return False
    if src.rank != dst.rank or src.element_type != dst.element_type:
        return False
    for a, b in zip(src.shape, dst.shape):
        if a is None and b is not None:
            return False
    so, do = strides_and_offset(src), strides_and_offset(dst)
    if so is None or do is None:
        return False
    for a, b in zip(so[0] + [so[1]], do[0] + [do[1]]):
        if a is None and b is not None:
            return False
    return True


def fold_memref_cast_operands(op, skip=()):
    """Replace operands produced by a foldable memref.cast with the cast's
    source (upstream's foldMemRefCast); True if anything changed."""
    changed = False
    for i, o in enumerate(op.operands):
        if i in skip:
            continue
        d = o.value.defining_op()
        if d is not None and d.name == "memref.cast" and cast_is_more_static(d.operand(0).type, d.results[0].type):
            o.set(d.operand(0))
            changed = True
    return changed


def _fold_cast_users(skip=()):
    def fold(op):
        return [] if fold_memref_cast_operands(op, skip) else None
    return fold


def _fold_memref_cast(op):
    src = op.operand(0)
    if src.type == op.results[0].type:
        return [src]
    return [] if fold_memref_cast_operands(op) else None


def _fold_memref_dim(op):
    src, idx = op.operand(0), op.operand(1)
    i = _const_index(idx)
    t = src.type
    if i is not None and isinstance(t, T.MemRefType) and 0 <= i < t.rank:
        if t.shape[i] is not None:
            return [A.IntegerAttr(t.shape[i], T.index)]
        d = src.defining_op()
        if d is not None and d.name in ("memref.alloc", "memref.alloca"):
            n = sum(1 for x in t.shape[:i] if x is None)
            return [d.operand(n)]
    return [] if fold_memref_cast_operands(op) else None


def _self_copy(op, rewriter):
    if op.operand(0) is op.operand(1):
        rewriter.erase_op(op)
        return True
    return False


def _dead_alloc(op, rewriter):
    """SimplifyDeadAlloc: an allocation only deallocated or stored into."""
    r = op.results[0]
    if not r.uses:
        return False
    for u in r.uses:
        o = u.owner
        if o.name == "memref.store" and u.index != 0:
            continue
        if o.name == "memref.dealloc":
            continue
        return False
    for o in list(r.users()):
        if o.parent is not None:
            rewriter.erase_op(o)
    rewriter.erase_op(op)
    return True


def _subview_parts(op):
    pr = op.properties
    return tuple(list(static_values(pr[k])) for k in ("static_offsets", "static_sizes", "static_strides"))


def _is_trivial_subview(op):
    """All offsets 0, all strides 1, the sizes the static source shape.
    (Asked of every subview at every visit of the greedy driver: plain
    loops, no generator per list.)"""
    if len(op.operands) != 1:
        return False
    st = op.operands[0].value.type
    if not isinstance(st, T.MemRefType):
        return False
    pr = op.properties
    # the offsets first: most subviews of a function start elsewhere than 0
    for o in static_values(pr["static_offsets"]):
        if o != 0:
            return False
    for k in static_values(pr["static_strides"]):
        if k != 1:
            return False
    return st.has_static_shape and static_values(pr["static_sizes"]) == tuple(st.shape)


def _fold_subview(op):
    if _is_trivial_subview(op) and op.operand(0).type == op.results[0].type:
        return [op.operand(0)]
    return None





def inferred_subview_type(st, offs, sizes, steps):
    so = strides_and_offset(st)
    if so is None:
        return None
    strides, off = _subview_strides_and_offset(so, offs, steps)
    shape = tuple(None if d == DYNAMIC else d for d in sizes)
    layout = None
    if not (off == 0 and strides == (strides_and_offset(T.MemRefType(shape, st.element_type))[0])):
        layout = A.StridedLayoutAttr(tuple(strides), off)
    return T.MemRefType(shape, st.element_type, layout, st.memory_space)


def _trivial_subview(op, rewriter):
    if not _is_trivial_subview(op):
        return False
    src, rt = op.operand(0), op.results[0].type
    if src.type == rt:
        rewriter.replace_op(op, [src])
        return True
    if not isinstance(rt, T.MemRefType) or rt.rank != src.type.rank:
        return False
    rewriter.set_insertion_point_before(op)
    cast = rewriter.create("memref.cast", [src], [rt], loc=op.loc)
    rewriter.replace_op(op, cast.results)
    return True


def _subview_constant_operands(op, rewriter):
    """Fold constant offset/size/stride operands into the static lists; the
    new subview is cast back to the old result type when it differs."""
    if len(op.operands) == 1:
        return False   # all static: nothing to fold
    offs, sizes, steps = _subview_parts(op)
    dyn = [o.value for o in op.operands[1:]]
    consts = [_const_index(v) for v in dyn]
    if all(c is None for c in consts):
        return False
    st, rt = op.operand(0).type, op.results[0].type
    if not isinstance(st, T.MemRefType) or not isinstance(rt, T.MemRefType) or rt.rank != st.rank:
        return False
    it = iter(zip(dyn, consts))
    new_lists, new_dyn = [], []
    for lst in (offs, sizes, steps):
        out = []
        for x in lst:
            if x == DYNAMIC:
                v, c = next(it)
                if c is not None and not (lst is sizes and c < 0):
                    out.append(c)
                else:
                    out.append(DYNAMIC)
                    new_dyn.append(v)
            else:
                out.append(x)
        new_lists.append(out)
    nt = inferred_subview_type(st, *new_lists)
    if nt is None:
        return False
    segs = [1, sum(1 for x in new_lists[0] if x == DYNAMIC), sum(1 for x in new_lists[1] if x == DYNAMIC),
            sum(1 for x in new_lists[2] if x == DYNAMIC)]
    props = dict(op.properties)
    props["operandSegmentSizes"] = seg_attr(*segs)
    for k, lst in zip(("static_offsets", "static_sizes", "static_strides"), new_lists):
        props[k] = A.DenseArrayAttr(T.i64, tuple(lst))
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("memref.subview", [op.operand(0)] + new_dyn, [nt], dict(op.attributes), props,
                          loc=op.loc)
    res = new.results[0]
    if nt != rt:
        res = rewriter.create("memref.cast", [res], [rt], loc=op.loc).results[0]
    rewriter.replace_op(op, [res])
    return True


def _subview_of_cast(op, rewriter):
    """subview(cast(x)) -> cast(subview(x)) when the cast only loses static
    information (SubViewOpMemRefCastFolder)."""
    d = op.operand(0).defining_op()
    if d is None or d.name != "memref.cast" or not cast_is_more_static(d.operand(0).type, d.results[0].type):
        return False
    rt = op.results[0].type
    if not isinstance(rt, T.MemRefType) or rt.rank != d.operand(0).type.rank:
        return False
    nt = inferred_subview_type(d.operand(0).type, *_subview_parts(op))
    if nt is None or not cast_is_more_static(nt, rt):
        return False
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("memref.subview", [d.operand(0)] + [o.value for o in op.operands[1:]], [nt],
                          dict(op.attributes), dict(op.properties), loc=op.loc)
    res = new.results[0]
    if nt != rt:
        res = rewriter.create("memref.cast", [res], [rt], loc=op.loc).results[0]
    rewriter.replace_op(op, [res])
    return True


register_op("memref.cast", fold=_fold_memref_cast)
register_op("memref.dim", fold=_fold_memref_dim)
register_op("memref.load", fold=_fold_cast_users())
register_op("memref.store", fold=_fold_cast_users(skip=(0,)))
register_op("memref.dealloc", fold=_fold_cast_users())
register_op("memref.copy", fold=_fold_cast_users())
register_op("memref.subview", fold=_fold_subview)


def _register_patterns():
    from ...transforms.rewrite import add_patterns
    add_patterns("memref.copy", _self_copy)
    add_patterns("memref.alloc", _dead_alloc)
    add_patterns("memref.alloca", _dead_alloc)
    add_patterns("memref.subview", _subview_constant_operands, _trivial_subview, _subview_of_cast)


_register_patterns()
