"""vector: transfer_read, transfer_write, print, broadcast, extract."""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
    mask_type,
    minor_identity,
)
