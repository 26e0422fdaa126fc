"""tensor canonicalization: cast chains and folds, dim of constants and casts, extract of cast."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import register_op


# ---- folds and canonicalization patterns (canonicalize) ------------------------------
# After upstream's TensorOps.cpp: tensor.cast chains and casts into users,
# tensor.dim of static sizes, of tensor.empty sizes and through casts.

def _const_index(v):
    from ...transforms.rewrite import constant_int
    return constant_int(v)


def preserves_static_info(src, dst) -> bool:
    """`src` is a ranked tensor at least as static as `dst` (upstream's
    tensor::canFoldIntoConsumerOp for a cast from `src` to `dst`)."""
    if not isinstance(src, T.RankedTensorType):
        return False
    if isinstance(dst, T.UnrankedTensorType):
        return True
    if not isinstance(dst, T.RankedTensorType) or src.rank != dst.rank:
        return False
    return all(not (a is None and b is not None) for a, b in zip(src.shape, dst.shape))


def join_shapes(a, b):
    """The most static type compatible with both, or None (upstream's joinShapes)."""
    if isinstance(a, T.UnrankedTensorType):
        return b
    if isinstance(b, T.UnrankedTensorType):
        return a
    if a.rank != b.rank or a.element_type != b.element_type:
        return None
    shape = []
    for x, y in zip(a.shape, b.shape):
        if x is None:
            shape.append(y)
        elif y is None or x == y:
            shape.append(x)
        else:
            return None
    return T.RankedTensorType(tuple(shape), a.element_type, a.encoding)


def _fold_tensor_cast(op):
    if op.operand(0).type == op.results[0].type:
        return [op.operand(0)]
    return None


def _chained_tensor_cast(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tensor.cast":
        return False
    src, mid, dst = d.operand(0).type, d.results[0].type, op.results[0].type
    j1 = join_shapes(src, mid)
    j1 = join_shapes(j1, dst) if j1 is not None else None
    if j1 is None or j1 != join_shapes(src, dst):
        return False
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("tensor.cast", [d.operand(0)], [dst], dict(op.attributes), loc=op.loc)
    rewriter.replace_op(op, new.results)
    return True


def _fold_tensor_dim(op):
    src, idx = op.operand(0), op.operand(1)
    i = _const_index(idx)
    t = src.type
    if i is None or not isinstance(t, T.RankedTensorType) or not 0 <= i < t.rank:
        return None
    if t.shape[i] is not None:
        return [A.IntegerAttr(t.shape[i], T.index)]
    d = src.defining_op()
    if d is not None and d.name == "tensor.empty":
        return [d.operand(sum(1 for x in t.shape[:i] if x is None))]
    return None


def _dim_of_cast(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tensor.cast":
        return False
    rewriter.modify_op_in_place(op, lambda: op.set_operand(0, d.operand(0)))
    return True


def _extract_of_cast(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tensor.cast" or not isinstance(d.operand(0).type, T.RankedTensorType):
        return False
    rewriter.modify_op_in_place(op, lambda: op.set_operand(0, d.operand(0)))
    return True


register_op("tensor.cast", fold=_fold_tensor_cast)
register_op("tensor.dim", fold=_fold_tensor_dim)


def _register_patterns():
    from ...transforms.rewrite import add_patterns
    add_patterns("tensor.cast", _chained_tensor_cast)
    add_patterns("tensor.dim", _dim_of_cast)
    add_patterns("tensor.extract", _extract_of_cast)


_register_patterns()
