"""memref.atomic_rmw: read-modify-write of one element, declared in one piece
(dialects/define.py)."""
from __future__ import annotations

from ...ir import types as T
from ..arith.verify import _check_enum
from ..define import INDEX, Constraint, Operand, Result, TypesMatch, define
from .base import _err

# Upstream's AtomicRMWKind, in its numbering (the `kind` property is an i64).
ATOMIC_KINDS = ("addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
                "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori")
_FLOAT_KINDS = {"addf", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf"}
_INT_KINDS = {"addi", "andi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori"}

def _convert_properties(props) -> None:
    """Generic form: `kind` must be an i64 naming a kind (upstream's
    property conversion)."""
    _check_enum("memref.atomic_rmw", props, "kind", len(ATOMIC_KINDS), 64)


def _verify_atomic_rmw(op) -> None:
    kind = op.properties.get("kind")
    if kind is None:
        raise _err(op, "requires attribute 'kind'")
    value, mem = op.operand_values[0].type, op.operand_values[1].type
    if len(op.operands) - 2 != len(mem.shape):
        raise _err(op, "expects the number of subscripts to be equal to memref rank")
    name = ATOMIC_KINDS[kind.value]
    if name in _FLOAT_KINDS and not isinstance(value, T.FloatType):
        raise _err(op, f"with kind '{name}' expects a floating-point type")
    if name in _INT_KINDS and not isinstance(value, T.IntegerType):
        raise _err(op, f"with kind '{name}' expects an integer type")


def _is_number(t) -> bool:
    return isinstance(t, T.FloatType) or (isinstance(t, T.IntegerType) and not t.signedness)


SIGNLESS_INT_OR_FLOAT = Constraint("signless integer or floating-point", _is_number)
MEMREF_OF_NUMBERS = Constraint("memref of signless integer or floating-point values",
                               lambda t: isinstance(t, T.MemRefType) and _is_number(t.element_type),
                               kind=("builtin.memref", lambda t: isinstance(t, T.MemRefType)))

ATOMIC_RMW = define(
    "memref.atomic_rmw",
    operands=(Operand("value", SIGNLESS_INT_OR_FLOAT), Operand("memref", MEMREF_OF_NUMBERS),
              Operand("indices", INDEX, variadic=True)),
    results=(Result("result", SIGNLESS_INT_OR_FLOAT),), same_type=("value", "result"),
    types_match=(TypesMatch("value type matches element type of memref", "memref", "value",
                            lambda t: t.element_type),),
    format="$kind=word $value `,` $memref `[` $indices* `]` attr-dict `:` `(` type($value) `,` type($memref) `)` "
           "`->` type($result)",
    enums={"kind": ATOMIC_KINDS}, verify=_verify_atomic_rmw, convert_properties=_convert_properties,
    effects=[("read", "operand", 1), ("write", "operand", 1)])
