"""vector.scalable.insert / vector.scalable.extract, declared in one piece
(dialects/define.py): a fixed-length or scalable 1-D vector put into, or
taken out of, a scalable 1-D vector at a position that is a multiple of the
smaller vector's length."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import PURE
from ..common import op_error as _err
from . import properties as P
from ..define import Constraint, Operand, Result, define


def _rank1(t):
    return isinstance(t, T.VectorType) and len(t.shape) == 1


def _scalable_rank1(t):
    return _rank1(t) and any(t.scalable or ())


# ODS's VectorOfRank<[1]> and ScalableVectorOfRank<[1]>: upstream's message
# has nothing before " of ranks 1" ("operand #0 must be  of ranks 1").
RANK1 = Constraint(" of ranks 1", _rank1)
SCALABLE_RANK1 = Constraint(" of ranks 1", _scalable_rank1)


def _int_storage(a):
    """I64Attr's property conversion takes any IntegerAttr, a BoolAttr too
    (an i1 IntegerAttr upstream); the verifier then wants an i64."""
    return isinstance(a, (A.IntegerAttr, A.BoolAttr))


def _verify_pos(op):
    pos = op.properties["pos"]
    if not (isinstance(pos, A.IntegerAttr) and pos.type == T.i64):
        raise _err(op, "attribute 'pos' failed to satisfy constraint: 64-bit signless integer attribute")


def _num_elements(t):
    n = 1
    for d in t.shape:
        n *= d
    return n


def _multiple(op, length, what):
    # C++'s `%`: only whether the remainder is zero matters, which Python's agrees on
    if length == 0 or op.properties["pos"].value % length:
        raise _err(op, f"failed to verify that position is a multiple of the {what} length.")


def _verify_insert(op):
    # ODS's order of the traits: AllElementTypesMatch, AllTypesMatch, the position
    vt, dt, rt = op.operands[0].value.type, op.operands[1].value.type, op.results[0].type
    if vt.element_type != dt.element_type:
        raise _err(op, "failed to verify that all of {valueToStore, dest} have same element type")
    if dt != rt:
        raise _err(op, "failed to verify that all of {dest, result} have same type")
    _multiple(op, _num_elements(vt), "source")


def _verify_extract(op):
    st, rt = op.operands[0].value.type, op.results[0].type
    if st.element_type != rt.element_type:
        raise _err(op, "failed to verify that all of {source, result} have same element type")
    _multiple(op, _num_elements(rt), "result")


SCALABLE_INSERT = define(
    "vector.scalable.insert", operands=(Operand("valueToStore", RANK1), Operand("dest", SCALABLE_RANK1)),
    results=(Result("res", SCALABLE_RANK1),),
    format="$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)",
    result_types=lambda types, props: [types[1]], int_properties={"pos": T.i64}, required=("pos",),
    verify_attrs=_verify_pos, verify=_verify_insert, traits=(PURE,),
    convert_properties=P.converter("vector.scalable.insert", {"pos": _int_storage}))

SCALABLE_EXTRACT = define(
    "vector.scalable.extract", operands=(Operand("source", SCALABLE_RANK1),), results=(Result("res", RANK1),),
    format="$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)",
    int_properties={"pos": T.i64}, required=("pos",), verify_attrs=_verify_pos, verify=_verify_extract,
    traits=(PURE,), convert_properties=P.converter("vector.scalable.extract", {"pos": _int_storage}))
