"""scf registration: each op with its parse, print and verify functions."""
from __future__ import annotations

from ...ir.registry import GRAPH_REGION, NO_TERMINATOR, PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect, register_op
from ..define import Operand, define
from .base import _scf_assign, _scf_assign_list, _scf_single_type, _scf_type_list
from .loops import _parse_condition, _parse_execute_region, _parse_for, _parse_if, _parse_while, _print_condition, _print_execute_region, _print_for, _print_if, _print_while, _scf_iter_args, _verify_condition, _verify_execute_region, _verify_for, _verify_for_regions, _verify_if, _verify_if_regions, _verify_while, _verify_while_regions, _verify_yield
from .parallel import _FORALL_PROPS, _parse_forall, _parse_in_parallel, _parse_index_switch, _parse_parallel, _parse_reduce, _parse_reduce_return, _print_forall, _print_in_parallel, _print_index_switch, _print_parallel, _print_reduce, _print_reduce_return, _scf_case, _scf_forall_full, _scf_forall_normalized, _scf_index_parens, _scf_shared_outs, _verify_forall, _verify_in_parallel, _verify_index_switch, _verify_parallel, _verify_reduce, _verify_reduce_regions, _verify_reduce_return


# ---- registration ------------------------------------------------------------------------------------------

register_op("scf.for", traits=(SINGLE_BLOCK,), printer=_print_for, verifier=_verify_for,
            region_verifier=_verify_for_regions,
            property_names=("unsignedCmp",))
register_op("scf.if", traits=(SINGLE_BLOCK,), printer=_print_if, verifier=_verify_if,
            region_verifier=_verify_if_regions)
YIELD = define("scf.yield", operands=(Operand("results", variadic=True),),
               format="attr-dict ($results*^ `:` type($results))?",
               traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_yield)
register_op("scf.while", traits=(SINGLE_BLOCK,), printer=_print_while, verifier=_verify_while,
            region_verifier=_verify_while_regions)
register_op("scf.condition", traits=(TERMINATOR, PURE), printer=_print_condition, verifier=_verify_condition)
register_op("scf.execute_region", printer=_print_execute_region, verifier=_verify_execute_region,
            property_names=("no_inline",))
register_op("scf.forall", traits=(SINGLE_BLOCK,), printer=_print_forall, verifier=_verify_forall,
            property_names=_FORALL_PROPS)
register_op("scf.forall.in_parallel", traits=(TERMINATOR, NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION),
            printer=_print_in_parallel, verifier=_verify_in_parallel)
register_op("scf.parallel", traits=(SINGLE_BLOCK,), printer=_print_parallel, verifier=_verify_parallel,
            property_names=("operandSegmentSizes",))
register_op("scf.reduce", traits=(TERMINATOR,), printer=_print_reduce, verifier=_verify_reduce,
            region_verifier=_verify_reduce_regions)
register_op("scf.reduce.return", traits=(TERMINATOR, PURE), printer=_print_reduce_return,
            verifier=_verify_reduce_return)
register_op("scf.index_switch", printer=_print_index_switch, verifier=_verify_index_switch,
            property_names=("cases",))

DIALECT = Dialect(
    "scf", grammar="scf.lark",
    rules={"op_scf_for": _parse_for, "scf_iter_args": _scf_iter_args, "scf_assign": _scf_assign,
           "scf_assign_list": _scf_assign_list, "scf_type_list": _scf_type_list,
           "scf_single_type": _scf_single_type, "op_scf_if": _parse_if,
           "op_scf_while": _parse_while, "op_scf_condition": _parse_condition,
           "op_scf_execute_region": _parse_execute_region, "op_scf_forall": _parse_forall,
           "scf_index_parens": _scf_index_parens, "scf_forall_normalized": _scf_forall_normalized,
           "scf_forall_full": _scf_forall_full, "scf_shared_outs": _scf_shared_outs,
           "op_scf_in_parallel": _parse_in_parallel, "op_scf_parallel": _parse_parallel,
           "op_scf_reduce": _parse_reduce, "op_scf_reduce_return": _parse_reduce_return,
           "op_scf_index_switch": _parse_index_switch, "scf_case": _scf_case},
    keywords={"SCF_FOR": ["scf.for"], "SCF_IF": ["scf.if"],
              "SCF_WHILE": ["scf.while"], "SCF_CONDITION": ["scf.condition"],
              "SCF_EXECUTE_REGION": ["scf.execute_region"], "SCF_FORALL": ["scf.forall"],
              "SCF_IN_PARALLEL": ["scf.forall.in_parallel"], "SCF_PARALLEL": ["scf.parallel"],
              "SCF_REDUCE": ["scf.reduce"], "SCF_REDUCE_RETURN": ["scf.reduce.return"],
              "SCF_INDEX_SWITCH": ["scf.index_switch"]},
)


