"""The value model.

* scalars: Python ints for integers and ``index`` (kept in their type's
  signed range, i1 as 0/1), numpy floats (``np.float32``...) for floats
  (``bf16`` and the 4-, 6- and 8-bit float types are held in an
  ``np.float32`` rounded to their type: ``round_float``), numpy complex numbers (``np.complex64``, ``np.complex128``) for
  ``complex<f32>`` and ``complex<f64>``;
* tensors: numpy arrays, never written in place (an op makes a new one);
* memrefs: a ``MemRef`` view (offset, sizes, strides) of a ``Buffer``, the
  1-D storage with its state for the memory checker: alive or freed, the op
  that allocated it (the site of a leak), read-only (a constant global, a
  buffer bufferization marked read-only).
"""
from __future__ import annotations

import numpy as np

from ..ir import attributes as A
from ..ir import types as T
from ..ir.dense_hex import decode_resource_blob
from ..ir.float_formats import SMALL, round_array

_FLOATS = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "bf16": np.float32,
           **{n: np.float32 for n in SMALL}}


def dtype_of(t) -> type:
    """The numpy dtype holding elements of scalar type ``t``."""
    if isinstance(t, T.FloatType):
        return _FLOATS.get(t.name, np.float64)
    if isinstance(t, T.ComplexType):
        inner = getattr(t.element_type, "name", "")
        return np.complex64 if inner in ("f32", "f16", "bf16") else np.complex128
    if isinstance(t, T.IndexType):
        return np.int64
    if isinstance(t, T.IntegerType):
        if t.width == 1:
            return np.int8
        for w, d in ((8, np.int8), (16, np.int16), (32, np.int32), (64, np.int64)):
            if t.width <= w:
                return d
    return object


def int_width(t) -> int:
    """The width of integer type ``t`` or of its elements (index: 64 bits)."""
    t = getattr(t, "element_type", t)
    return 64 if isinstance(t, T.IndexType) else getattr(t, "width", 64)


def wrap_int(v: int, t) -> int:
    """``v`` in the signed range of integer type ``t`` (index is 64 bits).
    ``v`` may be a numpy integer (an element read from a tensor or a
    buffer): it becomes a Python int first, so no mask meets a C long."""
    v = int(v)
    w = int_width(t)
    if w == 1:
        return v & 1
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def to_unsigned(v: int, t) -> int:
    return int(v) & ((1 << int_width(t)) - 1)


def py_scalar(v):
    """A numpy scalar as the value model's scalar: integers become Python
    ints (numpy int64 arithmetic would overflow, or fail against a Python
    int beyond a C long), floats and complex values stay numpy scalars."""
    return int(v) if isinstance(v, (np.integer, np.bool_)) else v


def elementwise(fn, args, result_type):
    """``fn`` over Python scalars, applied element by element when an
    argument is an array (a vector or tensor operand): the result is an
    array of ``result_type``'s element dtype, each element through
    ``scalar``."""
    if not any(isinstance(a, np.ndarray) for a in args):
        return fn(*[py_scalar(a) for a in args])
    et = getattr(result_type, "element_type", result_type)
    arrs = np.broadcast_arrays(*[np.asarray(a) for a in args])
    out = np.empty(arrs[0].shape, dtype=dtype_of(et))
    for idx in np.ndindex(out.shape):
        out[idx] = fn(*[py_scalar(a[idx]) for a in arrs])
    return out


def round_float(a, t):
    """Float values ``a`` (a scalar or an array) in float type ``t``: its
    storage dtype, rounded to the type where numpy has no dtype of it
    (bf16 and the small types, as upstream's emulation of them rounds every
    result)."""
    name = getattr(t, "name", "")
    if name == "bf16" or name in SMALL:
        return round_array(a, name)
    if isinstance(a, np.ndarray):
        return a.astype(dtype_of(t), copy=False)
    return dtype_of(t)(a)


def scalar(v, t):
    """A Python/numpy value as the interpreter's scalar of type ``t``."""
    if isinstance(t, T.FloatType):
        if t.name == "bf16":   # through f32 first, as LLVM's extension of bf16 computes
            return np.float32(round_array(np.float32(v), "bf16"))
        if t.name in SMALL:
            return np.float32(round_array(float(v), t.name))
        return dtype_of(t)(v)
    if isinstance(t, T.ComplexType):
        if isinstance(v, tuple):
            v = complex(float(v[0]), float(v[1]))
        return dtype_of(t)(v)
    return wrap_int(int(v), t)


class Buffer:
    """Storage of a memref: ``data`` (1-D numpy), alive/freed, where it came from."""
    __slots__ = ("data", "alive", "site", "kind", "read_only", "freed_at", "number")
    _count = [0]

    def __init__(self, data, site=None, kind: str = "alloc", read_only: bool = False):
        self.data = data
        self.alive = True
        self.site = site           # the op that allocated it (None: an argument)
        self.kind = kind           # alloc | alloca | global | arg | tensor
        self.read_only = read_only
        self.freed_at = None
        Buffer._count[0] += 1
        self.number = Buffer._count[0]

    @property
    def address(self) -> int:
        return 0x10000 * self.number

    @property
    def root(self) -> "Buffer":
        """The buffer that owns the storage (itself, unless a ByteView)."""
        return self


class ByteView(Buffer):
    """Elements of another type laid over bytes [shift, shift + size) of an
    i8 buffer (memref.view): the storage, its state for the memory checker
    (alive, freed, read-only) and its allocation are the root buffer's; the
    aligned pointer is the root's advanced by ``shift`` bytes (upstream's
    lowering), the allocated one is the root's, so a dealloc frees it."""
    __slots__ = ("origin", "shift")

    def __init__(self, origin: Buffer, shift: int, data):
        self.origin, self.shift, self.data = origin, shift, data
        self.number = origin.number

    root = property(lambda self: self.origin)
    address = property(lambda self: self.origin.address + self.shift)
    alive = property(lambda self: self.origin.alive, lambda self, v: setattr(self.origin, "alive", v))
    freed_at = property(lambda self: self.origin.freed_at, lambda self, v: setattr(self.origin, "freed_at", v))
    site = property(lambda self: self.origin.site)
    kind = property(lambda self: self.origin.kind)
    read_only = property(lambda self: self.origin.read_only)


class MemRef:
    """A view of a Buffer: element (i0, i1, ...) is data[offset + sum(ik * strides[k])]."""
    __slots__ = ("buffer", "offset", "sizes", "strides", "type")

    def __init__(self, buffer: Buffer, offset: int, sizes, strides, type=None):
        self.buffer = buffer
        self.offset = int(offset)
        self.sizes = tuple(int(s) for s in sizes)
        self.strides = tuple(int(s) for s in strides)
        self.type = type

    @property
    def rank(self) -> int:
        return len(self.sizes)

    def array(self) -> np.ndarray:
        """The elements as a numpy view (no bounds check: see checker.check_view)."""
        d = self.buffer.data
        item = d.itemsize
        return np.lib.stride_tricks.as_strided(d[self.offset:], shape=self.sizes,
                                               strides=tuple(s * item for s in self.strides), writeable=True)


def contiguous_strides(sizes) -> tuple:
    out, acc = [], 1
    for s in reversed(sizes):
        out.append(acc)
        acc *= s
    return tuple(reversed(out))


def new_memref(sizes, elem_type, site=None, kind="alloc", type=None, fill=None) -> MemRef:
    n = 1
    for s in sizes:
        n *= s
    data = np.zeros(n, dtype=dtype_of(elem_type))
    if fill is not None:
        data[:] = np.asarray(fill).reshape(-1)
    return MemRef(Buffer(data, site, kind), 0, sizes, contiguous_strides(sizes), type)


def memref_from_array(arr, elem_type, site=None, kind="alloc", type=None) -> MemRef:
    return new_memref(tuple(arr.shape), elem_type, site, kind, type, fill=arr)


def dense_array(attr, shaped_type) -> np.ndarray:
    """The elements of a DenseElementsAttr, or of a DenseResourceAttr's blob,
    as an array of ``shaped_type``'s shape; ValueError saying why they cannot be had."""
    et = shaped_type.element_type
    shape = tuple(shaped_type.shape)
    if isinstance(attr, A.DenseResourceAttr):
        if attr.blob is None:
            raise ValueError(f"the input has no data for 'dense_resource<{attr.key}>' (no blob of that "
                             "name in its {-# dialect_resources #-})")
        try:
            vals = decode_resource_blob(attr.blob, shaped_type)
        except ValueError as e:
            raise ValueError(f"the data of 'dense_resource<{attr.key}>' cannot be read: {e}") from None
        attr = None
    else:
        vals = getattr(attr, "values", ())
    if getattr(attr, "hex", None) is not None:
        raise ValueError("a dense attribute in hex form is not supported")
    if isinstance(et, T.ComplexType):   # complex elements are (re, im) pairs
        vals = [complex(float(v[0]), float(v[1])) for v in vals]
    arr = np.array([v for v in vals], dtype=dtype_of(et))
    if isinstance(et, T.FloatType) and (et.name == "bf16" or et.name in SMALL):
        arr = round_float(np.array([float(v) for v in vals]), et).reshape(arr.shape)
    if attr is not None and len(vals) == 1 and attr.shape == ():
        return np.full(shape, arr[0], dtype=arr.dtype)
    return arr.reshape(shape)
