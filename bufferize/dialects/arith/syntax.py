"""arith custom syntax: binary/unary ops with flags, cmpi/cmpf predicates, select, casts, constants."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, typed
from ...ir.registry import register_op
from .attrs import CMPF_PREDICATES, CMPI_PREDICATES, FLAGS, ROUNDING_MODES, _FLAG_PROP, fastmath_attr, fastmath_text, flag_bits, overflow_attr, overflow_text


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


