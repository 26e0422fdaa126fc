"""arith's ops, one declaration each (upstream's ArithOps.td).

Every op but ``arith.select`` is a declared format: the flags are the
optional groups ``(`overflow` `` $overflowFlags^)?`` and
``(`fastmath` `` $fastmath^)?``, truncf's rounding mode ``($roundingmode^)?``,
the cmp predicates an enum keyword, and ``arith.constant``'s ``$value`` a
typed attribute whose type is the result's.  ``arith.select`` keeps a
parse/print pair, as upstream's SelectOp::parse does: the condition's type
is spelt only when it is not ``i1``.
"""
from __future__ import annotations

import operator

from ...ir import attributes as A
from ...ir import types as T
from ...ir.registry import COMMUTATIVE, PURE, Dialect
from ..define import ANY, FLOAT_LIKE, AttrSyntax, Constraint, Operand, Result, TypesMatch, define
from .attrs import (CASTS, CMPF_PREDICATES, CMPI_PREDICATES, COMMUTATIVE_OPS, FLAGS, FLOAT_BINOPS, FOLDERS,
                    INT_BINOPS, ROUNDING_MODES, _KIND_DESC, _kind_ok, fastmath_attr, fastmath_text,
                    flag_bits, is_bool_like, is_int_like, overflow_attr, overflow_text)
from .syntax import (_constant_hint, _cst_alias, _cst_dense, _cst_dialect, _cst_false, _cst_number, _cst_resource,
                     _cst_sparse, _cst_true, _flag, _flag_none, _flags, _i1_like, _mod, _mods, _parse_select,
                     _print_select, constant_text, constant_type)
from .verify import (_make_converter, _no_regions, _verify_attrs, _verify_addui_extended, _verify_cast, _verify_cmp,
                     _verify_constant, _verify_flags, _verify_select)

INT_LIKE = Constraint("signless-integer-like", is_int_like)
BOOL_LIKE = Constraint("bool-like", is_bool_like)
_KINDS = {k: Constraint(_KIND_DESC[k], (lambda k: lambda t: _kind_ok(k, t))(k))
          for k in ("int", "float", "intidx", "intfloat")}
_KINDS["any"] = ANY


def _flags_syntax(kind):
    """The flag list of a `fastmath<...>` / `overflow<...>` group."""
    if kind == "fastmath":
        return AttrSyntax(None, lambda a: f"<{fastmath_text(flag_bits(a, kind))}>", parse=fastmath_attr)
    return AttrSyntax(None, lambda a: f"<{overflow_text(flag_bits(a, kind))}>", parse=overflow_attr)


FASTMATH = {"fastmath": _flags_syntax("fastmath")}
OVERFLOW = {"overflowFlags": _flags_syntax("overflow")}
_FM_GROUP = "(`fastmath` `` $fastmath^)?"
_OV_GROUP = "(`overflow` `` $overflowFlags^)?"
_NO_FM, _NO_OV = {"fastmath": fastmath_attr(0)}, {"overflowFlags": overflow_attr(0)}
_SAME = "requires the same type for all operands and results"   # SameOperandsAndResultType


def _flag_decl(name):
    """The flag group, syntax and default of op ``name`` (arith.<short>)."""
    f = FLAGS.get(name)
    if f is None:
        return "", {}, {}
    group, syn, default = (_FM_GROUP, FASTMATH, _NO_FM) if f[0] == "fastmath" else (_OV_GROUP, OVERFLOW, _NO_OV)
    return " " + group, syn, default if f[1] else {}


def _common(name, traits=(PURE,), modifiers=True):
    return dict(traits=traits, convert_properties=_make_converter(name), modifiers=modifiers,
                verify_attrs=_verify_attrs)


def _binary(short, constraint):
    name = f"arith.{short}"
    group, syn, default = _flag_decl(name)
    define(name, operands=(Operand("lhs", constraint), Operand("rhs", constraint)),
           results=(Result("result", constraint),), same_type=("lhs", "rhs", "result"), same_type_message=_SAME,
           format=f"$lhs `,` $rhs{group} attr-dict `:` type($result)", attr_syntax=syn, defaults=default,
           verify=_verify_flags, **_common(name, (PURE, COMMUTATIVE) if short in COMMUTATIVE_OPS else (PURE,)),
           **({"fold": FOLDERS[short]} if short in FOLDERS else {}))


for _o in INT_BINOPS:
    _binary(_o, INT_LIKE)
for _o in FLOAT_BINOPS:
    _binary(_o, FLOAT_LIKE)

define("arith.negf", operands=(Operand("operand", FLOAT_LIKE),), results=(Result("result", FLOAT_LIKE),),
       same_type=("operand", "result"), same_type_message=_SAME,
       format=f"$operand {_FM_GROUP} attr-dict `:` type($result)", attr_syntax=FASTMATH, defaults=_NO_FM,
       verify=_verify_flags, fold=operator.neg, **_common("arith.negf"))


# Arith_CompareOp: SameTypeOperands, and the result typed from lhs (the custom
# form does not spell it; the parser checks lhs's constraint first, as ODS does)
_SAME_OPERANDS = "requires all operands to have the same type"
_I1_SAME_SHAPE = TypesMatch("result type has i1 element type and same shape as operands", "lhs", "result",
                            _i1_like)


define("arith.cmpi", operands=(Operand("lhs", INT_LIKE), Operand("rhs", INT_LIKE)),
       results=(Result("result", BOOL_LIKE),), same_type=("lhs", "rhs"), same_type_message=_SAME_OPERANDS,
       types_match=(_I1_SAME_SHAPE,),
       format="$predicate=word `,` $lhs `,` $rhs attr-dict `:` type($lhs)", enums={"predicate": CMPI_PREDICATES},
       required=("predicate",), verify=_verify_cmp, **_common("arith.cmpi"))
define("arith.cmpf", operands=(Operand("lhs", FLOAT_LIKE), Operand("rhs", FLOAT_LIKE)),
       results=(Result("result", BOOL_LIKE),), same_type=("lhs", "rhs"), same_type_message=_SAME_OPERANDS,
       types_match=(_I1_SAME_SHAPE,),
       format=f"$predicate=word `,` $lhs `,` $rhs {_FM_GROUP} attr-dict `:` type($lhs)",
       enums={"predicate": CMPF_PREDICATES}, attr_syntax=FASTMATH, defaults=_NO_FM, required=("predicate",),
       verify=_verify_cmp, **_common("arith.cmpf"))

SELECT = define("arith.select", operands=(Operand("condition", BOOL_LIKE), Operand("true_value"),
                                          Operand("false_value")),
                results=(Result("result"),), same_type=("true_value", "false_value", "result"),
                parse=_parse_select, print=_print_select, verify=_verify_select, **_common("arith.select"))

for _o, (_src, _dst, _rel) in CASTS.items():
    _name = f"arith.{_o}"
    _group, _syn, _default = _flag_decl(_name)
    _enums = {}
    if _o == "truncf":
        _group, _enums = " ($roundingmode=word^)" + "?" + _group, {"roundingmode": (ROUNDING_MODES, T.i32)}
    define(_name, operands=(Operand("in", _KINDS[_src]),), results=(Result("out", _KINDS[_dst]),),
           format=f"$in{_group} attr-dict `:` type($in) `to` type($out)", attr_syntax=_syn, defaults=_default,
           enums=_enums, verify=_verify_cast, **_common(_name))

# The scaling casts (LLVM 21): `in` scaled by `scale` (upstream's arith-expand
# makes them extf(in) * extf(scale) and truncf(in / extf(scale))); the cast
# relates `in` and `out`, as extf's and truncf's.
for _o in ("scaling_extf", "scaling_truncf"):
    _name = f"arith.{_o}"
    _group, _syn, _default = _flag_decl(_name)
    _enums = {}
    if _o == "scaling_truncf":
        _group, _enums = " ($roundingmode=word^)" + "?" + _group, {"roundingmode": (ROUNDING_MODES, T.i32)}
    define(_name, operands=(Operand("in", _KINDS["float"]), Operand("scale", _KINDS["float"])),
           results=(Result("out", _KINDS["float"]),),
           format=f"$in `,` $scale{_group} attr-dict `:` type($in) `,` type($scale) `to` type($out)",
           attr_syntax=_syn, defaults=_default, enums=_enums, verify=_verify_cast, **_common(_name))

def _value_type(attr):
    """The type of a constant's value: None for dense_resource/sparse, whose
    type is spelt beside them (not checked), the attribute itself (never a
    type) for another attribute without one."""
    t = constant_type(attr)
    if t is None and isinstance(attr, A.OpaqueAttr) and attr.text.startswith(("dense_resource<", "sparse<")):
        return None
    return t if t is not None else attr


CONSTANT = define("arith.constant", results=(Result("result"),), same_type=("value", "result"),
                  format="attr-dict $value", required=("value",),
                  attr_syntax={"value": AttrSyntax("arith_cst_value", constant_text, type_of=_value_type)},
                  verify=_verify_constant, hint=_constant_hint,
                  **_common("arith.constant", (PURE, "ConstantLike"), False))

_SUM = ("lhs", "rhs", "sum")
define("arith.addui_extended", operands=(Operand("lhs", INT_LIKE), Operand("rhs", INT_LIKE)),
       results=(Result("sum", INT_LIKE), Result("overflow", BOOL_LIKE)), same_type=_SUM,
       format="$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)", hint=("sum", "overflow"),
       verify=_verify_addui_extended,
       **_common("arith.addui_extended", (PURE, COMMUTATIVE), False))
for _o in ("mulsi_extended", "mului_extended"):
    define(f"arith.{_o}", operands=(Operand("lhs", INT_LIKE), Operand("rhs", INT_LIKE)),
           results=(Result("low", INT_LIKE), Result("high", INT_LIKE)), same_type=("lhs", "rhs", "low", "high"),
           format="$lhs `,` $rhs attr-dict `:` type($lhs)", hint=("low", "high"), verify=_no_regions,
           **_common(f"arith.{_o}", (PURE, COMMUTATIVE), False))


DIALECT = Dialect(
    "arith", grammar="arith.lark",
    rules={"arith_cst_number": _cst_number,
           "arith_cst_true": _cst_true, "arith_cst_false": _cst_false, "arith_cst_dense": _cst_dense,
           "arith_cst_resource": _cst_resource, "arith_cst_sparse": _cst_sparse,
           "arith_cst_alias": _cst_alias, "arith_cst_dialect": _cst_dialect,
           "op_arith_select": _parse_select,
           "arith_mods": _mods, "arith_mod": _mod, "arith_flags": _flags, "arith_flag": _flag,
           "arith_flag_none": _flag_none},
    keywords={"ARITH_SELECT": ["arith.select"]},
)
