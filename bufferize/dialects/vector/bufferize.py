"""vector.transfer_read/transfer_write, vector.gather/scatter on tensors
and vector.mask with its vector.yield (upstream
Vector/Transforms/BufferizableOpInterfaceImpl.cpp)."""
from __future__ import annotations

from ...ir.core import Operation, OpResult
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, is_tensor, register_model


def _const_int(v):
    d = v.defining_op() if isinstance(v, OpResult) else None
    if d is not None and d.name == "arith.constant":
        return getattr(d.properties.get("value"), "value", None)
    return None


class TransferReadModel(BufferizableModel):
    """Reads its source; no aliasing; becomes a transfer_read of the buffer."""

    def reads(self, use, state):
        return True

    def bufferize(self, op, rw):
        src = rw.buffer(op.operand(0))
        new = rw.create(op.name, [src] + [o.value for o in op.operands[1:]], [op.result.type],
                        properties=dict(op.properties), attributes=dict(op.attributes))
        rw.replace_op(op, [new.result])


class TransferWriteModel(BufferizableModel):
    """Destination style on operand #1 (the tensor written into)."""

    def reads(self, use, state):
        if use.index != 1:
            return True
        op = use.owner
        dst_t = op.operand(1).type
        vec_t = op.operand(0).type
        if any(d is None for d in dst_t.shape):
            return True
        segs = op.properties["operandSegmentSizes"].values
        indices = [o.value for o in op.operands[2:2 + segs[2]]]
        if any(_const_int(i) != 0 for i in indices):
            return True
        if segs[3] or (op.parent_op is not None and op.parent_op.name == "vector.mask"):
            return True   # masked (by its mask operand or by an enclosing vector.mask)
        # Must write at least the full dimension size.
        for d0, d1 in zip(dst_t.shape, vec_t.shape):
            if d0 > d1:
                return True
        return False

    def writes(self, use, state):
        return use.index == 1

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, EQUIVALENT)] if use.index == 1 and use.owner.results else []

    def buffer_type(self, value, state):
        from ...bufferization.buffer_types import operand_buffer_type
        return operand_buffer_type(value.op.operands[1], state)

    def bufferize(self, op, rw):
        dst = rw.operand_buffer(op.operands[1])
        ops = [o.value for o in op.operands]
        ops[1] = dst
        rw.create(op.name, ops, [], properties=dict(op.properties), attributes=dict(op.attributes))
        rw.replace_op(op, [dst])


register_model("vector.transfer_read", TransferReadModel())
register_model("vector.transfer_write", TransferWriteModel())


# ---- vector.gather / vector.scatter on tensors --------------------------------------------------------

class GatherModel(BufferizableModel):
    """Reads its base (operand #0); its result is a vector: a gather from the buffer."""

    def reads(self, use, state):
        return True

    def bufferize(self, op, rw):
        ops = [o.value for o in op.operands]
        ops[0] = rw.buffer(ops[0])
        new = rw.create(op.name, ops, [r.type for r in op.results], properties=dict(op.properties),
                        attributes=dict(op.attributes))
        rw.replace_op(op, list(new.results))


class ScatterModel(BufferizableModel):
    """Destination style on its base (operand #0): reads and writes it (only
    the masked-in lanes are written); the result is the same buffer."""

    def reads(self, use, state):
        return True

    def writes(self, use, state):
        return use.index == 0

    def aliasing_values(self, use, state):
        op = use.owner
        return [Alias(op.results[0], EQUIVALENT)] if use.index == 0 and op.results else []

    def buffer_type(self, value, state):
        from ...bufferization.buffer_types import operand_buffer_type
        return operand_buffer_type(value.op.operands[0], state)

    def bufferize(self, op, rw):
        dst = rw.operand_buffer(op.operands[0])
        ops = [o.value for o in op.operands]
        ops[0] = dst
        rw.create(op.name, ops, [], properties=dict(op.properties), attributes=dict(op.attributes))
        rw.replace_op(op, [dst])


# ---- vector.mask / vector.yield (upstream MaskOpInterface, YieldOpInterface) ----------------------------

def _mask_yield(mask):
    r = mask.regions[0] if mask.regions else None
    y = r.blocks[0].last if r is not None and r.blocks else None
    return y if y is not None and y.name == "vector.yield" else None


class MaskModel(BufferizableModel):
    """No tensor operands; each result is equivalent to what the body
    yields.  The rewrite happens when its vector.yield is bufferized (after
    the masked op: upstream reaches the same result by revisiting the new
    vector.mask it creates)."""

    def aliasing_operands(self, value, state):
        y = _mask_yield(value.op)
        if y is None or value.index >= len(y.operands):
            return []
        return [Alias(y.operands[value.index], EQUIVALENT)]

    def bufferize(self, op, rw):
        # upstream resolveConflicts (after the analysis, so not with test-analysis-only):
        # an out-of-place operand in the body would need an allocation inside vector.mask
        from ...bufferization.interface import BufferizeError
        for inner in op.regions[0].blocks[0]:
            if inner.name != "vector.yield" and rw.state.model(inner) is not None:
                for o in inner.operands:
                    if is_tensor(o.value) and rw._out_of_place(o):
                        raise BufferizeError(op, "'vector.mask' op body must bufferize in-place")


class MaskYieldModel(BufferizableModel):
    def reads(self, use, state):
        return True

    def must_bufferize_in_place(self, use, state):
        return True

    def aliasing_values(self, use, state):
        parent = use.owner.parent_op
        if parent is None or parent.name != "vector.mask" or use.index >= len(parent.results):
            return []
        return [Alias(parent.results[use.index], EQUIVALENT)]

    def bufferize(self, op, rw):
        from ...bufferization.interface import BufferizeError
        mask = op.parent_op
        if mask is None or mask.name != "vector.mask":
            raise BufferizeError(op, "unsupported vector::YieldOp parent")
        body = mask.regions[0].blocks[0]
        masked = body.first
        vals = [rw.buffer(o.value) if is_tensor(o.value) else o.value for o in op.operands]
        keep, ret = [], [None] * len(mask.results)
        for i, v in enumerate(vals):
            if masked is not None and masked is not op and getattr(v, "op", None) is masked:
                keep.append(v)
            else:
                ret[i] = v
        op.set_operands(keep)
        regions = list(mask.regions)
        mask.regions = []
        new = Operation("vector.mask", [o.value for o in mask.operands], [v.type for v in keep],
                        dict(mask.attributes), dict(mask.properties), regions, loc=mask.loc)
        rw.anchor = mask
        rw.insert(new)
        it = iter(new.results)
        rw.replace_op(mask, [r if r is not None else next(it) for r in ret])


register_model("vector.gather", GatherModel())
register_model("vector.scatter", ScatterModel())
register_model("vector.mask", MaskModel())
register_model("vector.yield", MaskYieldModel())
