"""Semantics of builtin.unrealized_conversion_cast for the interpreter
(bufferize/interpreter).  The op has no meaning of its own: a lowering that
leaves one expects a later pass to remove it.  A cast of one value to one
value runs where the interpreter holds both sides the same way: a type to
itself; a memref to a memref (or a tensor to a tensor) of the same element
type and a shape the value has; an integer or index to an integer or index
(wrapped to the result's width).  A tensor to a memref and back, the
materializations partial conversions of LLVM <= 16 left, run as
bufferization.to_buffer and to_tensor do.  Any other cast stops the run."""
from __future__ import annotations

import numpy as np

from ...interpreter.registry import semantics
from ...interpreter.values import Buffer, MemRef, contiguous_strides, wrap_int
from ...ir import types as T

_MEMREFS = (T.MemRefType, T.UnrankedMemRefType)
_TENSORS = (T.RankedTensorType, T.UnrankedTensorType)
_INTEGERS = (T.IntegerType, T.IndexType)


def _fits(shape, sizes) -> bool:
    return shape is None or (len(shape) == len(sizes) and all(d is None or d == s for d, s in zip(shape, sizes)))


@semantics("builtin.unrealized_conversion_cast")
def _cast(it, op, args):
    if len(args) != 1 or len(op.results) != 1:
        it.error(op, f"cannot run an unrealized_conversion_cast with {len(args)} operand(s) and "
                     f"{len(op.results)} result(s): the interpreter runs a cast of one value to one")
    v, src, dst = args[0], op.operands[0].value.type, op.results[0].type
    if src == dst:
        return [v]
    same_elements = getattr(src, "element_type", None) == getattr(dst, "element_type", None)
    if isinstance(src, _MEMREFS) and isinstance(dst, _MEMREFS) and same_elements:
        if _fits(getattr(dst, "shape", None), v.sizes):
            return [MemRef(v.buffer, v.offset, v.sizes, v.strides, dst)]
    elif isinstance(src, _TENSORS) and isinstance(dst, _TENSORS) and same_elements:
        if _fits(getattr(dst, "shape", None), v.shape):
            return [v]
    elif isinstance(src, _INTEGERS) and isinstance(dst, _INTEGERS):
        return [wrap_int(v, dst)]
    elif isinstance(src, _TENSORS) and isinstance(dst, _MEMREFS) and same_elements:
        arr = np.ascontiguousarray(v)
        return [MemRef(Buffer(arr.reshape(-1).copy(), op, "tensor"), 0, arr.shape, contiguous_strides(arr.shape),
                       dst)]
    elif isinstance(src, _MEMREFS) and isinstance(dst, _TENSORS) and same_elements:
        if it.checker is not None:
            it.checker.check_view(op, v)
        return [np.array(v.array())]
    else:
        it.error(op, f"cannot run an unrealized_conversion_cast from {src} to {dst}: the interpreter holds "
                     "no value of the second type for one of the first")
    it.error(op, f"cannot run an unrealized_conversion_cast from {src} to {dst}: the value's shape is not "
                 "the result's")
