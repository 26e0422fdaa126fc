"""builtin: module and unrealized_conversion_cast."""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
)
