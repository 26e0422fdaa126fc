"""tensor's ops as the passes see them, declared apart from their
registration blocks: ``tensor.cast`` as a ``CastOpInterface`` op (its result
is its operand, typed differently)."""
from __future__ import annotations

from ...ir.registry import register_op

register_op("tensor.cast", cast_like=True)
