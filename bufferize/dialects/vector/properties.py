"""vector ops' property conversion (upstream's setPropertiesFromAttr): in the
generic form, a property whose attribute is not of its storage kind (an
ArrayAttr, a DenseI64ArrayAttr, a BoolAttr, an integer, an affine map) is
upstream's parse error "invalid properties {...} for op X: Invalid attribute
`p` in property conversion: a", before any verifier runs."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ..arith.syntax import constant_text


def _array(a):
    return isinstance(a, A.ArrayAttr)


def _i64_array(a):
    return isinstance(a, A.DenseArrayAttr) and a.element_type == T.i64


def _bool(a):
    return isinstance(a, A.BoolAttr)


def _int(a):
    return isinstance(a, A.IntegerAttr) and a.type != T.i1


def _map(a):
    return isinstance(a, A.AffineMapAttr)


ARRAY, I64_ARRAY, BOOL, INT, MAP = _array, _i64_array, _bool, _int, _map


def converter(name: str, kinds: dict):
    """The convert_properties of op ``name`` whose properties have the storage
    kinds ``kinds`` (property -> test)."""
    def convert(props):
        for prop in sorted(kinds):
            a = props.get(prop)
            if a is not None and not kinds[prop](a):
                text = "{" + ", ".join(f"{k} = {constant_text(v)}" for k, v in sorted(props.items())) + "}"
                raise ValueError(f"invalid properties {text} for op {name}: Invalid attribute `{prop}` in "
                                 f"property conversion: {constant_text(a)}")
    return convert
