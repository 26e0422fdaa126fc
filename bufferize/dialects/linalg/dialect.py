"""linalg registration: generic, named and map-like ops, yield and index."""
from __future__ import annotations

from ...ir.interfaces import is_buffer
from ...ir.registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect, register_op
from ..define import Operand, define
from .base import dps_inits
from .bodies import NAMED_OPS
from .named import _kw_attr, _named_alias_attrs, _parse_named, _print_named, _props, _results, _verify_named
from .generic import _GENERIC_PROPS, _generic_arg_hint, _generic_attrs, _parse_generic, _parse_index, _print_generic, _print_index, _verify_generic, _verify_index, _verify_yield
from .structured import verify_structured
from . import pack as _pack
from . import softmax as _softmax
from .map_like import _body_rule, _hint, _map_arg_hint, _parse_map, _parse_map_bare, _payload, _print_map, _verify_map_like


# ---- registration ----------------------------------------------------------------------


def _dps_effects(op) -> list:
    """Destination-passing style on buffers: every memref operand is read,
    every memref init is also written (upstream's linalg getEffects)."""
    inits = set(dps_inits(op))
    out = []
    for i, o in enumerate(op.operands):
        if is_buffer(o.value):
            out.append(("read", "operand", i))
            if i in inits:
                out.append(("write", "operand", i))
    return out


def _reg(name, printer, verifier, props=(), hint=None, arg_hint=None, traits=(SINGLE_BLOCK,), **extra):
    d = register_op(name, traits=traits, printer=printer, verifier=verifier, name_hint=hint,
                    property_names=props, dps=True, effects=_dps_effects, **extra)
    if arg_hint is not None:
        d.region_arg_hint = arg_hint
    return d


for _n, _s in NAMED_OPS.items():
    _reg(_n, _print_named, _verify_named, props=_s.props, region_verifier=verify_structured).extra["alias_attrs"] = _named_alias_attrs
_reg("linalg.generic", _print_generic, _verify_generic, props=_GENERIC_PROPS, arg_hint=_generic_arg_hint,
     region_verifier=verify_structured)
_reg("linalg.map", _print_map, _verify_map_like, hint=_hint("mapped"), arg_hint=_map_arg_hint, traits=())
_reg("linalg.reduce", _print_map, _verify_map_like, props=("dimensions",), hint=_hint("reduced"),
     arg_hint=_map_arg_hint, traits=())
_reg("linalg.transpose", _print_map, _verify_map_like, props=("permutation",), hint=_hint("transposed"), traits=())
_reg("linalg.broadcast", _print_map, _verify_map_like, props=("dimensions",), hint=_hint("broadcasted"), traits=())
_reg(_softmax.SOFTMAX, _softmax._print_softmax, _softmax._verify_softmax, props=("dimension",), traits=())
register_op("linalg.copy", copy_like=(0, 1))
YIELD = define("linalg.yield", operands=(Operand("values", variadic=True),),
               format="attr-dict ($values*^ `:` type($values))?",
               traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_yield)
register_op("linalg.index", traits=(PURE,), printer=_print_index, verifier=_verify_index,
            property_names=("dim",))


def _ins(tr, c):
    return ("ins", c[0] or [], c[1] or [])


def _outs(tr, c):
    return ("outs", c[0] or [], c[1] or [])


def _io(tr, c):
    return {x[0]: (x[1], x[2]) for x in c if x is not None}


DIALECT = Dialect(
    "linalg", grammar="linalg.lark",
    rules={"linalg_ins": _ins, "linalg_outs": _outs, "linalg_io": _io, "linalg_results": _results,
           "linalg_props": _props, "linalg_kw_attr": _kw_attr, "linalg_payload": _payload,
           "linalg_body": _body_rule,
           "op_linalg_named": _parse_named, "op_linalg_generic": _parse_generic,
           "linalg_generic_attrs": _generic_attrs,
           "op_linalg_index": _parse_index, "op_linalg_map": _parse_map,
           "op_linalg_map_bare": _parse_map_bare,
           "linalg_into": lambda tr, c: c[0], **_pack.RULES, **_softmax.RULES},
    keywords={"LINALG_NAMED": sorted(NAMED_OPS), "LINALG_GENERIC": ["linalg.generic"],
              "LINALG_INDEX": ["linalg.index"], "LINALG_PACK": [_pack.PACK, _pack.UNPACK],
              "LINALG_SOFTMAX": [_softmax.SOFTMAX],
              "LINALG_MAP": ["linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast"]},
)
