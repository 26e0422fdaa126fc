"""memref's ops as the buffer analyses and passes see them, declared apart
from their registration blocks: ``memref.realloc``'s buffer view flow
(upstream's ``BufferViewFlowOpInterface`` model: the source flows into the
result, which may also be a fresh buffer) and ``memref.cast`` as a
``CastOpInterface`` op (its result is its operand, typed differently)."""
from __future__ import annotations

from ...ir.registry import register_op


def _realloc_flow(op):
    return [(op.operands[0].value, op.results[0])]


register_op("memref.realloc", view_flow=_realloc_flow, view_flow_terminal=True)
register_op("memref.cast", cast_like=True)
