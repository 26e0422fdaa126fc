"""tensor dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations

import pytest

from batch import check_error, check_matches_upstream, check_roundtrip_fixpoint, dialect_runners
from conftest import needs_mlir, run_tool, run_upstream

ARGS = "%d: index, %t: tensor<?xf32>, %t2: tensor<4x?xf32>, %f: f32, %sh: tensor<2xi32>, %m: tensor<4x4xf32>"

SNIPPETS = [
    "%e = tensor.empty(%d) : tensor<?xf32>",
    "%e = tensor.empty() {tag} : tensor<4x4xf32>",
    "%x = tensor.extract %t[%d] : tensor<?xf32>",
    "%x = tensor.from_elements %f : tensor<f32>\n  %y = tensor.extract %x[] : tensor<f32>",
    "%i = tensor.insert %f into %t[%d] : tensor<?xf32>",
    "%s = tensor.extract_slice %t2[0, %d] [2, %d] [1, 1] {foo} : tensor<4x?xf32> to tensor<2x?xf32>",
    "%s = tensor.extract_slice %t2[0, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>\n"
    "  %s2 = tensor.extract_slice %t2[1, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>",
    "%s = tensor.extract_slice %m[%d, 1] [%d, 1] [-1, %d] : tensor<4x4xf32> to tensor<?xf32>",
    "%s = tensor.extract_slice %t2[0, %d] [2, %d] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>\n"
    "  %is = tensor.insert_slice %s into %t2[0, %d] [2, %d] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>",
    "%c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>",
    "%c = tensor.cast %t : tensor<?xf32> to tensor<*xf32>",
    "%dm = tensor.dim %t, %d : tensor<?xf32>",
    "%dm = tensor.dim {tag} %t, %d : tensor<?xf32>",
    "%r = tensor.rank %t : tensor<?xf32>",
    "%ex = tensor.expand_shape %t [[0, 1]] output_shape [%d, 4] : tensor<?xf32> into tensor<?x4xf32>",
    "%co = tensor.collapse_shape %t2 [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>",
    "%rs = tensor.reshape %t(%sh) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>",
    "%fe = tensor.from_elements %f, %f : tensor<2xf32>",
    "%sp = tensor.splat %f : tensor<4xf32>",
    "%sp = tensor.splat %f[%d] : tensor<?xf32>",
    "%g = tensor.generate %d {\n  ^bb0(%a: index):\n    tensor.yield %f : f32\n  } : tensor<?xf32>",
    "%p = tensor.pad %t low[1] high[%d] {\n  ^bb0(%a: index):\n    tensor.yield %f : f32\n"
    "  } : tensor<?xf32> to tensor<?xf32>",
    "%p = tensor.pad %m nofold low[1, 2] high[2, 1] {\n  ^bb0(%a: index, %b: index):\n"
    "    tensor.yield %f : f32\n  } {tag} : tensor<4x4xf32> to tensor<7x7xf32>",
    "%bc = tensor.bitcast %t : tensor<?xf32> to tensor<?xi32>",
    "%cc = tensor.concat dim(0) %t, %t : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>",
    # generic input
    '%s = "tensor.extract_slice"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, '
    'static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> '
    ': (tensor<4x4xf32>) -> tensor<4xf32>',
    '%p = "tensor.pad"(%t) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, '
    'static_low = array<i64: 1>}> ({\n  ^bb0(%a: index):\n    "tensor.yield"(%f) : (f32) -> ()\n'
    '  }) : (tensor<?xf32>) -> tensor<?xf32>',
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


@needs_mlir
@pytest.mark.parametrize("body", SNIPPETS)
def test_matches_upstream(body):
    check_matches_upstream(TOOL, UPSTREAM, wrap(body), read_back_upstream_generic=True)


@pytest.mark.parametrize("body", SNIPPETS)
def test_roundtrip_fixpoint(body):
    check_roundtrip_fixpoint(TOOL, wrap(body))


ERRORS = [
    ('%c0 = arith.constant 0 : index\n%z = "test.source"() : () -> tensor<f32>\n%r = tensor.dim %z, %c0 : tensor<f32>',
     "'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'"),
    ('%r = "tensor.rank"(%m, %m) : (tensor<4x4xf32>, tensor<4x4xf32>) -> index',
     "'tensor.rank' op requires a single operand"),
    ('%r = "tensor.extract_slice"(%m) : (tensor<4x4xf32>) -> tensor<4xf32>',
     "'tensor.extract_slice' op operand count (1) does not match with the total size (0) specified in "
     "attribute 'operandSegmentSizes'"),
    ('%r = "tensor.extract_slice"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = '
     'array<i64: 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> '
     ': (tensor<4x4xf32>) -> tensor<4xf32>',
     "expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is "
     "well-formed."),
    ('%r = "tensor.extract_slice"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = '
     'array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> '
     ': (tensor<4x4xf32>) -> tensor<4xf32>',
     "expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)"),
    ('%r = "tensor.extract_slice"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = '
     'array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4xf32>',
     "'tensor.extract_slice' op requires attribute 'static_offsets'"),
    ("%r = tensor.extract_slice %m[0, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4x2xf32>",
     "expected type to be 'tensor<1x4xf32>' or a rank-reduced version. (size mismatch)"),
    ("%r = tensor.extract_slice %m[0] [1] [1] : tensor<4x4xf32> to tensor<1xf32>",
     "expected 2 offset values, got 1"),
    ("%r = tensor.extract_slice %m[-1, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>",
     "expected offsets to be non-negative, but got -1"),
    ("%r = tensor.extract %m[%d] : tensor<4x4xf32>",
     "'tensor.extract' op incorrect number of indices for extract_element"),
    ('%r = "tensor.extract"(%m, %d, %d) : (tensor<4x4xf32>, index, index) -> i32',
     "'tensor.extract' op failed to verify that result type matches element type of tensor"),
    ("%r = tensor.empty(%d) : tensor<4x4xf32>",
     "'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0"),
    ('%r = "tensor.dim"(%m) : (tensor<4x4xf32>) -> index', "'tensor.dim' op expected 2 operands, but found 1"),
    ("%r = tensor.cast %m : tensor<4x4xf32> to tensor<4x5xf32>",
     "'tensor.cast' op operand type 'tensor<4x4xf32>' and result type 'tensor<4x5xf32>' are cast incompatible"),
    ("%r = tensor.collapse_shape %m [[0], [1]] : tensor<4x4xf32> into tensor<16xf32>",
     "'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2)."),
    ("%r = tensor.from_elements %f : tensor<2xf32>",
     "custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types"),
    ("%r = tensor.pad %m low[1] high[2] {\n  ^bb0(%a: index, %b: index):\n    tensor.yield %f : f32\n"
     "  } : tensor<4x4xf32> to tensor<?x?xf32>",
     "failed to infer expectedType from sourceType 'tensor<4x4xf32>', specified resultType is "
     "'tensor<?x?xf32>'"),
    ("tensor.parallel_insert_slice %m into %m[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>",
     "expected InParallelOpInterface parent, got:"),
    ('%r = "tensor.rank"(%t) : (tensor<?xf32>) -> tensor<4xf32>', None),
    ('%r = "tensor.pad"(%t) ({}) : (tensor<?xf32>) -> tensor<?xf32>', None),
    ("tensor.yield %f : f32", None),
]


# Each snippet's own result, from one --split-input-file run per tool and flags.
TOOL, UPSTREAM = dialect_runners(run_tool, run_upstream, [wrap(b) for b in SNIPPETS],
                                 [wrap(b) for b, _ in ERRORS])


@pytest.mark.parametrize("body,message", ERRORS)
def test_errors(body, message):
    check_error(TOOL(["-"], wrap(body)), message)


@needs_mlir
@pytest.mark.parametrize("body,message", ERRORS)
def test_errors_also_rejected_upstream(body, message):
    assert UPSTREAM(["-"], wrap(body)).returncode != 0


def test_mixed_list_helpers():
    from bufferize.dialects import common as C
    from bufferize.ir.core import Unresolved
    vals, static = C.split_mixed(C.MixedList([Unresolved("%a", 1, 1), 0, 4]))
    assert len(vals) == 1 and str(static) == "array<i64: -9223372036854775808, 0, 4>"
    assert C.num_dynamic(static) == 1
