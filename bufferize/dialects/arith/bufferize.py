"""arith.constant (a read-only global), arith.select and arith.index_cast on tensors."""
from __future__ import annotations

from ...ir import types as T
from ...ir.core import Block, Operation, Region
from ...bufferization import builders as B
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, register_model
from ...bufferization.state import NewBufferModel, identity_memref


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


class IndexCastModel(NewBufferModel):
    """Departure from upstream (docs/upstream-miscompiles.md): LLVM 22 makes
    the result an `arith.index_cast` of the source's memref, Equivalent to it,
    which no lowering to LLVM takes (`llvm.trunc` of a memref descriptor).
    Here the result is a new buffer that the source's elements are cast into
    (a linalg.map, as tensor.generate's buffer is filled): it reads its
    operand and aliases nothing."""

    def bufferize(self, op, rw):
        t = op.result.type
        if not isinstance(t, T.RankedTensorType):
            return   # (an unranked tensor is not bufferized: "op was not bufferized")
        src = rw.operand_buffer(op.operands[0])
        dyn = [rw.dim_of(op.operand(0), src, i) for i, d in enumerate(t.shape) if d is None]
        buf = rw.alloc(identity_memref(t, getattr(src.type, "memory_space", None)), dyn)
        body = Block([src.type.element_type, t.element_type], [op.loc, op.loc])   # (input, init)
        cast = body.append(Operation(op.name, [body.args[0]], [t.element_type], loc=op.loc))
        body.append(Operation("linalg.yield", [cast.result], [], loc=op.loc))
        rw.insert(Operation("linalg.map", [src, buf], [], regions=[Region([body])], loc=op.loc))
        rw.replace_op(op, [buf])


register_model("arith.constant", ConstantModel())
register_model("arith.index_cast", IndexCastModel())
register_model("arith.index_castui", IndexCastModel())
register_model("arith.select", SelectModel())
