"""ir/layout.py: strides and offsets of memref layouts, and the canonical
form upstream's canonicalizeStridedLayout gives them (what memref.transpose's
verifier compares and prints)."""
import pytest

import bufferize
from bufferize.ir.layout import canonical_strided, strides_and_offset


def _arg_types(*types):
    sig = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    m = bufferize.parse(f"func.func @f({sig}) {{ return }}")
    f = m.op.regions[0].blocks[0].first
    return [a.type for a in f.regions[0].blocks[0].args]


@pytest.mark.parametrize("written, canonical", [
    ("memref<4x8xf32>", "memref<4x8xf32>"),
    ("memref<4x8xf32, strided<[8, 1]>>", "memref<4x8xf32>"),                    # row-major: no layout
    ("memref<4x8xf32, strided<[1, 4]>>", "memref<4x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>"),
    ("memref<4x8xf32, strided<[8, 1], offset: 3>>", "memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>"),
    ("memref<?x?xf32, strided<[?, 1], offset: ?>>",
     "memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>"),
    ("memref<4x8xf32, affine_map<(d0, d1) -> (d1 + d0 * 8)>>", "memref<4x8xf32>"),  # simplified, then dropped
])
def test_canonical_strided(written, canonical):
    t, = _arg_types(written)
    assert str(canonical_strided(t)) == canonical


def test_equivalent_layouts_compare_equal():
    a, b = _arg_types("memref<4x8xf32, strided<[1, 4], offset: 2>>",
                      "memref<4x8xf32, affine_map<(d0, d1) -> (2 + d1 * 4 + d0)>>")
    assert canonical_strided(a) == canonical_strided(b)
    assert strides_and_offset(a) == strides_and_offset(b) == ([1, 4], 2)


def test_dynamic_stride_times_zero_offset_is_zero():
    # `d1 * s0 + d0`: the dim's coefficient is dynamic, the offset 0 (not
    # dynamic), as upstream's getStridesAndOffset finds; memref.transpose of
    # a row-major ?x? memref may be written with this layout
    t, = _arg_types("memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>")
    assert strides_and_offset(t) == ([1, None], 0)


def test_transpose_accepts_an_equivalent_semi_affine_layout():
    bufferize.parse("""
    func.func @f(%src: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
      %t = memref.transpose %src (i, j) -> (j, i)
        : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
      return %t : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
    }""")
