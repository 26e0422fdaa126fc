"""index: integer arithmetic on ``index`` values (add, sub, mul, the signed
and unsigned divisions, remainders, min/max, shifts, bitwise ops), cmp,
constant, bool.constant, casts, castu and sizeof."""
from __future__ import annotations

from .ops import (  # noqa: F401
    BINARY,
    DIALECT,
)
