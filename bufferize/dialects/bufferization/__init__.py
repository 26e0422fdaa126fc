"""bufferization: to_tensor, to_buffer (and the older spelling to_memref),
clone, alloc_tensor, materialize_in_destination, dealloc, dealloc_tensor.

Memory effects are registered in ``OpDef.extra["effects"]``; the format is
documented in ``bufferize/ir/interfaces.py``.
"""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
)
from . import canonicalize  # noqa: F401  (registers its ops/patterns)
