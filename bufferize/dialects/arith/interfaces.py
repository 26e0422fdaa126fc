"""arith's ops as the buffer analyses and passes see them, declared apart
from their registration blocks: ``arith.select`` on memrefs forwards one of
two buffers (upstream's external models of ``BufferViewFlowOpInterface``
and ``BufferDeallocationOpInterface`` for ``arith::SelectOp``)."""
from __future__ import annotations

from ...ir.interfaces import is_buffer
from ...ir.registry import register_op


def _select_flow(op):
    if len(op.operands) == 3 and op.results and is_buffer(op.results[0]):
        return [(op.operands[1].value, op.results[0]), (op.operands[2].value, op.results[0])]
    return []


# view_flow: both values may flow into the result; select_operands: the
# result is operand 1 or 2, chosen by operand 0, so its ownership is the
# same choice between theirs.
register_op("arith.select", view_flow=_select_flow, select_operands=(0, 1, 2))
