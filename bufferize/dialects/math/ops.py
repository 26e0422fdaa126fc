"""math ops: unary/binary float and integer functions, fma, fpowi, clampf; syntax and verifiers shared with arith."""
from __future__ import annotations

import math as _m
from ...ir import types as T
from ...syntax.opspec import OpSpec, ParseError, typed
from .. import arith as AR
from ..arith.attrs import _elem, _flag_names
from ..arith.syntax import _i1_like
from ..arith.verify import _err, _props_text, _typed_text
from ...ir.registry import PURE, Dialect, register_op


FLOAT_UNARY = ["absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf",
               "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven",
               "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"]
INT_UNARY = ["absi", "ctlz", "cttz", "ctpop"]
# Classification ops: fastmath is a property but only settable through the attr-dict.
CLASSIFY = ["isnan", "isinf", "isfinite", "isnormal"]
FLOAT_BINARY = ["powf", "atan2", "copysign"]
INT_BINARY = ["ipowi"]
WITH_FASTMATH = set(FLOAT_UNARY) | set(FLOAT_BINARY) | {"fma", "fpowi", "sincos", "clampf"}

FOLDERS = {"sqrt": _m.sqrt, "exp": _m.exp, "log": _m.log, "absf": abs, "sin": _m.sin, "cos": _m.cos,
           "tanh": _m.tanh, "floor": _m.floor, "ceil": _m.ceil, "powf": _m.pow, "atan2": _m.atan2}


def _full(tok):
    v = tok.value
    return v if v.startswith("math.") else "math." + v


def _apply(name, mods, props, attrs):
    short = name[len("math."):]
    for tok, flags in mods:
        if short in WITH_FASTMATH and tok.value == "fastmath" and flags is not None and "fastmath" not in props:
            try:
                props["fastmath"] = AR.fastmath_attr(flags)
            except ValueError as e:
                raise ParseError(f"custom op '{name}' {e}", tok.line, tok.column + len(tok.value) + 1)
            continue
        raise ParseError("expected ':'", tok.line, max(1, tok.column - 1))
    attrs = dict(attrs or {})
    if "fastmath" in attrs and short not in INT_UNARY + INT_BINARY:
        props["fastmath"] = attrs.pop("fastmath")
    if short not in INT_UNARY + INT_BINARY:
        _convert(name)(props)
    return props, attrs


def _parse_unary(tr, c):
    tok, a, mods, attrs, t = c
    name = _full(tok)
    props, attrs = _apply(name, mods, {}, attrs)
    short = name[len("math."):]
    if short in CLASSIFY:
        res = [_i1_like(t)]
    elif short == "sincos":
        res = [t, t]
    else:
        res = [t]
    return OpSpec(name, typed([a], [t], tok=tok), res, attrs, props, tok=tok)


def _operands_then_types(n: int, operand_types):
    """The callback of a rule `op %a, %b, ... [fastmath] {attrs} : T [, T2]`:
    ``n`` operands typed by ``operand_types(types)``, one result of the first type."""
    def parse(tr, c):
        tok, vals, mods, attrs, types = c[0], list(c[1:1 + n]), c[1 + n], c[2 + n], c[3 + n:]
        name = _full(tok)
        props, attrs = _apply(name, mods, {}, attrs)
        return OpSpec(name, typed(vals, operand_types(types), tok=tok), [types[0]], attrs, props, tok=tok)
    return parse


_parse_binary = _operands_then_types(2, lambda ts: [ts[0]] * 2)
_parse_fma = _operands_then_types(3, lambda ts: [ts[0]] * 3)
_parse_fpowi = _operands_then_types(2, lambda ts: [ts[0], ts[1]])   # `: f32, i32`
_parse_clampf = _operands_then_types(3, lambda ts: [ts[0]] * 3)


def _fm(op, p, elide=True):
    """Print ` fastmath<...>` (unless none); returns the properties to elide."""
    if op.name[len("math."):] in CLASSIFY:
        bits = AR.flag_bits(op.properties.get("fastmath"), "fastmath")
        return ("fastmath",) if bits == 0 else ()
    a = op.properties.get("fastmath")
    if a is None:
        return ()
    bits = AR.flag_bits(a, "fastmath")
    if bits:
        p.write(f" fastmath<{AR.fastmath_text(bits)}>")
    return ("fastmath",)


def _print_simple(op, p):
    vals = [o.value for o in op.operands]
    short = op.name[len("math."):]
    if short == "clampf":
        p.write(f" {p.value(vals[0])} to [{p.value(vals[1])}, {p.value(vals[2])}]")
    else:
        p.write(" " + p.values(vals))
    elided = _fm(op, p)
    p.op_attr_dict(op, elided=elided)
    p.write(" : " + p.type(vals[0].type))
    if short == "fpowi":
        p.write(", " + p.type(vals[1].type))


def _convert(name):
    def conv(props):
        a = props.get("fastmath")
        if a is None:
            props["fastmath"] = AR.fastmath_attr(0)
            return
        names = _flag_names(a, "fastmath")
        if names is None:
            raise ValueError(f"invalid properties {_props_text(props)} for op {name}: Invalid attribute "
                             f"`fastmath` in property conversion: {_typed_text(a)}")
        props["fastmath"] = AR.fastmath_attr(names)
    return conv


def _verifier(short):
    def v(op):
        if short in ("fma", "clampf"):
            n = 3
        elif short in FLOAT_BINARY + INT_BINARY + ["fpowi"]:
            n = 2
        else:
            n = 1
        AR.check_counts(op, n, 2 if short == "sincos" else 1)
        if short in INT_UNARY + INT_BINARY:
            AR.check_kind(op, "intlike")
            AR.check_kind(op, "intlike", what="result")
            AR.check_same_types(op)
            return
        a = op.properties.get("fastmath")
        if a is None:
            raise _err(op, "requires attribute 'fastmath'")
        if _flag_names(a, "fastmath") is None:
            raise _err(op, "attribute 'fastmath' failed to satisfy constraint")
        t = op.operands[0].value.type
        if not AR.is_float_like(t):
            raise _err(op, f"operand #0 must be floating-point-like, but got '{t}'")
        if short == "fpowi":
            t2 = op.operands[1].value.type
            if not AR.is_int_like(t2) or isinstance(_elem(t2), T.IndexType):
                raise _err(op, f"operand #1 must be signless-integer-like, but got '{t2}'")
            if op.results[0].type != t:
                raise _err(op, "failed to verify that all of {lhs, result} have same type")
            return
        if short in CLASSIFY:
            if op.results[0].type != _i1_like(t):
                raise _err(op, f"result #0 must be bool-like, but got '{op.results[0].type}'")
            return
        AR.check_kind(op, "float")
        AR.check_same_types(op)
    return v


def _reg(short):
    name = "math." + short
    extra = {}
    if short not in INT_UNARY + INT_BINARY:
        extra["convert_properties"] = _convert(name)
    if short in FOLDERS:
        extra["fold"] = FOLDERS[short]
    register_op(name, traits=(PURE,), printer=_print_simple, verifier=_verifier(short),
                property_names=() if short in INT_UNARY + INT_BINARY else ("fastmath",),
                name_hint=(lambda op: ["sin", "cos"]) if short == "sincos" else None, **extra)


for _s in FLOAT_UNARY + INT_UNARY + CLASSIFY + FLOAT_BINARY + INT_BINARY + ["fma", "fpowi", "sincos", "clampf"]:
    _reg(_s)


def _names(ops):
    return [f"math.{o}" for o in ops]


DIALECT = Dialect(
    "math", grammar="math.lark",
    rules={"op_math_unary": _parse_unary, "op_math_binary": _parse_binary, "op_math_fma": _parse_fma,
           "op_math_fpowi": _parse_fpowi, "op_math_clampf": _parse_clampf},
    keywords={"MATH_UNARY": _names(FLOAT_UNARY + INT_UNARY + CLASSIFY + ["sincos"]),
              "MATH_BINARY": _names(FLOAT_BINARY + INT_BINARY),
              "MATH_FMA": ["math.fma"], "MATH_FPOWI": ["math.fpowi"], "MATH_CLAMPF": ["math.clampf"]},
)
