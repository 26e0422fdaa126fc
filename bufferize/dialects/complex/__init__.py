"""complex: complex numbers (``complex<f32>``, ``complex<f64>``): constant,
create, re, im, the arithmetic and the elementary functions, comparisons and
bitcast."""
from __future__ import annotations

from .ops import (  # noqa: F401
    BINARY,
    DIALECT,
    TO_COMPLEX,
    TO_REAL,
)
