"""Semantics of the tensor ops for the interpreter (bufferize/interpreter):
tensors are numpy arrays; an op that changes one makes a new array."""
from __future__ import annotations

import itertools

import numpy as np

from ...interpreter.registry import Yield, semantics
from ...interpreter.values import dtype_of
from ...ir.interfaces import segments
from ..arith.interpret import bitcast
from ..memref.interpret import _drop_unit_dims, check_cast_shape, mixed_values


def _check(it, op, arr, idx):
    for k, (i, s) in enumerate(zip(idx, arr.shape)):
        if not 0 <= i < s:
            it.error(op, f"out-of-bounds {op.name.split('.')[1]}: index {i} of dimension {k} is outside [0, {s})")
    return tuple(idx)


@semantics("tensor.empty")
def _empty(it, op, args):
    t = op.results[0].type
    vals = iter(args)
    return [np.zeros([next(vals) if d is None else d for d in t.shape], dtype=dtype_of(t.element_type))]


@semantics("tensor.extract")
def _extract(it, op, args):
    t, *idx = args
    return [t[_check(it, op, t, idx)]]


@semantics("tensor.insert")
def _insert(it, op, args):
    v, t, *idx = args
    out = np.array(t)
    out[_check(it, op, t, idx)] = v
    return [out]


@semantics("tensor.dim")
def _dim(it, op, args):
    t, i = args
    if not 0 <= i < t.ndim:
        it.error(op, f"dimension {i} of a tensor of rank {t.ndim}")
    return [t.shape[i]]


@semantics("tensor.rank")
def _rank(it, op, args):
    return [args[0].ndim]


@semantics("tensor.cast")
def _cast(it, op, args):
    check_cast_shape(it, op, list(args[0].shape), op.results[0].type)
    return [args[0]]


@semantics("tensor.bitcast")
def _bitcast(it, op, args):
    return [bitcast(it, op, args[0], op.operands[0].value.type.element_type, op.results[0].type.element_type)]


@semantics("tensor.from_elements")
def _from_elements(it, op, args):
    t = op.results[0].type
    return [np.array(args, dtype=dtype_of(t.element_type)).reshape(t.shape)]


@semantics("tensor.splat")
def _splat(it, op, args):
    t = op.results[0].type
    vals = iter(args[1:])
    shape = [next(vals) if d is None else d for d in t.shape]
    return [np.full(shape, args[0], dtype=dtype_of(t.element_type))]


def _slices(it, op, src_shape, offs, sizes, strides):
    for k, (o, s, st) in enumerate(zip(offs, sizes, strides)):
        if s > 0 and not (0 <= o and o + (s - 1) * st < src_shape[k]):
            it.error(op, f"out-of-bounds {op.name.split('.')[1]}: dimension {k} takes [{o}, {o + (s - 1) * st}] "
                         f"of a size of {src_shape[k]}")
    return tuple(slice(o, o + (s - 1) * st + 1, st) if s > 0 else slice(o, o) for o, s, st in zip(offs, sizes, strides))


def _slice_args(it, op, first):
    groups = segments(op, first + 3)
    return (mixed_values(it, op, "static_offsets", groups[first]), mixed_values(it, op, "static_sizes", groups[first + 1]),
            mixed_values(it, op, "static_strides", groups[first + 2]))


@semantics("tensor.extract_slice")
def _extract_slice(it, op, args):
    src = args[0]
    offs, sizes, strides = _slice_args(it, op, 1)
    part = src[_slices(it, op, src.shape, offs, sizes, strides)]
    t = op.results[0].type
    shape, _ = _drop_unit_dims(list(part.shape), [0] * part.ndim, t.shape)
    return [np.array(part).reshape(shape)]


def _insert_slice(it, op, src, dst, offs, sizes, strides):
    out = np.array(dst)
    sl = _slices(it, op, dst.shape, offs, sizes, strides)
    src = np.asarray(src)
    if src.size != out[sl].size:   # a dynamic size that the source's shape does not match: no meaning
        it.error(op, f"the source is {_shape(src.shape)} but the slice is {_shape(sizes)}")
    out[sl] = src.reshape(out[sl].shape)
    return out


def _shape(dims) -> str:
    return "x".join(str(d) for d in dims) if len(dims) else "a scalar"


@semantics("tensor.insert_slice")
def _insert_slice_op(it, op, args):
    offs, sizes, strides = _slice_args(it, op, 2)
    return [_insert_slice(it, op, args[0], args[1], offs, sizes, strides)]


@semantics("tensor.parallel_insert_slice")
def _parallel_insert_slice(it, op, args):
    offs, sizes, strides = _slice_args(it, op, 2)
    dest = op.operands[1].value
    outs = it.forall_outs[-1]
    k = dest.index - (len(dest.owner.args) - len(outs))
    outs[k] = _insert_slice(it, op, args[0], outs[k], offs, sizes, strides)
    return None


def _groups(op):
    return [[g.value for g in grp] for grp in op.get_attr("reassociation")]


@semantics("tensor.collapse_shape")
def _collapse(it, op, args):
    src = args[0]
    shape = [int(np.prod([src.shape[d] for d in g])) for g in _groups(op)]
    return [src.reshape(shape)]


@semantics("tensor.expand_shape")
def _expand(it, op, args):
    t = op.results[0].type
    static = op.get_attr("static_output_shape")
    shape = mixed_values(it, op, "static_output_shape", [o.value for o in op.operands[1:]]) if static else t.shape
    return [args[0].reshape(shape)]


@semantics("tensor.reshape")
def _reshape(it, op, args):
    return [args[0].reshape([int(x) for x in args[1]])]


@semantics("tensor.yield")
def _yield(it, op, args):
    return Yield(args, op)


@semantics("tensor.generate")
def _generate(it, op, args):
    t = op.results[0].type
    vals = iter(args)
    shape = [next(vals) if d is None else d for d in t.shape]
    out = np.zeros(shape, dtype=dtype_of(t.element_type))
    for idx in itertools.product(*(range(s) for s in shape)):
        out[idx] = it.run_region(op.regions[0], list(idx))[0]
    return [out]


@semantics("tensor.concat")
def _concat(it, op, args):
    return [np.concatenate(args, axis=op.get_attr("dim").value)]


@semantics("tensor.pad")
def _pad(it, op, args):
    src = args[0]
    _, lo_v, hi_v = segments(op, 3)
    lo = mixed_values(it, op, "static_low", lo_v)
    hi = mixed_values(it, op, "static_high", hi_v)
    t = op.results[0].type
    out = np.zeros([s + a + b for s, a, b in zip(src.shape, lo, hi)], dtype=dtype_of(t.element_type))
    for idx in itertools.product(*(range(s) for s in out.shape)):
        inner = tuple(i - a for i, a in zip(idx, lo))
        if all(0 <= i < s for i, s in zip(inner, src.shape)):
            out[idx] = src[inner]
        else:
            out[idx] = it.run_region(op.regions[0], list(idx))[0]
    return [out]


def _gather_slices(it, op, src_shape, coords, dims, keep):
    """The index of one gathered/scattered slice: a coordinate in each of
    ``dims`` (kept as a unit dim when ``keep``), whole dims elsewhere."""
    idx, k = [], 0
    for d, size in enumerate(src_shape):
        if d in dims:
            c = int(coords[k])
            k += 1
            if not 0 <= c < size:
                it.error(op, f"out-of-bounds {op.name.split('.')[1]}: index {c} of dimension {d} is outside [0, {size})")
            idx.append(slice(c, c + 1) if keep else c)
        else:
            idx.append(slice(None))
    return tuple(idx)


@semantics("tensor.gather")
def _gather(it, op, args):
    src, indices = (np.asarray(a) for a in args)
    dims = list(op.properties["gather_dims"].values)
    t = op.results[0].type
    out = np.zeros(t.shape, dtype=dtype_of(t.element_type))
    batch = indices.shape[:-1]
    for b in itertools.product(*(range(s) for s in batch)):
        piece = src[_gather_slices(it, op, src.shape, indices[b], dims, True)]
        out[b] = piece.reshape(out[b].shape) if out.ndim > len(batch) else piece.reshape(())
    return [out]


@semantics("tensor.scatter")
def _scatter(it, op, args):
    source, dest, indices = (np.asarray(a) for a in args)
    dims = list(op.properties["scatter_dims"].values)
    out = np.array(dest)
    batch = indices.shape[:-1]
    for b in itertools.product(*(range(s) for s in batch)):
        where = _gather_slices(it, op, dest.shape, indices[b], dims, True)
        out[where] = np.asarray(source[b]).reshape(out[where].shape)
    return [out]
