"""linalg registration: generic, named and map-like ops, yield and index."""
from __future__ import annotations

from ...ir.interfaces import is_buffer
from ...ir.registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect, register_op
from ..define import Operand, Result, define
from .base import dps_inits
from .bodies import NAMED_OPS
from .named import _kw_attr, _named_alias_attrs, named_syntax_attributes, _parse_named, _print_named, _props, _results, _verify_named
from .generic import _GENERIC_PROPS, _generic_arg_hint, _generic_attrs, _parse_generic, _parse_index, _parse_yield, _print_generic, _print_index, _print_yield, _verify_generic, _verify_index, _verify_yield
from .structured import verify_structured
from . import pack as _pack
from . import softmax as _softmax
from .map_like import _body_rule, _hint, _map_arg_hint, _parse_map, _parse_map_bare, _payload, _print_map, _verify_map_like


# ---- registration ----------------------------------------------------------------------


def _dps_effects(op) -> list:
    """Destination-passing style on buffers: every memref operand is read,
    every memref init is also written (upstream's linalg getEffects)."""
    inits = dps_inits(op)
    out = []
    for i, o in enumerate(op.operands):
        if is_buffer(o.value):
            out.append(("read", "operand", i))
            if i in inits:
                out.append(("write", "operand", i))
    return out


# a structured op's operands: its inputs and its inits, split by operandSegmentSizes
_STRUCTURED = (Operand("inputs", variadic=True), Operand("outputs", variadic=True))
_TENSOR_RESULTS = (Result("result_tensors", variadic=True),)


def _reg(name, printer, verifier, props=(), hint=None, arg_hint=None, traits=(SINGLE_BLOCK,), parse=None,
         operands=_STRUCTURED, results=_TENSOR_RESULTS, segments=None, inits="outputs",
         syntax_attributes=("operandSegmentSizes",), **extra):
    """One structured op's declaration: its syntax is the dialect's
    hand-written rule (grammar/linalg.lark; ``parse`` names its callback
    where the op has one of its own); ``inits``: the operand group
    written in destination-passing style (upstream's getDpsInitsMutable)."""
    decl = define(name, operands=operands, results=results, traits=traits,
                  segments=segments if segments is not None else sum(1 for o in operands if o.variadic) > 1,
                  parse=parse, print=printer, verify=verifier, hint=hint, properties=props, dps=inits,
                  effects=_dps_effects, syntax_attributes=syntax_attributes, **extra)
    if arg_hint is not None:
        decl.definition.region_arg_hint = arg_hint
    return decl.definition


for _n, _s in NAMED_OPS.items():
    _reg(_n, _print_named, _verify_named, props=_s.props, region_verifier=verify_structured, parse=_parse_named,
         alias_attrs=_named_alias_attrs, syntax_attributes=named_syntax_attributes(_s))
_reg("linalg.generic", _print_generic, _verify_generic, props=_GENERIC_PROPS, arg_hint=_generic_arg_hint,
     region_verifier=verify_structured, parse=_parse_generic)
_IN_INIT = (Operand("input"), Operand("init"))
_reg("linalg.map", _print_map, _verify_map_like, hint=_hint("mapped"), arg_hint=_map_arg_hint, traits=(),
     operands=(Operand("inputs", variadic=True), Operand("init")), inits="init", parse=_parse_map)
_reg("linalg.reduce", _print_map, _verify_map_like, props=("dimensions",), hint=_hint("reduced"), syntax_attributes=("dimensions",),
     arg_hint=_map_arg_hint, traits=(), operands=(Operand("inputs", variadic=True), Operand("inits", variadic=True)),
     segments="same", inits="inits", parse=_parse_map)
_reg("linalg.transpose", _print_map, _verify_map_like, props=("permutation",), hint=_hint("transposed"), traits=(),
     syntax_attributes=("permutation",),
     operands=_IN_INIT, inits="init", parse=_parse_map)
_reg("linalg.broadcast", _print_map, _verify_map_like, props=("dimensions",), hint=_hint("broadcasted"), traits=(),
     syntax_attributes=("dimensions",),
     operands=_IN_INIT, inits="init", parse=_parse_map)
_reg(_softmax.SOFTMAX, _softmax._print_softmax, _softmax._verify_softmax, props=("dimension",), traits=(),
     operands=(Operand("input"), Operand("output")), inits="output", parse=_softmax.RULES.get("op_linalg_softmax"),
     syntax_attributes=None)
register_op("linalg.copy", copy_like=(0, 1))
YIELD = define("linalg.yield", operands=(Operand("values", variadic=True),), parse=_parse_yield, print=_print_yield,
               traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_yield,
               syntax_errors=lambda tok, expected, after: ("expected ':'", None, None) if "COLON" in expected else None)
INDEX_OP = define("linalg.index", results=(Result("result"),), traits=(PURE,), parse=_parse_index,
                  print=_print_index, verify=_verify_index, properties=("dim",))


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
           "op_linalg_index": _parse_index, "op_linalg_yield": _parse_yield, "op_linalg_map": _parse_map,
           "op_linalg_map_bare": _parse_map_bare,
           "linalg_into": lambda tr, c: c[0], **_pack.RULES, **_softmax.RULES},
    keywords={"LINALG_NAMED": sorted(NAMED_OPS), "LINALG_GENERIC": ["linalg.generic"],
              "LINALG_INDEX": ["linalg.index"], "LINALG_YIELD": ["linalg.yield"], "LINALG_PACK": [_pack.PACK, _pack.UNPACK],
              "LINALG_SOFTMAX": [_softmax.SOFTMAX],
              "LINALG_MAP": ["linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast"]},
)
