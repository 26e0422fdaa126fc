"""tensor shared pieces: error helper and operand/result kind checks."""
from __future__ import annotations

from ...ir import types as T
from ..common import op_error as _err
from ...syntax.lexer import type_error


_SLICE_PROPS = ("operandSegmentSizes", "static_offsets", "static_sizes", "static_strides")


def _ranked(t):
    return isinstance(t, T.RankedTensorType)


def _is_tensor(t):
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


def _check_nops(op, n, what="operands"):
    if len(op.operands) != n:
        raise _err(op, f"expected {n} {what}, but found {len(op.operands)}")


def _check_nres(op, n):
    if len(op.results) != n:
        raise _err(op, f"requires {'one result' if n == 1 else f'{n} results'}" if n <= 1 else
                   f"expected {n} results, but found {len(op.results)}")


def _require_tensor(op, t, what, ranked=False):
    if (ranked and not _ranked(t)) or (not ranked and not _is_tensor(t)):
        kind = "ranked tensor of any type values" if ranked else "tensor of any type values"
        raise _err(op, f"{what} must be {kind}, but got '{t}'")


def _attrs(attrs, *names):
    """Move inherent attributes written in the attr-dict into properties."""
    attrs = dict(attrs or {})
    props = {}
    for k in names:
        if k in attrs:
            props[k] = attrs.pop(k)
    return attrs, props


def _check_ranked_result(op) -> int:
    """One ranked tensor result; returns its number of dynamic dimensions."""
    _check_nres(op, 1)
    t = op.results[0].type
    _require_tensor(op, t, "result #0", ranked=True)
    return sum(1 for d in t.shape if d is None)


def _ranked_kind(name, t, tok):
    """ODS parses a ``type($x)`` of a RankedTensorType constraint as that
    class: a type of another kind is an error at the type."""
    if not _ranked(t):
        raise type_error(f"custom op '{name}' invalid kind of type specified: expected builtin.tensor, "
                         f"but found '{t}'", tok)
