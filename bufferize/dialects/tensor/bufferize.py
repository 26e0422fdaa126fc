"""How tensor ops read, write, alias and bufferize (upstream
Tensor/Transforms/BufferizableOpInterfaceImpl.cpp)."""
from __future__ import annotations

from .. import common as C
from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import OpResult, Operation
from ...bufferization import builders as B
from ...bufferization.interface import EQUIVALENT, UNKNOWN, Alias, BufferizableModel, register_model
from ...bufferization.state import NewBufferModel, identity_memref


def mixed(op: Operation, first: int):
    """(offsets, sizes, strides) as lists of int or Value, for slice ops whose
    offset/size/stride operands start at operand ``first``."""
    segs = C.segments(op, first + 3)[first:]
    out = []
    for name, vals in zip(C.STATIC_LISTS, segs):
        it = iter(vals)
        out.append([next(it) if s == C.DYNAMIC else s for s in op.properties[name].values])
    return out


def same_mixed(a, b) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if isinstance(x, int) and isinstance(y, int):
            if x != y:
                return False
        elif isinstance(x, int) or isinstance(y, int):
            v = y if isinstance(x, int) else x
            c = x if isinstance(x, int) else y
            d = v.defining_op() if isinstance(v, OpResult) else None
            if d is None or d.name != "arith.constant" or getattr(d.properties.get("value"), "value", None) != c:
                return False
        elif x is not y:
            return False
    return True


class EmptyModel(BufferizableModel):
    def bufferizes_to_allocation(self, value):
        return True

    def result_writes(self, result, state):
        return False

    def reify_dim(self, op, value, i, rw):
        dyn = iter(o.value for o in op.operands)
        for j, d in enumerate(value.type.shape):
            if d is None:
                v = next(dyn)
                if j == i:
                    return v
        return None

    def buffer_type(self, value, state):
        return identity_memref(value.type)

    def bufferize(self, op, rw):
        if not op.result.uses:
            op.erase()
            return
        if all(rw.copied_without_read(u) for u in op.result.uses):
            return  # every user gets its own buffer: this one dies (upstream: dead after copy insertion)
        if not rw.alloc_tensor_allowed():
            # upstream replaces tensor.empty by an alloc_tensor, left as is
            # when the dialect filter does not allow it.
            at = rw.insert(Operation("bufferization.alloc_tensor", [o.value for o in op.operands], [op.result.type],
                                     properties={"operandSegmentSizes": B.seg(len(op.operands), 0, 0)},
                                     loc=op.loc))
            rw.replace_op(op, [at.result])
            return
        buf = rw.alloc(identity_memref(op.result.type), [o.value for o in op.operands])
        rw.replace_op(op, [buf])


class ExtractModel(BufferizableModel):
    def reads(self, use, state):
        return use.index == 0

    def bufferize(self, op, rw):
        src = rw.buffer(op.operand(0))
        load = rw.create("memref.load", [src] + [o.value for o in op.operands[1:]], [op.result.type],
                         properties={"nontemporal": A.FALSE})
        rw.replace_op(op, [load.result])


class InsertModel(BufferizableModel):
    """tensor.insert %s into %dest[...]: DPS on operand 1."""

    def reads(self, use, state):
        return use.index == 1

    def writes(self, use, state):
        return use.index == 1

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, EQUIVALENT)] if use.index == 1 else []

    def bufferize(self, op, rw):
        dest = rw.operand_buffer(op.operands[1])
        rw.create("memref.store", [op.operand(0), dest] + [o.value for o in op.operands[2:]],
                  properties={"nontemporal": A.FALSE})
        rw.replace_op(op, [dest])


class ExtractSliceModel(BufferizableModel):
    def reads(self, use, state):
        return False

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, UNKNOWN)] if use.index == 0 else []

    def reify_dim(self, op, value, i, rw):
        _, sizes, _ = mixed(op, 1)
        dyn = [s for s in sizes if not isinstance(s, int)]
        k = sum(1 for d in value.type.shape[:i] if d is None)
        return dyn[k] if k < len(dyn) and value.type.shape[i] is None and len(value.type.shape) == len(sizes) \
            else None

    def _type(self, op, src_type):
        offs, sizes, strides = mixed(op, 1)
        return B.subview_type(src_type, offs, sizes, strides, op.result.type.shape)

    def buffer_type(self, value, state):
        op = value.op
        src = op.operand(0)
        m = state.model_of_value(src)
        st = m.buffer_type(src, state) if m is not None else state.default_buffer_type(src)
        return self._type(op, st)

    def bufferize(self, op, rw):
        src = rw.operand_buffer(op.operands[0])
        offs, sizes, strides = mixed(op, 1)
        rt = self._type(op, src.type)
        sv = rw.insert(B.subview(src, offs, sizes, strides, rt, op.loc))
        rw.replace_op(op, [sv.result])


def full_overwrite(op: Operation, first: int, dest_type) -> bool:
    """Does a slice op (offsets... from operand ``first``) cover all of ``dest_type``?"""
    offs, sizes, strides = mixed(op, first)
    return (all(o == 0 for o in offs) and all(s == 1 for s in strides)
            and all(isinstance(s, int) and s == d for s, d in zip(sizes, dest_type.shape)))


class InsertSliceModel(BufferizableModel):
    """tensor.insert_slice %src into %dest[...]; also parallel_insert_slice's math."""

    def reads(self, use, state):
        if use.index == 1:
            # The destination is not read when it is entirely overwritten.
            return not full_overwrite(use.owner, 2, use.owner.operand(1).type)
        return use.index == 0

    def writes(self, use, state):
        return use.index == 1

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, EQUIVALENT)] if use.index == 1 else []

    def subset_operands(self, op):
        return (op.operands[0], op.operands[1])

    def equivalent_subset(self, op, candidate, equivalent):
        e = candidate.op
        if e.name != "tensor.extract_slice":
            return False
        if not equivalent(e.operand(0), op.operand(1)):
            return False
        if len(e.operands) == 1 and len(op.operands) == 2:   # all static: the arrays say it
            pe, po = e.properties, op.properties
            return all(pe[k] == po[k] for k in C.STATIC_LISTS)
        a, b = mixed(e, 1), mixed(op, 2)
        return all(same_mixed(x, y) for x, y in zip(a, b))

    def bufferize(self, op, rw):
        dest = rw.operand_buffer(op.operands[1])
        offs, sizes, strides = mixed(op, 2)
        src_t = op.operand(0).type
        sv_t = B.subview_type(dest.type, offs, sizes, strides, src_t.shape)
        sv = rw.insert(B.subview(dest, offs, sizes, strides, sv_t, op.loc))
        src = rw.buffer(op.operand(0))
        rw.copy(src, sv.result, op.loc)
        rw.replace_op(op, [dest])


class CastModel(BufferizableModel):
    def reads(self, use, state):
        return False

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, EQUIVALENT)]

    def _type(self, op, src_type):
        """upstream CastOpInterface::getBufferType: from or to an unranked
        tensor the layout is fully dynamic; ranked to ranked keeps the source
        buffer's layout (offset and strides do not change)."""
        rt = op.result.type
        space = getattr(src_type, "memory_space", None)
        if isinstance(rt, T.UnrankedTensorType):
            return T.UnrankedMemRefType(rt.element_type, space)
        if isinstance(op.operand(0).type, T.UnrankedTensorType) or not isinstance(src_type, T.MemRefType):
            return T.MemRefType(rt.shape, rt.element_type, A.StridedLayoutAttr(tuple([None] * len(rt.shape)), None),
                                space)
        return T.MemRefType(rt.shape, rt.element_type, src_type.layout, space)

    def buffer_type(self, value, state):
        src = value.op.operand(0)
        m = state.model_of_value(src)
        st = m.buffer_type(src, state) if m is not None else state.default_buffer_type(src)
        return self._type(value.op, st)

    def bufferize(self, op, rw):
        src = rw.operand_buffer(op.operands[0])
        t = self._type(op, src.type)
        if t == src.type:
            rw.replace_op(op, [src])
            return
        c = rw.insert(B.cast(src, t, op.loc))
        rw.replace_op(op, [c.result])


class DimModel(BufferizableModel):
    def reads(self, use, state):
        return False

    def bufferize(self, op, rw):
        src = rw.buffer(op.operand(0))
        d = rw.create("memref.dim", [src, op.operand(1)], [T.index])
        rw.replace_op(op, [d.result])


class RankModel(BufferizableModel):
    def reads(self, use, state):
        return False

    def bufferize(self, op, rw):
        src = rw.buffer(op.operand(0))
        d = rw.create("memref.rank", [src], [T.index])
        rw.replace_op(op, [d.result])


class FromElementsModel(NewBufferModel):
    def bufferize(self, op, rw):
        t = op.result.type
        buf = rw.alloc(identity_memref(t), [])
        shape = list(t.shape)
        # upstream: the index constants [0, max(shape)) first, then the stores.
        consts = [rw.const_index(i) for i in range(max(shape, default=0))]

        def c(i):
            return consts[i]
        for k, o in enumerate(op.operands):
            idx = []
            rem = k
            for d in reversed(shape):
                idx.append(rem % d)
                rem //= d
            idx.reverse()
            rw.create("memref.store", [o.value, buf] + [c(i) for i in idx], properties={"nontemporal": A.FALSE})
        rw.replace_op(op, [buf])


register_model("tensor.empty", EmptyModel())
register_model("tensor.extract", ExtractModel())
register_model("tensor.insert", InsertModel())
register_model("tensor.extract_slice", ExtractSliceModel())
register_model("tensor.insert_slice", InsertSliceModel())
register_model("tensor.cast", CastModel())
register_model("tensor.dim", DimModel())
register_model("tensor.rank", RankModel())
register_model("tensor.from_elements", FromElementsModel())
