"""Why the analysis put an operand out of place, and what the rewrite
allocated and copied: the facts behind the bufferization report.

The analysis records one reason per out-of-place operand (it costs nothing
on in-place decisions); the rewrite records each buffer it allocates and
each copy it inserts with the operand (if any) that made it necessary.
`bufferization/report/` turns these into words."""
from __future__ import annotations

from typing import Optional

from ...ir.core import OpOperand, Operation, Value
from ...records import record


@record
class ReadAfterWrite:
    """Writing ``use``'s buffer in place would let ``write`` (an in-place
    write into an alias, or ``use`` itself) clobber a value that ``read``
    still needs: ``definition`` is the tensor version ``read`` reads."""
    use: OpOperand
    read: OpOperand
    write: OpOperand
    definition: Optional[Value] = None
    rule: str = "read-after-write"


@record
class NonWritable:
    """Writing ``use``'s buffer in place would write into ``value``, a
    buffer that must not be written (a constant, a read-only argument)."""
    use: OpOperand
    value: Optional[Value] = None
    rule: str = "non-writable"


@record
class AllocRecord:
    """A buffer the rewrite allocated while rewriting ``anchor``: for an
    out-of-place ``use`` (its private copy), or because ``anchor`` needs a
    new buffer (``kind``: "new" for tensor.empty / alloc_tensor and the
    like, "cast" for a layout change that a cast cannot guarantee)."""
    alloc: Operation
    anchor: Operation
    use: Optional[OpOperand] = None
    kind: str = "new"


@record
class CopyRecord:
    copy: Operation
    anchor: Operation
    use: Optional[OpOperand] = None
    alloc: Optional[Operation] = None
