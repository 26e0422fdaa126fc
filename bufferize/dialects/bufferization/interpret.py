"""Semantics of the bufferization ops for the interpreter (bufferize/interpreter)."""
from __future__ import annotations

import numpy as np

from ...interpreter.registry import semantics
from ...interpreter.values import Buffer, MemRef, contiguous_strides, dtype_of, memref_from_array
from ..memref.interpret import view_array
from ...ir.interfaces import segments


@semantics("bufferization.to_tensor")
def _to_tensor(it, op, args):
    # A tensor is a value: the elements the buffer holds now.
    return [np.array(view_array(it, op, args[0]))]


@semantics("bufferization.to_buffer", "bufferization.to_memref")
def _to_buffer(it, op, args):
    t = op.results[0].type
    arr = np.ascontiguousarray(args[0])
    buf = Buffer(arr.reshape(-1).copy(), op, "tensor", read_only=op.get_attr("read_only") is not None)
    return [MemRef(buf, 0, arr.shape, contiguous_strides(arr.shape), t)]


@semantics("bufferization.clone")
def _clone(it, op, args):
    t = op.results[0].type
    m = memref_from_array(view_array(it, op, args[0]), t.element_type, op, "alloc", t)
    if it.checker is not None:
        it.checker.allocated(m)
    return [m]


@semantics("bufferization.alloc_tensor")
def _alloc_tensor(it, op, args):
    t = op.results[0].type
    dyn, copy, _ = segments(op, 3)
    if copy:
        return [np.array(it.env[copy[0]])]
    vals = iter(it.env[v] for v in dyn)
    shape = [next(vals) if d is None else d for d in t.shape]
    return [np.zeros(shape, dtype=dtype_of(t.element_type))]


@semantics("bufferization.materialize_in_destination")
def _materialize(it, op, args):
    src, dst = args
    if isinstance(dst, MemRef):
        view_array(it, op, dst, write=True)[...] = src
        return [] if not op.results else [np.array(src)]
    return [np.array(src)]


@semantics("bufferization.dealloc_tensor")
def _dealloc_tensor(it, op, args):
    return None


@semantics("bufferization.dealloc")
def _dealloc(it, op, args):
    memrefs, conds, retained = (list(map(it.env.__getitem__, g)) for g in segments(op, 3))
    freed = set()
    owned = [id(m.buffer) for m, c in zip(memrefs, conds) if c]
    results = [int(id(r.buffer) in owned) for r in retained]
    kept = {id(r.buffer) for r in retained}
    for m, c in zip(memrefs, conds):
        b = id(m.buffer)
        if c and b not in kept and b not in freed:
            freed.add(b)
            if it.checker is not None:
                it.checker.dealloc(op, m)
            else:
                m.buffer.alive = False
    return results
