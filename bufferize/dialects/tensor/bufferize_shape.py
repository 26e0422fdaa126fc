"""More tensor ops (upstream Tensor/Transforms/BufferizableOpInterfaceImpl.cpp):
parallel_insert_slice (inside scf.forall.in_parallel), the reshapes
(expand_shape, collapse_shape, reshape, bitcast) and the ops that allocate and
fill a new buffer (generate, splat, pad)."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import Operation
from ...bufferization import builders as B
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, register_model
from ...bufferization.state import NewBufferModel, identity_memref
from .bufferize import InsertSliceModel, mixed


class ParallelInsertSliceModel(InsertSliceModel):
    """tensor.parallel_insert_slice %src into %dest[...]: writes into the
    shared_out; no results; bufferizes to subview + copy in front of the
    scf.forall.in_parallel terminator.

    Only the source is read (LLVM 22, llvm-project PR #134169: the op has no
    result, so the rest of the destination is not copied anywhere; the
    scf.forall reads its shared_outs instead).  Reads and writes of these ops
    never conflict among themselves: the scf.forall.in_parallel region is a
    graph region, where every op dominates every other (its GraphRegion
    trait; analysis.properly_dominates)."""

    def reads(self, use, state):
        return use.index == 0

    def writes(self, use, state):
        return use.index == 1

    def aliasing_values(self, use, state):
        return []

    def bufferize(self, op, rw):
        parent = op.parent_op
        saved = rw.anchor
        rw.anchor = parent
        dest = rw.buffer(op.operand(1))
        src = rw.buffer(op.operand(0))
        offs, sizes, strides = mixed(op, 2)
        sv_t = B.subview_type(dest.type, offs, sizes, strides, op.operand(0).type.shape)
        sv = rw.insert(B.subview(dest, offs, sizes, strides, sv_t, op.loc))
        rw.copy(src, sv.result, op.loc)
        rw.anchor = saved
        op.erase()


register_model("tensor.parallel_insert_slice", ParallelInsertSliceModel())


# ---- reshapes ----------------------------------------------------------------------------


def _reassociation(op):
    return [[x.value for x in g.value] for g in op.properties["reassociation"].value]


def _value_buffer_type(v, state):
    m = state.model_of_value(v)
    return m.buffer_type(v, state) if m is not None else state.default_buffer_type(v)


def _smul(a, b):
    return None if a is None or b is None else a * b


def _is_identity(t) -> bool:
    """The layout is the identity (upstream's isIdentity: `strided<[1]>` of
    rank 1 at offset 0 is too), as the memref verifier reads it."""
    from ..memref.base import _identity_layout
    return isinstance(t, T.MemRefType) and _identity_layout(t)


def expanded_type(src: T.MemRefType, shape, reassoc) -> T.MemRefType:
    """memref::ExpandShapeOp::computeExpandedType."""
    if _is_identity(src):
        return T.MemRefType(tuple(shape), src.element_type, None, src.memory_space)
    strides, offset = B.strides_and_offset(src)
    out = [None] * len(shape)
    for g, st in zip(reassoc, strides):
        cur = st
        for idx in reversed(g):
            out[idx] = cur
            cur = _smul(cur, shape[idx])
    return T.MemRefType(tuple(shape), src.element_type, A.StridedLayoutAttr(tuple(out), offset),
                        src.memory_space)


def _collapsed_strides(src: T.MemRefType, reassoc, strict: bool):
    strides, offset = B.strides_and_offset(src)
    shape = src.shape
    res = []
    for g in reassoc:
        ref = list(g)
        while len(ref) > 1 and shape[ref[-1]] == 1:
            ref.pop()
        res.append(strides[ref[-1]] if shape[ref[-1]] is not None or len(ref) == 1 else None)
    for gi in range(len(reassoc) - 1, -1, -1):
        g = reassoc[gi]
        stride = res[gi]
        for idx in reversed(g[1:]):
            stride = _smul(stride, shape[idx])
            src_stride = strides[idx - 1]
            if strict and (stride is None or src_stride is None):
                return None
            if shape[idx - 1] == 1:
                continue
            if stride is not None and src_stride is not None and stride != src_stride:
                return None
    return res, offset


def collapsible(src: T.MemRefType, reassoc) -> bool:
    """memref::CollapseShapeOp::isGuaranteedCollapsible."""
    return _is_identity(src) or _collapsed_strides(src, reassoc, True) is not None


def collapsed_type(src: T.MemRefType, reassoc) -> T.MemRefType:
    shape = []
    for g in reassoc:
        n = 1
        for i in g:
            n = _smul(n, src.shape[i])
        shape.append(n)
    if _is_identity(src):
        return T.MemRefType(tuple(shape), src.element_type, None, src.memory_space)
    strides, offset = _collapsed_strides(src, reassoc, False)
    return T.MemRefType(tuple(shape), src.element_type, A.StridedLayoutAttr(tuple(strides), offset),
                        src.memory_space)


class ExpandShapeModel(BufferizableModel):
    def reads(self, use, state):
        return False

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, EQUIVALENT)] if use.index == 0 else []

    def buffer_type(self, value, state):
        op = value.op
        return expanded_type(_value_buffer_type(op.operand(0), state), value.type.shape, _reassociation(op))

    def bufferize(self, op, rw):
        src = rw.operand_buffer(op.operands[0])
        rt = expanded_type(src.type, op.result.type.shape, _reassociation(op))
        new = rw.create("memref.expand_shape", [src] + [o.value for o in op.operands[1:]], [rt],
                        properties={"reassociation": op.properties["reassociation"],
                                    "static_output_shape": op.properties["static_output_shape"]})
        rw.replace_op(op, [new.result])


class CollapseShapeModel(BufferizableModel):
    def reads(self, use, state):
        return True   # may copy the source (upstream: conservatively a read)

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, EQUIVALENT)]

    def buffer_type(self, value, state):
        op = value.op
        st = _value_buffer_type(op.operand(0), state)
        re = _reassociation(op)
        if not collapsible(st, re):
            return identity_memref(value.type, st.memory_space)
        return collapsed_type(st, re)

    def bufferize(self, op, rw):
        src = rw.operand_buffer(op.operands[0])
        re = _reassociation(op)
        if not collapsible(src.type, re):
            src = rw.allocate_like(op.operand(0), src, True)
        new = rw.create("memref.collapse_shape", [src], [collapsed_type(src.type, re)],
                        properties={"reassociation": op.properties["reassociation"]})
        rw.replace_op(op, [new.result])


class ReshapeModel(BufferizableModel):
    def reads(self, use, state):
        return use.index == 1

    def aliasing_values(self, use, state):
        return [Alias(use.owner.result, EQUIVALENT)] if use.index == 0 else []

    def buffer_type(self, value, state):
        st = _value_buffer_type(value.op.operand(0), state)
        return identity_memref(value.type, getattr(st, "memory_space", None))

    def bufferize(self, op, rw):
        src = rw.operand_buffer(op.operands[0])
        shape = rw.buffer(op.operand(1))
        if isinstance(src.type, T.MemRefType) and src.type.layout is not None:
            src = rw.allocate_like(op.operand(0), src, True)
        rt = identity_memref(op.result.type, getattr(src.type, "memory_space", None))
        new = rw.create("memref.reshape", [src, shape], [rt])
        rw.replace_op(op, [new.result])


# ---- ops that allocate and fill -----------------------------------------------------------


def _linalg_map_fill(rw, buf, ttype, body_block, loc, values=None):
    """linalg.map outs(buf) whose payload is ``body_block`` (a generate/pad
    body: block arguments become linalg.index ops) or yields ``values[0]``."""
    from ...ir.core import Block, Region
    blk = Block([ttype.element_type], [loc])
    if body_block is not None:
        idx = []
        for d in range(len(ttype.shape)):
            i = Operation("linalg.index", [], [T.index], properties={"dim": A.IntegerAttr(d, T.i64)}, loc=loc)
            blk.append(i)
            idx.append(i.result)
        for a, v in zip(list(body_block.args), idx):
            a.replace_all_uses_with(v)
        for o in list(body_block):
            o.detach()
            if o.name == "tensor.yield":
                blk.append(Operation("linalg.yield", [o.operand(0)], [], loc=o.loc))
                o.drop_all_references()
            else:
                blk.append(o)
    else:
        blk.append(Operation("linalg.yield", list(values), [], loc=loc))
    rw.insert(Operation("linalg.map", [buf], [], regions=[Region([blk])], loc=loc))


class GenerateModel(NewBufferModel):
    def reify_dim(self, op, value, i, rw):
        k = sum(1 for d in value.type.shape[:i] if d is None)
        return op.operand(k) if value.type.shape[i] is None else None

    def bufferize(self, op, rw):
        t = op.result.type
        buf = rw.alloc(identity_memref(t), [o.value for o in op.operands])
        _linalg_map_fill(rw, buf, t, op.regions[0].blocks[0], op.loc)
        rw.replace_op(op, [buf])


class SplatModel(GenerateModel):
    def reify_dim(self, op, value, i, rw):
        k = sum(1 for d in value.type.shape[:i] if d is None)
        return op.operand(1 + k) if value.type.shape[i] is None else None

    def bufferize(self, op, rw):
        t = op.result.type
        buf = rw.alloc(identity_memref(t), [o.value for o in op.operands[1:]])
        _linalg_map_fill(rw, buf, t, None, op.loc, [op.operand(0)])
        rw.replace_op(op, [buf])


class PadModel(BufferizableModel):
    """Allocation filled by the pad body (as tensor.generate), then the
    source copied into the interior (upstream lowers to generate + insert_slice)."""

    def bufferizes_to_allocation(self, value):
        return True

    def reads(self, use, state):
        return True

    def buffer_type(self, value, state):
        st = _value_buffer_type(value.op.operand(0), state)
        return identity_memref(value.type, getattr(st, "memory_space", None))

    def _mixed(self, op):
        from ..common import DYNAMIC, segments
        segs = segments(op, 3)
        lo = iter(segs[1])
        hi = iter(segs[2])
        low = [next(lo) if x == DYNAMIC else x for x in op.properties["static_low"].values]
        high = [next(hi) if x == DYNAMIC else x for x in op.properties["static_high"].values]
        return low, high

    def bufferize(self, op, rw):
        t = op.result.type
        src_t = op.operand(0).type
        low, high = self._mixed(op)
        src = rw.buffer(op.operand(0))

        def val(x):
            return rw.const_index(x) if isinstance(x, int) else x
        def src_sizes():
            return [d if d is not None else rw.insert(B.dim(src, rw.const_index(i), op.loc)).result
                    for i, d in enumerate(src_t.shape)]
        dyn = []
        if any(d is None for d in t.shape):
            sizes = src_sizes()
            for i, d in enumerate(t.shape):
                if d is None:
                    s = sizes[i] if not isinstance(sizes[i], int) else rw.const_index(sizes[i])
                    dyn.append(_addi(rw, _addi(rw, s, val(low[i])), val(high[i])))
        buf = rw.alloc(identity_memref(t, getattr(src.type, "memory_space", None)), dyn)
        _linalg_map_fill(rw, buf, t, op.regions[0].blocks[0], op.loc)
        # The source's sizes again for the interior (upstream's insert_slice
        # of the source, bufferized after the fill).
        src_sizes = src_sizes()
        strides = [1] * len(src_t.shape)
        if any(isinstance(x, int) and x < 0 for x in (*low, *high)):
            self._copy_cropped(rw, op, src, buf, low, high, src_sizes)
        else:
            sv_t = B.subview_type(buf.type, low, src_sizes, strides, src_t.shape)
            sv = rw.insert(B.subview(buf, low, src_sizes, strides, sv_t, op.loc))
            rw.copy(src, sv.result, op.loc)
        rw.replace_op(op, [buf])

    @staticmethod
    def _copy_cropped(rw, op, src, buf, low, high, src_sizes):
        """A negative (static) padding crops the source: its first -low and
        last -high elements of that dimension are not copied (upstream's
        insert_slice at a negative offset is invalid IR)."""
        cut_lo = [-x if isinstance(x, int) and x < 0 else 0 for x in low]
        cut_hi = [-x if isinstance(x, int) and x < 0 else 0 for x in high]
        at = [0 if isinstance(x, int) and x < 0 else x for x in low]
        sizes = []
        for s, a, b in zip(src_sizes, cut_lo, cut_hi):
            if isinstance(s, int):
                if s - a - b <= 0:
                    return   # nothing of the source is left: padding only
                sizes.append(s - a - b)
            else:
                sizes.append(_subi(rw, s, rw.const_index(a + b)) if a + b else s)
        strides = [1] * len(sizes)
        shape = [x if isinstance(x, int) else None for x in sizes]
        from_t = B.subview_type(src.type, cut_lo, sizes, strides, shape)
        part = rw.insert(B.subview(src, cut_lo, sizes, strides, from_t, op.loc))
        into_t = B.subview_type(buf.type, at, sizes, strides, shape)
        into = rw.insert(B.subview(buf, at, sizes, strides, into_t, op.loc))
        rw.copy(part.result, into.result, op.loc)


class ConcatModel(BufferizableModel):
    """A new buffer; each input is copied into its subview along ``dim``."""

    def bufferizes_to_allocation(self, value):
        return True

    def reads(self, use, state):
        return True

    def buffer_type(self, value, state):
        return identity_memref(value.type)

    def bufferize(self, op, rw):
        t = op.result.type
        dim = op.properties["dim"].value
        srcs = [rw.buffer(o.value) for o in op.operands]

        def size_of(k, i):
            d = op.operand(k).type.shape[i]
            return d if d is not None else rw.insert(B.dim(srcs[k], rw.const_index(i), op.loc)).result
        dyn = []
        for i, d in enumerate(t.shape):
            if d is not None:
                continue
            if i != dim:
                dyn.append(size_of(0, i))
                continue
            acc = None
            for k in range(len(srcs)):
                s = size_of(k, i)
                s = rw.const_index(s) if isinstance(s, int) else s
                acc = s if acc is None else _addi(rw, acc, s)
            dyn.append(acc)
        buf = rw.alloc(identity_memref(t), dyn)
        sizes = []
        for i, d in enumerate(t.shape):
            sizes.append(d if d is not None else rw.insert(B.dim(buf, rw.const_index(i), op.loc)).result)
        offset = 0
        for k, src in enumerate(srcs):
            st = op.operand(k).type
            size = size_of(k, dim)
            offs = [0] * len(t.shape)
            offs[dim] = offset
            szs = list(sizes)
            szs[dim] = size
            strides = [1] * len(t.shape)
            sv_t = B.subview_type(buf.type, offs, szs, strides, st.shape)
            sv = rw.insert(B.subview(buf, offs, szs, strides, sv_t, op.loc))
            rw.copy(src, sv.result, op.loc)
            if k + 1 < len(srcs):
                if isinstance(offset, int) and isinstance(size, int):
                    offset += size
                else:
                    a = rw.const_index(offset) if isinstance(offset, int) else offset
                    b = rw.const_index(size) if isinstance(size, int) else size
                    offset = _addi(rw, a, b)
        rw.replace_op(op, [buf])


def _addi(rw, a, b):
    from ..arith import overflow_attr
    return rw.create("arith.addi", [a, b], [T.index], properties={"overflowFlags": overflow_attr(0)}).result


def _subi(rw, a, b):
    from ..arith import overflow_attr
    return rw.create("arith.subi", [a, b], [T.index], properties={"overflowFlags": overflow_attr(0)}).result


register_model("tensor.concat", ConcatModel())
register_model("tensor.expand_shape", ExpandShapeModel())
register_model("tensor.collapse_shape", CollapseShapeModel())
register_model("tensor.reshape", ReshapeModel())
register_model("tensor.generate", GenerateModel())
register_model("tensor.splat", SplatModel())
register_model("tensor.pad", PadModel())
