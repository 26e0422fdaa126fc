"""Textual MLIR: the lexer and LALR parser (grammar/ plus each dialect's
rules), name resolution, the printer, and how ops appear in diagnostics.
Importing the package installs the op renderer the verifier's messages use."""
from __future__ import annotations

from ..ir import verifier as _verifier


def _render(op) -> str:
    from .diagnostic_ops import op_diagnostic_text
    return op_diagnostic_text(op)


_verifier.set_op_renderer(_render)
