"""arith.constant (a read-only global) and arith.select on tensors."""
from __future__ import annotations

from ...ir import types as T
from ...bufferization import builders as B
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, register_model
from ...bufferization.state import identity_memref


class ConstantModel(BufferizableModel):
    def is_writable(self, value, state):
        return False  # memory of a constant is read-only

    def buffer_type(self, value, state):
        return identity_memref(value.type)

    def bufferize(self, op, rw):
        t = op.result.type
        if not isinstance(t, T.RankedTensorType):
            return
        mtype = identity_memref(t)
        name = rw.global_for(op.properties["value"], mtype, op.loc)
        g = rw.insert(B.get_global(name, mtype, op.loc))
        rw.replace_op(op, [g.result])


class SelectModel(BufferizableModel):
    def reads(self, use, state):
        return False

    def aliasing_values(self, use, state):
        if use.index == 0:
            return []
        return [Alias(use.owner.result, EQUIVALENT, definite=False)]

    def buffer_type(self, value, state):
        op = value.op
        ts = []
        for o in op.operands[1:]:
            m = state.model_of_value(o.value)
            ts.append(m.buffer_type(o.value, state) if m is not None else state.default_buffer_type(o.value))
        if ts[0] == ts[1]:
            return ts[0]
        from ...bufferization.state import fully_dynamic_layout
        return ts[0].with_(layout=fully_dynamic_layout(len(ts[0].shape)))

    def bufferize(self, op, rw):
        if not isinstance(op.result.type, (T.RankedTensorType, T.UnrankedTensorType)):
            return
        t = self.buffer_type(op.result, rw.state)
        a = rw.operand_buffer(op.operands[1])
        b = rw.operand_buffer(op.operands[2])
        if a.type != t:
            a = rw.insert(B.cast(a, t, op.loc)).result
        if b.type != t:
            b = rw.insert(B.cast(b, t, op.loc)).result
        s = rw.create("arith.select", [op.operand(0), a, b], [t])
        rw.replace_op(op, [s.result])


register_model("arith.constant", ConstantModel())
register_model("arith.select", SelectModel())
