"""Semantics of the vector ops for the interpreter (bufferize/interpreter):
vectors are numpy arrays.  An op inside a ``vector.mask`` reads the mask
from its parent (``_parent_mask``): a masked transfer_read pads, a masked
transfer_write skips and a masked reduction ignores the lanes that are off;
vector.mask gives the masked-off lanes of a vector result its passthru."""
from __future__ import annotations

import itertools

import numpy as np

from ...interpreter.printing import element_str
from ...interpreter.registry import Yield, semantics
from ...interpreter.values import MemRef, dtype_of, scalar, to_unsigned, wrap_int
from ...ir import attributes as A, types as T
from ...ir.interfaces import segments
from ..arith.interpret import maximumf, minimumf
from ..common import DYNAMIC


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
    value = args[0] if args else None
    if args and isinstance(getattr(op.operands[0].value.type, "element_type", op.operands[0].value.type),
                           T.IndexType):
        # upstream prints an index with printU64: -1 is 18446744073709551615
        value = np.vectorize(lambda x: to_unsigned(x, T.IndexType()), otypes=[object])(value) \
            if isinstance(value, np.ndarray) else to_unsigned(value, T.IndexType())
    it.output.append((_vector_str(value) if args else "") + end)
    return None


def _transfer_mask(it, op, mask_v):
    """The transfer's mask in vector order (its own operand, else its vector.mask's)."""
    if mask_v:
        m = np.asarray(it.env[mask_v[0]]).astype(bool)
    else:
        m = _parent_mask(it, op)
    if m is None:
        return None
    pm = op.get_attr("permutation_map").map
    dims = [e[1] for e in pm.results if e[0] == "d"]
    if len(dims) == len(pm.results) and m.ndim == len(dims):   # mask dims in source order
        order = sorted(range(len(dims)), key=lambda j: dims[j])
        m = np.transpose(m, np.argsort(order))
    return m


def _transfer_points(op, vshape, base, src_shape, mask=None):
    """(vector index, source index or None when masked off) pairs."""
    m = op.get_attr("permutation_map").map
    in_bounds = op.get_attr("in_bounds")
    flags = [bool(getattr(b, "value", b)) for b in in_bounds] if in_bounds is not None else [False] * len(vshape)
    for vidx in itertools.product(*(range(s) for s in vshape)):
        src = list(base)
        ok = mask is None or bool(mask[vidx])
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
    for vidx, sidx in _transfer_points(op, t.shape, base, shape, _transfer_mask(it, op, mask_v)):
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
    for vidx, sidx in _transfer_points(op, vec.shape, base, shape, _transfer_mask(it, op, mask_v)):
        if sidx is not None:
            _element(it, op, dst, sidx, True, vec[vidx])
    return [dst] if op.results else None


@semantics("vector.broadcast")
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


# ---- the ops of declared.py and custom.py --------------------------------------------------

def _attr_ints(a):
    return [x.value for x in a.value] if isinstance(a, A.ArrayAttr) else list(a.values)


def _kind(op) -> str:
    s = str(op.get_attr("kind")).replace(" ", "")
    return s[len("#vector.kind<"):-1]


def _out(t, v):
    """``v`` as the interpreter's value of type ``t`` (a numpy array for a vector)."""
    if isinstance(t, T.VectorType):
        return np.asarray(v, dtype=dtype_of(t.element_type)).reshape(t.shape).copy()
    return scalar(v, t)


def _unsigned(v, t):
    return to_unsigned(int(v), t)


def _combine(kind, a, b, t):
    """``kind``(a, b) on scalars of element type ``t``."""
    if isinstance(t, T.FloatType):
        d = dtype_of(t)
        a, b = d(a), d(b)
        if kind == "add":
            return d(a + b)
        if kind == "mul":
            return d(a * b)
        if kind in ("minnumf", "maxnumf"):
            return d((np.fmin if kind == "minnumf" else np.fmax)(a, b))
        if kind in ("minimumf", "maximumf"):
            return d((minimumf if kind == "minimumf" else maximumf)(a, b))
        raise ValueError(f"kind {kind} on {t}")
    a, b = int(a), int(b)
    if kind == "add":
        r = a + b
    elif kind == "mul":
        r = a * b
    elif kind in ("minsi", "maxsi"):
        r = min(a, b) if kind == "minsi" else max(a, b)
    elif kind in ("minui", "maxui"):
        ua, ub = _unsigned(a, t), _unsigned(b, t)
        r = a if (ua < ub) == (kind == "minui") else b
    elif kind == "and":
        r = a & b
    elif kind == "or":
        r = a | b
    elif kind == "xor":
        r = a ^ b
    else:
        raise ValueError(f"kind {kind} on {t}")
    return wrap_int(r, t)


def _fold(kind, values, t, acc=None):
    it = iter(values)
    r = acc if acc is not None else next(it)
    for v in it:
        r = _combine(kind, r, v, t)
    return r


def _parent_mask(it, op):
    """The mask of the vector.mask whose region holds ``op`` (None when unmasked)."""
    p = op.parent_op
    if p is not None and p.name == "vector.mask":
        return np.asarray(it.env[p.operands[0].value]).astype(bool)
    return None


@semantics("vector.reduction")
def _reduction(it, op, args):
    v = np.asarray(args[0]).reshape(-1)
    t = op.results[0].type
    mask = _parent_mask(it, op)
    vals = [x for i, x in enumerate(v) if mask is None or mask.reshape(-1)[i]]
    acc = args[1] if len(args) > 1 else None
    if not vals and acc is None:
        raise ValueError("a fully masked reduction without an accumulator")
    return [_out(t, _fold(_kind(op), vals, t, acc))]


@semantics("vector.multi_reduction")
def _multi_reduction(it, op, args):
    src, acc = np.asarray(args[0]), args[1]
    dims = list(op.get_attr("reduction_dims").values)
    t = op.results[0].type
    et = op.operands[0].value.type.element_type
    kept = [d for d in range(src.ndim) if d not in dims]
    moved = np.transpose(src, kept + dims)
    outer = moved.shape[:len(kept)]
    flat = moved.reshape(outer + (-1,))
    mask = _parent_mask(it, op)   # masked-off elements take no part
    fmask = np.transpose(mask, kept + dims).reshape(outer + (-1,)) if mask is not None else None
    res = np.empty(outer, dtype=dtype_of(et)) if outer else None
    accs = np.asarray(acc)
    for idx in itertools.product(*(range(s) for s in outer)):
        vals = list(flat[idx]) if fmask is None else [v for v, k in zip(flat[idx], fmask[idx]) if k]
        r = _fold(_kind(op), vals, et, accs[idx] if outer else acc)
        if outer:
            res[idx] = r
        else:
            res = r
    return [_out(t, res)]


@semantics("vector.contract")
def _contract(it, op, args):
    lhs, rhs, acc = (np.asarray(a) for a in args)
    maps = [m.map for m in op.get_attr("indexing_maps").value]
    t = op.results[0].type
    et = t.element_type if isinstance(t, T.VectorType) else t
    n = maps[0].num_dims
    sizes = [None] * n
    for m, arr in zip(maps, (lhs, rhs, acc)):
        for j, e in enumerate(m.results):
            sizes[e[1]] = arr.shape[j]
    out = np.array(acc, dtype=dtype_of(et), copy=True)
    kind = _kind(op)
    for pt in itertools.product(*(range(s) for s in sizes)):
        li = tuple(pt[e[1]] for e in maps[0].results)
        ri = tuple(pt[e[1]] for e in maps[1].results)
        ai = tuple(pt[e[1]] for e in maps[2].results)
        prod = _combine("mul", lhs[li], rhs[ri], et)
        out[ai] = _combine(kind, out[ai], prod, et)
    return [_out(t, out)]


@semantics("vector.outerproduct")
def _outerproduct(it, op, args):
    t = op.results[0].type
    et = t.element_type
    lhs = np.asarray(args[0])
    rhs = args[1]
    if isinstance(op.operands[1].value.type, T.VectorType):
        prod = np.outer(lhs.astype(np.float64) if lhs.dtype.kind == "f" else lhs, np.asarray(rhs))
    else:
        prod = lhs.astype(np.float64) * rhs if lhs.dtype.kind == "f" else lhs * int(rhs)
    if len(args) < 3:
        return [_out(t, prod)]
    acc = np.asarray(args[2])
    kind = _kind(op)
    if kind == "add" and lhs.dtype.kind == "f":
        return [_out(t, prod + acc)]   # a fused multiply-add: rounded once
    out = np.empty(t.shape, dtype=dtype_of(et))
    for idx in itertools.product(*(range(s) for s in t.shape)):
        out[idx] = _combine(kind, acc[idx], scalar(prod[idx], et), et)
    return [out]


@semantics("vector.shape_cast")
def _shape_cast(it, op, args):
    return [np.asarray(args[0]).reshape(op.results[0].type.shape).copy()]


@semantics("vector.transpose")
def _transpose(it, op, args):
    return [np.transpose(np.asarray(args[0]), list(op.get_attr("permutation").values)).copy()]


def _position(op, values, shape):
    """The position of vector.extract/insert.  One outside the vector (-1 is
    upstream's poison index; a dynamic one out of bounds is poison too) is
    read as 0: poison may be any value, and numpy would wrap a negative one
    or fail on a large one."""
    out, k = [], 0
    for x in op.get_attr("static_position").values:
        if x == DYNAMIC:
            out.append(int(values[k]))
            k += 1
        else:
            out.append(x)
    return tuple(x if 0 <= x < n else 0 for x, n in zip(out, shape))


@semantics("vector.extract")
def _extract(it, op, args):
    src = np.asarray(args[0])
    v = src[_position(op, args[1:], src.shape)]
    t = op.results[0].type
    if not isinstance(t, T.VectorType):   # a 1-element vector read as its scalar
        v = np.asarray(v).reshape(-1)[0]
    return [_out(t, v)]


@semantics("vector.insert")
def _insert(it, op, args):
    d = np.array(args[1], copy=True)
    d[_position(op, args[2:], d.shape)] = args[0]
    return [d]


def _slices(offsets, sizes):
    return tuple(slice(o, o + s) for o, s in zip(offsets, sizes))


@semantics("vector.extract_strided_slice")
def _extract_strided(it, op, args):
    offs, sizes = _attr_ints(op.get_attr("offsets")), _attr_ints(op.get_attr("sizes"))
    return [np.asarray(args[0])[_slices(offs, sizes)].copy()]


@semantics("vector.insert_strided_slice")
def _insert_strided(it, op, args):
    src, d = np.asarray(args[0]), np.array(args[1], copy=True)
    offs = _attr_ints(op.get_attr("offsets"))
    lead = len(offs) - src.ndim
    d[tuple(offs[:lead]) + _slices(offs[lead:], src.shape)] = src
    return [d]


def _base_shape(b):
    return b.sizes if isinstance(b, MemRef) else np.asarray(b).shape


def _block_points(vshape, base):
    """(vector index, base index) of an n-D block read at ``base``: the
    vector's dimensions are the base's innermost ones."""
    lead = len(base) - len(vshape)
    for vidx in itertools.product(*(range(s) for s in vshape)):
        yield vidx, tuple(base[:lead]) + tuple(b + v for b, v in zip(base[lead:], vidx))


@semantics("vector.load")
def _vload(it, op, args):
    base, idx = args[0], [int(i) for i in args[1:]]
    t = op.results[0].type
    out = np.zeros(t.shape, dtype=dtype_of(t.element_type))
    for vidx, sidx in _block_points(t.shape, idx):
        out[vidx] = _element(it, op, base, sidx)
    return [out]


@semantics("vector.store")
def _vstore(it, op, args):
    vec, base, idx = np.asarray(args[0]), args[1], [int(i) for i in args[2:]]
    for vidx, sidx in _block_points(vec.shape, idx):
        _element(it, op, base, sidx, True, vec[vidx])
    return None


@semantics("vector.maskedload")
def _maskedload(it, op, args):
    base, *idx = args[:-2]
    mask, out = np.asarray(args[-2]).astype(bool), np.array(args[-1], copy=True)
    for vidx, sidx in _block_points(out.shape, [int(i) for i in idx]):
        if mask[vidx]:
            out[vidx] = _element(it, op, base, sidx)
    return [out]


@semantics("vector.maskedstore")
def _maskedstore(it, op, args):
    base, *idx = args[:-2]
    mask, vec = np.asarray(args[-2]).astype(bool), np.asarray(args[-1])
    for vidx, sidx in _block_points(vec.shape, [int(i) for i in idx]):
        if mask[vidx]:
            _element(it, op, base, sidx, True, vec[vidx])
    return None


@semantics("vector.expandload")
def _expandload(it, op, args):
    """Lane i, if set, reads the next element from the base index on (1-D)."""
    base, idx = args[0], [int(i) for i in args[1:-2]]
    mask, out = np.asarray(args[-2]).astype(bool), np.array(args[-1], copy=True)
    k = 0
    for i in range(out.shape[0]):
        if mask[i]:
            out[i] = _element(it, op, base, tuple(idx[:-1]) + (idx[-1] + k,))
            k += 1
    return [out]


@semantics("vector.compressstore")
def _compressstore(it, op, args):
    """Each set lane, in order, writes the next element from the base index on (1-D)."""
    base, idx = args[0], [int(i) for i in args[1:-2]]
    mask, vec = np.asarray(args[-2]).astype(bool), np.asarray(args[-1])
    k = 0
    for i in range(vec.shape[0]):
        if mask[i]:
            _element(it, op, base, tuple(idx[:-1]) + (idx[-1] + k,), True, vec[i])
            k += 1
    return None


@semantics("vector.scan")
def _scan(it, op, args):
    """As upstream lowers it (ScanToArithOps): lane 0 is the source (inclusive)
    or the initial value (exclusive); lane j combines lane j-1 with source j
    (inclusive) or j-1 (exclusive); the accumulated value is the last lane."""
    src, init = np.asarray(args[0]), np.asarray(args[1])
    dim = op.get_attr("reduction_dim").value
    inclusive = op.get_attr("inclusive").value
    et = op.operands[0].value.type.element_type
    kind = _kind(op)
    moved = np.moveaxis(src, dim, -1)
    out = np.empty(moved.shape, dtype=moved.dtype)
    for idx in itertools.product(*(range(s) for s in moved.shape[:-1])):
        lane = moved[idx]
        prev = lane[0] if inclusive else init[idx]
        out[idx + (0,)] = prev
        for j in range(1, lane.shape[0]):
            prev = _combine(kind, prev, lane[j] if inclusive else lane[j - 1], et)
            out[idx + (j,)] = prev
    acc = np.array(out[..., -1], copy=True)
    return [_out(op.results[0].type, np.moveaxis(out, -1, dim)), _out(op.results[1].type, acc)]


def _indexed(offsets, i):
    """The base index of lane value ``i``: added to the innermost offset."""
    return tuple(offsets[:-1]) + (offsets[-1] + int(i),) if offsets else (int(i),)


@semantics("vector.gather")
def _gather(it, op, args):
    base, offs = args[0], [int(i) for i in args[1:-3]]
    ind, mask = np.asarray(args[-3]), np.asarray(args[-2]).astype(bool)
    out = np.array(args[-1], copy=True)
    for vidx in itertools.product(*(range(s) for s in out.shape)):
        if mask[vidx]:
            out[vidx] = _element(it, op, base, _indexed(offs, ind[vidx]))
    return [out]


@semantics("vector.scatter")
def _scatter(it, op, args):
    base, offs = args[0], [int(i) for i in args[1:-3]]
    if not isinstance(base, MemRef):
        base = np.array(base, copy=True)
    ind, mask, vec = np.asarray(args[-3]), np.asarray(args[-2]).astype(bool), np.asarray(args[-1])
    for vidx in itertools.product(*(range(s) for s in vec.shape)):
        if mask[vidx]:
            _element(it, op, base, _indexed(offs, ind[vidx]), True, vec[vidx])
    return [base] if op.results else None


def _mask_of(shape, bounds):
    grids = np.indices(shape) if shape else np.zeros((0,))
    m = np.ones(shape, dtype=bool)
    for k, b in enumerate(bounds):
        m &= grids[k] < b
    return m.astype(np.int8)


@semantics("vector.create_mask")
def _create_mask(it, op, args):
    return [_mask_of(op.results[0].type.shape, [int(a) for a in args])]


@semantics("vector.constant_mask")
def _constant_mask(it, op, args):
    return [_mask_of(op.results[0].type.shape, list(op.get_attr("mask_dim_sizes").values))]


@semantics("vector.step")
def _step(it, op, args):
    return [np.arange(op.results[0].type.shape[0], dtype=np.int64)]


@semantics("vector.from_elements")
def _from_elements(it, op, args):
    return [_out(op.results[0].type, [a for a in args])]


@semantics("vector.to_elements")
def _to_elements(it, op, args):
    et = op.operands[0].value.type.element_type
    return [scalar(x, et) for x in np.asarray(args[0]).reshape(-1)]


@semantics("vector.interleave")
def _interleave(it, op, args):
    a, b = np.asarray(args[0]), np.asarray(args[1])
    return [np.stack([a, b], axis=-1).reshape(op.results[0].type.shape).copy()]


@semantics("vector.deinterleave")
def _deinterleave(it, op, args):
    a = np.asarray(args[0])
    return [a[..., 0::2].copy(), a[..., 1::2].copy()]


@semantics("vector.shuffle")
def _shuffle(it, op, args):
    a, b = (np.asarray(x).reshape((-1,) + np.asarray(x).shape[1:]) if np.ndim(x) else np.asarray([x])
            for x in args)
    both = np.concatenate([a, b])
    idx = [0 if m < 0 else m for m in op.get_attr("mask").values]
    return [_out(op.results[0].type, both[idx])]


@semantics("vector.bitcast")
def _bitcast(it, op, args):
    t = op.results[0].type
    return [np.ascontiguousarray(args[0]).view(dtype_of(t.element_type)).reshape(t.shape).copy()]


@semantics("vector.yield")
def _yield(it, op, args):
    return Yield(args, op)


# Maskable ops whose semantics here apply the mask of their vector.mask
# (``_parent_mask``); any other masked op is refused rather than run unmasked.
_MASK_AWARE = frozenset({"vector.transfer_read", "vector.transfer_write", "vector.reduction",
                         "vector.multi_reduction"})


@semantics("vector.mask")
def _mask(it, op, args):
    inner = op.regions[0].blocks[0].first if op.regions and op.regions[0].blocks else None
    if inner is not None and inner.name != "vector.yield" and inner.name not in _MASK_AWARE:
        it.error(op, f"--run: a masked '{inner.name}' is not supported")
    res = it.run_region(op.regions[0], [])
    if len(args) > 1 and res:   # masked-off lanes of the result take the passthru
        mask = np.asarray(args[0]).astype(bool)
        res = [np.where(mask, res[0], args[1])] + list(res[1:])
    return res
