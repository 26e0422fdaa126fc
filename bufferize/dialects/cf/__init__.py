"""cf: br, cond_br, assert, switch.

Successor operands are stored flat in the op's operands; use
``successor_operand_range(op, i)`` (also ``OpDef.extra["successor_operands"]``)
to get the ``(start, count)`` of the operands forwarded to successor ``i``.
``branching.py`` declares how to replace them (``set_successor_operands``)
and when each successor is taken (``successor_condition``), for the
ownership-based deallocation.
"""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
    successor_operand_range,
    successor_operands,
)
from . import canonicalize  # noqa: F401  (registers its ops/patterns)
from . import branching  # noqa: F401  (set_successor_operands, successor_condition)
