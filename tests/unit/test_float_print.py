"""Floats print digit for digit as mlir-opt-22 prints them (bufferize/ir/apfloat.py:
APFloat::toString's truncation before rounding, the read-back in the value's own
type, the shortest form of the type, hex for what neither reads back)."""
import random

import pytest

from bufferize.ir import types as T
from bufferize.ir.attributes import FloatAttr, format_float
from bufferize.ir.apfloat import in_format, to_string
from conftest import needs_mlir, run_tool, run_upstream

# (literal, type, what mlir-opt-22 prints), from mlir-opt-22 itself.
UPSTREAM = [
    ("1.0e-5", "f32", "9.99999974E-6"),
    ("1.0e-5", "f64", "1.000000e-05"),
    ("1.0e-6", "f64", "9.9999999999999995E-7"),
    ("0.1", "f32", "1.000000e-01"),
    ("0.7978845608", "f32", "0.797884583"),
    ("0.7978845608", "f64", "0.79788456080000003"),
    ("123456.7", "f32", "123456.703"),
    ("123456.7", "f64", "123456.7"),
    ("9.999999e-06", "f32", "9.99999883E-6"),
    ("1.0e-38", "f32", "9.99999935E-39"),
    ("1.0e-45", "f32", "1.401300e-45"),
    ("-0.0", "f32", "-0.000000e+00"),
    ("0.0", "f64", "0.000000e+00"),
    ("1.0", "f16", "1.000000e+00"),
    ("65504.0", "f16", "6.550400e+04"),
    ("1.0e5", "f16", "0x7C00"),
    ("0.1", "f16", "9.997550e-02"),
    ("0.1", "bf16", "1.000980e-01"),
    ("3.14159", "bf16", "3.140630e+00"),
    ("1.0e39", "f32", "0x7F800000"),
    ("1.0e39", "bf16", "0x7F80"),
    ("100000.0", "f32", "1.000000e+05"),
    ("1.0e7", "f32", "1.000000e+07"),
    ("123.0", "f64", "1.230000e+02"),
    ("1.0e-50", "f32", "0.000000e+00"),
    ("6.0e-8", "f16", "5.960460e-08"),
]


@pytest.mark.parametrize("literal,type_name,expected", UPSTREAM)
def test_prints_as_upstream(literal, type_name, expected):
    assert format_float(float(literal), T.FloatType(type_name)) == expected


def test_six_digits_are_truncated_before_rounding():
    # The f32 nearest to 1e-5: C's %.6e rounds to 1.000000e-05, which reads
    # back; APFloat's six digits are 9.999990e-06, which does not.
    v = in_format(1.0e-5, "f32")
    assert to_string(v, 24, 6, 0, False) == "9.999990e-06"
    assert to_string(v, 24) == "9.99999974E-6"


def test_out_of_range_is_infinity_not_a_crash():
    assert in_format(1.0e39, "f32") == float("inf")
    assert in_format(-1.0e39, "bf16") == float("-inf")
    assert in_format(65519.0, "f16") == 65504.0     # rounds down to the largest
    assert str(FloatAttr(1.0e39, T.FloatType("f32"))) == "0x7F800000 : f32"


@needs_mlir
@pytest.mark.parametrize("type_name", ["f16", "bf16", "f32", "f64"])
def test_random_values_as_mlir_opt_22(type_name):
    rng = random.Random(22)
    vals = [repr(rng.uniform(-1, 1) * 10 ** rng.randint(-45, 40)) for _ in range(150)]
    vals += [f"{rng.randint(1, 9)}.{rng.randint(0, 999999):06d}e{rng.randint(-8, 8)}" for _ in range(100)]
    src = "func.func @f() {\n" + "".join(f"  %c{i} = arith.constant {v} : {type_name}\n"
                                         for i, v in enumerate(vals)) + "  return\n}\n"
    ref, ours = run_upstream([], src), run_tool(["-"], src)
    assert ref.returncode == 0 and ours.returncode == 0, ours.stderr
    assert ours.stdout == ref.stdout
