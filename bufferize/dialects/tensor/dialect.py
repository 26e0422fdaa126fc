"""tensor registration: every op with its parse, print and verify functions."""
from __future__ import annotations

from .. import common as C
from ...ir import types as T
from ..common import check_parent
from ..define import INDEX, TENSOR, Constraint, Operand, Result, define
from ...ir.registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect, register_op
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
               verify=lambda op: check_parent(op, "tensor.generate", "tensor.pad"))


# ---- registration ------------------------------------------------------------------------

def _hint(name):
    return lambda op: [name]


register_op("tensor.empty", traits=(PURE,), printer=_print_empty, verifier=_verify_empty)
register_op("tensor.extract", traits=(PURE,), printer=_print_extract, verifier=_verify_extract,
            name_hint=_hint("extracted"))
register_op("tensor.insert", traits=(PURE,), printer=_print_insert, verifier=_verify_insert,
            name_hint=_hint("inserted"))
register_op("tensor.extract_slice", traits=(PURE,), printer=_print_extract_slice,
            verifier=_verify_extract_slice, name_hint=_hint("extracted_slice"), property_names=_SLICE_PROPS)
register_op("tensor.insert_slice", traits=(PURE,), printer=_print_insert_slice,
            verifier=_verify_insert_slice, name_hint=_hint("inserted_slice"), property_names=_SLICE_PROPS)
register_op("tensor.parallel_insert_slice", printer=_print_insert_slice, verifier=_verify_insert_slice,
            property_names=_SLICE_PROPS)
register_op("tensor.expand_shape", traits=(PURE,), printer=_print_expand, verifier=_verify_expand,
            name_hint=_hint("expanded"), property_names=("reassociation", "static_output_shape"))
register_op("tensor.collapse_shape", traits=(PURE,), printer=_print_collapse, verifier=_verify_collapse,
            name_hint=_hint("collapsed"), property_names=("reassociation",))
register_op("tensor.reshape", traits=(PURE,), printer=_print_reshape, verifier=_verify_reshape,
            name_hint=_hint("reshape"))
register_op("tensor.from_elements", traits=(PURE,), printer=_print_from_elements,
            verifier=_verify_from_elements, name_hint=_hint("from_elements"))
register_op("tensor.splat", traits=(PURE,), printer=_print_splat, verifier=_verify_splat,
            name_hint=_hint("splat"))
register_op("tensor.generate", traits=(SINGLE_BLOCK,), printer=_print_generate, verifier=_verify_generate,
            name_hint=_hint("generated"), region_verifier=verify_generate_regions)
register_op("tensor.pad", traits=(SINGLE_BLOCK, PURE), printer=_print_pad, verifier=_verify_pad,
            name_hint=_hint("padded"), region_verifier=verify_pad_regions,
            property_names=("nofold", "operandSegmentSizes", "static_low", "static_high"))
register_op("tensor.concat", traits=(PURE,), printer=_print_concat, verifier=_verify_concat,
            name_hint=_hint("concat"), property_names=("dim",))

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


