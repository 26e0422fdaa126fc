"""memref.atomic_rmw, generic_atomic_rmw and atomic_yield: read-modify-write of
one element, each declared in one piece (dialects/define.py)."""
from __future__ import annotations

from ...ir import types as T
from ...ir.interfaces import own_effects
from ...ir.registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR
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


# ---- generic_atomic_rmw / atomic_yield ----------------------------------------------------
# A region computes the new value from the old one (its block argument); the custom form is
# upstream's hand-written GenericAtomicRMWOp::parse/print (grammar/memref.lark).

def _parse_generic_atomic_rmw(tr, c):
    from ...syntax.opspec import OpSpec, set_type, typed
    tok, mem, idx, t, region, attrs = c
    set_type(mem, t)
    idx = typed(idx or [], [T.index] * len(idx or []), tok=tok)
    if not region.blocks:
        from ...ir.core import Block
        region.add_block(Block())
    return OpSpec("memref.generic_atomic_rmw", [mem] + idx, [getattr(t, "element_type", t)], attrs or {},
                  regions=[region], tok=tok)


def _print_generic_atomic_rmw(op, p):
    v = op.operand_values
    p.write(f" {p.value(v[0])}[{p.values(v[1:])}] : {p.type(v[0].type)} ")
    p.region(op.regions[0], print_entry_args=True, print_terminators=True)
    p.op_attr_dict(op)


def _verify_generic_atomic_rmw(op) -> None:
    body = op.regions[0]
    if not body.blocks or len(body.blocks[0].args) != 1:
        raise _err(op, "expected single number of entry block arguments")
    if op.results[0].type != body.blocks[0].args[0].type:
        raise _err(op, "expected block argument of the same type result type")


def _verify_generic_body(op) -> None:
    """After the body verified: it may hold only ops without memory effects."""
    for nested in op.regions[0].walk():
        if own_effects(nested) != []:   # upstream's MemoryEffectOpInterface::hasNoEffect
            raise _err(nested, "body of 'memref.generic_atomic_rmw' should contain only operations with no "
                               "side effects", prefix=False)


def _verify_atomic_yield(op) -> None:
    parent = op.parent_op
    want, got = parent.results[0].type, op.operand_values[0].type
    if want != got:
        raise _err(op, f"types mismatch between yield op: '{got}' and its parent: '{want}'")


MEMREF_ANY = Constraint("memref of any type values", lambda t: isinstance(t, T.MemRefType),
                        kind=("builtin.memref", lambda t: isinstance(t, T.MemRefType)))

GENERIC_ATOMIC_RMW = define(
    "memref.generic_atomic_rmw",
    operands=(Operand("memref", MEMREF_ANY), Operand("indices", INDEX, variadic=True)),
    results=(Result("result"),),
    types_match=(TypesMatch("result type matches element type of memref", "memref", "result",
                            lambda t: t.element_type),),
    parse=_parse_generic_atomic_rmw, print=_print_generic_atomic_rmw, verify=_verify_generic_atomic_rmw,
    traits=(SINGLE_BLOCK,), effects=[("read", "operand", 0), ("write", "operand", 0)],
    region_verifier=_verify_generic_body)
ATOMIC_YIELD = define("memref.atomic_yield", operands=(Operand("result"),),
                      format="$result attr-dict `:` type($result)",
                      traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_atomic_yield,
                      parent=("memref.generic_atomic_rmw",))
