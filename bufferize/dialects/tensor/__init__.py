"""tensor: empty, extract, insert, extract_slice, insert_slice,
parallel_insert_slice, cast, dim, rank, expand_shape, collapse_shape, reshape,
from_elements, splat, generate, pad, yield, bitcast, concat, gather, scatter."""
from __future__ import annotations

from .dialect import (  # noqa: F401
    DIALECT,
)
from .canonicalize import (  # noqa: F401
    join_shapes,
    preserves_static_info,
)
from . import base  # noqa: F401  (registers its ops/patterns)
from . import shape  # noqa: F401  (registers its ops/patterns)
from . import ops  # noqa: F401  (registers its ops/patterns)
