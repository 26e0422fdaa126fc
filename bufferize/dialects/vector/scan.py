"""vector.scan, declared in one piece (dialects/define.py): a prefix
reduction along one dimension."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import PURE
from ..common import op_error as _err
from . import properties as P
from ..define import Operand, Result, TypesMatch, define
from .declared import KINDS_OF, VECTOR, VECTOR_NZ, _check_kind, kind_of


def _verify_scan(op):
    st, it = op.operands[0].value.type, op.operands[1].value.type
    for k in ("inclusive", "reduction_dim"):
        if k not in op.properties:
            raise _err(op, f"requires attribute '{k}'")
    inc, rd = op.properties["inclusive"], op.properties["reduction_dim"]
    if not isinstance(inc, A.BoolAttr):
        raise _err(op, "attribute 'inclusive' failed to satisfy constraint: bool attribute")
    if not (isinstance(rd, A.IntegerAttr) and rd.type == T.i64):
        raise _err(op, "attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute")
    rank, dim = len(st.shape), rd.value
    if dim >= rank:
        raise _err(op, f"reduction dimension {dim} has to be less than {rank}")
    if len(it.shape) != rank - 1:
        raise _err(op, f"initial value rank {len(it.shape)} has to be equal to {rank - 1}")
    if tuple(it.shape) != tuple(d for i, d in enumerate(st.shape) if i != dim):
        raise _err(op, "incompatible input/initial value shapes")
    if not _check_kind(op, st):
        raise _err(op, f"unsupported reduction type '{st.element_type}' for kind "
                       f"'{kind_of(op.properties['kind'])}'")


SCAN = define(
    "vector.scan",
    operands=(Operand("source", VECTOR_NZ), Operand("initial_value", VECTOR)),
    results=(Result("dest", VECTOR_NZ), Result("accumulated_value", VECTOR)),
    same_type=("source", "dest"),
    types_match=(TypesMatch("all of {initial_value, accumulated_value} have same type", "initial_value",
                            "accumulated_value", lambda t: t),),
    format="$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)",
    attr_syntax={"kind": KINDS_OF["scan"]}, properties=("inclusive", "reduction_dim"),
    verify=_verify_scan, traits=(PURE,), hint=("dest", "accumulated_value"),
    convert_properties=P.converter("vector.scan", {"inclusive": P.BOOL, "reduction_dim": P.INT}))
