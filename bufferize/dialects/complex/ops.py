"""The complex dialect's ops, one declaration each (upstream's ComplexOps.td).

create, eq, neq, bitcast and constant are declared formats.  The ops with a
``fastmath`` property (every unary and binary arithmetic op, re, im, abs,
angle) spell it as an optional ``fastmath<...>`` after their operands
(ODS's ``(`fastmath` `` $fastmath^)?``), an optional group anchored on a
property, which the format language does not have: they keep a parse/print
pair per shape (grammar/complex.lark), still one declaration per op.
"""
from __future__ import annotations

from ...ir import attributes as A
from ...ir import types as T
from ...ir.registry import COMMUTATIVE, PURE, Dialect
from ...syntax.opspec import OpSpec, ParseError, typed
from .. import arith as AR
from ..arith.attrs import _flag_names
from ..common import op_error
from ..define import ANY, Constraint, Operand, Result, TypesMatch, define


def _is_complex_float(t) -> bool:
    return isinstance(t, T.ComplexType) and isinstance(t.element_type, T.FloatType)


COMPLEX = Constraint("complex type with floating-point elements", _is_complex_float)
FLOAT = Constraint("floating-point", lambda t: isinstance(t, T.FloatType))
SIGNLESS_INT = Constraint("signless integer", lambda t: isinstance(t, T.IntegerType)
                          and getattr(t, "signedness", None) in (None, "", "signless"))
I1 = Constraint("1-bit signless integer", lambda t: isinstance(t, T.IntegerType) and t.width == 1)

# complex -> complex
TO_COMPLEX = ["conj", "cos", "exp", "expm1", "log", "log1p", "neg", "rsqrt", "sign", "sin", "sqrt", "tan", "tanh"]
# complex -> its element type
TO_REAL = ["abs", "angle", "re", "im"]
# (complex, complex) -> complex; commutative ones
BINARY = {"add": True, "sub": False, "mul": True, "div": False, "pow": False, "atan2": False}


def _fastmath_default(props):
    a = props.get("fastmath")
    if a is None:
        props["fastmath"] = AR.fastmath_attr(0)
        return
    names = _flag_names(a, "fastmath")
    if names is not None:
        props["fastmath"] = AR.fastmath_attr(names)


def _fastmath_props(name, mods, attrs):
    props = {}
    for tok, flags in mods:
        if tok.value == "fastmath" and flags is not None and "fastmath" not in props:
            try:
                props["fastmath"] = AR.fastmath_attr(flags)
            except ValueError as e:
                raise ParseError(f"custom op '{name}' {e}", tok.line, tok.column + len(tok.value) + 1)
            continue
        raise ParseError("expected ':'", tok.line, max(1, tok.column - 1))
    attrs = dict(attrs or {})
    if "fastmath" in attrs:
        props["fastmath"] = attrs.pop("fastmath")
    return props, attrs


def _print_fastmath(op, p):
    bits = AR.flag_bits(op.properties.get("fastmath"), "fastmath")
    if bits:
        p.write(f" fastmath<{AR.fastmath_text(bits)}>")


def _elem(t):
    return t.element_type if isinstance(t, T.ComplexType) else t


def _parse_unary(tr, c):
    tok, a, mods, attrs, t = c
    name = tok.value
    props, attrs = _fastmath_props(name, mods, attrs)
    res = _elem(t) if name[len("complex."):] in TO_REAL else t
    return OpSpec(name, typed([a], [t], tok=tok), [res], attrs, props, tok=tok)


def _parse_binary(tr, c):
    tok, a, b, mods, attrs, t = c
    props, attrs = _fastmath_props(tok.value, mods, attrs)
    return OpSpec(tok.value, typed([a, b], [t, t], tok=tok), [t], attrs, props, tok=tok)


def _print_operands(op, p, types):
    vals = [o.value for o in op.operands]
    p.write(" " + p.values(vals))
    _print_fastmath(op, p)
    p.op_attr_dict(op, elided=("fastmath",))
    p.write(" : " + ", ".join(p.type(t) for t in types(op)))


def _print_unary(op, p):
    _print_operands(op, p, lambda op: [op.operands[0].value.type])


def _print_binary(op, p):
    _print_operands(op, p, lambda op: [op.results[0].type])


def _verify_fastmath(op):
    a = op.properties.get("fastmath")
    if a is None:
        raise op_error(op, "requires attribute 'fastmath'")
    if _flag_names(a, "fastmath") is None:
        raise op_error(op, "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags")


def _verify_real(op):
    _verify_fastmath(op)
    want = _elem(op.operands[0].value.type)
    if op.results[0].type != want:
        raise op_error(op, "failed to verify that complex element type matches result type")


_FM = dict(properties=("fastmath",), convert_properties=_fastmath_default)

for _n in TO_COMPLEX:
    define(f"complex.{_n}", operands=(Operand("complex", COMPLEX),), results=(Result("result", COMPLEX),),
           same_type=("complex", "result"), parse=_parse_unary, print=_print_unary, verify=_verify_fastmath,
           traits=(PURE,), **_FM)
for _n in TO_REAL:
    define(f"complex.{_n}", operands=(Operand("complex", COMPLEX),), results=(Result("result", FLOAT),),
           parse=_parse_unary, print=_print_unary, verify=_verify_real, traits=(PURE,), **_FM)
for _n, _comm in BINARY.items():
    define(f"complex.{_n}", operands=(Operand("lhs", COMPLEX), Operand("rhs", COMPLEX)),
           results=(Result("result", COMPLEX),), same_type=("lhs", "rhs", "result"), parse=_parse_binary,
           print=_print_binary, verify=_verify_fastmath, traits=(PURE, COMMUTATIVE) if _comm else (PURE,), **_FM)
POWI = define("complex.powi", operands=(Operand("lhs", COMPLEX), Operand("rhs", SIGNLESS_INT)),
              results=(Result("result", COMPLEX),), same_type=("lhs", "result"),
              format="$lhs `,` $rhs attr-dict `:` type($result) `,` type($rhs)", traits=(PURE,))

for _n in ("eq", "neq"):
    define(f"complex.{_n}", operands=(Operand("lhs", COMPLEX), Operand("rhs", COMPLEX)),
           results=(Result("result", I1),), same_type=("lhs", "rhs"), result_types=lambda ts, props: [T.i1],
           format="$lhs `,` $rhs attr-dict `:` type($lhs)", traits=(PURE, COMMUTATIVE))


CREATE = define("complex.create", operands=(Operand("real", FLOAT), Operand("imaginary", FLOAT)),
                results=(Result("complex", COMPLEX),), format="$real `,` $imaginary attr-dict `:` type($complex)",
                same_type=("real", "imaginary"),
                types_match=(TypesMatch("complex element type matches real operand type", "complex", "real", _elem),),
                traits=(PURE,))


def _verify_bitcast(op):
    src, dst = op.operands[0].value.type, op.results[0].type
    if src == dst:
        return
    if isinstance(src, T.ComplexType) and isinstance(dst, T.ComplexType):
        raise op_error(op, "requires that either input or output has a complex type")
    c, o = (src, dst) if isinstance(src, T.ComplexType) else (dst, src)
    if not isinstance(c, T.ComplexType):
        raise op_error(op, "requires that either input or output has a complex type")
    if not isinstance(o, (T.IntegerType, T.FloatType)) or 2 * c.element_type.width != o.width:
        raise op_error(op, f"casting bitwidths do not match")


BITCAST = define("complex.bitcast", operands=(Operand("operand", ANY),), results=(Result("result", ANY),),
                 format="$operand attr-dict `:` type($operand) `to` type($result)", verify=_verify_bitcast,
                 traits=(PURE,))


# ---- constant: `complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>` --------------------
def _parse_constant(tr, c):
    tok, value, attrs, t = c
    return OpSpec("complex.constant", [], [t], dict(attrs or {}), {"value": value}, tok=tok)


def _print_constant(op, p):
    p.write(" " + p.attr(op.properties["value"]))
    p.op_attr_dict(op, elided=("value",))
    p.write(" : " + p.type(op.results[0].type))


def _verify_constant(op):
    v = op.properties.get("value")
    if v is None:
        raise op_error(op, "requires attribute 'value'")
    if not isinstance(v, A.ArrayAttr):
        raise op_error(op, "attribute 'value' failed to satisfy constraint: array attribute")
    if len(v.value) != 2:
        raise op_error(op, "requires 'value' to be a complex constant, represented as array of two values")
    et = _elem(op.results[0].type)
    for x in v.value:
        if not isinstance(x, A.FloatAttr) or x.type != et:
            types = ", ".join(f"'{getattr(y, 'type', '?')}'" for y in v.value)
            raise op_error(op, f"requires attribute's element types ({types}) "
                               f"to match the element type of the op's return type ('{et}')")


CONSTANT = define("complex.constant", results=(Result("complex", COMPLEX),), parse=_parse_constant,
                  print=_print_constant, properties=("value",), verify=_verify_constant, traits=(PURE,),
                  hint="cst")


DIALECT = Dialect(
    "complex", grammar="complex.lark",
    rules={"op_complex_unary": _parse_unary, "op_complex_binary": _parse_binary, "op_complex_constant": _parse_constant},
    keywords={"COMPLEX_UNARY": [f"complex.{n}" for n in TO_COMPLEX + TO_REAL],
              "COMPLEX_BINARY": [f"complex.{n}" for n in BINARY],
              "COMPLEX_CONSTANT": ["complex.constant"]},
)
