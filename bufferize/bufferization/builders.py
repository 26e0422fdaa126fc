"""Construction of the memref-level ops the rewrite emits, with exactly the
properties each dialect's printer and verifier expect."""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Operation, Value
from ..ir.layout import DYNAMIC, strides_and_offset as _layout_strides

I32 = T.IntegerType(32)


def seg(*sizes) -> A.DenseArrayAttr:
    return A.shared_array(I32, sizes)


def i64_array(vals) -> A.DenseArrayAttr:
    return A.shared_array(T.i64, vals)


def constant_index(v: int, loc) -> Operation:
    return Operation("arith.constant", (), [T.index], properties={"value": A.IntegerAttr(v, T.index)}, loc=loc)


def alloc(mtype: T.MemRefType, dyn_sizes, loc, alignment: int = 64, alloca: bool = False) -> Operation:
    props = {"operandSegmentSizes": seg(len(dyn_sizes), 0)}
    if alignment and not alloca:
        props["alignment"] = A.IntegerAttr(alignment, T.i64)
    return Operation("memref.alloca" if alloca else "memref.alloc", list(dyn_sizes), [mtype],
                     properties=props, loc=loc)


def copy(src: Value, dst: Value, loc) -> Operation:
    return Operation("memref.copy", [src, dst], [], loc=loc)


def dim(buf: Value, idx: Value, loc) -> Operation:
    return Operation("memref.dim", [buf, idx], [T.index], loc=loc)


def cast(v: Value, to: T.Type, loc) -> Operation:
    return Operation("memref.cast", [v], [to], loc=loc)


def to_tensor(buf: Value, ttype: T.Type, loc, restrict=False, writable=False) -> Operation:
    props = {}
    if restrict:
        props["restrict"] = A.UNIT
    if writable:
        props["writable"] = A.UNIT
    return Operation("bufferization.to_tensor", [buf], [ttype], properties=props, loc=loc)


def to_buffer(t: Value, mtype: T.Type, loc, read_only=False) -> Operation:
    props = {"read_only": A.UNIT} if read_only else {}
    return Operation("bufferization.to_buffer", [t], [mtype], properties=props, loc=loc)


def subview(src: Value, offsets, sizes, strides, result_type: T.Type, loc) -> Operation:
    """offsets/sizes/strides: lists of int (static) or Value (dynamic)."""
    dyn = []
    statics = []
    counts = []
    for lst in (offsets, sizes, strides):
        st = []
        n = 0
        for x in lst:
            if isinstance(x, int):
                st.append(x)
            else:
                st.append(DYNAMIC)
                dyn.append(x)
                n += 1
        statics.append(st)
        counts.append(n)
    props = {"operandSegmentSizes": seg(1, *counts), "static_offsets": i64_array(statics[0]),
             "static_sizes": i64_array(statics[1]), "static_strides": i64_array(statics[2])}
    return Operation("memref.subview", [src, *dyn], [result_type], properties=props, loc=loc)


def strides_and_offset(t: T.MemRefType):
    """(strides, offset) of a memref type; None entries are dynamic (an
    affine-map layout that is not strided: all of them)."""
    so = _layout_strides(t)
    if so is not None:
        return list(so[0]), so[1]
    return [None] * len(t.shape), None


def _mul(a, b):
    return None if a is None or b is None else a * b


def subview_type(src: T.MemRefType, offsets, sizes, strides, result_shape=None) -> T.MemRefType:
    """Upstream's SubViewOp::inferResultType (+ rank reduction to result_shape)."""
    src_strides, src_off = strides_and_offset(src)
    off = src_off
    for o, s in zip(offsets, src_strides):
        o = o if isinstance(o, int) else None
        if o == 0:
            continue   # 0 * stride is 0 even for a dynamic stride (upstream's affine folding)
        off = None if off is None or o is None or s is None else off + o * s
    new_strides = [_mul(s, st if isinstance(st, int) else None) for s, st in zip(src_strides, strides)]
    shape = [sz if isinstance(sz, int) else None for sz in sizes]
    if result_shape is not None and len(result_shape) != len(shape):
        keep = _rank_reduction_mask(shape, list(result_shape))
        shape = [d for d, k in zip(shape, keep) if k]
        new_strides = [s for s, k in zip(new_strides, keep) if k]
    # Upstream keeps the strided layout even when it is the identity
    # (`memref<4x8xf32, strided<[8, 1]>>`).
    layout = A.StridedLayoutAttr(tuple(new_strides), off)
    return T.MemRefType(tuple(shape), src.element_type, layout, src.memory_space)


def _rank_reduction_mask(shape, reduced):
    keep = []
    j = 0
    for d in shape:
        if j < len(reduced) and (reduced[j] == d or (d is None and reduced[j] is None)):
            keep.append(True)
            j += 1
        elif d == 1:
            keep.append(False)
        else:
            keep.append(True)
            j += 1
    return keep


def get_global(name: str, mtype: T.MemRefType, loc) -> Operation:
    return Operation("memref.get_global", [], [mtype], properties={"name": A.SymbolRefAttr(name)}, loc=loc)


def global_(name: str, mtype: T.MemRefType, value: A.Attribute, loc, alignment=64) -> Operation:
    props = {"sym_name": A.StringAttr(name), "type": A.TypeAttr(mtype), "initial_value": value,
             "constant": A.UNIT, "sym_visibility": A.StringAttr("private")}
    if alignment:
        props["alignment"] = A.IntegerAttr(alignment, T.i64)
    return Operation("memref.global", [], [], properties=props, loc=loc)
