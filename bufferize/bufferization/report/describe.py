"""How the report names things: an op by its name and source location, a
value by its SSA name in the source (``%t``, ``%r#1``), falling back to its
place (``result #0 of 'tensor.empty'``, ``argument #1 of @f``)."""
from __future__ import annotations

import re
from typing import Optional

from ...ir import types as T
from ...ir.core import BlockArgument, OpResult, Operation, Value
from ...syntax.diagnostic_ops import op_location

_RESULTS = re.compile(r"((?:%[\w$.\-]+(?::\d+)?\s*,\s*)*%[\w$.\-]+(?::\d+)?)\s*=\s*\"?$")
_ARG = re.compile(r"%[\w$.\-]+")


def location(file, line, col) -> Optional[dict]:
    if file is None:
        return None
    return {"file": file, "line": line, "column": col}


def op_loc(op: Operation) -> Optional[dict]:
    return location(*op_location(op))


def function_of(op: Optional[Operation]) -> Optional[Operation]:
    """The nearest enclosing function-like op (a symbol with a function type)."""
    while op is not None:
        if "function_type" in op.properties and "sym_name" in op.properties:
            return op
        op = op.parent_op
    return None


def function_name(f: Optional[Operation]) -> Optional[str]:
    return f.properties["sym_name"].value if f is not None else None


def _line(sources, file, line) -> Optional[str]:
    if sources is None or file is None or not line:
        return None
    return sources.line_text(file, line)


def value_label(v: Value, sources) -> str:
    if isinstance(v, OpResult):
        file, line, col = op_location(v.op)
        text = _line(sources, file, line)
        if text is not None and col:
            m = _RESULTS.search(text[:col - 1])
            if m is not None:
                names = []
                for piece in m.group(1).split(","):
                    name, _, count = piece.strip().partition(":")
                    n = int(count) if count else 1
                    names += [name] if n == 1 else [f"{name}#{i}" for i in range(n)]
                if v.index < len(names):
                    return names[v.index]
        return f"result #{v.index} of '{v.op.name}'"
    if isinstance(v, BlockArgument):
        flc = v.loc.file_line_col() if v.loc is not None else None
        if flc:
            text = _line(sources, *flc[:2])
            if text is not None and flc[2]:
                m = _ARG.match(text, flc[2] - 1)
                if m is not None:
                    return m.group(0)
        owner = v.block.parent_op
        f = function_of(owner)
        if f is owner and owner is not None and v.block is owner.regions[0].blocks[0]:
            return f"argument #{v.index} of @{function_name(f)}"
        return f"block argument #{v.index} of '{owner.name if owner is not None else '?'}'"
    return "a value"


def static_bytes(t) -> Optional[int]:
    """Size in bytes of a statically shaped memref or tensor, else None."""
    shape = getattr(t, "shape", None)
    if shape is None or any(d is None for d in shape):
        return None
    bits = T.element_bitwidth(t.element_type)
    if bits is None:
        return None
    n = 1
    for d in shape:
        n *= d
    return n * ((bits + 7) // 8)
