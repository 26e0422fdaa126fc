"""memref's ops as the buffer analyses and passes see them, declared apart
from their registration blocks: ``memref.realloc``'s buffer view flow
(upstream's ``BufferViewFlowOpInterface`` model: the source flows into the
result, which may also be a fresh buffer) and ``memref.cast`` as a
``CastOpInterface`` op (its result is its operand, typed differently)."""
from __future__ import annotations

from ...ir.registry import register_op


def _realloc_flow(op):
    return [(op.operands[0].value, op.results[0])]


register_op("memref.realloc", view_flow=_realloc_flow, view_flow_terminal=True)
register_op("memref.cast", cast_like=True)


# ---- expand-realloc (upstream MemRef/Transforms/ExpandRealloc.cpp) ----------------------------


def _expand_realloc(op, emit_deallocs: bool) -> None:
    """``memref.realloc`` -> compare the sizes; if the old buffer is smaller,
    allocate, copy into a subview of the new buffer and (``emit_deallocs``)
    free the old one; else reinterpret the old buffer at the new size."""
    from ...ir import attributes as A, types as T
    from ...ir.core import Block, Operation, Region
    from ...ir.layout import DYNAMIC
    loc = op.loc
    block = op.parent
    src = op.operands[0].value
    size = op.operands[1].value if len(op.operands) > 1 else None
    rt = op.results[0].type

    def before(new):
        block.insert_before(op, new)
        return new.results[0] if new.results else None

    def constant(v):
        return before(Operation("arith.constant", (), [T.index], properties={"value": A.IntegerAttr(v, T.index)},
                                loc=loc))

    def arrays(offset, sz, stride):   # (operands, properties) of an op with offsets, sizes and strides
        dyn = [] if isinstance(sz, int) else [sz]
        return dyn, {"operandSegmentSizes": A.shared_array(T.IntegerType(32), (1, 0, len(dyn), 0)),
                     "static_offsets": A.shared_array(T.i64, (offset,)),
                     "static_sizes": A.shared_array(T.i64, (sz if isinstance(sz, int) else DYNAMIC,)),
                     "static_strides": A.shared_array(T.i64, (stride,))}

    in_size = src.type.shape[0]
    cur = in_size if in_size is not None else \
        before(Operation("memref.dim", [src, constant(0)], [T.index], loc=loc))
    target = rt.shape[0] if rt.shape[0] is not None else size
    lhs = constant(cur) if isinstance(cur, int) else cur
    rhs = constant(target) if isinstance(target, int) else target
    pred = {"predicate": A.IntegerAttr(6, T.i64)}   # ult
    cond = before(Operation("arith.cmpi", [lhs, rhs], [T.i1], properties=pred, loc=loc))
    ifop = Operation("scf.if", [cond], [rt], loc=loc)
    then_b, else_b = Block(), Block()
    ifop.add_region(Region([then_b]))
    ifop.add_region(Region([else_b]))
    props = {"operandSegmentSizes": A.shared_array(T.IntegerType(32), (0 if size is None else 1, 0))}
    if "alignment" in op.properties:
        props["alignment"] = op.properties["alignment"]
    new = then_b.append(Operation("memref.alloc", [] if size is None else [size], [rt], properties=props,
                                  loc=loc)).results[0]
    dyn, sv_props = arrays(0, cur, 1)
    sv_type = T.MemRefType((in_size,), rt.element_type, A.StridedLayoutAttr((1,), 0), rt.memory_space)
    sub = then_b.append(Operation("memref.subview", [new, *dyn], [sv_type], properties=sv_props, loc=loc))
    then_b.append(Operation("memref.copy", [src, sub.results[0]], [], loc=loc))
    if emit_deallocs:
        then_b.append(Operation("memref.dealloc", [src], [], loc=loc))
    then_b.append(Operation("scf.yield", [new], [], loc=loc))
    dyn, rc_props = arrays(0, target, 1)
    rc = else_b.append(Operation("memref.reinterpret_cast", [src, *dyn], [rt], properties=rc_props, loc=loc))
    else_b.append(Operation("scf.yield", [rc.results[0]], [], loc=loc))
    before(ifop)
    op.results[0].replace_all_uses_with(ifop.results[0])
    op.erase()


register_op("memref.realloc", expansion=_expand_realloc)
