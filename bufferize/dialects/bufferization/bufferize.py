"""The bufferization dialect's own ops: materializations, alloc_tensor,
materialize_in_destination, dealloc_tensor."""
from __future__ import annotations

from ...ir.core import Operation
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, is_tensor, register_model
from ...bufferization.state import identity_memref


class ToTensorModel(BufferizableModel):
    """A materialization: its buffer is its operand."""

    def is_writable(self, value, state):
        return "writable" in value.op.properties or "writable" in value.op.attributes

    def buffer_type(self, value, state):
        return value.op.operand(0).type

    def bufferize(self, op, rw):
        pass  # stays; folded away with its to_buffer users at the end


class ToBufferModel(BufferizableModel):
    def reads(self, use, state):
        return True  # unknown whether the memref will be read

    def writes(self, use, state):
        op = use.owner
        return "read_only" not in op.properties and "read_only" not in op.attributes

    def in_place_without_analysis(self, use, state):
        return True  # upstream: "ToBufferOps are always in-place"

    def bufferize(self, op, rw):
        # Out of place (a later read of the tensor, see upstream's RaW conflict
        # on to_buffer): the memref is a private copy.
        b = rw.operand_buffer(op.operands[0])
        if b.type != op.result.type:
            b = rw.cast_or_realloc(b, op.result.type)
        op.result.replace_all_uses_with(b)
        op.erase()


class AllocTensorModel(BufferizableModel):
    def bufferizes_to_allocation(self, value):
        return True

    def result_writes(self, result, state):
        return self._copy_index(result.op) is not None

    def _copy_index(self, op):
        seg = op.properties.get("operandSegmentSizes")
        if seg is not None and len(seg.values) >= 2 and seg.values[1]:
            return seg.values[0]
        return None

    def reads(self, use, state):
        return True

    def buffer_type(self, value, state):
        return identity_memref(value.type, value.op.properties.get("memory_space"))

    def reify_dim(self, op, value, i, rw):
        seg = op.properties.get("operandSegmentSizes")
        ndyn = seg.values[0] if seg is not None else len(op.operands)
        n = 0
        for j, d in enumerate(value.type.shape):
            if d is None:
                if j == i:
                    # Only the dynamic-size operands give sizes; a copy() source does not.
                    return op.operand(n) if n < ndyn else None
                n += 1
        return None

    def bufferize(self, op, rw):
        if not op.result.uses:
            op.erase()
            return
        if all(rw.copied_without_read(u) for u in op.result.uses):
            return  # every user gets its own buffer: this one dies
        ci = self._copy_index(op)
        seg = op.properties.get("operandSegmentSizes")
        ndyn = seg.values[0] if seg is not None else len(op.operands)
        dyn = [op.operand(i) for i in range(ndyn)]
        if ci is not None and not dyn and any(d is None for d in op.result.type.shape):
            src = rw.buffer(op.operand(ci))
            a = rw.allocate_like(op.result, src, True, op.properties.get("memory_space"))
        else:
            a = rw.alloc(self.buffer_type(op.result, rw.state), dyn)
            if ci is not None:
                rw.copy(rw.buffer(op.operand(ci)), a, op.loc)
        rw.replace_op(op, [a])


class MaterializeModel(BufferizableModel):
    def reads(self, use, state):
        return use.index == 0

    def writes(self, use, state):
        return use.index == 1

    def aliasing_values(self, use, state):
        if use.index == 1 and use.owner.results:
            return [Alias(use.owner.result, EQUIVALENT)]
        return []

    def must_bufferize_in_place(self, use, state):
        # upstream: the source is only read, the destination must be written in place.
        return True

    def bufferize(self, op, rw):
        src = rw.buffer(op.operand(0))
        dest_v = op.operand(1)
        dest = rw.operand_buffer(op.operands[1]) if is_tensor(dest_v) else dest_v
        rw.copy(src, dest, op.loc)
        rw.replace_op(op, [dest] if op.results else [])


class DeallocTensorModel(BufferizableModel):
    """bufferization.dealloc_tensor: frees the buffer of its operand; the
    tensor is neither read nor written, and nothing aliases it."""

    def reads(self, use, state):
        return False

    def bufferize(self, op, rw):
        buf = rw.buffer(op.operand(0))
        rw.insert(Operation("memref.dealloc", [buf], [], loc=op.loc))
        op.erase()


register_model("bufferization.to_tensor", ToTensorModel())
register_model("bufferization.dealloc_tensor", DeallocTensorModel())
register_model("bufferization.to_buffer", ToBufferModel())
register_model("bufferization.alloc_tensor", AllocTensorModel())
register_model("bufferization.materialize_in_destination", MaterializeModel())
