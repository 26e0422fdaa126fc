"""Inputs generated from a function's argument types: seeded, small sizes."""
from __future__ import annotations

import numpy as np

from ..ir import types as T
from .values import Buffer, MemRef, contiguous_strides, dtype_of, scalar


class UnsupportedType(Exception):
    pass


def generate(types, seed: int = 0, dyn_size: int | None = None):
    """One value per type: index 0 or 1, integers in [0, 4], small whole
    numbers in [-5, 5] for floats and elements, every dynamic size the same
    number in [2, 4]."""
    rng = np.random.default_rng(seed)
    if dyn_size is None:   # one size for every dynamic dimension: shapes that agree
        dyn_size = int(rng.integers(2, 5))
    out = []
    for t in types:
        out.append(_one(rng, t, dyn_size))
    return out


def _shape(rng, t, dyn_size):
    return [d if d is not None else (dyn_size or int(rng.integers(2, 5))) for d in t.shape]


def _elements(rng, t, shape):
    et = t.element_type
    if isinstance(et, T.IntegerType) and et.width == 1:
        return rng.integers(0, 2, size=shape).astype(np.int8)
    if not isinstance(et, (T.IntegerType, T.IndexType, T.FloatType)):
        raise UnsupportedType(str(t))
    return rng.integers(-5, 6, size=shape).astype(dtype_of(et))


def _one(rng, t, dyn_size):
    if isinstance(t, T.MemRefType):
        shape = _shape(rng, t, dyn_size)
        arr = _elements(rng, t, shape)
        layout = t.layout
        strides = contiguous_strides(shape)
        offset = 0
        if layout is not None and hasattr(layout, "strides"):
            if any(s is not None and s != c for s, c in zip(layout.strides, strides)) or layout.offset:
                raise UnsupportedType(str(t))
        return MemRef(Buffer(arr.reshape(-1).copy(), None, "arg"), offset, shape, strides, t)
    if isinstance(t, T.RankedTensorType):
        return _elements(rng, t, _shape(rng, t, dyn_size))
    if isinstance(t, T.IntegerType):
        return int(rng.integers(0, 2 if t.width == 1 else 5))
    if isinstance(t, T.IndexType):   # an index of any dimension (sizes are 2 or more)
        return int(rng.integers(0, 2))
    if isinstance(t, T.FloatType):
        return scalar(float(rng.integers(-5, 6)), t)
    raise UnsupportedType(str(t))
