"""ub.poison: one declaration (upstream's UBOps.td).  Its ``value`` property
is the poison attribute, ``#ub.poison`` unless another dialect's poison is
given; the custom form spells it only when it is not the default (``ub.poison
<#other.poison> : T``, upstream's ``(`<` $value^ `>`)?``)."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir.registry import PURE, Dialect
from ..define import AttrSyntax, Result, define

POISON_ATTR = A.OpaqueAttr("#ub.poison")


def _default_value(props):
    props.setdefault("value", POISON_ATTR)


VALUE = AttrSyntax("ub_poison_value", lambda a: f"<{a}>", optional=True)

POISON = define("ub.poison", results=(Result("result"),), format="attr-dict $value `:` type($result)",
                properties=("value",), defaults={"value": POISON_ATTR}, attr_syntax={"value": VALUE},
                traits=(PURE,), convert_properties=_default_value)

DIALECT = Dialect("ub", grammar="ub.lark", rules={"ub_poison_value": lambda tr, c: c[0]})
