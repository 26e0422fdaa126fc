"""vector memory ops declared in one piece (dialects/define.py): load and
store, maskedload and maskedstore, gather, expandload and compressstore."""
from __future__ import annotations

from ...ir import types as T
from ...ir.layout import strides_and_offset
from ..common import op_error as _err
from ..define import INDEX, MEMREF, Operand, Result, define
from ...ir import attributes as A
from . import properties as P
from .declared import FIXED_VECTOR_OF_I1, INT_OR_INDEX_VECTOR, SHAPED, VECTOR, VECTOR_NZ, VECTOR_OF_I1, _is_vec, _num


# ---- memory: load/store, masked, gather ---------------------------------------------------------


def _check_indices(op, base_t, n):
    if n != len(base_t.shape):
        raise _err(op, f"requires {len(base_t.shape)} indices")


def _unit_stride_layout(op, vt, bt):
    """upstream verifyLoadStoreMemRefLayout: a vector of more than one element
    needs a unit stride in the memref's most minor dimension."""
    if not any(vt.scalable or ()) and (not vt.shape or _num(vt) == 1):
        return
    so = strides_and_offset(bt) if isinstance(bt, T.MemRefType) else None
    if so is None or (so[0] and so[0][-1] != 1):
        raise _err(op, "most minor memref dim must have unit stride")


def _verify_load(op):
    bt, rt = op.operands[0].value.type, op.results[0].type
    _unit_stride_layout(op, rt, bt)
    if len(bt.shape) < len(rt.shape):
        raise _err(op, "destination memref has lower rank than the result vector")
    et = bt.element_type
    if _is_vec(et):
        if et != rt:
            raise _err(op, "base memref and result vector types should match")
        et = et.element_type
    if rt.element_type != et:
        raise _err(op, "base and result element types should match")
    _check_indices(op, bt, len(op.operands) - 1)


def _verify_store(op):
    vt, bt = op.operands[0].value.type, op.operands[1].value.type
    _unit_stride_layout(op, vt, bt)
    if len(bt.shape) < len(vt.shape):
        raise _err(op, "source memref has lower rank than the vector to store")
    et = bt.element_type
    if _is_vec(et):
        if et != vt:
            raise _err(op, "base memref and valueToStore vector types should match")
        et = et.element_type
    if vt.element_type != et:
        raise _err(op, "base and valueToStore element type should match")
    _check_indices(op, bt, len(op.operands) - 2)


_MEM_PROPS = ("nontemporal", "alignment")
LOAD = define("vector.load", operands=(Operand("base", MEMREF), Operand("indices", INDEX, variadic=True)),
              results=(Result("result", VECTOR),),
              format="$base `[` $indices* `]` attr-dict `:` type($base) `,` type($result)",
              properties=_MEM_PROPS, defaults={"nontemporal": A.FALSE}, verify=_verify_load,
              convert_properties=P.converter("vector.load", {"alignment": P.INT, "nontemporal": P.BOOL}),
              effects=[("read", "operand", 0)])
STORE = define("vector.store",
               operands=(Operand("valueToStore", VECTOR), Operand("base", MEMREF),
                         Operand("indices", INDEX, variadic=True)),
               format="$valueToStore `,` $base `[` $indices* `]` attr-dict `:` type($base) `,` type($valueToStore)",
               properties=_MEM_PROPS, defaults={"nontemporal": A.FALSE}, verify=_verify_store,
              convert_properties=P.converter("vector.store", {"alignment": P.INT, "nontemporal": P.BOOL}),
               effects=[("write", "operand", 1)])


def _verify_masked(op, value_pos, mask_pos, load):
    vals = [o.value for o in op.operands]
    bt = vals[0].type
    vt = op.results[0].type if load else vals[value_pos].type
    _check_indices(op, bt, len(vals) - 3)
    if vt.element_type != bt.element_type:
        raise _err(op, f"base and {'result' if load else 'valueToStore'} element type should match")
    if tuple(vals[mask_pos].type.shape) != tuple(vt.shape):
        raise _err(op, f"expected {'result' if load else 'valueToStore'} shape to match mask shape")
    if load and vals[-1].type != vt:
        raise _err(op, "expected pass_thru of same type as result type")


MASKEDLOAD = define(
    "vector.maskedload",
    operands=(Operand("base", MEMREF), Operand("indices", INDEX, variadic=True), Operand("mask", VECTOR_OF_I1),
              Operand("pass_thru", VECTOR)),
    results=(Result("result", VECTOR),),
    format="$base `[` $indices* `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` "
           "type($pass_thru) `into` type($result)",
    properties=("alignment",), verify=lambda op: _verify_masked(op, None, -2, True), convert_properties=P.converter("vector.maskedload", {"alignment": P.INT}),
    effects=[("read", "operand", 0)])
MASKEDSTORE = define(
    "vector.maskedstore",
    operands=(Operand("base", MEMREF), Operand("indices", INDEX, variadic=True), Operand("mask", VECTOR_OF_I1),
              Operand("valueToStore", VECTOR)),
    format="$base `[` $indices* `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` "
           "type($valueToStore)",
    properties=("alignment",), verify=lambda op: _verify_masked(op, -1, -2, False), convert_properties=P.converter("vector.maskedstore", {"alignment": P.INT}),
    effects=[("write", "operand", 0)])


def _gather_effects(op):
    return [("read", "operand", 0)] if isinstance(op.operands[0].value.type, T.MemRefType) else []


def _verify_gather(op):
    vals = [o.value for o in op.operands]
    bt, it, mt, pt = vals[0].type, vals[-3].type, vals[-2].type, vals[-1].type
    rt = op.results[0].type
    _check_indices(op, bt, len(vals) - 4)
    if rt.element_type != bt.element_type:
        raise _err(op, "base and result element type should match")
    if tuple(it.shape) != tuple(rt.shape):
        raise _err(op, "expected result dim to match indices dim")
    if tuple(mt.shape) != tuple(rt.shape):
        raise _err(op, "expected result dim to match mask dim")
    if pt != rt:
        raise _err(op, "expected pass_thru of same type as result type")


GATHER = define(
    "vector.gather",
    operands=(Operand("base", SHAPED), Operand("offsets", INDEX, variadic=True),
              Operand("indices", INT_OR_INDEX_VECTOR), Operand("mask", VECTOR_OF_I1), Operand("pass_thru", VECTOR_NZ)),
    results=(Result("result", VECTOR_NZ),),
    format="$base `[` $offsets* `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` "
           "type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)",
    properties=("alignment",), verify=_verify_gather, convert_properties=P.converter("vector.gather", {"alignment": P.INT}), effects=_gather_effects)



# ---- expandload / compressstore ----------------------------------------------------------------


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
    operands=(Operand("base", MEMREF), Operand("indices", INDEX, variadic=True), Operand("mask", FIXED_VECTOR_OF_I1),
              Operand("pass_thru", VECTOR_NZ)),
    results=(Result("result", VECTOR_NZ),),
    format="$base `[` $indices* `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` "
           "type($pass_thru) `into` type($result)",
    properties=("alignment",), verify=_verify_expand, convert_properties=P.converter("vector.expandload", {"alignment": P.INT}), effects=[("read", "operand", 0)])


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
    operands=(Operand("base", MEMREF), Operand("indices", INDEX, variadic=True), Operand("mask", FIXED_VECTOR_OF_I1),
              Operand("valueToStore", VECTOR_NZ)),
    format="$base `[` $indices* `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` "
           "type($valueToStore)",
    properties=("alignment",), verify=_verify_compress, convert_properties=P.converter("vector.compressstore", {"alignment": P.INT}), effects=[("write", "operand", 0)])


