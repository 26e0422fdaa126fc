"""linalg's static shape check (bufferize/dialects/linalg/shapes.py, upstream
verifyStructuredOpInterface): loop ranges read through the inverse of the
concatenated indexing maps, AffineMap.evaluate, and the verifier's answer on
ops the interpreter used to reach with disagreeing shapes.  The messages are
checked against mlir-opt-22 by tests/lit/dialects/linalg-invalid.mlir."""
from __future__ import annotations

import re

import pytest

from bufferize import api
from bufferize.dialects.linalg.shapes import indexing_maps, static_loop_ranges
from bufferize.ir.affine import parse_affine_map


def _op(text: str, name: str):
    module = api.parse(text)
    return next(o for o in module.op.walk() if o.name == name)


def test_evaluate_affine_map():
    m = parse_affine_map("(d0, d1) -> (d0 + d1, d1 * 3, d0 floordiv 2, d0 ceildiv 2, d1 mod 2, 7)")
    assert m.evaluate([5, 4]) == [9, 12, 2, 3, 0, 7]


def test_matmul_loop_ranges():
    op = _op("""func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x5xf32>, %c: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x5xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %m : tensor<2x5xf32>
}""", "linalg.matmul")
    assert static_loop_ranges(op, indexing_maps(op)) == [2, 5, 3]   # (m, n, k)


def test_dynamic_range_comes_from_the_first_operand_indexing_the_loop():
    op = _op("""func.func @f(%a: tensor<?x3xf32>, %b: tensor<3x5xf32>, %c: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<?x3xf32>, tensor<3x5xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %m : tensor<2x5xf32>
}""", "linalg.matmul")
    assert static_loop_ranges(op, indexing_maps(op)) == [None, 5, 3]


def test_elementwise_maps_are_identities_and_scalars_empty():
    op = _op("""func.func @f(%v: f32, %o: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %r = linalg.fill ins(%v : f32) outs(%o : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}""", "linalg.fill")
    maps = indexing_maps(op)
    assert [str(m) for m in maps] == ["(d0, d1) -> ()", "(d0, d1) -> (d0, d1)"]
    assert static_loop_ranges(op, maps) == [4, 2]


@pytest.mark.parametrize("ins,outs,error", [
    ("tensor<2x4xf32>, tensor<2x4xf32>", "tensor<2x4xf32>", "operand #1 has shape's dimension #0 to be 4, but found 2"),
    ("tensor<2x3xf32>, tensor<3x4xf32>", "tensor<2x4xf32>", None),
    # a size-0 loop: its last index is -1 (mlir-opt-22 says the same)
    ("tensor<0x3xf32>, tensor<3x4xf32>", "tensor<2x4xf32>",
     "unexpected result less than 0 at expression #0 in (d0, d1, d2) -> (d0, d1)"),
])
def test_matmul_verifier(ins, outs, error):
    a, b = ins.split(", ")
    text = f"""func.func @f(%a: {a}, %b: {b}, %c: {outs}) -> {outs} {{
  %m = linalg.matmul ins(%a, %b : {ins}) outs(%c : {outs}) -> {outs}
  return %m : {outs}
}}"""
    if error is None:
        api.parse(text)
        return
    with pytest.raises(api.MLIRError, match=re.escape(error)):
        api.parse(text)
