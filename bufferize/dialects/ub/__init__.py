"""ub: undefined behaviour; ``ub.poison``, the value the vectorizer pads with
since LLVM 20."""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
    POISON,
)
