"""ir/float_formats.py: the small float types' rounding and bit patterns
(the whole grid is compared with mlir-opt-22 in
tests/lit/with-mlir/small-floats-vs-upstream.mlir)."""
import math

import pytest

from bufferize.ir.apfloat import in_format
from bufferize.ir.float_formats import SMALL, WIDTH, from_bits, round_small, to_bits


@pytest.mark.parametrize("name", sorted(SMALL) + ["f16", "bf16", "f32"])
def test_every_bit_pattern_reads_back(name):
    """A hex literal prints back as written: each pattern's value has that
    pattern (a NaN keeps its payload and sign)."""
    width = {"f16": 16, "bf16": 16, "f32": 32}.get(name) or int(name[1])
    patterns = range(1 << width) if width <= 8 else list(range(0, 1 << width, 4099)) + [0x7F800001 >> (32 - width)]
    for bits in patterns:
        value = from_bits(bits, name)
        if name == "f8E8M0FNU" or not math.isnan(value) or name in ("f16", "bf16", "f32") or name[-2:] in ("M2", "M3", "M4"):
            assert to_bits(value, name) == bits, (name, hex(bits), value)


def test_rounding_follows_each_types_rules():
    assert round_small(3.3, "f8E4M3FN") == 3.25
    assert math.isnan(round_small(1000.0, "f8E4M3FN"))       # no infinity: NaN
    assert round_small(1.0e6, "f8E5M2") == math.inf           # IEEE-like: infinity
    assert round_small(7.0, "f4E2M1FN") == 6.0                # neither: the largest
    assert round_small(-0.0, "f8E4M3FNUZ") == 0.0 and not math.copysign(1, round_small(-0.0, "f8E4M3FNUZ")) < 0
    assert round_small(0.0, "f8E8M0FNU") == 2.0 ** -127       # no zero
    assert round_small(-7.5, "f8E8M0FNU") == -8.0             # APFloat keeps the sign it cannot store
    assert to_bits(-8.0, "f8E8M0FNU") == to_bits(8.0, "f8E8M0FNU")


def test_in_format_rounds_the_small_types_and_keeps_the_others():
    assert in_format(3.3, "f8E5M2") == 3.5
    assert in_format(3.3, "f64") == 3.3
    assert WIDTH["f4E2M1FN"] == 8    # stored one byte each, as upstream's dense storage
