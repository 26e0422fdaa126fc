"""tensor registration: every op with its parse, print and verify functions."""
from __future__ import annotations

from .. import common as C
from ...ir import types as T
from ..define import INDEX, TENSOR, Constraint, Operand, Result, define
from ...ir.registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect
from .base import _SLICE_PROPS
from .shape import verify_generate_regions, verify_pad_regions
from .gather import GATHER, SCATTER
from .ops import _cast_compatible as _cast_ok
from .ops import _parse_empty, _parse_extract, _parse_extract_slice, _parse_insert, _parse_insert_slice, _parse_parallel_insert_slice, _print_empty, _print_extract, _print_extract_slice, _print_insert, _print_insert_slice, _verify_empty, _verify_extract, _verify_extract_slice, _verify_insert, _verify_insert_slice
from .shape import _parse_collapse, _parse_concat, _parse_expand, _parse_from_elements, _parse_generate, _parse_pad, _parse_reshape, _parse_splat, _print_collapse, _print_concat, _print_expand, _print_from_elements, _print_generate, _print_pad, _print_reshape, _print_splat, _verify_collapse, _verify_concat, _verify_expand, _verify_from_elements, _verify_generate, _verify_pad, _verify_reshape, _verify_splat


# ---- ops declared in one piece (dialects/define.py) ----------------------------------------

def _index(types, props):
    return [T.index]


def _cast_compatible(op):
    a, b = op.operand_values[0].type, op.results[0].type
    if not _cast_ok(a, b):
        raise C.op_error(op, f"operand type '{a}' and result type '{b}' are cast incompatible")


NON_0_RANKED_OR_UNRANKED = Constraint(
    "non-0-ranked or unranked tensor",
    lambda t: isinstance(t, T.UnrankedTensorType) or (isinstance(t, T.RankedTensorType) and bool(t.shape)))
TENSOR_OF_NUMBERS = Constraint(
    "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    lambda t: TENSOR.test(t) and isinstance(t.element_type, (T.IntegerType, T.FloatType)))

CAST = define("tensor.cast", operands=(Operand("source", TENSOR),), results=(Result("dest", TENSOR),),
              format="$source attr-dict `:` type($source) `to` type($dest)",
              traits=(PURE,), hint="cast", verify=_cast_compatible)
BITCAST = define("tensor.bitcast", operands=(Operand("source", TENSOR_OF_NUMBERS),),
                 results=(Result("dest", TENSOR_OF_NUMBERS),),
                 format="$source attr-dict `:` type($source) `to` type($dest)", traits=(PURE,))
DIM = define("tensor.dim", operands=(Operand("source", NON_0_RANKED_OR_UNRANKED), Operand("index", INDEX)),
             results=(Result("result", INDEX),), result_types=_index,
             format="attr-dict $source `,` $index `:` type($source)", traits=(PURE,), hint="dim")
RANK = define("tensor.rank", operands=(Operand("tensor", TENSOR),), results=(Result("result", INDEX),),
              result_types=_index, format="$tensor attr-dict `:` type($tensor)", traits=(PURE,), hint="rank")
YIELD = define("tensor.yield", operands=(Operand("value"),),
               format="$value attr-dict `:` type($value)", traits=(TERMINATOR, RETURN_LIKE, PURE),
               parent=("tensor.generate", "tensor.pad"))


# ---- ops with a hand-written syntax --------------------------------------------------------

# Ops whose syntax is a hand-written rule (grammar/tensor.lark): one
# declaration each, naming the rule's callback, the printer and the verifier.
# Operand constraints are ANY where the op's verifier checks the types itself
# (so its messages keep their order).
_SLICE = (Operand("offsets", variadic=True), Operand("sizes", variadic=True), Operand("strides", variadic=True))
_ONE = (Result("result"),)
EMPTY = define("tensor.empty", operands=(Operand("dynamicSizes", variadic=True),), results=_ONE, traits=(PURE,),
               parse=_parse_empty, print=_print_empty, verify=_verify_empty)
EXTRACT = define("tensor.extract", operands=(Operand("tensor"), Operand("indices", variadic=True)), results=_ONE,
                 traits=(PURE,), parse=_parse_extract, print=_print_extract, verify=_verify_extract,
                 hint="extracted")
INSERT = define("tensor.insert", operands=(Operand("scalar"), Operand("dest"), Operand("indices", variadic=True)),
                results=_ONE, traits=(PURE,), parse=_parse_insert, print=_print_insert, verify=_verify_insert,
                hint="inserted")
EXTRACT_SLICE = define("tensor.extract_slice", operands=(Operand("source"),) + _SLICE, results=_ONE,
                       segments=True, traits=(PURE,), parse=_parse_extract_slice, print=_print_extract_slice,
                       verify=_verify_extract_slice, hint="extracted_slice", properties=_SLICE_PROPS)
INSERT_SLICE = define("tensor.insert_slice", operands=(Operand("source"), Operand("dest")) + _SLICE, results=_ONE,
                      segments=True, traits=(PURE,), parse=_parse_insert_slice, print=_print_insert_slice,
                      verify=_verify_insert_slice, hint="inserted_slice", properties=_SLICE_PROPS)
PARALLEL_INSERT_SLICE = define(
    "tensor.parallel_insert_slice", operands=(Operand("source"), Operand("dest")) + _SLICE, segments=True,
    parse=_parse_parallel_insert_slice, print=_print_insert_slice, verify=_verify_insert_slice,
    properties=_SLICE_PROPS)
EXPAND_SHAPE = define("tensor.expand_shape", operands=(Operand("src"), Operand("output_shape", variadic=True)),
                      results=_ONE, traits=(PURE,), parse=_parse_expand, print=_print_expand,
                      verify=_verify_expand, hint="expanded", properties=("reassociation", "static_output_shape"))
COLLAPSE_SHAPE = define("tensor.collapse_shape", operands=(Operand("src"),), results=_ONE, traits=(PURE,),
                        parse=_parse_collapse, print=_print_collapse, verify=_verify_collapse, hint="collapsed",
                        properties=("reassociation",))
RESHAPE = define("tensor.reshape", operands=(Operand("source"), Operand("shape")), results=_ONE, traits=(PURE,),
                 parse=_parse_reshape, print=_print_reshape, verify=_verify_reshape, hint="reshape")
FROM_ELEMENTS = define("tensor.from_elements", operands=(Operand("elements", variadic=True),), results=_ONE,
                       traits=(PURE,), parse=_parse_from_elements, print=_print_from_elements,
                       verify=_verify_from_elements, hint="from_elements")
SPLAT = define("tensor.splat", operands=(Operand("input"), Operand("dynamicSizes", variadic=True)), results=_ONE,
               traits=(PURE,), parse=_parse_splat, print=_print_splat, verify=_verify_splat, hint="splat")
GENERATE = define("tensor.generate", operands=(Operand("dynamicExtents", variadic=True),), results=_ONE,
                  traits=(SINGLE_BLOCK,), parse=_parse_generate, print=_print_generate, verify=_verify_generate,
                  hint="generated", region_verifier=verify_generate_regions)
PAD = define("tensor.pad", operands=(Operand("source"), Operand("low", variadic=True),
                                     Operand("high", variadic=True)), results=_ONE, segments=True,
             traits=(SINGLE_BLOCK, PURE), parse=_parse_pad, print=_print_pad, verify=_verify_pad, hint="padded",
             region_verifier=verify_pad_regions,
             properties=("nofold", "operandSegmentSizes", "static_low", "static_high"))
CONCAT = define("tensor.concat", operands=(Operand("inputs", variadic=True),), results=_ONE, traits=(PURE,),
                parse=_parse_concat, print=_print_concat, verify=_verify_concat, hint="concat", properties=("dim",))

DIALECT = Dialect(
    "tensor", grammar="tensor.lark",
    rules={**C.RULES,
           "op_tensor_empty": _parse_empty, "op_tensor_extract": _parse_extract,
           "op_tensor_insert": _parse_insert, "op_tensor_extract_slice": _parse_extract_slice,
           "op_tensor_insert_slice": _parse_insert_slice,
           "op_tensor_parallel_insert_slice": _parse_parallel_insert_slice,
           "op_tensor_expand_shape": _parse_expand, "op_tensor_collapse_shape": _parse_collapse,
           "op_tensor_reshape": _parse_reshape, "op_tensor_from_elements": _parse_from_elements,
           "op_tensor_splat": _parse_splat, "op_tensor_generate": _parse_generate,
           "op_tensor_pad": _parse_pad, "op_tensor_concat": _parse_concat,
           "op_tensor_gather": GATHER.parse, "op_tensor_scatter": SCATTER.parse},
    keywords={"TENSOR_EMPTY": ["tensor.empty"], "TENSOR_EXTRACT": ["tensor.extract"],
              "TENSOR_INSERT": ["tensor.insert"], "TENSOR_EXTRACT_SLICE": ["tensor.extract_slice"],
              "TENSOR_INSERT_SLICE": ["tensor.insert_slice"],
              "TENSOR_PARALLEL_INSERT_SLICE": ["tensor.parallel_insert_slice"],
              "TENSOR_EXPAND_SHAPE": ["tensor.expand_shape"], "TENSOR_COLLAPSE_SHAPE": ["tensor.collapse_shape"],
              "TENSOR_RESHAPE": ["tensor.reshape"], "TENSOR_FROM_ELEMENTS": ["tensor.from_elements"],
              "TENSOR_SPLAT": ["tensor.splat"], "TENSOR_GENERATE": ["tensor.generate"],
              "TENSOR_PAD": ["tensor.pad"],
              "TENSOR_CONCAT": ["tensor.concat"], "TENSOR_GATHER": ["tensor.gather"],
              "TENSOR_SCATTER": ["tensor.scatter"]},
)


