"""Destination-style linalg ops: inputs are read, inits are written (and read
when the payload uses them), each init aliases its result (upstream
Linalg/Transforms/BufferizableOpInterfaceImpl.cpp)."""
from __future__ import annotations

from .. import linalg as L
from ...ir import registry
from ...ir import types as T
from .shapes import indexing_maps, iterator_kinds
from ...ir.core import Operation
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, is_tensor, register_model


def _payload_uses(op: Operation, index: int) -> bool:
    if not op.regions or not op.regions[0].blocks:
        return True
    block = op.regions[0].blocks[0]
    if index >= len(block.args):
        return True
    return bool(block.args[index].uses)


def _inits(op, state):
    """dps_inits, once per op and analysis (the analyses ask it per operand use, many times)."""
    inits = state.inits_cache.get(op)
    if inits is None:
        inits = state.inits_cache[op] = L.dps_inits(op)
    return inits


class LinalgModel(BufferizableModel):
    def reads(self, use, state):
        op = use.owner
        if use.index in _inits(op, state):
            return _payload_uses(op, use.index)
        return True

    def writes(self, use, state):
        return use.index in _inits(use.owner, state)

    def aliasing_values(self, use, state):
        inits = _inits(use.owner, state)
        if use.index not in inits:
            return []
        k = inits.index(use.index)
        res = use.owner.results
        return [Alias(res[k], EQUIVALENT)] if k < len(res) else []

    def bufferizes_to_elementwise_access(self, op, uses, state):
        """Upstream's LinalgOp rule: all loops parallel, and the maps of the
        given tensor/memref operands are identities."""
        its = iterator_kinds(op)
        if its is None or any(i != "parallel" for i in its):
            return False
        maps = indexing_maps(op)
        if len(maps) != len(op.operands):
            return False
        indices = {u.index for u in uses}
        for i, (o, m) in enumerate(zip(op.operands, maps)):
            if i in indices and isinstance(o.value.type, (T.RankedTensorType, T.MemRefType)) \
                    and not m.is_identity():
                return False
        return True

    def buffer_type(self, value, state):
        op = value.op
        init = op.operands[L.dps_inits(op)[value.index]].value
        m = state.model_of_value(init)
        return m.buffer_type(init, state) if m is not None else state.default_buffer_type(init)

    def bufferize(self, op, rw):
        inits = L.dps_inits(op)
        new_operands = []
        out_buffers = []
        for o in op.operands:
            if not is_tensor(o.value):
                new_operands.append(o.value)
            elif o.index in inits:
                b = rw.operand_buffer(o)
                new_operands.append(b)
                out_buffers.append(b)
            else:
                new_operands.append(rw.buffer(o.value))
        regions = []
        for r in list(op.regions):
            regions.append(r)
        op.regions = []
        new = Operation(op.name, new_operands, [], op.attributes, op.properties, regions, loc=op.loc)
        rw.insert(new)
        rw.replace_op(op, out_buffers)


_MODEL = LinalgModel()
for name, d in list(registry.OPS.items()):
    if name.startswith("linalg.") and d.extra.get("dps") is not None:
        register_model(name, _MODEL)


class SoftmaxModel(LinalgModel):
    """Upstream's SoftmaxOpInterface: only the input is read (the output is
    written without being read); no elementwise access."""

    def reads(self, use, state):
        return use.index == 0

    def bufferizes_to_elementwise_access(self, op, uses, state):
        return False


register_model("linalg.softmax", SoftmaxModel())
