"""bufferization canonicalization: to_buffer/to_tensor round trips, casts, load and dim through them."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import register_op


# ---- folds and canonicalization patterns (canonicalize) ------------------------------
# After upstream's BufferizationOps.cpp: to_buffer(to_tensor(m)) -> m (or a
# memref.cast that only loses static information), to_tensor(to_buffer(t))
# -> t for an adjacent pair, load(to_buffer(t)) -> tensor.extract(t),
# dim(to_tensor(m)) -> memref.dim(m), to_buffer(tensor.cast(t)) -> memref.cast.

def _fold_to_buffer(op):
    d = op.operand(0).defining_op()
    if d is not None and d.name == "bufferization.to_tensor" and d.operand(0).type == op.results[0].type:
        return [d.operand(0)]
    return None


def _to_buffer_of_to_tensor(op, rewriter):
    from ..memref import cast_is_more_static
    d = op.operand(0).defining_op()
    if d is None or d.name != "bufferization.to_tensor":
        return False
    src, rt = d.operand(0).type, op.results[0].type
    if src == rt:
        rewriter.replace_op(op, [d.operand(0)])
        return True
    if not cast_is_more_static(src, rt):
        return False
    rewriter.set_insertion_point_before(op)
    cast = rewriter.create("memref.cast", [d.operand(0)], [rt], loc=op.loc)
    rewriter.replace_op(op, cast.results)
    return True


def _to_buffer_of_cast(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tensor.cast":
        return False
    src = d.operand(0).type
    rt = op.results[0].type
    if not isinstance(src, T.RankedTensorType) or not isinstance(rt, T.MemRefType):
        return False
    if rt.layout is None:
        mt = T.MemRefType(src.shape, src.element_type, None, rt.memory_space)
    else:
        nd = len(src.shape)
        mt = T.MemRefType(src.shape, src.element_type,
                          A.StridedLayoutAttr(tuple([None] * nd), None), rt.memory_space)
    rewriter.set_insertion_point_before(op)
    nb = rewriter.create("bufferization.to_buffer", [d.operand(0)], [mt], dict(op.attributes),
                         dict(op.properties), loc=op.loc)
    cast = rewriter.create("memref.cast", nb.results, [rt], loc=op.loc)
    rewriter.replace_op(op, cast.results)
    return True


def _to_tensor_of_to_buffer(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "bufferization.to_buffer" or d.parent is not op.parent or d.next is not op:
        return False
    if d.operand(0).type != op.results[0].type:
        return False
    rewriter.replace_op(op, [d.operand(0)])
    return True


def _load_of_to_buffer(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "bufferization.to_buffer":
        return False
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("tensor.extract", [d.operand(0)] + [o.value for o in op.operands[1:]],
                          [op.results[0].type], loc=op.loc)
    rewriter.replace_op(op, new.results)
    return True


def _dim_of_to_tensor(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "bufferization.to_tensor":
        return False
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("memref.dim", [d.operand(0), op.operand(1)], [T.index], loc=op.loc)
    rewriter.replace_op(op, new.results)
    return True


register_op("bufferization.to_buffer", fold=_fold_to_buffer)


def _register_patterns():
    from ...transforms.rewrite import add_patterns
    add_patterns("bufferization.to_buffer", _to_buffer_of_to_tensor, _to_buffer_of_cast)
    add_patterns("bufferization.to_tensor", _to_tensor_of_to_buffer)
    add_patterns("memref.load", _load_of_to_buffer)
    add_patterns("tensor.dim", _dim_of_to_tensor)


_register_patterns()


