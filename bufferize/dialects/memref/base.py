"""memref shared pieces: type conversions, layout strides/offsets, operand checks."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.layout import strides_and_offset  # noqa: F401  (re-exported)
from ..common import DYNAMIC, RULES as _COMMON_RULES, op_error as _err, seg_attr


_ = _COMMON_RULES  # the tensor dialect registers dynamic_index_list's callbacks


def default_segments(op, n: int) -> None:
    """Upstream default-initialises a missing operandSegmentSizes property to
    all zeros (generic input without it then fails the count check)."""
    if "operandSegmentSizes" not in op.properties and "operandSegmentSizes" not in op.attributes:
        op.properties["operandSegmentSizes"] = seg_attr(*([0] * n))


def _sym(tok) -> str:
    from ...syntax.parser import _sym_name
    return _sym_name(tok.value)


def memref_to_tensor_type(t):
    """The tensor type with a memref type's shape and element type."""
    if isinstance(t, T.UnrankedMemRefType):
        return T.UnrankedTensorType(t.element_type)
    if isinstance(t, T.MemRefType):
        return T.RankedTensorType(t.shape, t.element_type)
    return None


def tensor_to_memref_type(t):
    """The identity-layout memref type of a tensor type."""
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedMemRefType(t.element_type)
    if isinstance(t, T.RankedTensorType):
        return T.MemRefType(t.shape, t.element_type)
    return None


# ---- shared verification helpers ------------------------------------------------


def _type_desc(t) -> str:
    return str(t)


def expect_counts(op, operands=None, results=None, min_operands=None):
    if operands is not None and len(op.operands) != operands:
        raise _err(op, f"expected {operands} operands, but found {len(op.operands)}")
    if min_operands is not None and len(op.operands) < min_operands:
        raise _err(op, f"expected {min_operands} or more operands, but found {len(op.operands)}")
    if results is not None and len(op.results) != results:
        raise _err(op, f"requires {'one result' if results == 1 else f'{results} results'}"
                   if results == 1 or results == 0 else f"expected {results} results, but found {len(op.results)}")


def _expect_results(op, n):
    if len(op.results) != n:
        if n == 0:
            raise _err(op, f"requires zero results")
        if n == 1:
            raise _err(op, f"requires one result")
        raise _err(op, f"expected {n} results, but found {len(op.results)}")


def _expect_operands(op, n):
    if len(op.operands) != n:
        if n == 1:
            raise _err(op, "requires a single operand")
        raise _err(op, f"expected {n} operands, but found {len(op.operands)}")


def _memref_kind(op, t, what: str, idx: int, ranked=False, unranked_ok=True):
    ok = isinstance(t, T.MemRefType) or (unranked_ok and not ranked and isinstance(t, T.UnrankedMemRefType))
    if not ok:
        desc = "memref of any type values" if not ranked else "ranked or unranked memref of any type values"
        if ranked:
            desc = "memref of any type values"
        raise _err(op, f"{what} #{idx} must be {desc}, but got '{t}'")


def _index_kind(op, t, what: str, idx: int):
    if not isinstance(t, T.IndexType):
        raise _err(op, f"{what} #{idx} must be variadic of index, but got '{t}'")


def _check_operand_types(op, start, desc="index"):
    for i, o in enumerate(op.operands[start:], start):
        if not isinstance(o.value.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")


def _prop(op, name, cls, desc):
    v = op.properties.get(name)
    if v is None:
        raise _err(op, f"requires attribute '{name}'")
    if not isinstance(v, cls):
        raise _err(op, f"attribute '{name}' failed to satisfy constraint: {desc}")
    return v


def _alignment_error(a, name="alignment"):
    """ODS's IntValidAlignment<I64Attr> constraint: its message, or None."""
    if not isinstance(a, A.IntegerAttr) or a.type != T.i64 or a.value <= 0 or (a.value & (a.value - 1)):
        return (f"attribute '{name}' failed to satisfy constraint: 64-bit signless integer attribute "
                f"whose value is positive and whose value is a power of two > 0")
    return None


def _opt_alignment(op, name="alignment"):
    a = op.properties.get(name)
    if a is None:
        return
    msg = _alignment_error(a, name)
    if msg:
        raise _err(op, msg)


def _identity_layout(t) -> bool:
    """MemRefLayoutAttrInterface::isIdentity of ``t``'s layout."""
    lay = t.layout
    if lay is None:
        return True
    if isinstance(lay, A.StridedLayoutAttr):
        return t.rank == 1 and lay.offset == 0 and tuple(lay.strides) == (1,)
    m = getattr(lay, "map", None)
    return m is not None and getattr(m, "is_identity", lambda: False)()


# ---- alloc / alloca --------------------------------------------------------------



def _subview_strides_and_offset(source_strides_and_offset, offs, steps):
    """Result strides and offset of a subview (upstream's SaturatedInteger
    arithmetic: 0 times anything is 0; any other product or sum with a
    dynamic value is dynamic)."""
    sstr, soff = source_strides_and_offset
    strides = [_sat_mul(s, None if k == DYNAMIC else k) for s, k in zip(sstr, steps)]
    off = soff
    for o, s in zip(offs, sstr):
        term = _sat_mul(None if o == DYNAMIC else o, s)
        off = None if off is None or term is None else off + term
    return strides, off


def _sat_mul(a, b):
    if a == 0 or b == 0:
        return 0
    return None if a is None or b is None else a * b

