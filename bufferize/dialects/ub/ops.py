"""The ub dialect, one declaration per op (upstream's UBOps.td).

* ``ub.poison``: its ``value`` property is the poison attribute,
  ``#ub.poison`` unless another dialect's poison is given; the custom form
  spells it only when it is not the default (``ub.poison <#other.poison> :
  T``, upstream's ``(`<` $value^ `>`)?``).
* ``ub.unreachable``: a terminator that is undefined behaviour when it runs
  (no operands, no memory effects declared, as upstream: the deallocation
  pass rejects it as an op of unknown effects)."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir.registry import PURE, TERMINATOR, Dialect
from ..define import AttrSyntax, Result, define

POISON_ATTR = A.OpaqueAttr("#ub.poison")


def _default_value(props):
    """The default value; any other must be a poison attribute (upstream:
    PoisonAttrInterface, which only #ub.poison implements in LLVM 22)."""
    props.setdefault("value", POISON_ATTR)
    v = props["value"]
    if v != POISON_ATTR:
        from ..arith.verify import _props_text, _typed_text
        raise ValueError(f"invalid properties {_props_text(props)} for op ub.poison: Invalid attribute "
                         f"`value` in property conversion: {_typed_text(v)}")


VALUE = AttrSyntax("ub_poison_value", lambda a: f"<{a}>", optional=True)

POISON = define("ub.poison", results=(Result("result"),), format="attr-dict $value `:` type($result)",
                properties=("value",), defaults={"value": POISON_ATTR}, attr_syntax={"value": VALUE},
                traits=(PURE,), convert_properties=_default_value)

UNREACHABLE = define("ub.unreachable", format="attr-dict", traits=(TERMINATOR,), effects_unknown=True)

DIALECT = Dialect("ub", grammar="ub.lark", rules={"ub_poison_value": lambda tr, c: c[0]})
