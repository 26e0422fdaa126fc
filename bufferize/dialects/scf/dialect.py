"""scf registration: each op with its parse, print and verify functions."""
from __future__ import annotations

from ...ir.registry import GRAPH_REGION, NO_TERMINATOR, PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect
from ..define import INDEX, RANKED_TENSOR, Operand, Result, define
from .base import _scf_assign, _scf_assign_list, _scf_single_type, _scf_type_list
from .loops import _YIELD_PARENTS, _parse_condition, _parse_execute_region, _parse_for, _parse_if, _parse_while, _print_condition, _print_execute_region, _print_for, _print_if, _print_while, _scf_iter_args, _verify_condition, _verify_execute_region, _verify_for, _verify_for_regions, _verify_if, _verify_if_regions, _verify_while, _verify_while_regions, _verify_yield
from .parallel import _FORALL_PROPS, _parse_forall, _parse_in_parallel, _parse_index_switch, _parse_parallel, _parse_reduce, _parse_reduce_return, _print_forall, _print_in_parallel, _print_index_switch, _print_parallel, _print_reduce, _print_reduce_return, _scf_case, _scf_forall_full, _scf_forall_normalized, _scf_index_parens, _scf_shared_outs, _verify_forall, _verify_forall_regions, _verify_in_parallel, _verify_index_switch, _verify_parallel, _verify_reduce, _verify_reduce_regions, _verify_reduce_return


# ---- registration ------------------------------------------------------------------------------------------

# Ops whose syntax is a hand-written rule (grammar/scf.lark): one declaration
# each, with ODS's operands and results (constraints left to each verifier,
# which checks them in upstream's words and order).
_RESULTS = (Result("results", variadic=True),)
_BOUNDS = (Operand("lowerBound"), Operand("upperBound"), Operand("step"))
FOR = define("scf.for", operands=_BOUNDS + (Operand("initArgs", variadic=True),), results=_RESULTS,
             traits=(SINGLE_BLOCK,), parse=_parse_for, print=_print_for, verify=_verify_for,
             region_verifier=_verify_for_regions, properties=("unsignedCmp",),
             syntax_attributes=("unsignedCmp",),
             operands_after_regions=True)   # (upstream's ForOp::parse resolves them after its region)
IF = define("scf.if", operands=(Operand("condition"),), results=_RESULTS, traits=(SINGLE_BLOCK,), parse=_parse_if,
            print=_print_if, verify=_verify_if, region_verifier=_verify_if_regions)
YIELD = define("scf.yield", operands=(Operand("results", variadic=True),),
               format="attr-dict ($results*^ `:` type($results))?",
               traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_yield, parent=_YIELD_PARENTS)
WHILE = define("scf.while", operands=(Operand("inits", variadic=True),), results=_RESULTS, traits=(SINGLE_BLOCK,),
               parse=_parse_while, print=_print_while, verify=_verify_while, region_verifier=_verify_while_regions)
CONDITION = define("scf.condition", operands=(Operand("condition"), Operand("args", variadic=True)),
                   traits=(TERMINATOR, PURE), parse=_parse_condition, print=_print_condition,
                   verify=_verify_condition, parent=("scf.while",))
EXECUTE_REGION = define("scf.execute_region", results=_RESULTS, parse=_parse_execute_region,
                        print=_print_execute_region, verify=_verify_execute_region, properties=("no_inline",),
                        syntax_attributes=("no_inline",))
FORALL = define("scf.forall", operands=(Operand("dynamicLowerBound", INDEX, variadic=True),
                                        Operand("dynamicUpperBound", INDEX, variadic=True),
                                        Operand("dynamicStep", INDEX, variadic=True),
                                        Operand("outputs", RANKED_TENSOR, variadic=True)),
                results=_RESULTS, segments=True, traits=(SINGLE_BLOCK,), parse=_parse_forall, print=_print_forall,
                verify=_verify_forall, region_verifier=_verify_forall_regions, properties=_FORALL_PROPS,
                syntax_attributes=_FORALL_PROPS[:4])
IN_PARALLEL = define("scf.forall.in_parallel", traits=(TERMINATOR, NO_TERMINATOR, SINGLE_BLOCK, GRAPH_REGION),
                     parse=_parse_in_parallel, print=_print_in_parallel, verify=_verify_in_parallel,
                     parent=("scf.forall",))
PARALLEL = define("scf.parallel", operands=(Operand("lowerBound", variadic=True),
                                            Operand("upperBound", variadic=True), Operand("step", variadic=True),
                                            Operand("initVals", variadic=True)),
                  results=_RESULTS, segments=True, traits=(SINGLE_BLOCK,), parse=_parse_parallel,
                  print=_print_parallel, verify=_verify_parallel, properties=("operandSegmentSizes",),
                  syntax_attributes=("operandSegmentSizes",))
REDUCE = define("scf.reduce", operands=(Operand("operands", variadic=True),), traits=(TERMINATOR,),
                parse=_parse_reduce, print=_print_reduce, verify=_verify_reduce,
                region_verifier=_verify_reduce_regions, parent=("scf.parallel",))
REDUCE_RETURN = define("scf.reduce.return", operands=(Operand("result"),), traits=(TERMINATOR, PURE),
                       parse=_parse_reduce_return, print=_print_reduce_return, verify=_verify_reduce_return,
                       parent=("scf.reduce",))
INDEX_SWITCH = define("scf.index_switch", operands=(Operand("arg"),), results=_RESULTS, parse=_parse_index_switch,
                      print=_print_index_switch, verify=_verify_index_switch, properties=("cases",))

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


