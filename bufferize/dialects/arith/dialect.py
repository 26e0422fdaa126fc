"""arith registration: every op with its parse, print, verify and fold functions."""
from __future__ import annotations

import operator
from ...ir.registry import COMMUTATIVE, PURE, Dialect, register_op
from .attrs import CASTS, COMMUTATIVE_OPS, FLOAT_BINOPS, FOLDERS, INT_BINOPS, OVERFLOW_OPS
from .syntax import _constant_hint, _cst_alias, _cst_dense, _cst_dialect, _cst_false, _cst_number, _cst_resource, _cst_sparse, _cst_true, _flag, _flag_none, _flags, _mod, _mods, _parse_binop, _parse_cast, _parse_cmp, _parse_constant, _parse_extended, _parse_select, _parse_unop, _pred, _pred_false, _pred_true, _print_binop, _print_cast, _print_cmp, _print_constant, _print_extended, _print_select
from .verify import _make_converter, _verify_binop, _verify_cast, _verify_cmp, _verify_constant, _verify_extended, _verify_select, _verify_unop


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


