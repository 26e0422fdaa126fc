"""vector dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations

import pytest

from batch import check_error, check_matches_upstream, check_roundtrip_fixpoint, dialect_runners
from conftest import needs_mlir, run_tool, run_upstream

ARGS = ("%m: memref<4x8xf32>, %t: tensor<4x8xf32>, %i: index, %pad: f32, %mask: vector<4xi1>, "
        "%v2: vector<4x4xf32>, %v: vector<4xf32>, %s: f32, %mask2: vector<4x4xi1>")

SNIPPETS = [
    "%r = vector.transfer_read %m[%i, %i], %pad : memref<4x8xf32>, vector<4xf32>",
    "%r = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>",
    "%r = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [false]} : memref<4x8xf32>, vector<4xf32>",
    "%r = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} "
    ": memref<4x8xf32>, vector<4xf32>",
    "%r = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true, false], "
    "permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x8xf32>, vector<4x4xf32>",
    "%r = vector.transfer_read %t[%i, %i], %pad, %mask2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} "
    ": tensor<4x8xf32>, vector<4x4xf32>",
    "%r = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} "
    ": memref<4x8xf32>, vector<4xf32>",
    "%r = vector.transfer_read %m[%i, %i], %pad {foo, in_bounds = [true]} : memref<4x8xf32>, vector<4xf32>",
    "vector.transfer_write %v, %m[%i, %i] {in_bounds = [true]} : vector<4xf32>, memref<4x8xf32>",
    "vector.transfer_write %v, %m[%i, %i], %mask : vector<4xf32>, memref<4x8xf32>",
    "%r = vector.transfer_write %v2, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} "
    ": vector<4x4xf32>, tensor<4x8xf32>",
    "%r = vector.transfer_write %v2, %t[%i, %i] : vector<4x4xf32>, tensor<4x8xf32>",
    "vector.print %v : vector<4xf32>",
    "vector.print %s : f32",
    "vector.print %v : vector<4xf32> punctuation <comma>",
    "vector.print punctuation <open>",
    'vector.print str "hello\\n"',
    "vector.print {tag}",
    "%r = vector.broadcast %s : f32 to vector<4xf32>",
    "%r = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>",
    "%r = vector.extract %v2[0] : vector<4xf32> from vector<4x4xf32>",
    "%r = vector.extract %v2[%i, 1] : f32 from vector<4x4xf32>",
    # generic input
    '%r = "vector.transfer_read"(%m, %i, %i, %pad) <{in_bounds = [false], operandSegmentSizes = '
    'array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> '
    ': (memref<4x8xf32>, index, index, f32) -> vector<4xf32>',
    '"vector.print"(%v) : (vector<4xf32>) -> ()',
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


@needs_mlir
@pytest.mark.parametrize("body", SNIPPETS)
def test_matches_upstream(body):
    check_matches_upstream(TOOL, UPSTREAM, wrap(body))


@pytest.mark.parametrize("body", SNIPPETS)
def test_roundtrip_fixpoint(body):
    check_roundtrip_fixpoint(TOOL, wrap(body))


ERRORS = [
    ('%r = "vector.transfer_read"(%m, %i, %i, %pad) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> '
     ': (memref<4x8xf32>, index, index, f32) -> vector<4xf32>',
     "'vector.transfer_read' op requires attribute 'in_bounds'"),
    ('"vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = '
     'array<i32: 1, 1, 2, 0>}> : (vector<4xf32>, memref<4x8xf32>, index, index) -> ()',
     "'vector.transfer_write' op requires attribute 'permutation_map'"),
    ("%r = vector.transfer_read %m[%i], %pad : memref<4x8xf32>, vector<4xf32>",
     "'vector.transfer_read' op requires 2 indices"),
    ('%r = "vector.extract"(%v) : (vector<4xf32>) -> f32', "'vector.extract' op requires attribute "
     "'static_position'"),
    ("vector.print %v : vector<4xf32> punctuation <bogus>", None),
    ('%r = "vector.broadcast"(%v) : (vector<4xf32>) -> vector<8xf32>', None),
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
    up = UPSTREAM(["-"], wrap(body))
    assert up.returncode != 0
    if message is not None:
        assert message in up.stderr


def test_mask_type():
    from bufferize.dialects.vector import mask_type
    from bufferize.ir import types as T
    from bufferize.ir.affine import parse_affine_map
    vt = T.VectorType((4, 2), T.f32)
    assert str(mask_type(vt, parse_affine_map("(d0, d1) -> (d1, d0)"))) == "vector<2x4xi1>"
    assert str(mask_type(T.VectorType((4,), T.f32), parse_affine_map("(d0, d1) -> (d1)"))) == "vector<4xi1>"
