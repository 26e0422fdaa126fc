"""math: unary and binary float ops (with `fastmath`), integer unary ops,
fma, fpowi, ipowi, the classification ops (isnan, ...), sincos and clampf."""
from __future__ import annotations

from .ops import (  # noqa: F401
    CLASSIFY,
    DIALECT,
    FLOAT_BINARY,
    FLOAT_UNARY,
    FOLDERS,
    INT_BINARY,
    INT_UNARY,
    WITH_FASTMATH,
)
