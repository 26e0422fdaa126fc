"""vector ops declared in one piece (dialects/define.py): reductions,
shape_cast, transpose, strided slices, memory ops (load/store, masked,
gather), masks, step, from_elements, interleave, bitcast, type_cast,
shuffle and yield.  Properties spelt in their attribute's own syntax
(``<add>``, ``[1, 0]``, ``fastmath<fast>``) are AttrSyntax rules of
grammar/vector.lark, whose callbacks are ``RULES`` here."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.layout import strides_and_offset
from ...ir.registry import PURE, RETURN_LIKE, TERMINATOR
from ...syntax.opspec import ParseError
from ..arith.attrs import fastmath_attr
from ..common import op_error as _err
from . import properties as P
from ..define import (ANY, INDEX, MEMREF, AttrSyntax, Constraint, Operand, Result, TypesMatch,
                      define)

KINDS = ("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
         "maximumf", "minimumf")
_FLOAT_KINDS = ("minnumf", "maxnumf", "maximumf", "minimumf")
_INT_KINDS = ("minui", "minsi", "maxui", "maxsi", "and", "or", "xor")


def _is_vec(t):
    return isinstance(t, T.VectorType)


VECTOR = Constraint("vector of any type values", _is_vec, kind=("builtin.vector", _is_vec))
VECTOR_OF_I1 = Constraint("vector of 1-bit signless integer values",
                          lambda t: _is_vec(t) and t.element_type == T.i1,
                          kind=("builtin.vector", _is_vec))
FIXED_VECTOR_OF_I1 = Constraint("fixed-length vector of 1-bit signless integer values",
                                lambda t: _is_vec(t) and t.element_type == T.i1 and bool(t.shape)
                                and not any(t.scalable or ()), kind=("builtin.vector", _is_vec))
FIXED_VECTOR = Constraint("fixed-length vector of any type values",
                          lambda t: _is_vec(t) and not any(t.scalable or ()))
VECTOR_NZ = Constraint("vector of any type values", lambda t: _is_vec(t) and bool(t.shape),
                       kind=("builtin.vector", _is_vec))   # ODS's AnyVectorOfNonZeroRank: same words
SHAPED = Constraint("Tensor or MemRef of any type values",
                    lambda t: isinstance(t, (T.MemRefType, T.RankedTensorType)))
STEP_RESULT = Constraint("vector of index values of ranks 1",
                         lambda t: _is_vec(t) and len(t.shape) == 1 and t.element_type == T.index)
STATIC_MEMREF = Constraint("statically shaped memref of any type values",
                           lambda t: isinstance(t, T.MemRefType) and None not in t.shape)
INT_OR_INDEX_VECTOR = Constraint("vector of integer or index values",
                                 lambda t: _is_vec(t) and isinstance(t.element_type, (T.IntegerType, T.IndexType)))


def kind_of(attr) -> str:
    """The word of a ``#vector.kind<...>`` attribute (None when it is not one)."""
    s = str(attr).replace(" ", "")
    if s.startswith("#vector.kind<") and s.endswith(">"):
        w = s[len("#vector.kind<"):-1]
        return w if w in KINDS else None
    return None


def kind_attr(word: str) -> A.OpaqueAttr:
    return A.OpaqueAttr(f"#vector.kind<{word}>")


# ---- attribute syntaxes (grammar/vector.lark) ----------------------------------------------


def _kind_rule(op):
    """The callback of ``op``'s own `<kind>` rule: its errors are the custom
    op's (``custom op 'vector.reduction' expected ...``), as upstream's enum
    parser reports them through the op's parser."""
    def rule(tr, c):
        tok = c[0]
        if tok.value not in KINDS:
            raise ParseError(f"custom op '{op}' expected ::mlir::vector::CombiningKind to be one of: "
                             + ", ".join(KINDS), tok.line, tok.column)
        return kind_attr(tok.value)
    return rule


def _i64_array_rule(tr, c):
    mixed = c[0]
    if any(not isinstance(e, int) for e in mixed):
        e = next(e for e in mixed if not isinstance(e, int))
        raise ParseError("expected integer value", getattr(e, "line", 0), getattr(e, "col", 0))
    return A.DenseArrayAttr(T.i64, tuple(mixed))


def _fastmath_rule(tr, c):
    tok, flags = c
    if tok.value != "fastmath":
        raise ParseError("expected ':'", tok.line, tok.column)
    try:
        return fastmath_attr(flags)
    except ValueError as e:
        raise ParseError(str(e), tok.line, tok.column) from None


_KIND_OPS = ("reduction", "multi_reduction", "scan")   # one `<kind>` rule each: vector_kind_<op>
RULES = {"vector_i64_array": _i64_array_rule, "vector_fastmath": _fastmath_rule}
RULES.update({f"vector_kind_{o}": _kind_rule(f"vector.{o}") for o in _KIND_OPS})
KINDS_OF = {o: AttrSyntax(f"vector_kind_{o}", lambda a: "<" + (kind_of(a) or str(a)) + ">") for o in _KIND_OPS}
I64_ARRAY = AttrSyntax("vector_i64_array", lambda a: "[" + ", ".join(map(str, a.values)) + "]")
FASTMATH = AttrSyntax("vector_fastmath", lambda a: "fastmath" + str(a)[len("#arith.fastmath"):], optional=True)
NO_FASTMATH = fastmath_attr(0)


def _check_kind(op, t):
    k = kind_of(op.properties.get("kind"))
    if k is None:
        raise _err(op, "attribute 'kind' failed to satisfy constraint: Kind of combining function for "
                       "contractions and reductions")
    et = t.element_type if _is_vec(t) else t
    is_int = isinstance(et, (T.IntegerType, T.IndexType))
    if (k in _FLOAT_KINDS and not isinstance(et, T.FloatType)) or (k in _INT_KINDS and not is_int):
        return False
    return True


def _i64s(attr):
    return list(attr.values) if isinstance(attr, A.DenseArrayAttr) else None


def _int_list(attr):
    if isinstance(attr, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) for x in attr.value):
        return [x.value for x in attr.value]
    return None


# ---- reductions -----------------------------------------------------------------------------


def _verify_reduction(op):
    if len(op.operands) > 2:   # ODS: Optional<AnyType>:$acc
        raise _err(op, f"operand group starting at #1 requires 0 or 1 element, but found {len(op.operands) - 1}")
    vt = op.operands[0].value.type
    if len(vt.shape) > 1:
        raise _err(op, f"unsupported reduction rank: {len(vt.shape)}")
    if not _check_kind(op, vt):
        raise _err(op, f"unsupported reduction type ''{vt.element_type}'' for kind "
                       f"'{kind_of(op.properties['kind'])}'")


REDUCTION = define(
    "vector.reduction",
    operands=(Operand("vector", VECTOR), Operand("acc", ANY, variadic=True)),
    results=(Result("dest"),),
    format="$kind `,` $vector (`,` $acc^)? $fastmath attr-dict `:` type($vector) `into` type($dest)",
    types_match=(TypesMatch("source operand and result have same element type", "vector", "dest",
                            lambda t: t.element_type),
                 TypesMatch("dest and acc have the same type", "dest", "acc", lambda t: t)),
    attr_syntax={"kind": KINDS_OF["reduction"], "fastmath": FASTMATH}, defaults={"fastmath": NO_FASTMATH},
    verify=_verify_reduction, traits=(PURE,))


def _reduced_type(src, dims):
    shape = [d for i, d in enumerate(src.shape) if i not in dims]
    if not shape:
        return src.element_type
    sc = [s for i, s in enumerate(src.scalable or (False,) * len(src.shape)) if i not in dims]
    return T.VectorType(tuple(shape), src.element_type, tuple(sc) if any(sc) else ())


def _elt_or_self(t):
    return t.element_type if isinstance(t, T.ShapedType) else t


def _verify_multi_reduction(op):
    st = op.operands[0].value.type
    if _elt_or_self(op.results[0].type) != st.element_type:
        raise _err(op, "failed to verify that source operand and result have same element type")
    dims = _i64s(op.properties.get("reduction_dims"))
    if dims is None:
        raise _err(op, "attribute 'reduction_dims' failed to satisfy constraint: i64 dense array attribute")
    want = _reduced_type(st, set(dims))   # upstream: dimensions out of range reduce nothing
    if op.results[0].type != want:
        raise _err(op, f"destination type '{op.results[0].type}' is incompatible with source type '{st}'")


MULTI_REDUCTION = define(
    "vector.multi_reduction",
    operands=(Operand("source", VECTOR_NZ), Operand("acc")),
    results=(Result("dest"),), same_type=("dest", "acc"),
    format="$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)",
    attr_syntax={"kind": KINDS_OF["multi_reduction"], "reduction_dims": I64_ARRAY},
    verify=_verify_multi_reduction, traits=(PURE,),
    convert_properties=P.converter("vector.multi_reduction", {"reduction_dims": P.I64_ARRAY}))


# ---- shape_cast / transpose / bitcast / type_cast ----------------------------------------------


def _num(t):
    n = 1
    for d in t.shape:
        n *= d
    return n


def _verify_shape_cast(op):
    s, r = op.operands[0].value.type, op.results[0].type
    if s.element_type != r.element_type:
        raise _err(op, "has different source and result element types")
    if _num(s) != _num(r):
        raise _err(op, f"has different number of elements at source ({_num(s)}) and result ({_num(r)})")


SHAPE_CAST = define("vector.shape_cast", operands=(Operand("source", VECTOR),), results=(Result("result", VECTOR),),
                    format="$source attr-dict `:` type($source) `to` type($result)",
                    verify=_verify_shape_cast, traits=(PURE,))


def _verify_transpose(op):
    s, r = op.operands[0].value.type, op.results[0].type
    perm = _i64s(op.properties.get("permutation"))
    if perm is None:
        raise _err(op, "attribute 'permutation' failed to satisfy constraint: i64 dense array attribute")
    if s.element_type != r.element_type:
        raise _err(op, "failed to verify that operand and result have same element type")
    rank = len(r.shape)
    if len(s.shape) != rank:
        raise _err(op, f"vector result rank mismatch: {rank}")
    if len(perm) != rank:
        raise _err(op, f"transposition length mismatch: {len(perm)}")
    seen = set()
    for i, p in enumerate(perm):
        if not 0 <= p < rank:
            raise _err(op, f"transposition index out of range: {p}")
        if p in seen:
            raise _err(op, f"duplicate position index: {p}")
        seen.add(p)
        if r.shape[i] != s.shape[p]:
            raise _err(op, f"dimension size mismatch at: {p}")


TRANSPOSE = define("vector.transpose", operands=(Operand("vector", VECTOR),), results=(Result("result", VECTOR),),
                   format="$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)",
                   attr_syntax={"permutation": I64_ARRAY}, verify=_verify_transpose, traits=(PURE,),
                   convert_properties=P.converter("vector.transpose", {"permutation": P.I64_ARRAY}))


def _bits(t):
    return getattr(t.element_type, "width", 64 if isinstance(t.element_type, T.IndexType) else 0)


def _verify_bitcast(op):
    s, r = op.operands[0].value.type, op.results[0].type
    if len(s.shape) != len(r.shape):
        raise _err(op, "failed to verify that all of {source, result} have same rank")
    for i in range(len(s.shape) - 1):
        if s.shape[i] != r.shape[i]:
            raise _err(op, f"dimension size mismatch at: {i}")
    if not s.shape:
        if _bits(s) != _bits(r):
            raise _err(op, "source/result bitwidth of the 0-D vector element types must be equal")
    elif _bits(s) * s.shape[-1] != _bits(r) * r.shape[-1]:
        raise _err(op, "source/result bitwidth of the minor 1-D vectors must be equal")


BITCAST = define("vector.bitcast", operands=(Operand("source", VECTOR),), results=(Result("result", VECTOR),),
                 format="$source attr-dict `:` type($source) `to` type($result)",
                 verify=_verify_bitcast, traits=(PURE,))


def _identity_layout(t):
    """upstream canonicalizeStridedLayout(t).getLayout().isIdentity()"""
    if not isinstance(t, T.MemRefType) or t.layout is None:
        return True
    so = strides_and_offset(t)
    return so is not None and so == strides_and_offset(T.MemRefType(t.shape, t.element_type)) \
        and None not in so[0]


def _verify_type_cast(op):
    s, r = op.operands[0].value.type, op.results[0].type
    if not _identity_layout(s):
        raise _err(op, "expects operand to be a memref with identity layout")
    if not _identity_layout(r):
        raise _err(op, "expects result to be a memref with identity layout")
    if s.memory_space != r.memory_space:
        raise _err(op, "expects result in same memory space")

    def scalar(t):
        e = t.element_type
        return e.element_type if _is_vec(e) else e

    def shape(t):   # upstream extractShape: the memref's, then its vector element's
        e = t.element_type
        return tuple(t.shape) + (tuple(e.shape) if _is_vec(e) else ())
    if scalar(s) != scalar(r):
        raise _err(op, f"expects result and operand with same underlying scalar type: '{r}'")
    if shape(s) != shape(r):
        raise _err(op, f"expects concatenated result and operand shapes to be equal: '{r}'")


TYPE_CAST = define("vector.type_cast", operands=(Operand("memref", STATIC_MEMREF),), results=(Result("result", MEMREF),),
                   format="$memref attr-dict `:` type($memref) `to` type($result)",
                   verify=_verify_type_cast, traits=(PURE,), view_source=lambda op: op.operands[0].value)


# ---- strided slices ---------------------------------------------------------------------------


def _strided_lists(op, names):
    lists = {}
    for n in names:
        a = op.properties.get(n)
        if a is None:
            raise _err(op, f"requires attribute '{n}'")
        v = _int_list(a)
        if v is None:
            raise _err(op, f"attribute '{n}' failed to satisfy constraint: 64-bit integer array attribute")
        lists[n] = v
    return lists


def _confined_to_shape(op, name, vals, shape, half_open=True, lo=0):
    """upstream isIntegerArrayAttrConfinedToShape"""
    for i, (v, d) in enumerate(zip(vals, shape)):
        hi = d if half_open else d + 1
        if v < lo or v >= hi:
            raise _err(op, f"expected {name} dimension {i} to be confined to [{lo}, {hi})")


def _strides_are_one(op, vals):
    """upstream isIntegerArrayAttrConfinedToRange(strides, 1, 1, closed)"""
    if any(v != 1 for v in vals):
        raise _err(op, "expected strides to be confined to [1, 2)")


def _sum_confined(op, a, b, vals_a, vals_b, shape, lo=1):
    """upstream isSumOfIntegerArrayAttrConfinedToShape (closed upper bound)"""
    for i, (x, y, d) in enumerate(zip(vals_a, vals_b, shape)):
        if x + y < lo or x + y >= d + 1:
            raise _err(op, f"expected sum({a}, {b}) dimension {i} to be confined to [{lo}, {d + 1})")


def _verify_extract_strided(op):
    vt, rt = op.operands[0].value.type, op.results[0].type
    if vt.element_type != rt.element_type:
        raise _err(op, "failed to verify that operand and result have same element type")
    L = _strided_lists(op, ("offsets", "sizes", "strides"))
    offs, sizes, strides = L["offsets"], L["sizes"], L["strides"]
    if len(offs) != len(sizes) or len(offs) != len(strides):
        raise _err(op, "expected offsets, sizes and strides attributes of same size")
    for n in ("offsets", "sizes", "strides"):
        if len(L[n]) > len(vt.shape):
            raise _err(op, f"expected {n} attribute of rank no greater than vector rank")
    _confined_to_shape(op, "offsets", offs, vt.shape)
    _confined_to_shape(op, "sizes", sizes, vt.shape, half_open=False, lo=1)
    _strides_are_one(op, strides)
    _sum_confined(op, "offsets", "sizes", offs, sizes, vt.shape)
    shape = tuple(sizes) + tuple(vt.shape[len(sizes):])
    sc = tuple(vt.scalable) if vt.scalable else ()
    want = T.VectorType(shape, vt.element_type, sc if any(sc) else ())
    if rt != want:
        raise _err(op, f"expected result type to be '{want}'")


EXTRACT_STRIDED_SLICE = define(
    "vector.extract_strided_slice", operands=(Operand("vector", VECTOR_NZ),), results=(Result("result", VECTOR_NZ),),
    format="$vector attr-dict `:` type($vector) `to` type($result)", properties=("offsets", "sizes", "strides"),
    verify=_verify_extract_strided, traits=(PURE,),
    convert_properties=P.converter("vector.extract_strided_slice",
                                   {"offsets": P.ARRAY, "sizes": P.ARRAY, "strides": P.ARRAY}))


def _verify_insert_strided(op):
    st, dt = op.operands[0].value.type, op.operands[1].value.type
    if st.element_type != dt.element_type:
        raise _err(op, "failed to verify that operand #0 and result have same element type")
    L = _strided_lists(op, ("offsets", "strides"))
    offs, strides = L["offsets"], L["strides"]
    if len(offs) != len(dt.shape):
        raise _err(op, "expected offsets of same size as destination vector rank")
    if len(strides) != len(st.shape):
        raise _err(op, "expected strides of same size as source vector rank")
    if len(st.shape) > len(dt.shape):
        raise _err(op, "expected source rank to be no greater than destination rank")
    lead = len(dt.shape) - len(st.shape)
    ssc, dsc = st.scalable or (False,) * len(st.shape), dt.scalable or (False,) * len(dt.shape)
    for i in range(len(st.shape)):
        if ssc[i] != dsc[lead + i]:
            raise _err(op, f"mismatching scalable flags (at source vector idx={i})")
    src_as_dst = [0] * lead + list(st.shape)
    _confined_to_shape(op, "offsets", offs, dt.shape)
    _strides_are_one(op, strides)
    _sum_confined(op, "offsets", "source vector shape", offs, src_as_dst, dt.shape, lo=1)


INSERT_STRIDED_SLICE = define(
    "vector.insert_strided_slice", operands=(Operand("valueToStore", VECTOR_NZ), Operand("dest", VECTOR_NZ)),
    results=(Result("result", VECTOR_NZ),), same_type=("dest", "result"),
    format="$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)",
    properties=("offsets", "strides"), verify=_verify_insert_strided, traits=(PURE,),
    convert_properties=P.converter("vector.insert_strided_slice", {"offsets": P.ARRAY, "strides": P.ARRAY}))


# ---- masks, step, from_elements ----------------------------------------------------------------


def _verify_create_mask(op):
    rt = op.results[0].type
    if not rt.shape:
        if len(op.operands) != 1:
            raise _err(op, "must specify exactly one operand for 0-D create_mask")
    elif len(op.operands) != len(rt.shape):
        raise _err(op, "must specify an operand for each result vector dimension")


CREATE_MASK = define("vector.create_mask", operands=(Operand("operands", INDEX, variadic=True),),
                     results=(Result("result", VECTOR_OF_I1),), format="$operands* attr-dict `:` type($result)",
                     verify=_verify_create_mask, traits=(PURE,))


def _verify_constant_mask(op):
    rt = op.results[0].type
    sizes = _i64s(op.properties.get("mask_dim_sizes"))
    if sizes is None:
        raise _err(op, "requires attribute 'mask_dim_sizes'")
    if not rt.shape:
        if len(sizes) != 1:
            raise _err(op, "array attr must have length 1 for 0-D vectors", False)
        if sizes[0] not in (0, 1):
            raise _err(op, "mask dim size must be either 0 or 1 for 0-D vectors", False)
        return
    if len(sizes) != len(rt.shape):
        raise _err(op, "must specify array attr of size equal vector result rank")
    scalable = rt.scalable or (False,) * len(rt.shape)
    for i, s in enumerate(sizes):
        if not 0 <= s <= rt.shape[i]:
            raise _err(op, "array attr of size out of bounds of vector result dimension size")
        if scalable[i] and s not in (0, rt.shape[i]):
            raise _err(op, "only supports 'none set' or 'all set' scalable dimensions")
    if any(s == 0 for s in sizes) and any(s != 0 for s in sizes):
        raise _err(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim")


CONSTANT_MASK = define("vector.constant_mask", results=(Result("result", VECTOR_OF_I1),),
                       format="$mask_dim_sizes attr-dict `:` type($result)", attr_syntax={"mask_dim_sizes": I64_ARRAY},
                       verify=_verify_constant_mask, traits=(PURE,),
                       convert_properties=P.converter("vector.constant_mask", {"mask_dim_sizes": P.I64_ARRAY}))


def _verify_step(op):
    rt = op.results[0].type
    if len(rt.shape) != 1 or rt.element_type != T.index:
        raise _err(op, f"result #0 must be vector of index values of ranks 1, but got '{rt}'")


STEP = define("vector.step", results=(Result("result", STEP_RESULT),), format="attr-dict `:` type($result)",
              verify=_verify_step, traits=(PURE,))


def _verify_from_elements(op):
    rt = op.results[0].type
    if len(op.operands) != _num(rt):
        raise _err(op, "failed to verify that shaped type 'dest' matches 'elements' element count and types")


FROM_ELEMENTS = define(
    "vector.from_elements", operands=(Operand("elements", ANY, variadic=True),), results=(Result("dest", FIXED_VECTOR),),
    format="$elements* attr-dict `:` type($dest)",
    types_match=(TypesMatch("shaped type 'dest' matches 'elements' element count and types", "dest", "elements",
                            lambda t: t.element_type),),
    verify=_verify_from_elements, traits=(PURE,))


VSCALE = define("vector.vscale", results=(Result("res", INDEX),), format="attr-dict",
                result_types=lambda types, props: [T.index], traits=(PURE,), hint="vscale")


# ---- interleave / deinterleave / shuffle ----------------------------------------------------------


def _half(t, twice=False):
    shape = list(t.shape)
    if shape:
        shape[-1] = shape[-1] * 2 if twice else shape[-1] // 2
    return T.VectorType(tuple(shape or (2,)), t.element_type, t.scalable)


INTERLEAVE = define(
    "vector.interleave", operands=(Operand("lhs", VECTOR), Operand("rhs", VECTOR)), results=(Result("result", VECTOR_NZ),),
    same_type=("lhs", "rhs"), format="$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)",
    types_match=(TypesMatch("type of 'result' is double the width of the inputs", "lhs", "result",
                            lambda t: _half(t, True)),),
    traits=(PURE,))


def _verify_deinterleave(op):
    st = op.operands[0].value.type
    if not st.shape or st.shape[-1] % 2:
        raise _err(op, "failed to verify that the trailing dimension of the source vector has an even number "
                       "of elements")


DEINTERLEAVE = define(
    "vector.deinterleave", operands=(Operand("source", VECTOR_NZ),),
    results=(Result("res1", VECTOR), Result("res2", VECTOR)), same_type=("res1", "res2"),
    format="$source attr-dict `:` type($source) `->` type($res1)",
    types_match=(TypesMatch("the trailing dimension of the results is half the width of source trailing dimension",
                            "source", "res1", _half),),
    verify=_verify_deinterleave, traits=(PURE,), hint=("res1", "res2"))


def _shuffle_type(types, props):
    v1 = types[0]
    m = props.get("mask")
    n = len(m.values) if isinstance(m, A.DenseArrayAttr) else 0
    if not _is_vec(v1):
        return [T.VectorType((n,), v1)]
    return [T.VectorType((n,) + tuple(v1.shape[1:]), v1.element_type)]


def _verify_shuffle(op):
    v1, v2, rt = op.operands[0].value.type, op.operands[1].value.type, op.results[0].type
    if v1.element_type != rt.element_type:
        raise _err(op, "failed to verify that first operand v1 and result have same element type")
    if v2.element_type != rt.element_type:
        raise _err(op, "failed to verify that second operand v2 and result have same element type")
    r1, r2, rr = len(v1.shape), len(v2.shape), len(rt.shape)
    if not (r1 == 0 and r2 == 0 and rr == 1) and not (r1 == rr and r2 == rr):
        raise _err(op, "rank mismatch")
    for r in range(1, r1):
        if not rt.shape[r] == v1.shape[r] == v2.shape[r]:
            raise _err(op, "dimension mismatch")
    mask = _i64s(op.properties.get("mask"))
    if mask is None:
        raise _err(op, "attribute 'mask' failed to satisfy constraint: i64 dense array attribute")
    if not mask:
        raise _err(op, "invalid mask length")
    if len(mask) != rt.shape[0]:
        raise _err(op, "mask length mismatch")
    n = (v1.shape[0] if r1 else 1) + (v2.shape[0] if r2 else 1)
    for i, m in enumerate(mask):
        if m != -1 and not 0 <= m < n:
            raise _err(op, f"mask index #{i + 1} out of range")
    want = _shuffle_type([v1], op.properties)[0]
    if rt != want:
        raise _err(op, f"inferred type(s) '{want}' are incompatible with return type(s) of operation '{rt}'")


SHUFFLE = define(
    "vector.shuffle", operands=(Operand("v1", FIXED_VECTOR), Operand("v2", FIXED_VECTOR)),
    results=(Result("result", VECTOR_NZ),),
    format="$v1 `,` $v2 $mask attr-dict `:` type($v1) `,` type($v2)", result_types=_shuffle_type,
    attr_syntax={"mask": I64_ARRAY}, required=("mask",), verify=_verify_shuffle, traits=(PURE,),
    convert_properties=P.converter("vector.shuffle", {"mask": P.I64_ARRAY}))


YIELD = define("vector.yield", operands=(Operand("operands", ANY, variadic=True),),
               format="attr-dict ($operands*^ `:` type($operands))?", traits=(TERMINATOR, RETURN_LIKE, PURE))
