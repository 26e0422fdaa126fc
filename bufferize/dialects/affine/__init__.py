"""affine: apply, min, max (index arithmetic on tile sizes and offsets),
for, if, parallel, yield, load, store, vector_load, vector_store,
delinearize_index, linearize_index, prefetch, dma_start and dma_wait (ops.py
registers them; syntax and verifiers in loops.py, memory.py and dma.py;
expression simplification, integer sets and maps of SSA ids in expr.py;
semantics in interpret.py).

``%r = affine.apply #map(%d0)[%s0]``: the map's dimensions take the values in
parentheses, its symbols those in brackets; the map is the ``map`` property
(an ``affine_map<...>`` attribute, printed as its ``#map`` alias).
"""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
    OPS,
)
