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
