"""ub.poison: one declaration (upstream's UBOps.td).  Its ``value`` property
is the poison attribute, ``#ub.poison`` unless another dialect's poison is
given; the custom form spells it only when it is not the default (``ub.poison
<#other.poison> : T``, which this declaration does not read)."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir.registry import PURE, Dialect
from ..define import Result, define

POISON_ATTR = A.OpaqueAttr("#ub.poison")


def _default_value(props):
    props.setdefault("value", POISON_ATTR)


POISON = define("ub.poison", results=(Result("result"),), format="attr-dict `:` type($result)",
                properties=("value",), defaults={"value": POISON_ATTR}, traits=(PURE,),
                convert_properties=_default_value)

DIALECT = Dialect("ub")
