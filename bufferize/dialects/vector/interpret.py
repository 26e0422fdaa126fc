"""Semantics of the vector ops for the interpreter (bufferize/interpreter):
vectors are numpy arrays; print, transfer_read/write, broadcast, splat."""
from __future__ import annotations

import itertools

import numpy as np

from ...interpreter.printing import element_str
from ...interpreter.registry import semantics
from ...interpreter.values import MemRef, dtype_of
from ...ir.interfaces import segments


def _vector_str(v) -> str:
    if not isinstance(v, np.ndarray) or v.ndim == 0:
        return element_str(v[()] if isinstance(v, np.ndarray) else v)
    return "( " + ", ".join(_vector_str(x) for x in v) + " )"


@semantics("vector.print")
def _print(it, op, args):
    punct = op.get_attr("punctuation")
    end = "\n"
    if punct is not None and "no_punctuation" in str(punct):
        end = ""
    it.output.append((_vector_str(args[0]) if args else "") + end)
    return None


def _transfer_points(op, vshape, base, src_shape):
    """(vector index, source index or None when masked off) pairs."""
    m = op.get_attr("permutation_map").map
    in_bounds = op.get_attr("in_bounds")
    flags = [bool(getattr(b, "value", b)) for b in in_bounds] if in_bounds is not None else [False] * len(vshape)
    for vidx in itertools.product(*(range(s) for s in vshape)):
        src = list(base)
        ok = True
        for j, e in enumerate(m.results):
            if e[0] == "d":
                src[e[1]] += vidx[j]
                if not flags[j] and not src[e[1]] < src_shape[e[1]]:
                    ok = False
        yield vidx, (tuple(src) if ok else None)


def _element(it, op, src, idx, write=False, value=None):
    if isinstance(src, MemRef):
        pos = (it.checker.check_index(op, src, idx, write) if it.checker is not None
               else src.offset + sum(i * s for i, s in zip(idx, src.strides)))
        if write:
            src.buffer.data[pos] = value
            return None
        return src.buffer.data[pos]
    for k, (i, s) in enumerate(zip(idx, src.shape)):
        if not 0 <= i < s:
            it.error(op, f"out-of-bounds {op.name.split('.')[1]}: index {i} of dimension {k} is outside [0, {s})")
    if write:
        src[idx] = value
        return None
    return src[idx]


@semantics("vector.transfer_read")
def _read(it, op, args):
    src_v, idx_v, pad_v, mask_v = segments(op, 4)
    src = it.env[src_v[0]]
    base = [it.env[v] for v in idx_v]
    t = op.results[0].type
    out = np.zeros(t.shape, dtype=dtype_of(t.element_type))
    shape = src.sizes if isinstance(src, MemRef) else src.shape
    for vidx, sidx in _transfer_points(op, t.shape, base, shape):
        out[vidx] = it.env[pad_v[0]] if sidx is None else _element(it, op, src, sidx)
    return [out]


@semantics("vector.transfer_write")
def _write(it, op, args):
    vec_v, dst_v, idx_v, mask_v = segments(op, 4)
    vec = it.env[vec_v[0]]
    dst = it.env[dst_v[0]]
    if not isinstance(dst, MemRef):
        dst = np.array(dst)
    base = [it.env[v] for v in idx_v]
    shape = dst.sizes if isinstance(dst, MemRef) else dst.shape
    for vidx, sidx in _transfer_points(op, vec.shape, base, shape):
        if sidx is not None:
            _element(it, op, dst, sidx, True, vec[vidx])
    return [dst] if op.results else None


@semantics("vector.broadcast", "vector.splat")
def _broadcast(it, op, args):
    t = op.results[0].type
    return [np.broadcast_to(np.asarray(args[0], dtype=dtype_of(t.element_type)), t.shape).copy()]


@semantics("vector.fma")
def _fma(it, op, args):
    """lhs * rhs + acc, rounded once as a fused multiply-add is: below f64 the
    product and sum are exact in f64 (to within f64's rounding) and rounded
    to the element type at the end; f64 itself rounds twice (numpy has no fma)."""
    lhs, rhs, acc = (np.asarray(a) for a in args)
    if lhs.dtype.itemsize < 8:
        return [(lhs.astype(np.float64) * rhs + acc).astype(lhs.dtype)]
    return [lhs * rhs + acc]
