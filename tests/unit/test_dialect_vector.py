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
    "%r = vector.expandload %m[%i, %i], %mask, %v {alignment = 4} : memref<4x8xf32>, vector<4xi1>, vector<4xf32> "
    "into vector<4xf32>",
    "vector.compressstore %m[%i, %i], %mask, %v : memref<4x8xf32>, vector<4xi1>, vector<4xf32>",
    "%r:2 = vector.scan <maxnumf>, %v2, %v {inclusive = false, reduction_dim = 1} : vector<4x4xf32>, vector<4xf32>",
    "%r:4 = vector.to_elements %v : vector<4xf32>",
    "%r = vector.vscale",
    "%r = vector.mask %mask2 { vector.multi_reduction <add>, %v2, %v [1] : vector<4x4xf32> to vector<4xf32> } "
    ": vector<4x4xi1> -> vector<4xf32>",
    "%r = vector.mask %mask { vector.outerproduct %v, %s : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>",
    "%r = vector.mask %mask, %v { vector.transfer_read %m[%i, %i], %pad : memref<4x8xf32>, vector<4xf32> } "
    ": vector<4xi1> -> vector<4xf32>",
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
    ("%r = vector.mask %mask, %s { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32",
     "'vector.mask' op doesn't expect a passthru argument for this maskable operation"),
    ("%r = vector.mask %mask { vector.extract %v[1] : f32 from vector<4xf32> } : vector<4xi1> -> f32",
     "'vector.mask' op expects a MaskableOpInterface within the mask region"),
    ("%r = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (0)>} "
     ": memref<4x8xf32>, vector<4xf32>", "use of value '%mask' expects different type than prior uses: "
     "'vector<1xi1>' vs 'vector<4xi1>'"),
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


def test_masked_op_without_mask_semantics_is_refused_by_run():
    """--run applies a vector.mask only where the op's semantics read it; any
    other masked op is an error, not an unmasked run."""
    src = ("func.func @main() {\n  %m = arith.constant dense<[true, false]> : vector<2xi1>\n"
           "  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>\n  %s = arith.constant 2.0 : f32\n"
           "  %0 = vector.mask %m { vector.outerproduct %a, %s : vector<2xf32>, f32 } : vector<2xi1> -> vector<2xf32>\n"
           "  vector.print %0 : vector<2xf32>\n  return\n}\n")
    r = run_tool(["-", "--run", "main"], src)
    assert r.returncode == 1
    assert "a masked 'vector.outerproduct' is not supported" in r.stderr
