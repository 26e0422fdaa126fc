"""numpy fast paths for the named contractions, convolutions and poolings
(the payload kinds of named_table.py and the matmul family).

Each operand is seen through its indexing map as a strided view with one
axis per loop it uses: a result `d1 * 2 + d4` becomes two axes of strides
2 * s and s over the same storage (numpy.lib.stride_tricks.as_strided), after
checking the window stays inside the array.  Then

* `mac`   O += einsum(cast(I), cast(K))
* `mac_q` O += einsum(cast(I) - cast(IZp), cast(K) - cast(KZp))
* `sum`   O += cast(I) summed over the reduction loops
* `max`, `min` (`_u`: unsigned) O = max/min(O, reduced window).

Integers wrap as arith does (numpy's fixed-width arithmetic); floats are
computed in the operand type.  Only f32/f64 and 8..64-bit integers take this
path; anything else (f16, bf16, i1, index, complex, dynamic windows past the
end) returns False and runs the payload point by point.
"""
from __future__ import annotations

import numpy as np
from numpy.lib.stride_tricks import as_strided

from ...ir import types as T
from .base import elt

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_INT = {8: np.int8, 16: np.int16, 32: np.int32, 64: np.int64}
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def einsum_to(ins: list, out: str, *arrays) -> np.ndarray:
    """``np.einsum`` of ``arrays`` (subscripts ``ins``) into the axes ``out``,
    where a letter of ``out`` that no input has (a broadcast operand of a
    matmul: A's map ``(d2)``) is an axis of size 1, broadcast by the caller's
    ``+=`` (np.einsum refuses an output subscript no input has)."""
    have = set("".join(ins))
    kept = "".join(c for c in out if c in have)
    r = np.einsum(",".join(ins) + "->" + kept, *arrays)
    for k, c in enumerate(out):
        if c not in have:
            r = np.expand_dims(r, k)
    return r


def _supported(t) -> bool:
    if isinstance(t, T.FloatType):
        return t.name in ("f32", "f64")
    return isinstance(t, T.IntegerType) and t.width in _INT


def _linear(e, coef: dict, k: int = 1) -> bool:
    """Collect ``e`` as sum of coefficient * dim into ``coef``; False if not that form."""
    if e[0] == "d":
        coef[e[1]] = coef.get(e[1], 0) + k
        return True
    if e[0] == "+":
        return _linear(e[1], coef, k) and _linear(e[2], coef, k)
    if e[0] == "*":
        if e[2][0] == "c" and e[2][1] >= 0:
            return _linear(e[1], coef, k * e[2][1])
        if e[1][0] == "c" and e[1][1] >= 0:
            return _linear(e[2], coef, k * e[1][1])
    return False


def _window_view(arr, m, bounds):
    """(view, dims): ``view[i_a, i_b, ...] = arr[m(i)]`` over the loops ``dims``
    (sorted) that the map uses, or None if a result is not a non-negative
    linear form or the window leaves the array."""
    per_result = []
    for e in m.results:
        coef = {}
        if not _linear(e, coef):
            return None
        per_result.append(coef)
    dims = sorted({d for c in per_result for d, k in c.items() if k})
    for j, c in enumerate(per_result):
        if sum(k * (bounds[d] - 1) for d, k in c.items()) >= arr.shape[j]:
            return None
    strides = [sum(c.get(d, 0) * arr.strides[j] for j, c in enumerate(per_result)) for d in dims]
    view = as_strided(arr, shape=[bounds[d] for d in dims], strides=strides, writeable=False)
    return view, dims


def _cast(x, src, dst, unsigned: bool):
    """TypeFn.cast_signed / cast_unsigned of an array or Python scalar."""
    dt = _INT[dst.width] if isinstance(dst, T.IntegerType) else (np.float32 if dst.name == "f32" else np.float64)
    if isinstance(src, T.IntegerType):
        a = np.asarray(x, dtype=_INT[src.width])
        if unsigned:
            a = a.view(_UINT[src.width]) if a.ndim else a.astype(_INT[src.width]).view(_UINT[src.width])
        return a.astype(dt)
    return np.asarray(x).astype(dt)


def _unsigned_view(a, t):
    return a.view(_UINT[t.width]) if isinstance(t, T.IntegerType) else a


def run_named(op, kind, maps, a_in, a_out, bounds, unsigned=False) -> bool:
    """Compute the op into ``a_out[0]`` if its kind and types allow; True if done."""
    types = [elt(o.value.type) for o in op.operands]
    if not all(_supported(t) for t in types) or len(a_out) != 1 or len(bounds) > len(_LETTERS):
        return False
    out, out_t, out_map = a_out[0], types[-1], maps[-1]
    if not isinstance(out, np.ndarray) or [e[0] for e in out_map.results] != ["d"] * len(out_map.results):
        return False
    out_dims = [e[1] for e in out_map.results]
    if len(set(out_dims)) != len(out_dims):
        return False
    unsigned = unsigned or kind.endswith("_u")
    views = []
    for a, m, t in zip(a_in[:2], maps, types):
        if not isinstance(a, np.ndarray):
            return False
        w = _window_view(a, m, bounds)
        if w is None:
            return False
        views.append((_cast(w[0], t, out_t, unsigned), w[1]))
    if kind in ("mac", "mac_q"):
        (x, xd), (y, yd) = views
        if kind == "mac_q":
            x = x - _cast(a_in[2], types[2], out_t, False)
            y = y - _cast(a_in[3], types[3], out_t, False)
        ins = ["".join(_LETTERS[d] for d in xd), "".join(_LETTERS[d] for d in yd)]
        with np.errstate(over="ignore"):
            out[...] = out + einsum_to(ins, "".join(_LETTERS[d] for d in out_dims), x, y).astype(out.dtype)
        return True
    x, xd = views[0]
    red = tuple(k for k, d in enumerate(xd) if d not in out_dims)
    kept = [d for d in xd if d in out_dims]
    if sorted(kept) != sorted(out_dims):
        return False
    with np.errstate(over="ignore"):
        if kind == "sum":
            r = np.add.reduce(x, axis=red, dtype=out.dtype) if red else x
            r = np.transpose(r, [kept.index(d) for d in out_dims])
            out[...] = out + r
            return True
        fn = np.maximum if kind.startswith("max") else np.minimum
        if kind.endswith("_u"):
            x = _unsigned_view(np.ascontiguousarray(x), out_t)
            cur = _unsigned_view(out, out_t)
        else:
            cur = out
        r = fn.reduce(x, axis=red) if red else x
        r = np.transpose(r, [kept.index(d) for d in out_dims])
        res = fn(cur, r)
        if np.issubdtype(res.dtype, np.floating):
            res = _order_zeros(res, x, cur, red, [kept.index(d) for d in out_dims], kind.startswith("max"))
        out[...] = res.view(out.dtype) if kind.endswith("_u") and isinstance(out_t, T.IntegerType) else res
    return True


def _order_zeros(res, x, cur, red, order, is_max):
    """maximumf / minimumf order -0.0 below +0.0 (np.maximum / np.minimum
    keep whichever zero comes first): a zero result is +0.0 for max if any
    operand is +0.0, -0.0 for min if any is -0.0."""
    if not np.any(res == 0):
        return res
    want = (x == 0) & (np.signbit(x) != is_max)
    hit = np.logical_or.reduce(want, axis=red) if red else want
    hit = np.transpose(hit, order) | ((cur == 0) & (np.signbit(cur) != is_max))
    zero = res.dtype.type(0.0 if is_max else -0.0)
    return np.where((res == 0) & hit, zero, res)

