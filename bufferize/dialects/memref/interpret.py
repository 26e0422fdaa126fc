"""Semantics of the memref ops for the interpreter (bufferize/interpreter),
every access checked by the memory checker (interpreter/checker.py)."""
from __future__ import annotations

import numpy as np

from ...interpreter.registry import Yield, semantics
from ...interpreter.values import (ByteView, MemRef, contiguous_strides, dense_array, dtype_of, new_memref, scalar,
                                  to_unsigned, wrap_int)
from ...ir import attributes as A
from ...ir.interfaces import segments
from ..arith.interpret import maximumf, minimumf
from ..common import DYNAMIC


def _shape(it, op, type_, dyn_values):
    dyn = iter(dyn_values)
    out = []
    for d in type_.shape:
        s = next(dyn) if d is None else d
        if s < 0:
            it.error(op, f"allocation with a negative size {s}")
        out.append(s)
    return out


def _alloc(kind):
    def run(it, op, args):
        t = op.results[0].type
        dyn = segments(op, 2)[0]
        sizes = _shape(it, op, t, [it.env[v] for v in dyn])
        m = new_memref(sizes, t.element_type, op, kind, t)
        if it.checker is not None and kind == "alloc":
            it.checker.allocated(m)
        elif kind == "alloca" and it.alloca_scopes:
            it.alloca_scopes[-1].append(m.buffer)
        return [m]
    return run


@semantics("memref.alloca_scope")
def _alloca_scope(it, op, args):
    return it.in_alloca_scope(op, op.regions[0], [])


semantics("memref.alloc")(_alloc("alloc"))
semantics("memref.alloca")(_alloc("alloca"))


@semantics("memref.dealloc")
def _dealloc(it, op, args):
    if it.checker is not None:
        it.checker.dealloc(op, args[0])
    else:
        args[0].buffer.alive = False
    return None


def _pos(it, op, m, idx, write=False):
    if it.checker is not None:
        return it.checker.check_index(op, m, idx, write)
    return m.offset + sum(i * s for i, s in zip(idx, m.strides))


@semantics("memref.load")
def _load(it, op, args):
    m, *idx = args
    return [m.buffer.data[_pos(it, op, m, idx)]]


@semantics("memref.store")
def _store(it, op, args):
    v, m, *idx = args
    m.buffer.data[_pos(it, op, m, idx, True)] = v
    return None


def _combine(kind: str, old, v, t):
    """upstream's AtomicRMWKind on the old element and the operand."""
    if kind == "assign":
        return v
    if kind in ("addf", "mulf", "maximumf", "maxnumf", "minimumf", "minnumf"):
        fn = {"addf": np.add, "mulf": np.multiply, "maximumf": maximumf, "maxnumf": np.fmax,
              "minimumf": minimumf, "minnumf": np.fmin}[kind]
        return scalar(fn(old, v), t)
    a, b = int(old), int(v)
    if kind in ("maxu", "minu"):
        pick = max if kind == "maxu" else min
        return a if pick(to_unsigned(a, t), to_unsigned(b, t)) == to_unsigned(a, t) else b
    return wrap_int({"addi": a + b, "muli": a * b, "andi": a & b, "ori": a | b, "xori": a ^ b,
                     "maxs": max(a, b), "mins": min(a, b)}[kind], t)


@semantics("memref.atomic_rmw")
def _atomic_rmw(it, op, args):
    from .atomic import ATOMIC_KINDS
    v, m, *idx = args
    pos = _pos(it, op, m, idx, True)
    old = m.buffer.data[pos]
    m.buffer.data[pos] = _combine(ATOMIC_KINDS[op.properties["kind"].value], old, v, op.results[0].type)
    return [old]


@semantics("memref.dim")
def _dim(it, op, args):
    m, i = args
    if not 0 <= i < m.rank:
        it.error(op, f"dimension {i} of a memref of rank {m.rank}")
    return [m.sizes[i]]


@semantics("memref.rank")
def _rank(it, op, args):
    return [args[0].rank]


def mixed_values(it, op, name, values):
    """The entries of the static list property ``name``, each dynamic one
    (DYNAMIC) taken in turn from the runtime ``values``."""
    vals = iter(values)
    return [it.env[next(vals)] if s == DYNAMIC else s for s in op.get_attr(name).values]


@semantics("memref.subview")
def _subview(it, op, args):
    src = args[0]
    _, offs_v, sizes_v, strides_v = segments(op, 4)
    offs = mixed_values(it, op, "static_offsets", offs_v)
    sizes = mixed_values(it, op, "static_sizes", sizes_v)
    strides = mixed_values(it, op, "static_strides", strides_v)
    offset = src.offset + sum(o * s for o, s in zip(offs, src.strides))
    new_strides = [a * b for a, b in zip(src.strides, strides)]
    t = op.results[0].type
    sizes, new_strides = _drop_unit_dims(sizes, new_strides, t.shape)
    m = MemRef(src.buffer, offset, sizes, new_strides, t)
    for k, (o, s, st) in enumerate(zip(offs, mixed_values(it, op, "static_sizes", sizes_v), strides)):
        if s > 0 and not (0 <= o and o + (s - 1) * st < src.sizes[k]):
            it.error(op, f"out-of-bounds subview: dimension {k} takes [{o}, {o + (s - 1) * st}] of a size "
                         f"of {src.sizes[k]}", [(src.buffer.site, "allocated here")] if src.buffer.site else [])
    return [m]


def _drop_unit_dims(sizes, strides, result_shape):
    """Rank reduction: drop size-1 dimensions until the rank is the result's
    (a unit dimension the result keeps at that place stays)."""
    drop = len(sizes) - len(result_shape)
    out_s, out_t, r = [], [], 0
    for s, t in zip(sizes, strides):
        if drop > 0 and s == 1 and (r >= len(result_shape) or result_shape[r] != 1):
            drop -= 1
            continue
        out_s.append(s)
        out_t.append(t)
        r += 1
    while drop > 0 and 1 in out_s:
        k = len(out_s) - 1 - out_s[::-1].index(1)
        del out_s[k], out_t[k]
        drop -= 1
    return out_s, out_t


@semantics("memref.reinterpret_cast")
def _reinterpret_cast(it, op, args):
    src = args[0]
    _, offs_v, sizes_v, strides_v = segments(op, 4)
    offs = mixed_values(it, op, "static_offsets", offs_v)
    m = MemRef(src.buffer, offs[0], mixed_values(it, op, "static_sizes", sizes_v),
               mixed_values(it, op, "static_strides", strides_v), op.results[0].type)
    return [m]


@semantics("memref.view")
def _view(it, op, args):
    """Elements of the result type over the source's bytes from ``byte_shift``
    on (the source is a contiguous 1-D i8 buffer, per the verifier)."""
    src, shift, *dyn = args
    t = op.results[0].type
    sizes = _shape(it, op, t, dyn)
    if it.checker is not None:
        it.checker.check_alive(op, src, "view")
    dtype = np.dtype(dtype_of(t.element_type))
    n = int(np.prod(sizes, dtype=np.int64)) * dtype.itemsize
    root = src.buffer.root
    start = getattr(src.buffer, "shift", 0) + src.offset + shift
    if shift < 0 or start + n > len(root.data):
        it.error(op, f"out-of-bounds view: bytes [{start}, {start + n}) of a buffer of {len(root.data)} bytes",
                 [(root.site, "allocated here")] if root.site is not None else [])
    data = root.data[start:start + n].view(dtype)
    return [MemRef(ByteView(root, start, data), 0, sizes, contiguous_strides(sizes), t)]


@semantics("memref.reshape")
def _reshape(it, op, args):
    src, shape = args
    if it.checker is not None:
        it.checker.check_view(op, src)
        it.checker.check_view(op, shape)
    sizes = [int(x) for x in shape.array()]
    n = 1
    for x in sizes:
        n *= x
    if n != len(src.array().reshape(-1)):
        it.error(op, f"memref.reshape of {len(src.array().reshape(-1))} elements to shape {sizes}")
    return [MemRef(src.buffer, src.offset, sizes, contiguous_strides(sizes), op.results[0].type)]


def check_cast_shape(it, op, sizes, target) -> None:
    """A cast to ``target`` of a value of shape ``sizes`` (a runtime size
    that is not the target's static one is undefined behaviour: upstream's
    -generate-runtime-verification reports it)."""
    shape = getattr(target, "shape", None)
    if shape is None:   # unranked
        return
    if len(shape) != len(sizes):
        it.error(op, f"{op.name} of a value of rank {len(sizes)} to rank {len(shape)}")
    for k, (d, n) in enumerate(zip(shape, sizes)):
        if d is not None and d != n:
            it.error(op, f"{op.name} to '{target}': dimension {k} is {n}, not {d}")


@semantics("memref.cast", "memref.memory_space_cast")
def _cast(it, op, args):
    m = args[0]
    check_cast_shape(it, op, list(m.sizes), op.results[0].type)
    return [MemRef(m.buffer, m.offset, m.sizes, m.strides, op.results[0].type)]


@semantics("memref.distinct_objects")
def _distinct_objects(it, op, args):
    return list(args)   # a promise to the optimizer: the buffers do not alias


@semantics("memref.assume_alignment")
def _assume_alignment(it, op, args):
    return [args[0]] if op.results else None


def _groups(op):
    return [[g.value for g in grp] for grp in op.get_attr("reassociation")]


@semantics("memref.collapse_shape")
def _collapse(it, op, args):
    m = args[0]
    sizes, strides = [], []
    for g in _groups(op):
        n = 1
        for d in g:
            n *= m.sizes[d]
        sizes.append(n)
        strides.append(m.strides[g[-1]] if g else 1)
    return [MemRef(m.buffer, m.offset, sizes, strides, op.results[0].type)]


def _output_shape(it, op, n_operands_before):
    static = op.get_attr("static_output_shape")
    t = op.results[0].type
    if static is None:
        return list(t.shape)
    vals = [o.value for o in op.operands[n_operands_before:]]
    return mixed_values(it, op, "static_output_shape", vals)


@semantics("memref.expand_shape")
def _expand(it, op, args):
    m = args[0]
    out = _output_shape(it, op, 1)
    sizes, strides = list(out), [0] * len(out)
    for k, g in enumerate(_groups(op)):
        st = m.strides[k]
        for d in reversed(g):
            strides[d] = st
            st *= out[d]
    return [MemRef(m.buffer, m.offset, sizes, strides, op.results[0].type)]


@semantics("memref.copy")
def _copy(it, op, args):
    src, dst = args
    if src.sizes != dst.sizes:
        it.error(op, f"memref.copy between shapes {list(src.sizes)} and {list(dst.sizes)}")
    if it.checker is not None:
        it.checker.check_view(op, src, what="read (copy source)")
        it.checker.check_view(op, dst, write=True, what="write (copy target)")
    dst.array()[...] = src.array()
    return None


@semantics("memref.global")
def _global(it, op, args):
    return None


@semantics("memref.get_global")
def _get_global(it, op, args):
    name = op.get_attr("name").root
    m = it.globals.get(name)
    if m is None:
        g = it.symbols.get(name)
        if g is None:
            it.error(op, f"no memref.global named '@{name}'")
        t = g.get_attr("type").value
        m = new_memref(list(t.shape), t.element_type, g, "global", t)
        init = g.get_attr("initial_value")
        if isinstance(init, (A.DenseElementsAttr, A.DenseResourceAttr)):
            try:
                m.buffer.data[:] = dense_array(init, t).reshape(-1)
            except ValueError as e:
                it.error(g, str(e))
        elif isinstance(init, A.OpaqueAttr):   # sparse<...>: not zeros, which running it as such would say
            it.error(g, f"cannot run a global of initial value '{init}': the interpreter has no elements for it")
        m.buffer.read_only = g.get_attr("constant") is not None
        it.globals[name] = m
    return [MemRef(m.buffer, m.offset, m.sizes, m.strides, op.results[0].type)]


@semantics("memref.realloc")
def _realloc(it, op, args):
    src = args[0]
    t = op.results[0].type
    sizes = [args[1]] if len(args) > 1 else list(t.shape)
    m = new_memref(sizes, t.element_type, op, "alloc", t)
    if it.checker is not None:
        it.checker.check_view(op, src, what="read (realloc source)")
        it.checker.allocated(m)
    n = min(sizes[0], src.sizes[0])
    m.buffer.data[:n] = src.array()[:n]
    if it.checker is not None:
        it.checker.dealloc(op, src)
    else:
        src.buffer.alive = False
    return [m]


@semantics("memref.extract_strided_metadata")
def _metadata(it, op, args):
    m = args[0]
    base = MemRef(m.buffer, 0, [], [], op.results[0].type)
    return [base, m.offset, *m.sizes, *m.strides]


@semantics("memref.extract_aligned_pointer_as_index")
def _pointer(it, op, args):
    return [args[0].buffer.address]


def view_array(it, op, m, write=False):
    """The checked numpy view of memref ``m``, for ops of other dialects."""
    if it.checker is not None:
        it.checker.check_view(op, m, write)
    return m.array()



@semantics("memref.transpose")
def _transpose(it, op, args):
    m = args[0]
    perm = [r[1] for r in op.properties["permutation"].map.results]
    return [MemRef(m.buffer, m.offset, [m.sizes[p] for p in perm], [m.strides[p] for p in perm],
                   op.results[0].type)]


@semantics("memref.generic_atomic_rmw")
def _generic_atomic_rmw(it, op, args):
    """The body computes the new element from the old one; the result is the old one
    (upstream's lowering returns the value its compare-and-swap loaded)."""
    m, *idx = args
    pos = _pos(it, op, m, idx, True)
    old = m.buffer.data[pos]
    m.buffer.data[pos] = it.run_region(op.regions[0], [old])[0]
    return [old]


@semantics("memref.atomic_yield", "memref.alloca_scope.return")
def _atomic_yield(it, op, args):
    return Yield(args, op)


# ---- DMA: the transfer is done when it starts; waiting and prefetching change nothing ----

def _space(t) -> int:
    s = getattr(t, "memory_space", None)
    return s.value if isinstance(getattr(s, "value", None), int) else 0


def _element_positions(it, op, m, start, offsets, what):
    """The buffer positions of the elements ``start + k`` (k in ``offsets``)
    of ``m`` counted in row-major order of its indices, from the
    element at the indices ``start``."""
    sizes = m.sizes
    if len(start) != len(sizes):
        it.error(op, f"{op.name}: {len(start)} {what} indices for a memref of rank {len(sizes)}")
    total, lin = 1, 0
    for i, s in zip(start, sizes):
        if not 0 <= i < s:
            it.error(op, f"{op.name}: {what} index {i} is outside [0, {s})")
        lin = lin * s + i
        total *= s
    out = []
    for k in offsets:
        e = lin + k
        if e >= total:
            it.error(op, f"{op.name}: element {e} of the {what} is past its {total} elements")
        idx = []
        for s in reversed(sizes):
            idx.append(e % s)
            e //= s
        out.append(_pos(it, op, m, idx[::-1], what == "destination"))
    return out


def dma_copy(it, op, src, si, dst, di, n, rest):
    """Copies ``n`` elements from the source (from its indices ``si`` on, in
    row-major order) to the destination; with ``rest`` = (stride, number of
    elements per stride), the side in the slower memory space (the lower
    memory space id; the source when they are equal) is read or written in
    chunks of that many elements, ``stride`` elements apart (upstream's
    description of memref.dma_start)."""
    if n < 0:
        it.error(op, f"{op.name}: {n} elements")
    if src.type is not None and dst.type is not None and src.type.element_type != dst.type.element_type:
        it.error(op, f"{op.name}: the source and destination element types differ")
    dense = range(n)
    s_off = d_off = dense
    if len(rest) == 2:
        stride, per = rest
        if per <= 0 or stride < per:
            it.error(op, f"{op.name}: a stride of {stride} with {per} elements per stride")
        strided = [k // per * stride + k % per for k in dense]
        if _space(src.type) <= _space(dst.type):
            s_off = strided
        else:
            d_off = strided
    values = [src.buffer.data[p] for p in _element_positions(it, op, src, si, s_off, "source")]
    for p, v in zip(_element_positions(it, op, dst, di, d_off, "destination"), values):
        dst.buffer.data[p] = v


@semantics("memref.dma_start")
def _memref_dma_start(it, op, args):
    src = args[0]
    ns = len(src.sizes)
    dst = args[1 + ns]
    nd = len(dst.sizes)
    i = 2 + ns + nd
    tag = args[i + 1]
    rest = args[i + 2 + len(tag.sizes):]
    dma_copy(it, op, src, args[1:1 + ns], dst, args[2 + ns:2 + ns + nd], args[i], rest)
    return None


@semantics("memref.prefetch", "memref.dma_wait")
def _no_effect(it, op, args):
    return None
