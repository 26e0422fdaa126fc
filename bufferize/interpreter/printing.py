"""Values printed as mlir-runner's runtime prints them (printMemrefF32 and
friends in mlir/ExecutionEngine/RunnerUtils, printF32 and friends in
CRunnerUtils), so that the two outputs diff.

How the C++ runtime prints an element depends on the C type the function
takes, which its name says (``printMemrefI8`` takes ``int8_t``): an element
*kind* here is that type's way of printing:

* ``"float"`` (f16, bf16, f32, f64): ``std::ostream << float``, which is
  ``%g`` (six significant digits), ``nan``/``-nan`` by the sign bit;
* ``"int"``: the decimal value; ``"unsigned"`` (``index``, as ``uint64_t``,
  and ``printU64``): the value modulo 2**64;
* ``"char"`` (``int8_t``): the byte itself, as ``std::ostream << char``
  writes it.  Bytes 128..255 are written as the code points U+0080..U+00FF
  (the output is text here: in UTF-8 that is two bytes where mlir-runner
  writes one);
* ``"complex"``: ``std::complex``'s ``(re,im)``, each ``%g``.
"""
from __future__ import annotations

import math

import numpy as np

from .values import MemRef, contiguous_strides


def float_str(f) -> str:
    """``%g`` as C's printf writes it (``-nan`` for a NaN with its sign bit set)."""
    f = float(f)
    if math.isnan(f):
        return "-nan" if math.copysign(1.0, f) < 0 else "nan"
    return "%g" % f


def element_str(v, kind=None) -> str:
    if isinstance(v, (complex, np.complexfloating)):
        return f"({float_str(v.real)},{float_str(v.imag)})"
    if isinstance(v, (float, np.floating)):
        return float_str(v)
    v = int(v)
    if kind == "char":
        return chr(v & 0xFF)
    if kind == "unsigned":
        return str(v & 0xFFFFFFFFFFFFFFFF)
    return str(v)


def _print(out, arr, dim, rank, kind):
    if dim == 0:
        out.append(element_str(arr[()], kind))
        return
    n = arr.shape[0]
    out.append("[")
    if n == 0:
        out.append("]")
        return
    _print(out, arr[0], dim - 1, rank, kind)
    if n <= 1:
        out.append("]")
        return
    out.append(", ")
    if dim > 1:
        out.append("\n")
    for i in range(1, n - 1):
        out.append(" " * (rank - dim + 1))
        _print(out, arr[i], dim - 1, rank, kind)
        out.append(", ")
        if dim > 1:
            out.append("\n")
    out.append(" " * (rank - dim + 1))
    _print(out, arr[n - 1], dim - 1, rank, kind)
    out.append("]")


def _metadata(address, rank, offset, sizes, strides) -> str:
    return (f"base@ = 0x{address:x} rank = {rank} offset = {offset} "
            f"sizes = [{', '.join(map(str, sizes))}] strides = [{', '.join(map(str, strides))}]")


def memref_str(m: MemRef, kind=None, ranked: bool = False) -> str:
    """``Unranked Memref base@ = 0x... rank = R offset = ... data = \\n[...]\\n``
    (``Memref base@ ...`` for the ranked printers, printMemref1dF32 ...)."""
    head = ("Memref " if ranked else "Unranked Memref ") + \
        _metadata(m.buffer.address, m.rank, m.offset, m.sizes, m.strides) + " data = \n"
    return head + data_str(m.array(), kind) + "\n"


def shape_str(m, ranked: bool = False) -> str:
    """The metadata of printMemrefShape* (no data, no newline)."""
    if isinstance(m, MemRef):
        meta = _metadata(m.buffer.address, m.rank, m.offset, m.sizes, m.strides)
    else:
        meta = _metadata(0, m.ndim, 0, m.shape, contiguous_strides(m.shape))
    return ("Memref " if ranked else "Unranked Memref ") + meta


def data_str(arr, kind=None) -> str:
    if arr.ndim == 0:   # printMemref prints a rank-0 memref as [x]
        return "[" + element_str(arr[()], kind) + "]"
    out: list = []
    _print(out, np.asarray(arr), arr.ndim, arr.ndim, kind)
    return "".join(out)


def tensor_str(arr, kind=None, ranked: bool = False) -> str:
    """A tensor result, as printMemref prints a fresh contiguous copy of it."""
    head = ("Memref " if ranked else "Unranked Memref ") + \
        _metadata(0, arr.ndim, 0, arr.shape, contiguous_strides(arr.shape)) + " data = \n"
    return head + data_str(arr, kind) + "\n"


def value_str(v) -> str:
    if isinstance(v, MemRef):
        return memref_str(v)
    if isinstance(v, np.ndarray):
        return tensor_str(v)
    return element_str(v) + "\n"
