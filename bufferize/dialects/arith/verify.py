"""arith verifiers: operand/result counts and kinds, flag properties, casts, constants (upstream wording)."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from .attrs import (CASTS, CMPF_PREDICATES, CMPI_PREDICATES, FLAGS, ROUNDING_MODES, _FLAG_PROP, _KIND_DESC, _elem,
                    _flag_names, _kind_ok, fastmath_attr, overflow_attr)
from .shapes import SHAPED, compatible_shape, compatible_shapes, same_tensor_dims, verify_elementwise
from .syntax import _i1_like, constant_text
from ..common import op_error as _err


# ---- properties conversion (generic form) and verification ----------------------

def _convert_flags(name):
    kind, default = FLAGS[name]
    prop = _FLAG_PROP[kind]

    def conv(props):
        a = props.get(prop)
        if a is None:
            if default:
                props[prop] = fastmath_attr(0) if kind == "fastmath" else overflow_attr(0)
            return
        names = _flag_names(a, kind)
        if names is None:
            raise ValueError(f"invalid properties {_props_text(props)} for op {name}: Invalid attribute "
                             f"`{prop}` in property conversion: {_typed_text(a)}")
        props[prop] = fastmath_attr(names) if kind == "fastmath" else overflow_attr(names)
    return conv


def _typed_text(a):
    """An attribute as upstream prints it in a dictionary (i64/f64 types kept)."""
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        return constant_text(a)
    return str(a)


def _props_text(props):
    return "{" + ", ".join(f"{k} = {_typed_text(v)}" for k, v in sorted(props.items())) + "}"


def _check_enum(name, props, prop, n, width):
    a = props.get(prop)
    if a is None:
        return
    if not isinstance(a, A.IntegerAttr) or a.type != T.IntegerType(width) or not 0 <= a.value < n:
        raise ValueError(f"invalid properties {_props_text(props)} for op {name}: Invalid attribute "
                         f"`{prop}` in property conversion: {_typed_text(a)}")


def _make_converter(name):
    flag = _convert_flags(name) if name in FLAGS else None

    def conv(props):
        if name in ("arith.cmpi", "arith.cmpf"):
            _check_enum(name, props, "predicate",
                        len(CMPI_PREDICATES if name == "arith.cmpi" else CMPF_PREDICATES), 64)
        if name == "arith.truncf":
            _check_enum(name, props, "roundingmode", len(ROUNDING_MODES), 32)
        if flag is not None:
            flag(props)
    # upstream: invalid ones spelt in the attribute dictionary are the verifier's (_verify_attrs)
    conv.attr_dict_to_verifier = True
    return conv


_FLAG_DESC = {"fastmath": "Floating point fast math flags", "overflow": "Integer overflow arith flags"}


def _enum_ok(a, n, width) -> bool:
    return isinstance(a, A.IntegerAttr) and a.type == T.IntegerType(width) and 0 <= a.value < n


def _verify_attrs(op):
    """The properties' constraints, in ODS's words, before the operands'."""
    p = op.properties
    if "predicate" in p and op.name in ("arith.cmpi", "arith.cmpf"):
        n = len(CMPI_PREDICATES if op.name == "arith.cmpi" else CMPF_PREDICATES)
        if not _enum_ok(p["predicate"], n, 64):
            raise _err(op, "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer "
                           f"cases: {', '.join(map(str, range(n)))}")
    if "roundingmode" in p and not _enum_ok(p["roundingmode"], len(ROUNDING_MODES), 32):
        raise _err(op, "attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode")
    f = FLAGS.get(op.name)
    if f is not None:
        a = p.get(_FLAG_PROP[f[0]])
        if a is not None and _flag_names(a, f[0]) is None:
            raise _err(op, f"attribute '{_FLAG_PROP[f[0]]}' failed to satisfy constraint: {_FLAG_DESC[f[0]]}")


def check_counts(op, n_operands, n_results=1):
    if len(op.operands) != n_operands:
        if n_operands == 1:
            raise _err(op, "requires a single operand")
        raise _err(op, f"expected {n_operands} operands, but found {len(op.operands)}")
    if len(op.results) != n_results:
        if n_results == 1:
            raise _err(op, "requires one result")
        raise _err(op, f"requires {n_results} results")
    for r in op.regions:
        if r.blocks:
            raise _err(op, f"requires zero regions")
    if op.successors:
        raise _err(op, "requires zero successors")


def check_kind(op, kind, types=None, what="operand"):
    vals = [o.value.type for o in op.operands] if what == "operand" else [r.type for r in op.results]
    for i, t in enumerate(vals):
        if not _kind_ok(kind, t):
            raise _err(op, f"{what} #{i} must be {_KIND_DESC[kind]}, but got '{t}'")


def check_same_types(op):
    ts = [o.value.type for o in op.operands] + [r.type for r in op.results]
    if any(t != ts[0] for t in ts):
        raise _err(op, "requires the same type for all operands and results")


def check_flag_prop(op):
    f = FLAGS.get(op.name)
    if f is None:
        return
    prop = _FLAG_PROP[f[0]]
    a = op.properties.get(prop)
    if a is None:
        if f[1]:
            raise _err(op, f"requires attribute '{prop}'")
        return
    if _flag_names(a, f[0]) is None:
        raise _err(op, f"attribute '{prop}' failed to satisfy constraint")


def _no_regions(op):
    """What check_counts checked beyond the declared counts (ODS's ZeroRegions, ZeroSuccessors)."""
    for r in op.regions:
        if r.blocks:
            raise _err(op, "requires zero regions")
    if op.successors:
        raise _err(op, "requires zero successors")


def _verify_flags(op):
    """After the declared checks: no regions, and the flag property's constraint."""
    _no_regions(op)
    check_flag_prop(op)


def _verify_cmp(op):
    _no_regions(op)
    preds = CMPI_PREDICATES if op.name == "arith.cmpi" else CMPF_PREDICATES
    p = op.properties["predicate"]
    if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < len(preds):
        raise _err(op, "attribute 'predicate' failed to satisfy constraint")
    check_flag_prop(op)


def _shape_for_match(t):
    """What ODS's AllShapesMatch compares: a shaped type's sizes (None for
    an unranked one); not shaped: no match."""
    if isinstance(t, (T.UnrankedTensorType, T.UnrankedMemRefType)):
        return None
    return t.shape


def _verify_select(op):
    """The BooleanConditionOrMatchingShape predicate, Elementwise, then
    SelectOp::verify (upstream's order and words)."""
    _no_regions(op)
    c = op.operands[0].value.type
    r = op.results[0].type
    if c != T.i1 and not (isinstance(c, SHAPED) and isinstance(r, SHAPED)
                          and _shape_for_match(c) == _shape_for_match(r)):
        raise _err(op, "failed to verify that condition is signless i1 or has matching shape")
    verify_elementwise(op)
    if c == T.i1:
        return
    if not isinstance(r, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
        raise _err(op, f"expected condition to be a signless i1, but got '{c}'")
    want = _i1_like(r)
    if c != want:
        raise _err(op, f"expected condition type to have the same shape as the result type, expected "
                       f"'{want}', but got '{c}'")


def _cast_compatible(short, s, d) -> bool:
    """The op's CastOpInterface::areCastCompatible: ranked tensors of one
    encoding, compatible shapes, and the element types the cast relates."""
    if isinstance(s, T.RankedTensorType) and isinstance(d, T.RankedTensorType) and s.encoding != d.encoding:
        return False
    if not compatible_shape(s, d):
        return False
    memref_ok = short in ("index_cast", "index_castui", "bitcast")
    if not memref_ok and (isinstance(s, T.MemRefType) or isinstance(d, T.MemRefType)):
        return False
    es = s.element_type if isinstance(s, T.MemRefType) else _elem(s)
    ed = d.element_type if isinstance(d, T.MemRefType) else _elem(d)
    if short in ("index_cast", "index_castui"):
        return (isinstance(es, T.IndexType) and isinstance(ed, T.IntegerType) and not ed.signedness) or \
            (isinstance(ed, T.IndexType) and isinstance(es, T.IntegerType) and not es.signedness)
    rel = CASTS[short][2]
    ws, wd = T.element_bitwidth(es), T.element_bitwidth(ed)
    if rel == ">":
        return ws is not None and wd is not None and wd > ws
    if rel == "<":
        return ws is not None and wd is not None and wd < ws
    if rel == "=":
        return ws is not None and ws == wd
    return True


def _verify_cast(op):
    """Upstream's order: the SameInputOutputTensorDims predicate (with the
    declared constraints), then the traits SameOperandsAndResultShape,
    CastOpInterface and Elementwise."""
    _no_regions(op)
    short = op.name[len("arith."):]
    s, d = op.operands[0].value.type, op.results[0].type
    if not same_tensor_dims(s, d):
        raise _err(op, "failed to verify that input and output have the same tensor dimensions")
    scaling = short.startswith("scaling_")
    if not scaling and not compatible_shapes([s, d]):   # (the scaling casts are Elementwise only)
        raise _err(op, "requires the same shape for all operands and results")
    if not _cast_compatible(short[len("scaling_"):] if scaling else short, s, d):
        inputs = ", ".join(f"'{o.value.type}'" for o in op.operands)
        raise _err(op, f"operand type{'s' if scaling else ''} {inputs} and result type '{d}' are cast incompatible")
    verify_elementwise(op)
    check_flag_prop(op)
    rm = op.properties.get("roundingmode")
    if rm is not None and (not isinstance(rm, A.IntegerAttr) or not 0 <= rm.value < len(ROUNDING_MODES)):
        raise _err(op, "attribute 'roundingmode' failed to satisfy constraint")


def _verify_addui_extended(op):
    _no_regions(op)
    verify_elementwise(op)


def _verify_constant(op):
    _no_regions(op)
    v = op.properties["value"]
    t = op.results[0].type
    if isinstance(v, A.IntegerAttr) and not isinstance(t, (T.IntegerType, T.IndexType)):
        raise _err(op, "value must be an integer, float, or elements attribute")
    if isinstance(t, T.IntegerType) and t.signedness:
        raise _err(op, "integer return type must be signless")
    if isinstance(t, T.VectorType) and any(t.scalable) and not _is_splat(v):
        raise _err(op, "intializing scalable vectors with elements attribute is not supported unless it's a "
                       "vector splat")


def _is_splat(v) -> bool:
    """A splat elements attribute, as upstream stores one: a splat literal or
    one whose elements are all equal."""
    if not isinstance(v, A.DenseElementsAttr) or v.hex is not None:
        return False
    return v.is_splat or (len(v.values) > 0 and all(x == v.values[0] for x in v.values))
