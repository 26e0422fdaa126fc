"""The interpreter's value model and runtime printing (interpreter/values.py,
interpreter/printing.py): numpy scalars meet Python ints without overflow,
bf16 rounding, complex elements, and the runtime's element formats."""
from __future__ import annotations

import numpy as np

from bufferize.interpreter.printing import element_str, float_str
from bufferize.interpreter.values import dense_array, elementwise, round_float, scalar, to_unsigned, wrap_int
from bufferize.ir import types as T
from bufferize.syntax.parser import parse


def test_wrap_int_takes_numpy_int64_beyond_c_long():
    # the bug of issue 25: `np.int64 & ((1 << 64) - 1)` raised OverflowError
    v = np.int64(-7) + 0
    assert wrap_int(v, T.IntegerType(64)) == -7
    assert to_unsigned(np.int64(-7), T.IntegerType(64)) == (1 << 64) - 7
    assert wrap_int(np.uint64((1 << 64) - 1), T.IntegerType(64)) == -1


def test_elementwise_on_numpy_scalars_uses_python_ints():
    i64 = T.IntegerType(64)
    r = elementwise(lambda a, b: wrap_int(a + b, i64), [np.int64(5), 9223372036854775807], i64)
    assert r == -9223372036854775804 and type(r) is int


def test_elementwise_on_vectors_wraps_each_element():
    i32 = T.IntegerType(32)
    vt = T.VectorType((3,), i32)
    a = np.array([5, -7, 2147483647], dtype=np.int32)
    r = elementwise(lambda x, y: wrap_int(x + y, i32), [a, np.array([3, 2, 1], dtype=np.int32)], vt)
    assert r.dtype == np.int32 and r.tolist() == [8, -5, -2147483648]


def test_bf16_rounds_to_nearest_even():
    bf16 = T.FloatType("bf16")
    assert float(round_float(np.float32(3.14159), bf16)) == 3.140625
    assert "%g" % float(scalar(3.0e38, bf16)) == "3.00406e+38"   # mlir-runner's print
    assert np.isnan(round_float(np.float32("nan"), bf16))


def test_small_float_results_round_to_their_type():
    """The 4-, 6- and 8-bit types were computed as f64, never rounded: a
    truncf of 3.3 to f8E4M3FN read back 3.3 where the type holds 3.25."""
    f8, f4 = T.FloatType("f8E4M3FN"), T.FloatType("f4E2M1FN")
    assert float(scalar(3.3, f8)) == 3.25
    assert np.isnan(scalar(1000.0, f8))            # no infinity: an overflow is NaN
    assert float(scalar(7.0, f4)) == 6.0           # neither: the largest value
    r = round_float(np.array([0.3, 0.25, 100.0]), f4)
    assert r.dtype == np.float32 and r.tolist() == [0.5, 0.0, 6.0]   # 0.25: a tie, to even


def test_complex_dense_constant():
    m = parse('func.func @f() -> tensor<2x2xcomplex<f32>> {\n'
                   '  %c = arith.constant dense<(1.0,5.0)> : tensor<2x2xcomplex<f32>>\n'
                   '  return %c : tensor<2x2xcomplex<f32>>\n}\n', "t.mlir", True, 1)[0]
    op = next(o for o in m.walk() if o.name == "arith.constant")
    arr = dense_array(op.get_attr("value"), op.results[0].type)
    assert arr.dtype == np.complex64 and arr.shape == (2, 2) and arr[1, 1] == 1 + 5j


def test_element_formats_as_the_cpp_runtime():
    assert float_str(np.float32("nan")) == "nan"
    assert float_str(np.float32(np.copysign(np.nan, -1.0))) == "-nan"
    assert element_str(np.complex64(1 + 5j)) == "(1,5)"
    assert element_str(72, "char") == "H"
    assert element_str(-1, "unsigned") == "18446744073709551615"
    assert element_str(np.float64(1e100)) == "1e+100"


def test_complex_bitcast_has_the_bits_of_re_then_im():
    # complex.bitcast has no lowering to LLVM in LLVM 22 (mlir-runner cannot check it):
    # re is the low half and im the high half, as complex<f32> is laid out in memory
    import io
    from bufferize.diagnostics import DiagnosticEngine
    from bufferize.run_cli import run_text
    text = """func.func @main() {
  %a = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %b = complex.bitcast %a : complex<f32> to i64
  %c = complex.bitcast %b : i64 to complex<f32>
  %r = complex.im %c : complex<f32>
  vector.print %b : i64
  vector.print %r : f32
  return
}
"""
    out = io.StringIO()
    assert run_text(text, "t.mlir", "main", DiagnosticEngine(False), out=out) == 0
    want = (0xC0000000 << 32) | 0x3FC00000
    assert out.getvalue().split() == [str(want - (1 << 64)), "-2"]


def _resource(key, blob, tstr):
    from bufferize.ir import attributes as A
    return A.DenseResourceAttr(f"dense_resource<{key}> : {tstr}", key, {key: blob} if blob else {})


def test_dense_resource_elements_follow_the_alignment_header():
    t = T.RankedTensorType((3,), T.f32)
    a = dense_array(_resource("w", "0x040000000000803F000000400000C0BF", "tensor<3xf32>"), t)
    assert a.tolist() == [1.0, 2.0, -1.5]
    # equal elements are still three elements (decode_dense_hex would call them a splat)
    same = dense_array(_resource("w", "0x04000000" + "0000803F" * 3, "tensor<3xf32>"), t)
    assert same.tolist() == [1.0, 1.0, 1.0]
    # an i1 takes a byte, as DenseBoolResourceElementsAttr keeps bools
    bools = dense_array(_resource("b", "0x01000000" + "00010200", "tensor<4xi1>"), T.RankedTensorType((4,), T.i1))
    assert bools.tolist() == [False, True, True, False]
    empty = dense_array(_resource("e", "0x04000000", "tensor<0xf32>"), T.RankedTensorType((0,), T.f32))
    assert empty.shape == (0,)


def test_dense_resource_without_its_data_says_why():
    import pytest
    t = T.RankedTensorType((2,), T.f32)
    for blob, why in (("0x040000000000803F", "holds 4 bytes of data where 'tensor<2xf32>' needs 8"),
                      ("0x04", "no 4-byte alignment header"),
                      (None, "the input has no data for 'dense_resource<w>'")):
        with pytest.raises(ValueError, match=why):
            dense_array(_resource("w", blob, "tensor<2xf32>"), t)


def test_dense_resource_blob_is_the_parse_s_trailer():
    text = ('func.func @f() -> tensor<2xi8> {\n  %0 = arith.constant dense_resource<"k.1"> : tensor<2xi8>\n'
            '  return %0 : tensor<2xi8>\n}\n{-#\n  dialect_resources: {\n    builtin: {\n'
            '      "k.1": "0x01000000FF07"\n    }\n  }\n#-}\n')
    module, _ = parse(text, "x")
    cst = next(iter(next(iter(module.regions[0].entry)).regions[0].entry))
    attr = cst.get_attr("value")
    assert attr.key == "k.1" and attr.blob == "0x01000000FF07"
    assert dense_array(attr, cst.results[0].type).tolist() == [-1, 7]


def test_every_op_in_scope_has_semantics_but_those_the_docs_list():
    """docs/interpreter.md, "Not done yet", names the ops that cannot run;
    a new op without semantics (or one that gained them) fails here until
    the list and the docs agree."""
    import os
    from bufferize.interpreter.registry import SEMANTICS, load_builtin_semantics
    from bufferize.ir.registry import OPS, load_all
    load_all()
    load_builtin_semantics()
    documented = {"linalg.winograd_filter_transform",
                  "linalg.winograd_input_transform", "linalg.winograd_output_transform", "vector.vscale",
                  "vector.scalable.extract", "vector.scalable.insert", "vector.type_cast"}
    # ops with nothing to run: the module itself, a terminator its parent's semantics reads
    nothing = {"builtin.module"}
    in_scope = ("arith", "func", "cf", "scf", "memref", "tensor", "linalg", "bufferization", "vector", "affine",
                "math", "complex", "index", "ub", "builtin")   # (not a test's or a plugin's dialect)
    missing = {name for name in OPS if name not in SEMANTICS and name.split(".")[0] in in_scope} - nothing
    assert missing == documented
    docs = open(os.path.join(os.path.dirname(__file__), "..", "..", "docs", "interpreter.md")).read()
    for name in documented:
        assert f"`{name}`" in docs, name
