"""affine: apply, min and max -- the affine ops that appear beside
bufferization (index arithmetic on tile sizes and offsets).

``%r = affine.apply #map(%d0)[%s0]``: the map's dimensions take the values in
parentheses, its symbols those in brackets; the map is the ``map`` property
(an ``affine_map<...>`` attribute, printed as its ``#map`` alias).
"""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
    OPS,
)
