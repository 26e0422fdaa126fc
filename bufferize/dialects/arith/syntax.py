"""arith custom syntax the declarations' formats name: the modifier list
(`fastmath<...>`, `overflow<...>`, a rounding mode), arith.constant's typed
value and its text, and arith.select's parse/print pair."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, typed


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
    return (tr.resource_attr(c[0].value, c[1]), c[1])


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


# ---- printing --------------------------------------------------------------------

def _print_select(op, p):
    p.write(" " + p.values(o.value for o in op.operands))
    p.op_attr_dict(op)
    ct = op.operands[0].value.type
    p.write(" : ")
    if isinstance(ct, T.ShapedType) or isinstance(ct, T.UnrankedTensorType):
        p.write(p.type(ct) + ", ")
    p.write(p.type(op.results[0].type))


def constant_text(value) -> str:
    """A constant's value as arith.constant prints it (scalars always typed)."""
    if isinstance(value, A.IntegerAttr) and value.type != T.i1:
        return f"{value.value} : {value.type}"
    if isinstance(value, A.FloatAttr):
        return f"{A.format_float(value.value, value.type)} : {value.type}"
    return str(value)


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


