"""vector ops declared in one piece (dialects/define.py), beside those of
declared.py: expandload and compressstore (masked, contiguous memory
access) and scan (a prefix reduction along one dimension)."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import PURE
from ..common import op_error as _err
from ..define import INDEX, MEMREF, Operand, Result, TypesMatch, define
from .declared import KIND, VECTOR, VECTOR_OF_I1, _check_kind, kind_of


def _dim0(t):
    return t.shape[0] if t.shape else None


def _verify_expand(op):
    vals = [o.value for o in op.operands]
    bt, mt, pt = vals[0].type, vals[-2].type, vals[-1].type
    rt = op.results[0].type
    if rt.element_type != bt.element_type:
        raise _err(op, "base and result element type should match")
    if len(vals) - 3 != len(bt.shape):
        raise _err(op, f"requires {len(bt.shape)} indices")
    if _dim0(rt) != _dim0(mt):
        raise _err(op, "expected result dim to match mask dim")
    if pt != rt:
        raise _err(op, "expected pass_thru of same type as result type")


EXPANDLOAD = define(
    "vector.expandload",
    operands=(Operand("base", MEMREF), Operand("indices", INDEX, variadic=True), Operand("mask", VECTOR_OF_I1),
              Operand("pass_thru", VECTOR)),
    results=(Result("result", VECTOR),),
    format="$base `[` $indices* `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` "
           "type($pass_thru) `into` type($result)",
    properties=("alignment",), verify=_verify_expand, effects=[("read", "operand", 0)])


def _verify_compress(op):
    vals = [o.value for o in op.operands]
    bt, mt, vt = vals[0].type, vals[-2].type, vals[-1].type
    if vt.element_type != bt.element_type:
        raise _err(op, "base and valueToStore element type should match")
    if len(vals) - 3 != len(bt.shape):
        raise _err(op, f"requires {len(bt.shape)} indices")
    if _dim0(vt) != _dim0(mt):
        raise _err(op, "expected valueToStore dim to match mask dim")


COMPRESSSTORE = define(
    "vector.compressstore",
    operands=(Operand("base", MEMREF), Operand("indices", INDEX, variadic=True), Operand("mask", VECTOR_OF_I1),
              Operand("valueToStore", VECTOR)),
    format="$base `[` $indices* `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` "
           "type($valueToStore)",
    properties=("alignment",), verify=_verify_compress, effects=[("write", "operand", 0)])


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
    operands=(Operand("source", VECTOR), Operand("initial_value", VECTOR)),
    results=(Result("dest", VECTOR), Result("accumulated_value", VECTOR)),
    same_type=("source", "dest"),
    types_match=(TypesMatch("all of {initial_value, accumulated_value} have same type", "initial_value",
                            "accumulated_value", lambda t: t),),
    format="$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)",
    attr_syntax={"kind": KIND}, properties=("inclusive", "reduction_dim"),
    verify=_verify_scan, traits=(PURE,), hint=("dest", "accumulated_value"))
