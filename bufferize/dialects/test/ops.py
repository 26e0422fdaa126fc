"""The test dialect ops upstream's tests use (buffer_based, copy, read_buffer, forward_buffer) with their effects."""
from __future__ import annotations

from ...ir import types as T
from ...syntax.opspec import OpSpec, ParseError, typed
from ...ir.registry import PURE, Dialect, register_op
from ..common import op_error as _err


def _check_memref(op, i):
    t = op.operands[i].value.type
    if not T.is_memref(t):
        raise _err(op, f"operand #{i} must be ranked or unranked memref of any type values, but got '{t}'")


def _verify_two_memrefs(op):
    if len(op.operands) != 2:
        raise _err(op, f"expected 2 operands, but found {len(op.operands)}")
    if op.results:
        raise _err(op, f"requires zero results")
    _check_memref(op, 0)
    _check_memref(op, 1)


def _parse_buffer_based(tr, c):
    tok, src, st, kw, dst, dt, attrs = c
    if kw.value != "out":
        raise ParseError("expected 'out'", kw.line, kw.column)
    return OpSpec("test.buffer_based", typed([src, dst], [st, dt], tok=tok), (), attrs or {}, tok=tok)


def _print_buffer_based(op, p):
    a, b = (o.value for o in op.operands)
    p.write(f" in({p.value(a)} : {p.type(a.type)}) out({p.value(b)} : {p.type(b.type)})")
    p.op_attr_dict(op)


def _parse_copy(tr, c):
    tok, src, dst, st, dt, attrs = c
    return OpSpec("test.copy", typed([src, dst], [st, dt], tok=tok), (), attrs or {}, tok=tok)


def _print_copy(op, p):
    a, b = (o.value for o in op.operands)
    p.write(f"({p.value(a)}, {p.value(b)}) : ({p.type(a.type)}, {p.type(b.type)})")
    p.op_attr_dict(op)


def _verify_read_buffer(op):
    if len(op.operands) != 1:
        raise _err(op, "requires a single operand")
    if op.results:
        raise _err(op, "requires zero results")
    _check_memref(op, 0)


def _verify_forward_buffer(op):
    if len(op.operands) != 1:
        raise _err(op, "requires a single operand")
    if len(op.results) != 1:
        raise _err(op, "requires one result")
    _check_memref(op, 0)
    t = op.results[0].type
    if not T.is_memref(t):
        raise _err(op, f"result #0 must be ranked or unranked memref of any type values, but got '{t}'")


register_op("test.buffer_based", printer=_print_buffer_based, verifier=_verify_two_memrefs,
            effects=[("read", "operand", 0), ("write", "operand", 1)])
register_op("test.copy", printer=_print_copy, verifier=_verify_two_memrefs,
            effects=[("read", "operand", 0), ("write", "operand", 1)], copy_like=(0, 1))

# reads the buffer and "dumps its contents": a write on the default resource
# without a value (upstream's ReadBufferOp::getEffects)
register_op("test.read_buffer", verifier=_verify_read_buffer, effects=[("read", "operand", 0), ("write", None, None)])
register_op("test.forward_buffer", traits=[PURE], verifier=_verify_forward_buffer, effects=[])

DIALECT = Dialect(
    "test", grammar="test.lark",
    rules={"op_test_buffer_based": _parse_buffer_based, "op_test_copy": _parse_copy},
    keywords={"TEST_BUFFER_BASED": ["test.buffer_based"], "TEST_COPY": ["test.copy"]},
    allows_unknown_operations=True,
)
