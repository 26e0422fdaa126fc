"""math's ops, one declaration each (upstream's MathOps.td): unary and
binary float ops with an optional ``(`fastmath` `` $fastmath^)?`` group,
integer unary ops, fma, fpowi, ipowi, the classification ops (isnan, ...:
fastmath is a property spelt only in the attr-dict), sincos and clampf.
All are declared formats."""
from __future__ import annotations

import math as _m
from ...ir import types as T
from ...ir.registry import PURE, Dialect
from .. import arith as AR
from ..arith.attrs import _elem, _flag_names
from ..arith.dialect import FASTMATH, INT_LIKE
from ..arith.syntax import _i1_like
from ..arith.verify import _err, _no_regions, _props_text, _typed_text
from ..define import ANY, FLOAT_LIKE, Constraint, Operand, Result, define


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



_SAME = "requires the same type for all operands and results"   # SameOperandsAndResultType
_FM = "(`fastmath` `` $fastmath^)?"
_NO_FM = {"fastmath": AR.fastmath_attr(0)}
# signless-integer-like without index (fpowi's exponent)
_FIXED_INT_LIKE = Constraint("signless-integer-like", lambda t: AR.is_int_like(t)
                             and not isinstance(_elem(t), T.IndexType))


def _verify_fastmath(op):
    _no_regions(op)
    if _flag_names(op.properties["fastmath"], "fastmath") is None:
        raise _err(op, "attribute 'fastmath' failed to satisfy constraint")


def _verify_classify(op):
    _verify_fastmath(op)
    t = op.operands[0].value.type
    if op.results[0].type != _i1_like(t):
        raise _err(op, f"result #0 must be bool-like, but got '{op.results[0].type}'")


def _float(short, operands, format, results=None, **kw):
    """A float op with a fastmath property; ``operands``: their names."""
    name = "math." + short
    args = dict(same_type=tuple(operands) + ("result",), same_type_message=_SAME, verify=_verify_fastmath)
    args.update(kw)
    if short in FOLDERS:
        args["fold"] = FOLDERS[short]
    define(name, operands=tuple(Operand(o, FLOAT_LIKE) for o in operands),
           results=results or (Result("result", ANY),), format=format, attr_syntax=FASTMATH, defaults=_NO_FM,
           required=("fastmath",), convert_properties=_convert(name), modifiers=True, traits=(PURE,), **args)


for _s in FLOAT_UNARY:
    _float(_s, ("operand",), f"$operand {_FM} attr-dict `:` type($result)")
for _s in FLOAT_BINARY:
    _float(_s, ("lhs", "rhs"), f"$lhs `,` $rhs {_FM} attr-dict `:` type($result)")
_float("fma", ("a", "b", "c"), f"$a `,` $b `,` $c {_FM} attr-dict `:` type($result)")
_float("clampf", ("value", "min", "max"), f"$value `to` ` ` `[` $min `,` $max `]` {_FM} attr-dict `:` type($result)")
_float("sincos", ("operand",), f"$operand {_FM} attr-dict `:` type($operand)",
       results=(Result("sin", ANY), Result("cos", ANY)), same_type=("operand", "sin", "cos"), hint=("sin", "cos"))
define("math.fpowi", operands=(Operand("lhs", FLOAT_LIKE), Operand("rhs", _FIXED_INT_LIKE)),
       results=(Result("result", ANY),), same_type=("lhs", "result"),
       format=f"$lhs `,` $rhs {_FM} attr-dict `:` type($lhs) `,` type($rhs)", attr_syntax=FASTMATH,
       defaults=_NO_FM, required=("fastmath",), convert_properties=_convert("math.fpowi"), modifiers=True,
       verify=_verify_fastmath, traits=(PURE,))
for _s in CLASSIFY:
    define("math." + _s, operands=(Operand("operand", FLOAT_LIKE),), results=(Result("result", ANY),),
           result_types=lambda types, props: [_i1_like(types[0])],
           format="$operand attr-dict `:` type($operand)", properties=("fastmath",), defaults=_NO_FM,
           required=("fastmath",), convert_properties=_convert("math." + _s), modifiers=True,
           verify=_verify_classify, traits=(PURE,))
for _s in INT_UNARY:
    define("math." + _s, operands=(Operand("operand", INT_LIKE),), results=(Result("result", INT_LIKE),),
           same_type=("operand", "result"), same_type_message=_SAME,
           format="$operand attr-dict `:` type($result)", modifiers=True, verify=_no_regions, traits=(PURE,))
for _s in INT_BINARY:
    define("math." + _s, operands=(Operand("lhs", INT_LIKE), Operand("rhs", INT_LIKE)),
           results=(Result("result", INT_LIKE),), same_type=("lhs", "rhs", "result"), same_type_message=_SAME,
           format="$lhs `,` $rhs attr-dict `:` type($result)", modifiers=True, verify=_no_regions, traits=(PURE,))


DIALECT = Dialect("math")
