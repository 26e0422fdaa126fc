"""memref.atomic_rmw: read-modify-write of one element, declared with an
assembly format (the worked example of docs/adding-an-op.md)."""
from __future__ import annotations

from ...ir import types as T
from ...ir.registry import register_op
from ...syntax.assembly_format import AssemblyFormat
from ..arith.verify import _check_enum
from .base import _err

# Upstream's AtomicRMWKind, in its numbering (the `kind` property is an i64).
ATOMIC_KINDS = ("addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
                "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori")
_FLOAT_KINDS = {"addf", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf"}
_INT_KINDS = {"addi", "andi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori"}

ATOMIC_RMW = AssemblyFormat(
    "memref.atomic_rmw",
    "$kind=word $value `,` $memref `[` $indices* `]` attr-dict `:` `(` type($value) `,` type($memref) `)` "
    "`->` type($result)",
    results=("result",), operand_types={"indices": T.index}, enums={"kind": ATOMIC_KINDS})


def _convert_properties(props) -> None:
    """Generic form: `kind` must be an i64 naming a kind (upstream's
    property conversion)."""
    _check_enum("memref.atomic_rmw", props, "kind", len(ATOMIC_KINDS), 64)


def _verify_atomic_rmw(op) -> None:
    kind = op.properties.get("kind")
    if kind is None:
        raise _err(op, "requires attribute 'kind'")
    if len(op.operands) < 2 or len(op.results) != 1:
        raise _err(op, f"expected at least 2 operands and 1 result, got {len(op.operands)} and "
                       f"{len(op.results)}")
    value, mem = op.operand_values[0].type, op.operand_values[1].type
    if not isinstance(mem, T.MemRefType):
        raise _err(op, f"operand #1 must be memref of signless integer or floating-point values, "
                       f"but got '{mem}'")
    for i, o in enumerate(op.operands[2:], 2):
        if not isinstance(o.value.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")
    if value != op.results[0].type:
        raise _err(op, "failed to verify that all of {value, result} have same type")
    if value != mem.element_type:
        raise _err(op, "failed to verify that value type matches element type of memref")
    if len(op.operands) - 2 != len(mem.shape):
        raise _err(op, "expects the number of subscripts to be equal to memref rank")
    name = ATOMIC_KINDS[kind.value]
    if name in _FLOAT_KINDS and not isinstance(value, T.FloatType):
        raise _err(op, f"with kind '{name}' expects a floating-point type")
    if name in _INT_KINDS and not isinstance(value, T.IntegerType):
        raise _err(op, f"with kind '{name}' expects an integer type")


register_op("memref.atomic_rmw", printer=ATOMIC_RMW.print, verifier=_verify_atomic_rmw,
            property_names=("kind",), convert_properties=_convert_properties,
            effects=[("read", "operand", 1), ("write", "operand", 1)])
