"""Memref layouts: the strides and offset of a memref type (upstream
getStridesAndOffset) and the dynamic-size sentinel of static_* arrays."""
from __future__ import annotations

from . import attributes as A, types as T

DYNAMIC = -9223372036854775808  # ShapedType::kDynamic (INT64_MIN) in static_offsets/sizes/strides


def strides_and_offset(t: T.MemRefType):
    """(strides, offset) of a memref type with identity or strided layout
    (None = dynamic), or None if the layout is an arbitrary affine map."""
    if t.layout is None:
        strides, acc = [], 1
        for d in reversed(t.shape):
            strides.append(acc)
            if acc is not None:
                acc = None if d is None else acc * d
        return list(reversed(strides)), 0
    if isinstance(t.layout, A.StridedLayoutAttr):
        return list(t.layout.strides), t.layout.offset
    if isinstance(t.layout, A.AffineMapAttr):
        return _affine_strides_and_offset(t.layout.map, t.rank)
    return None


def _affine_strides_and_offset(m, rank):
    """Upstream's getStridesAndOffset for an affine-map layout: a single-result
    map that is linear in the dims, `d0 * s0 + d1 * s1 + off` (a symbol makes
    its stride or the offset dynamic); None for anything else."""
    if m.is_identity():
        return strides_and_offset(T.MemRefType(tuple([1] * rank), T.f32))[0], 0
    if len(m.results) != 1:
        return None

    def linear(e):  # -> (coefficient per dim (None = dynamic), constant (None = dynamic))
        k = e[0]
        if k == "d":
            return {e[1]: 1}, 0
        if k == "s":
            return {}, None
        if k == "c":
            return {}, e[1]
        if k not in ("+", "*"):
            raise ValueError
        (ca, a), (cb, b) = linear(e[1]), linear(e[2])
        if k == "+":
            co = dict(ca)
            for d, v in cb.items():
                co[d] = None if d in co and (co[d] is None or v is None) else (co.get(d, 0) + v if v is not None
                                                                               else None)
            return co, (None if a is None or b is None else a + b)
        if ca and cb:
            raise ValueError  # not linear
        if cb:
            ca, a, cb, b = cb, b, ca, a
        # ca * b: b is a constant (or dynamic)
        return {d: (None if v is None or b is None else v * b) for d, v in ca.items()}, \
            (None if a is None or b is None else a * b)

    try:
        coeffs, off = linear(m.results[0])
    except ValueError:
        return None
    return [coeffs.get(i, 0) for i in range(rank)], off
