"""vector.transfer_read and vector.transfer_write on tensors (upstream
Vector/Transforms/BufferizableOpInterfaceImpl.cpp)."""
from __future__ import annotations

from ...ir.core import OpResult
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, register_model


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
        if segs[3]:
            return True   # masked
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
