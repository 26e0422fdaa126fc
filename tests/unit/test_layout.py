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
