"""Ops in diagnostics (upstream's Operation::emitError and
Diagnostic::appendOp): an op's location, its generic text as an error's
`see current operation` note prints it, and the error itself."""
from __future__ import annotations

from ..diagnostics import Diagnostic, DiagnosticEngine
from ..ir import attributes as A
from ..ir import registry


def _op_of(x):
    """The op a diagnostic about ``x`` belongs to: ``x`` itself, a value's
    defining op, a block argument's (or a block's) parent op, an operand's
    owner; None when there is none."""
    from ..ir.core import Block, BlockArgument, OpOperand, Value
    if isinstance(x, OpOperand):
        return x.owner
    if isinstance(x, BlockArgument):
        x = x.block
    elif isinstance(x, Value):
        return x.defining_op()
    if isinstance(x, Block):
        return x.parent_op
    return x


def op_location(op) -> tuple:
    """(file, line, col) of an op, or (None, None, None).  Passes may report
    at a Value (upstream's emitError(value.getLoc())): an op result is at
    its defining op, a block argument at its own location if it has one,
    else at its block's parent op; a Block is at its parent op."""
    from ..ir.core import BlockArgument
    if isinstance(op, BlockArgument) and op.loc is not None and op.loc.file_line_col():
        return op.loc.file_line_col()
    op = _op_of(op)
    flc = op.loc.file_line_col() if op is not None and op.loc is not None else None
    return flc if flc else (None, None, None)


# Upstream elides (non-splat) elements attributes of more than this many
# elements in the op printed by a diagnostic (OpPrintingFlags::elideLargeElementsAttrs()).
_ELIDE_ELEMENTS_LIMIT = 16


def op_diagnostic_text(op, debuginfo: bool = False) -> str:
    """``op`` as upstream's Diagnostic::appendOp prints it for an error: the
    generic form, values numbered from the nearest isolated-from-above
    ancestor (local scope, so no aliases), large elements attributes elided,
    and a leading newline when the op takes several lines."""
    from .printer import Printer

    class _DiagnosticPrinter(Printer):
        def attr(self, a):
            if isinstance(a, A.DenseElementsAttr) and not a.is_splat:
                n = 1
                for d in getattr(a.type, "shape", ()):
                    n *= d
                if n > _ELIDE_ELEMENTS_LIMIT:
                    return f"dense_resource<__elided__> : {self.type(a.type)}"
            return super().attr(a)

    root = op
    while not registry.has_trait(root, registry.ISOLATED) and root.parent_op is not None:
        root = root.parent_op
    p = _DiagnosticPrinter(generic=True, debuginfo=debuginfo)
    p._number(root)
    p.print_op(op)
    text = p.out.getvalue()
    return "\n" + text if "\n" in text else text


def error_at_op(engine: DiagnosticEngine, op, message: str, notes=(), print_op: bool = True) -> Diagnostic:
    """An error on ``op`` (upstream's Operation::emitError): unless the engine
    says otherwise (-verify-diagnostics, -mlir-print-op-on-diagnostic=false),
    its first note is `see current operation: <op>`, printed now (the IR may
    change later).  ``print_op=False`` is for errors upstream emits at the
    op's location only (mlir::emitError(loc))."""
    from ..ir.core import Operation
    d = engine.error(message, *op_location(op))
    # at a Value, a Block or an operand: its location only, as upstream's
    # emitError(value.getLoc()) (no op to print)
    if print_op and isinstance(op, Operation) and engine.print_op_on_diagnostic:
        d.attach_note("see current operation: " + op_diagnostic_text(op, engine.print_debuginfo),
                      *op_location(op))
    for note_op, msg in notes:
        d.attach_note(msg, *op_location(note_op))
    return d
