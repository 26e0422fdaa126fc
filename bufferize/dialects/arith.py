"""arith: constant, integer/float binary ops, negf, cmpi/cmpf, select, casts,
and the *_extended ops.

Flag properties are kept as canonical ``OpaqueAttr`` text, exactly as upstream
prints them in generic form: ``#arith.fastmath<nnan,ninf>``,
``#arith.overflow<nsw, nuw>``.  Enum properties (``predicate``,
``roundingmode``) are ``IntegerAttr`` (i64 / i32), as upstream stores them.
"""
from __future__ import annotations

import operator

from ..ir import attributes as A
from ..ir import types as T
from ..syntax.opspec import OpSpec, ParseError, typed
from .registry import COMMUTATIVE, PURE, Dialect, register_op

# ---- flag attributes --------------------------------------------------------

FASTMATH_BITS = {"reassoc": 1, "nnan": 2, "ninf": 4, "nsz": 8, "arcp": 16, "contract": 32, "afn": 64}
FASTMATH_ALL = 127
OVERFLOW_BITS = {"nsw": 1, "nuw": 2}
_FM_ERR = ("expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, "
           "contract, afn, fast")
_OV_ERR = "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"

CMPI_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF_PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
                   "ule", "une", "uno", "true"]
ROUNDING_MODES = ["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"]


def fastmath_bits(names) -> int:
    bits = 0
    for n in names:
        if n == "none":
            continue
        if n == "fast":
            bits |= FASTMATH_ALL
        elif n in FASTMATH_BITS:
            bits |= FASTMATH_BITS[n]
        else:
            raise ValueError(_FM_ERR)
    return bits


def fastmath_text(bits: int) -> str:
    """The custom-form body: `fast`, `none` or `nnan,ninf`."""
    if bits == FASTMATH_ALL:
        return "fast"
    if bits == 0:
        return "none"
    return ",".join(n for n, b in FASTMATH_BITS.items() if bits & b)


def fastmath_attr(bits=0) -> A.OpaqueAttr:
    """The property value (``#arith.fastmath<...>``); ``bits`` may be an int or flag names."""
    if not isinstance(bits, int):
        bits = fastmath_bits(bits)
    return A.OpaqueAttr(f"#arith.fastmath<{fastmath_text(bits)}>")


def overflow_bits(names) -> int:
    bits = 0
    for n in names:
        if n == "none":
            continue
        if n not in OVERFLOW_BITS:
            raise ValueError(_OV_ERR)
        bits |= OVERFLOW_BITS[n]
    return bits


def overflow_text(bits: int) -> str:
    if bits == 0:
        return "none"
    return ", ".join(n for n, b in OVERFLOW_BITS.items() if bits & b)


def overflow_attr(bits=0) -> A.OpaqueAttr:
    if not isinstance(bits, int):
        bits = overflow_bits(bits)
    return A.OpaqueAttr(f"#arith.overflow<{overflow_text(bits)}>")


def _flag_names(attr, prefix):
    """Flag names of a `#arith.<prefix><...>` attribute, or None if it is not one."""
    if not isinstance(attr, A.OpaqueAttr):
        return None
    t = attr.text
    head = f"#arith.{prefix}<"
    if not t.startswith(head) or not t.endswith(">"):
        return None
    return [x.strip() for x in t[len(head):-1].split(",")]


def flag_bits(attr, kind: str) -> int:
    """Bits of a (verified) fastmath/overflow property; 0 when absent."""
    if attr is None:
        return 0
    names = _flag_names(attr, kind)
    if names is None:
        return 0
    try:
        return fastmath_bits(names) if kind == "fastmath" else overflow_bits(names)
    except ValueError:
        return 0


# ---- op tables ----------------------------------------------------------------

INT_BINOPS = ["addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi",
              "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli", "trunci"}
FLOAT_BINOPS = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
COMMUTATIVE_OPS = {"addi", "muli", "andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui", "addf", "mulf",
                   "maximumf", "minimumf", "maxnumf", "minnumf"}
# cast op -> (operand kind, result kind, width relation)
CASTS = {
    "index_cast": ("intidx", "intidx", None), "index_castui": ("intidx", "intidx", None),
    "sitofp": ("int", "float", None), "uitofp": ("int", "float", None),
    "fptosi": ("float", "int", None), "fptoui": ("float", "int", None),
    "extf": ("float", "float", ">"), "truncf": ("float", "float", "<"),
    "extsi": ("int", "int", ">"), "extui": ("int", "int", ">"), "trunci": ("int", "int", "<"),
    "bitcast": ("any", "any", "="),
}
# op -> (flag property kind, default-valued?)
FLAGS = {**{f"arith.{o}": ("fastmath", True) for o in FLOAT_BINOPS},
         "arith.negf": ("fastmath", True), "arith.cmpf": ("fastmath", True),
         "arith.extf": ("fastmath", False), "arith.truncf": ("fastmath", False),
         **{f"arith.{o}": ("overflow", True) for o in OVERFLOW_OPS}}
_FLAG_PROP = {"fastmath": "fastmath", "overflow": "overflowFlags"}

# Constant folders for the canonicalizer: python functions on (a, b) ints/floats.


def _sdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _srem(a, b):
    return a - b * _sdiv(a, b)


def _ceildiv(a, b):
    return -((-a) // b)


FOLDERS = {
    "addi": operator.add, "subi": operator.sub, "muli": operator.mul,
    "divsi": _sdiv, "remsi": _srem, "floordivsi": operator.floordiv, "ceildivsi": _ceildiv,
    "andi": operator.and_, "ori": operator.or_, "xori": operator.xor,
    "maxsi": max, "minsi": min,
    "addf": operator.add, "subf": operator.sub, "mulf": operator.mul,
    "maximumf": max, "minimumf": min, "maxnumf": max, "minnumf": min,
}


# ---- type predicates -------------------------------------------------------------

def _elem(t):
    if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
        return t.element_type
    return t


def _shape_of(t):
    if isinstance(t, (T.VectorType, T.RankedTensorType)):
        return (type(t), t.shape, getattr(t, "scalable", ()))
    if isinstance(t, T.UnrankedTensorType):
        return (type(t), None, ())
    return None


def is_signless_int(t) -> bool:
    return isinstance(t, T.IntegerType) and not t.signedness


def is_int_like(t) -> bool:  # signless-integer-like (index included)
    e = _elem(t)
    return is_signless_int(e) or isinstance(e, T.IndexType)


def is_float_like(t) -> bool:
    return isinstance(_elem(t), T.FloatType)


def is_bool_like(t) -> bool:
    return _elem(t) == T.i1


_KIND_DESC = {"int": "signless-fixed-width-integer-like", "float": "floating-point-like",
              "intidx": "signless-integer-like or memref of signless-integer",
              "intlike": "signless-integer-like", "bool": "bool-like"}


def _kind_ok(kind, t) -> bool:
    if kind == "int":
        return is_signless_int(_elem(t))
    if kind == "float":
        return is_float_like(t)
    if kind in ("intidx", "intlike"):
        if kind == "intidx" and isinstance(t, T.MemRefType):
            return is_signless_int(t.element_type) or isinstance(t.element_type, T.IndexType)
        return is_int_like(t)
    if kind == "bool":
        return is_bool_like(t)
    return True


# ---- parsing ---------------------------------------------------------------------

def _mods(tr, c):
    return [x for x in c if x is not None]


def _mod(tr, c):
    # arith_mod: BARE_ID | BARE_ID "<" arith_flags ">"
    return (c[0], c[1] if len(c) > 1 else None)


def _flags(tr, c):
    return list(c)


def _flag(tr, c):
    return c[0].value


def _flag_none(tr, c):
    return "none"


def _apply_mods(name, mods, props, allow_rounding=False):
    """Turn `fastmath<...>` / `overflow<...>` / rounding-mode modifiers into properties."""
    kind = FLAGS.get(name, (None,))[0]
    seen_rounding = False
    for tok, flags in mods:
        word = tok.value
        if flags is None and allow_rounding and not seen_rounding and word in ROUNDING_MODES \
                and "fastmath" not in props:
            props["roundingmode"] = A.IntegerAttr(ROUNDING_MODES.index(word), T.i32)
            seen_rounding = True
            continue
        if flags is not None and kind == "fastmath" and word == "fastmath" and "fastmath" not in props:
            try:
                props["fastmath"] = fastmath_attr(flags)
            except ValueError as e:
                raise ParseError(f"custom op '{name}' {e}", tok.line, tok.column + len(word) + 1)
            continue
        if flags is not None and kind == "overflow" and word == "overflow" and "overflowFlags" not in props:
            try:
                props["overflowFlags"] = overflow_attr(flags)
            except ValueError as e:
                raise ParseError(f"custom op '{name}' {e}", tok.line, tok.column + len(word) + 1)
            continue
        raise ParseError("expected ':'", tok.line, max(1, tok.column - 1))  # upstream: end of previous token


def _finish_props(name, props, attrs):
    """Default-valued flags, then inherent attributes given in the attr-dict win."""
    f = FLAGS.get(name)
    if f is not None and f[1]:
        prop = _FLAG_PROP[f[0]]
        if prop not in props:
            props[prop] = fastmath_attr(0) if f[0] == "fastmath" else overflow_attr(0)
    d = register_op(name)
    for k in d.property_names:
        if k in attrs:
            props[k] = attrs.pop(k)
    return props


def _parse_binop(tr, c):
    tok, a, b, mods, attrs, t = c
    name = _full(tok)
    props = {}
    _apply_mods(name, mods, props)
    attrs = dict(attrs or {})
    _finish_props(name, props, attrs)
    return OpSpec(name, typed([a, b], [t, t], tok=tok), [t], attrs, props, tok=tok)


def _parse_unop(tr, c):
    tok, a, mods, attrs, t = c
    name = _full(tok)
    props = {}
    _apply_mods(name, mods, props)
    attrs = dict(attrs or {})
    _finish_props(name, props, attrs)
    return OpSpec(name, typed([a], [t], tok=tok), [t], attrs, props, tok=tok)


def _pred(tr, c):
    return c[0]


def _pred_true(tr, c):
    return _Word("true")


def _pred_false(tr, c):
    return _Word("false")


class _Word:
    type = "BARE_ID"
    line = col = column = 0

    def __init__(self, value):
        self.value = value


def _parse_cmp(tr, c):
    tok, pred, a, b, mods, attrs, t = c
    name = _full(tok)
    preds = CMPI_PREDICATES if name == "arith.cmpi" else CMPF_PREDICATES
    word = pred.value
    if pred.type == "STRING":
        word = word[1:-1]
    if word not in preds:
        raise ParseError(f"custom op '{name}' expected string or keyword containing one of the following "
                         f"enum values for attribute 'predicate' [{', '.join(preds)}]", pred.line, pred.column)
    props = {"predicate": A.IntegerAttr(preds.index(word), T.i64)}
    _apply_mods(name, mods, props)
    attrs = dict(attrs or {})
    _finish_props(name, props, attrs)
    return OpSpec(name, typed([a, b], [t, t], tok=tok), [_i1_like(t)], attrs, props, tok=tok)


def _i1_like(t):
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1, t.encoding)
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedTensorType(T.i1)
    return T.i1


def _parse_select(tr, c):
    tok, cond, a, b, attrs, t1, t2 = c
    if t2 is None:
        ct, t = T.i1, t1
    else:
        ct, t = t1, t2
    return OpSpec("arith.select", typed([cond, a, b], [ct, t, t], tok=tok), [t], attrs or {}, tok=tok)


def _parse_cast(tr, c):
    tok, a, mods, attrs, src, dst = c
    name = _full(tok)
    props = {}
    _apply_mods(name, mods, props, allow_rounding=(name == "arith.truncf"))
    attrs = dict(attrs or {})
    _finish_props(name, props, attrs)
    return OpSpec(name, typed([a], [src], tok=tok), [dst], attrs, props, tok=tok)


def _parse_extended(tr, c):
    tok, a, b, attrs, t, t2 = c
    name = _full(tok)
    if name == "arith.addui_extended":
        if t2 is None:
            raise ParseError("expected ','", tok.line, tok.column)
        res = [t, t2]
    else:
        if t2 is not None:
            raise ParseError("expected operation name in quotes", tok.line, tok.column)
        res = [t, t]
    return OpSpec(name, typed([a, b], [t, t], tok=tok), res, attrs or {}, tok=tok)


def _full(tok):
    v = tok.value
    return v if v.startswith("arith.") else "arith." + v


# constants: each alternative returns (attr, type)
def _cst_number(tr, c):
    n, t = c
    if t is None and isinstance(n, tuple):
        t = T.i64
    a = tr.number_attr([n, t])
    if isinstance(a, A.IntegerAttr):
        a = _normalize_int(a)
    return a


def _normalize_int(a):
    t = a.type
    if isinstance(t, T.IntegerType) and not t.signedness and t.width > 1:
        w = t.width
        v = a.value
        if -(1 << (w - 1)) <= v < (1 << w):
            v &= (1 << w) - 1
            if v >= 1 << (w - 1):
                v -= 1 << w
            return A.IntegerAttr(v, t)
    return a


def _cst_true(tr, c):
    return A.TRUE if c[0] is None or c[0] == T.i1 else A.IntegerAttr(1, c[0])


def _cst_false(tr, c):
    return A.FALSE if c[0] is None or c[0] == T.i1 else A.IntegerAttr(0, c[0])


def _cst_dense(tr, c):
    return tr.dense_attr(c)


def _cst_resource(tr, c):
    return (A.OpaqueAttr(f"dense_resource<{c[0].value}> : {c[1]}"), c[1])


def _cst_sparse(tr, c):
    return (A.OpaqueAttr(f"sparse<{c[0].value}> : {c[1]}"), c[1])


def _cst_alias(tr, c):
    return tr.attr_alias(c)


def _cst_dialect(tr, c):
    tok, t = c
    if t is None:
        return A.OpaqueAttr(tok.value)
    return (A.OpaqueAttr(f"{tok.value} : {t}"), t)


def constant_type(attr):
    """The result type an arith.constant with this value has, or None."""
    if isinstance(attr, A.BoolAttr):
        return T.i1
    if isinstance(attr, (A.IntegerAttr, A.FloatAttr, A.DenseElementsAttr)):
        return attr.type
    return None


def _parse_constant(tr, c):
    tok, attrs, value = c
    attrs = dict(attrs or {})
    t = None
    if isinstance(value, tuple):
        value, t = value
    if "value" in attrs:
        value = attrs.pop("value")
        t = constant_type(value) or t
    t = constant_type(value) or t
    if t is None:
        raise ParseError("expected attribute value with a type", tok.line, tok.column)
    return OpSpec("arith.constant", (), [t], attrs, {"value": value}, tok=tok)


# ---- printing --------------------------------------------------------------------

def _print_flags(op, p):
    f = FLAGS.get(op.name)
    if f is None:
        return ()
    prop = _FLAG_PROP[f[0]]
    a = op.properties.get(prop)
    if a is not None:
        bits = flag_bits(a, f[0])
        if bits or not f[1]:  # optional (not default-valued) flags print even when `none`
            body = fastmath_text(bits) if f[0] == "fastmath" else overflow_text(bits)
            p.write(f" {f[0]}<{body}>")
    return (prop,)


def _print_binop(op, p):
    p.write(" " + p.values(o.value for o in op.operands))
    elided = _print_flags(op, p)
    p.op_attr_dict(op, elided=elided)
    p.write(" : " + p.type(op.results[0].type))


def _print_cmp(op, p):
    preds = CMPI_PREDICATES if op.name == "arith.cmpi" else CMPF_PREDICATES
    p.write(" " + preds[op.properties["predicate"].value] + ", ")
    p.write(p.values(o.value for o in op.operands))
    elided = _print_flags(op, p)
    p.op_attr_dict(op, elided=elided + ("predicate",))
    p.write(" : " + p.type(op.operands[0].value.type))


def _print_select(op, p):
    p.write(" " + p.values(o.value for o in op.operands))
    p.op_attr_dict(op)
    ct = op.operands[0].value.type
    p.write(" : ")
    if isinstance(ct, T.ShapedType) or isinstance(ct, T.UnrankedTensorType):
        p.write(p.type(ct) + ", ")
    p.write(p.type(op.results[0].type))


def _print_cast(op, p):
    p.write(" " + p.value(op.operands[0].value))
    elided = ()
    rm = op.properties.get("roundingmode")
    if rm is not None:
        p.write(" " + ROUNDING_MODES[rm.value])
        elided = ("roundingmode",)
    elided += _print_flags(op, p)
    p.op_attr_dict(op, elided=elided)
    p.write(f" : {p.type(op.operands[0].value.type)} to {p.type(op.results[0].type)}")


def _print_extended(op, p):
    p.write(" " + p.values(o.value for o in op.operands))
    p.op_attr_dict(op)
    p.write(" : " + p.type(op.results[0].type))
    if op.name == "arith.addui_extended":
        p.write(", " + p.type(op.results[1].type))


def constant_text(value) -> str:
    """A constant's value as arith.constant prints it (scalars always typed)."""
    if isinstance(value, A.IntegerAttr) and value.type != T.i1:
        return f"{value.value} : {value.type}"
    if isinstance(value, A.FloatAttr):
        return f"{A.format_float(value.value, value.type)} : {value.type}"
    return str(value)


def _print_constant(op, p):
    p.op_attr_dict(op, elided=("value",))
    p.write(" " + constant_text(op.properties["value"]))


def _constant_hint(op):
    v = op.properties.get("value")
    t = op.results[0].type
    if isinstance(v, (A.IntegerAttr, A.BoolAttr)):
        if isinstance(t, T.IntegerType) and t.width == 1:
            return ["true" if v.value else "false"]
        s = f"c{int(v.value)}"
        if isinstance(t, T.IntegerType):
            s += f"_{t}"
        return [s]
    return ["cst"]


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
    return conv


def _err(op, msg):
    from ..ir.verifier import VerifyError
    return VerifyError(op, msg)


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


def _verify_binop(kind):
    def v(op):
        check_counts(op, 2)
        check_kind(op, kind)
        check_kind(op, kind, what="result")
        check_same_types(op)
        check_flag_prop(op)
    return v


def _verify_unop(op):
    check_counts(op, 1)
    check_kind(op, "float")
    check_kind(op, "float", what="result")
    check_same_types(op)
    check_flag_prop(op)


def _verify_cmp(op):
    check_counts(op, 2)
    kind = "intlike" if op.name == "arith.cmpi" else "float"
    check_kind(op, kind)
    check_kind(op, "bool", what="result")
    preds = CMPI_PREDICATES if op.name == "arith.cmpi" else CMPF_PREDICATES
    p = op.properties.get("predicate")
    if p is None:
        raise _err(op, "requires attribute 'predicate'")
    if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < len(preds):
        raise _err(op, "attribute 'predicate' failed to satisfy constraint")
    a, b = (o.value.type for o in op.operands)
    if a != b:
        raise _err(op, "failed to verify that all of {lhs, rhs} have same type")
    if op.results[0].type != _i1_like(a):
        raise _err(op, "failed to verify that result type has i1 element type and same shape as operands")
    check_flag_prop(op)


def _verify_select(op):
    check_counts(op, 3)
    c, a, b = (o.value.type for o in op.operands)
    if not is_bool_like(c):
        raise _err(op, f"operand #0 must be bool-like, but got '{c}'")
    r = op.results[0].type
    if not (a == b == r):
        raise _err(op, "failed to verify that all of {true_value, false_value, result} have same type")
    if c != T.i1:
        cs, rs = _shape_of(c), _shape_of(r)
        if cs is None or rs is None or cs[1] != rs[1] or cs[0] is not rs[0]:
            raise _err(op, f"expected condition type to have the same shape as the result type, expected "
                           f"'{_i1_like(r)}', but got '{c}'")


def _width(t):
    e = _elem(t)
    return T.element_bitwidth(e)


def _verify_cast(op):
    check_counts(op, 1)
    short = op.name[len("arith."):]
    src_kind, dst_kind, rel = CASTS[short]
    check_kind(op, src_kind)
    check_kind(op, dst_kind, what="result")
    s, d = op.operands[0].value.type, op.results[0].type
    ok = True
    ss, ds = _shape_of(s), _shape_of(d)
    if (ss is None) != (ds is None) or (ss is not None and (ss[0] is not ds[0] or ss[1] != ds[1])):
        ok = isinstance(s, T.MemRefType) and isinstance(d, T.MemRefType) and s.shape == d.shape
    if ok and rel is not None:
        ws, wd = _width(s), _width(d)
        if rel == ">":
            ok = ws is not None and wd is not None and wd > ws
        elif rel == "<":
            ok = ws is not None and wd is not None and wd < ws
        elif rel == "=":
            ok = ws is not None and ws == wd
    if ok and short in ("index_cast", "index_castui"):
        es, ed = _elem(s), _elem(d)
        if isinstance(s, T.MemRefType):
            es, ed = s.element_type, d.element_type
        ok = isinstance(es, T.IndexType) != isinstance(ed, T.IndexType)
    if not ok:
        raise _err(op, f"operand type '{s}' and result type '{d}' are cast incompatible")
    check_flag_prop(op)
    rm = op.properties.get("roundingmode")
    if rm is not None and (not isinstance(rm, A.IntegerAttr) or not 0 <= rm.value < len(ROUNDING_MODES)):
        raise _err(op, "attribute 'roundingmode' failed to satisfy constraint")


def _verify_extended(op):
    check_counts(op, 2, 2)
    check_kind(op, "intlike")
    a, b = (o.value.type for o in op.operands)
    r0, r1 = (r.type for r in op.results)
    if op.name == "arith.addui_extended":
        if not (a == b == r0):
            raise _err(op, "failed to verify that all of {lhs, rhs, sum} have same type")
        if r1 != _i1_like(r0):
            raise _err(op, f"result #1 must be bool-like, but got '{r1}'")
    elif not (a == b == r0 == r1):
        raise _err(op, "failed to verify that all of {lhs, rhs, low, high} have same type")


def _verify_constant(op):
    check_counts(op, 0)
    v = op.properties.get("value")
    if v is None:
        raise _err(op, "requires attribute 'value'")
    t = op.results[0].type
    vt = constant_type(v)
    if vt is None and isinstance(v, A.OpaqueAttr) and v.text.startswith(("dense_resource<", "sparse<")):
        vt = t
    if vt != t:
        raise _err(op, "failed to verify that all of {value, result} have same type")
    if isinstance(v, A.IntegerAttr) and not isinstance(t, (T.IntegerType, T.IndexType)):
        raise _err(op, "value must be an integer, float, or elements attribute")
    if isinstance(t, T.IntegerType) and t.signedness:
        raise _err(op, "integer return type must be signless")


# ---- registration ------------------------------------------------------------------


def _reg(name, printer, verifier, props=(), traits=(PURE,), **extra):
    register_op(name, traits=traits, printer=printer, verifier=verifier, property_names=props,
                convert_properties=_make_converter(name), **extra)


for _o in INT_BINOPS:
    _reg(f"arith.{_o}", _print_binop, _verify_binop("intlike"),
         props=("overflowFlags",) if _o in OVERFLOW_OPS else (),
         traits=(PURE, COMMUTATIVE) if _o in COMMUTATIVE_OPS else (PURE,),
         **({"fold": FOLDERS[_o]} if _o in FOLDERS else {}))
for _o in FLOAT_BINOPS:
    _reg(f"arith.{_o}", _print_binop, _verify_binop("float"), props=("fastmath",),
         traits=(PURE, COMMUTATIVE) if _o in COMMUTATIVE_OPS else (PURE,),
         **({"fold": FOLDERS[_o]} if _o in FOLDERS else {}))
_reg("arith.negf", _print_binop, _verify_unop, props=("fastmath",), fold=operator.neg)
_reg("arith.cmpi", _print_cmp, _verify_cmp, props=("predicate",))
_reg("arith.cmpf", _print_cmp, _verify_cmp, props=("fastmath", "predicate"))
_reg("arith.select", _print_select, _verify_select)
for _o in CASTS:
    _props = ()
    if _o in OVERFLOW_OPS:
        _props = ("overflowFlags",)
    elif _o == "extf":
        _props = ("fastmath",)
    elif _o == "truncf":
        _props = ("fastmath", "roundingmode")
    _reg(f"arith.{_o}", _print_cast, _verify_cast, props=_props)
_reg("arith.constant", _print_constant, _verify_constant, props=("value",), name_hint=_constant_hint)
register_op("arith.constant", traits=("ConstantLike",))
_EXT_HINTS = {"arith.addui_extended": ["sum", "overflow"], "arith.mulsi_extended": ["low", "high"],
              "arith.mului_extended": ["low", "high"]}
for _n, _h in _EXT_HINTS.items():
    _reg(_n, _print_extended, _verify_extended, traits=(PURE, COMMUTATIVE),
         name_hint=(lambda h: (lambda op: list(h)))(_h))


def _names(ops):
    return [f"arith.{o}" for o in ops]


DIALECT = Dialect(
    "arith", grammar="arith.lark",
    rules={"op_arith_constant": _parse_constant, "arith_cst_number": _cst_number,
           "arith_cst_true": _cst_true, "arith_cst_false": _cst_false, "arith_cst_dense": _cst_dense,
           "arith_cst_resource": _cst_resource, "arith_cst_sparse": _cst_sparse,
           "arith_cst_alias": _cst_alias, "arith_cst_dialect": _cst_dialect,
           "op_arith_binop": _parse_binop, "op_arith_unop": _parse_unop, "op_arith_cmp": _parse_cmp,
           "arith_pred": _pred, "op_arith_select": _parse_select, "op_arith_cast": _parse_cast,
           "op_arith_extended": _parse_extended,
           "arith_pred_true": _pred_true, "arith_pred_false": _pred_false,
           "arith_mods": _mods, "arith_mod": _mod, "arith_flags": _flags, "arith_flag": _flag,
           "arith_flag_none": _flag_none},
    keywords={"ARITH_CONSTANT": ["arith.constant"],
              "ARITH_BINOP": _names(INT_BINOPS + FLOAT_BINOPS),
              "ARITH_UNOP": ["arith.negf"],
              "ARITH_CMP": ["arith.cmpi", "arith.cmpf"],
              "ARITH_SELECT": ["arith.select"],
              "ARITH_CAST": _names(CASTS),
              "ARITH_EXTENDED": list(_EXT_HINTS)},
)


# ---- folds and the constant materializer (canonicalize) ---------------------------
# Op-level hooks ``fold(op) -> list[Attribute | Value] | None`` with upstream's
# semantics (two's complement wrap-around at the type's width, index = 64 bits,
# IEEE floats rounded to the result type; no fold on division by zero or
# signed overflow of a division, or on a shift by the width or more).

import math as _math
import struct as _struct

SCALAR_FOLDERS = FOLDERS  # the scalar python functions, kept for other users


def _cwidth(t):
    if isinstance(t, T.IndexType):
        return 64
    if isinstance(t, T.IntegerType):
        return t.width
    return None


def _sext(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if w and v >> (w - 1) else v


def _zext(v, w):
    return v & ((1 << w) - 1)


def int_attr_of(v, t):
    """An attribute for integer value ``v`` (any int) of type ``t``."""
    w = _cwidth(t)
    if t == T.i1:
        return A.BoolAttr(bool(v & 1))
    return A.IntegerAttr(_sext(v, w), t)


def _round_float(v, t):
    name = getattr(t, "name", None)
    try:
        if name == "f64":
            return float(v)
        if name == "f32":
            return _struct.unpack("<f", _struct.pack("<f", v))[0]
        if name == "f16":
            return _struct.unpack("<e", _struct.pack("<e", v))[0]
    except OverflowError:
        return _math.copysign(_math.inf, v)
    return None


def float_attr_of(v, t):
    r = _round_float(v, t)
    return None if r is None else A.FloatAttr(r, t)


def const_attr(v):
    """The scalar attribute an `arith.constant` defining ``v`` holds, or None."""
    d = v.defining_op() if v is not None else None
    if d is None or d.name != "arith.constant":
        return None
    a = d.properties.get("value")
    return a if isinstance(a, (A.IntegerAttr, A.BoolAttr, A.FloatAttr)) else None


def const_int(v):
    """(signed value, width) of an integer/index constant, or None.  The i1
    ``true`` is -1 (upstream's APInt is all ones; signed, as here)."""
    a = const_attr(v)
    if isinstance(a, A.BoolAttr):
        return (-int(a.value), 1)
    if isinstance(a, A.IntegerAttr) and _cwidth(v.type):
        w = _cwidth(v.type)
        return (_sext(a.value, w), w)
    return None


def const_float(v):
    """The value of a float constant, at its type's precision (a `3.9 : f32`
    attribute holds the f32 nearest to 3.9, as upstream's APFloat does)."""
    a = const_attr(v)
    if not isinstance(a, A.FloatAttr):
        return None
    r = _round_float(a.value, a.type)
    return a.value if r is None else r


def _int_binop(name, a, b, w):
    """Signed a, b of width w -> int result, or None (no fold)."""
    ua, ub = _zext(a, w), _zext(b, w)
    smin = -(1 << (w - 1)) if w > 1 else -1
    if name == "addi":
        return a + b
    if name == "subi":
        return a - b
    if name == "muli":
        return a * b
    if name in ("divsi", "ceildivsi", "floordivsi"):
        if b == 0 or (a == smin and b == -1):
            return None
        if name == "divsi":
            return _sdiv(a, b)
        if name == "floordivsi":
            return a // b
        return _ceildiv(a, b)
    if name in ("divui", "ceildivui"):
        if ub == 0:
            return None
        return ua // ub if name == "divui" else -((-ua) // ub)
    if name == "remsi":
        return None if b == 0 else _srem(a, b)
    if name == "remui":
        return None if ub == 0 else ua % ub
    if name == "andi":
        return a & b
    if name == "ori":
        return a | b
    if name == "xori":
        return a ^ b
    if name in ("shli", "shrsi", "shrui"):
        if ub >= w:
            return None
        return a << ub if name == "shli" else (a >> ub if name == "shrsi" else ua >> ub)
    return {"maxsi": max(a, b), "minsi": min(a, b), "maxui": max(ua, ub), "minui": min(ua, ub)}.get(name)


def _fmax(a, b, nan_wins):
    if _math.isnan(a) or _math.isnan(b):
        return _math.nan if nan_wins else (b if _math.isnan(a) else a)
    if a == b == 0:
        return a if _math.copysign(1, a) > 0 else b
    return max(a, b)


def _fmin(a, b, nan_wins):
    if _math.isnan(a) or _math.isnan(b):
        return _math.nan if nan_wins else (b if _math.isnan(a) else a)
    if a == b == 0:
        return a if _math.copysign(1, a) < 0 else b
    return min(a, b)


def _fdiv(a, b):
    if b == 0:
        if a == 0 or _math.isnan(a):
            return _math.nan
        return _math.copysign(_math.inf, a) * _math.copysign(1, b)
    return a / b


def _float_binop(name, a, b):
    try:
        if name == "addf":
            return a + b
        if name == "subf":
            return a - b
        if name == "mulf":
            return a * b
        if name == "divf":
            return _fdiv(a, b)
        if name == "remf":
            return _math.nan if b == 0 or _math.isinf(a) else _math.fmod(a, b)
    except (OverflowError, ValueError):
        return None
    return {"maximumf": lambda: _fmax(a, b, True), "minimumf": lambda: _fmin(a, b, True),
            "maxnumf": lambda: _fmax(a, b, False), "minnumf": lambda: _fmin(a, b, False)}[name]()


def _fold_int_binop(op):
    name = op.name[6:]
    x, y = op.operand(0), op.operand(1)
    t = op.results[0].type
    w = _cwidth(t)
    if w is None:
        return None
    ca, cb = const_int(x), const_int(y)
    if ca is not None and cb is not None:
        r = _int_binop(name, ca[0], cb[0], w)
        return None if r is None else [int_attr_of(r, t)]
    if ca is not None and cb is None and name in COMMUTATIVE_OPS:
        x, y, ca, cb = y, x, cb, ca
    ones = -1
    smax, smin = (1 << (w - 1)) - 1, -(1 << (w - 1))
    if cb is not None:
        b = cb[0]
        if b == 0 and name in ("addi", "subi", "ori", "xori", "shli", "shrsi", "shrui"):
            return [x]
        if b == 0 and name in ("muli", "andi"):
            return [int_attr_of(0, t)]
        if b == 1 and w > 1 and name in ("muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi"):
            return [x]
        if b == 1 and w > 1 and name in ("remsi", "remui"):
            return [int_attr_of(0, t)]
        if b == ones and name == "andi":
            return [x]
        if b == ones and name == "ori":
            return [int_attr_of(ones, t)]
        if (name, b) in (("maxsi", smax), ("minsi", smin), ("maxui", ones), ("minui", 0)):
            return [int_attr_of(b, t)]
        if (name, b) in (("maxsi", smin), ("minsi", smax), ("maxui", 0), ("minui", ones)):
            return [x]
    if x is y:
        if name in ("andi", "ori", "maxsi", "minsi", "maxui", "minui"):
            return [x]
        if name in ("subi", "xori"):
            return [int_attr_of(0, t)]
    return None


def _fold_float_binop(op):
    name = op.name[6:]
    x, y = op.operand(0), op.operand(1)
    t = op.results[0].type
    if not isinstance(t, T.FloatType):
        return None
    a, b = const_float(x), const_float(y)
    if a is not None and b is not None:
        r = _float_binop(name, a, b)
        return None if r is None else ([float_attr_of(r, t)] if float_attr_of(r, t) else None)
    if a is not None and name in COMMUTATIVE_OPS:
        x, y, a, b = y, x, b, a
    if b is not None:
        neg0 = b == 0 and _math.copysign(1, b) < 0
        if name == "addf" and neg0:
            return [x]
        if name == "subf" and b == 0 and not neg0:
            return [x]
        if name in ("mulf", "divf") and b == 1:
            return [x]
        if (name in ("maximumf", "maxnumf") and b == -_math.inf) or \
                (name in ("minimumf", "minnumf") and b == _math.inf):
            return [x]
    if x is y and name in ("maximumf", "minimumf", "maxnumf", "minnumf"):
        return [x]
    return None


def _fold_negf(op):
    a = const_float(op.operand(0))
    if a is not None and isinstance(op.results[0].type, T.FloatType):
        return [float_attr_of(-a, op.results[0].type)]
    d = op.operand(0).defining_op()
    if d is not None and d.name == "arith.negf":
        return [d.operand(0)]
    return None


_CMPI = {
    "eq": lambda a, b, ua, ub: a == b, "ne": lambda a, b, ua, ub: a != b,
    "slt": lambda a, b, ua, ub: a < b, "sle": lambda a, b, ua, ub: a <= b,
    "sgt": lambda a, b, ua, ub: a > b, "sge": lambda a, b, ua, ub: a >= b,
    "ult": lambda a, b, ua, ub: ua < ub, "ule": lambda a, b, ua, ub: ua <= ub,
    "ugt": lambda a, b, ua, ub: ua > ub, "uge": lambda a, b, ua, ub: ua >= ub,
}


def _fold_cmpi(op):
    p = op.properties.get("predicate")
    if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < len(CMPI_PREDICATES):
        return None
    pred = CMPI_PREDICATES[p.value]
    if op.results[0].type != T.i1:
        return None
    x, y = op.operand(0), op.operand(1)
    if x is y:
        return [A.BoolAttr(pred in ("eq", "sle", "sge", "ule", "uge"))]
    ca, cb = const_int(x), const_int(y)
    if ca is None or cb is None:
        return None
    w = ca[1]
    return [A.BoolAttr(bool(_CMPI[pred](ca[0], cb[0], _zext(ca[0], w), _zext(cb[0], w))))]


def _fold_cmpf(op):
    p = op.properties.get("predicate")
    if not isinstance(p, A.IntegerAttr) or not 0 <= p.value < len(CMPF_PREDICATES):
        return None
    pred = CMPF_PREDICATES[p.value]
    if op.results[0].type != T.i1:
        return None
    a, b = const_float(op.operand(0)), const_float(op.operand(1))
    if a is None or b is None:
        return None
    if pred in ("false", "true"):
        return [A.BoolAttr(pred == "true")]
    unordered = _math.isnan(a) or _math.isnan(b)
    if pred == "ord":
        return [A.BoolAttr(not unordered)]
    if pred == "uno":
        return [A.BoolAttr(unordered)]
    rel = {"eq": a == b, "gt": a > b, "ge": a >= b, "lt": a < b, "le": a <= b, "ne": a != b}[pred[1:]]
    if pred[0] == "o":
        return [A.BoolAttr(not unordered and rel)]
    return [A.BoolAttr(unordered or rel)]


def _fold_select(op):
    c, a, b = op.operand(0), op.operand(1), op.operand(2)
    if a is b:
        return [a]
    cc = const_int(c) if c.type == T.i1 else None
    if cc is not None:
        return [a if cc[0] else b]
    if op.results[0].type == T.i1:
        ca, cb = const_int(a), const_int(b)
        if ca is not None and cb is not None and ca[0] and not cb[0]:
            return [c]
    return None


def _fold_cast(op):
    name = op.name[6:]
    src = op.operand(0)
    t = op.results[0].type
    st = src.type
    d = src.defining_op()
    if name in ("index_cast", "index_castui"):
        ci = const_int(src)
        if ci is not None and _cwidth(t):
            v = ci[0] if name == "index_cast" else _zext(ci[0], ci[1])
            return [int_attr_of(v, t)]
        if d is not None and d.name == op.name and d.operand(0).type == t:
            return [d.operand(0)]
        return None
    if name in ("extsi", "extui", "trunci"):
        ci = const_int(src)
        if ci is not None and _cwidth(t):
            v = _zext(ci[0], ci[1]) if name == "extui" else ci[0]
            return [int_attr_of(v, t)]
        if name == "trunci" and d is not None and d.name in ("arith.extsi", "arith.extui") \
                and d.operand(0).type == t:
            return [d.operand(0)]
        return None
    if name in ("sitofp", "uitofp"):
        ci = const_int(src)
        if ci is not None and isinstance(t, T.FloatType):
            v = ci[0] if name == "sitofp" else _zext(ci[0], ci[1])
            a = float_attr_of(float(v), t)
            return [a] if a is not None else None
        return None
    if name in ("fptosi", "fptoui"):
        f = const_float(src)
        w = _cwidth(t)
        if f is None or w is None or _math.isnan(f) or _math.isinf(f):
            return None
        v = int(f)
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if name == "fptosi" else (0, (1 << w) - 1)
        if not lo <= v <= hi:
            return None
        return [int_attr_of(v, t)]
    if name == "extf":
        f = const_float(src)
        if f is not None and isinstance(t, T.FloatType):
            a = float_attr_of(f, t)
            return [a] if a is not None else None
        return None
    if name == "truncf":
        f = const_float(src)
        if f is not None and isinstance(t, T.FloatType) and op.properties.get("roundingmode") is None:
            a = float_attr_of(f, t)
            return [a] if a is not None else None
        if d is not None and d.name == "arith.extf" and d.operand(0).type == t:
            return [d.operand(0)]
        return None
    return None


def _fold_constant(op):
    return [op.properties.get("value")]


def materialize_arith_constant(attr, type, loc):
    """A detached `arith.constant` for a scalar attribute of ``type``."""
    from ..ir.core import Operation
    if isinstance(attr, A.BoolAttr) and type == T.i1:
        value = attr
    elif isinstance(attr, A.IntegerAttr) and _cwidth(type):
        value = int_attr_of(attr.value, type)
    elif isinstance(attr, A.FloatAttr) and isinstance(type, T.FloatType) and attr.type == type:
        value = attr
    elif isinstance(attr, A.DenseElementsAttr) and attr.type == type:
        value = attr
    else:
        return None
    return Operation("arith.constant", (), (type,), None, {"value": value}, loc=loc)


for _o in INT_BINOPS:
    register_op(f"arith.{_o}", fold=_fold_int_binop, scalar_fold=FOLDERS.get(_o))
for _o in FLOAT_BINOPS:
    register_op(f"arith.{_o}", fold=_fold_float_binop, scalar_fold=FOLDERS.get(_o))
register_op("arith.negf", fold=_fold_negf, scalar_fold=operator.neg)
register_op("arith.cmpi", fold=_fold_cmpi)
register_op("arith.cmpf", fold=_fold_cmpf)
register_op("arith.select", fold=_fold_select)
for _o in CASTS:
    register_op(f"arith.{_o}", fold=_fold_cast)
register_op("arith.constant", fold=_fold_constant)


def _register_materializer():
    from ..transforms.rewrite import register_constant_materializer
    register_constant_materializer("arith", materialize_arith_constant)


_register_materializer()
