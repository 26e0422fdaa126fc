"""func: func, return, call, call_indirect, constant."""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
)
