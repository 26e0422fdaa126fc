"""Values printed as mlir-runner's runtime prints them (printMemrefF32 and
friends in mlir/ExecutionEngine/RunnerUtils), so that the two outputs diff."""
from __future__ import annotations

import numpy as np

from .values import MemRef


def element_str(v) -> str:
    if isinstance(v, (float, np.floating)):
        # std::ostream << float: %g with 6 significant digits
        return "%g" % float(v)
    return str(int(v))


def _print(out, arr, dim, rank):
    if dim == 0:
        out.append(element_str(arr[()]))
        return
    n = arr.shape[0]
    out.append("[")
    if n == 0:
        out.append("]")
        return
    _print(out, arr[0], dim - 1, rank)
    if n <= 1:
        out.append("]")
        return
    out.append(", ")
    if dim > 1:
        out.append("\n")
    for i in range(1, n - 1):
        out.append(" " * (rank - dim + 1))
        _print(out, arr[i], dim - 1, rank)
        out.append(", ")
        if dim > 1:
            out.append("\n")
    out.append(" " * (rank - dim + 1))
    _print(out, arr[n - 1], dim - 1, rank)
    out.append("]")


def memref_str(m: MemRef) -> str:
    """``Unranked Memref base@ = 0x... rank = R offset = ... data = \\n[...]\\n``."""
    head = (f"Unranked Memref base@ = 0x{m.buffer.address:x} rank = {m.rank} offset = {m.offset} "
            f"sizes = [{', '.join(map(str, m.sizes))}] strides = [{', '.join(map(str, m.strides))}] data = \n")
    return head + data_str(m.array()) + "\n"


def data_str(arr) -> str:
    if arr.ndim == 0:   # printMemref prints a rank-0 memref as [x]
        return "[" + element_str(arr[()]) + "]"
    out: list = []
    _print(out, np.asarray(arr), arr.ndim, arr.ndim)
    return "".join(out)


def tensor_str(arr) -> str:
    """A tensor result, as printMemref prints a fresh contiguous copy of it."""
    from .values import contiguous_strides
    head = (f"Unranked Memref base@ = 0x0 rank = {arr.ndim} offset = 0 "
            f"sizes = [{', '.join(map(str, arr.shape))}] strides = "
            f"[{', '.join(map(str, contiguous_strides(arr.shape)))}] data = \n")
    return head + data_str(arr) + "\n"


def value_str(v) -> str:
    if isinstance(v, MemRef):
        return memref_str(v)
    if isinstance(v, np.ndarray):
        return tensor_str(v)
    return element_str(v) + "\n"
