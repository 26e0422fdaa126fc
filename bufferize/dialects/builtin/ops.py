"""builtin.module and builtin.unrealized_conversion_cast."""
from __future__ import annotations

from ...ir import attributes as A
from ...syntax.type_attr_rules import _sym_name
from ...syntax.opspec import OpSpec, typed
from ...ir.registry import GRAPH_REGION, ISOLATED, NO_TERMINATOR, SINGLE_BLOCK, SYMBOL, SYMBOL_TABLE, Dialect
from ..define import Operand, Result, define


def _parse_module(tr, c):
    tok, sym, attrs, region = c
    props = {}
    if sym is not None:
        props["sym_name"] = A.StringAttr(_sym_name(sym.value))
    if not region.blocks:
        from ...ir.core import Block
        region.add_block(Block())
    return OpSpec("builtin.module", attributes=attrs or {}, properties=props, regions=[region], tok=tok)


def _print_module(op, p):
    name = op.properties.get("sym_name")
    if name is not None:
        p.write(" " + p.symbol(name.value))
    p.op_attr_dict(op, elided=("sym_name", "sym_visibility"), keyword=True)
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=False)


def _verify_module(op):
    from ...ir.verifier import VerifyError
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise VerifyError(op, "expects a single-block region")
    if op.regions[0].entry.args:
        raise VerifyError(op, "expected body to have no arguments")


def _parse_cast(tr, c):
    tok, vals, in_types, out_types, attrs = c
    vals = typed(vals or [], in_types or [], tok=tok)
    return OpSpec("builtin.unrealized_conversion_cast", vals, out_types, attrs or {}, tok=tok)


def _print_cast(op, p):
    if op.operands:
        vals = [o.value for o in op.operands]
        p.write(" " + p.values(vals) + " : " + p.types(v.type for v in vals))
    p.write(" to " + p.types(r.type for r in op.results))
    p.op_attr_dict(op)


MODULE = define("builtin.module", traits=(ISOLATED, NO_TERMINATOR, SINGLE_BLOCK, SYMBOL_TABLE, SYMBOL, GRAPH_REGION),
                parse=_parse_module, print=_print_module, verify=_verify_module,
                properties=("sym_name", "sym_visibility"),
                default_dialect="builtin")  # upstream: `module @m`, `unrealized_conversion_cast` inside
UNREALIZED_CONVERSION_CAST = define("builtin.unrealized_conversion_cast",
                                    operands=(Operand("inputs", variadic=True),),
                                    results=(Result("outputs", variadic=True),), parse=_parse_cast, print=_print_cast)

DIALECT = Dialect(
    "builtin", grammar="builtin.lark",
    rules={"op_module": _parse_module, "op_unrealized_cast": _parse_cast},
    keywords={"BUILTIN_MODULE": ["module", "builtin.module"],
              "BUILTIN_UCC": ["builtin.unrealized_conversion_cast"]},
)
