"""The Python API (bufferize/api.py, docs/api.md): the same results as the
command line, errors as MLIRError with rendered diagnostics."""
import os

import pytest

import bufferize
from conftest import ROOT, run_tool

EXAMPLE = os.path.join(ROOT, "examples", "tile_fill.mlir")


def test_api_matches_the_command_line():
    text = open(EXAMPLE).read()
    m = bufferize.parse(text, filename=EXAMPLE)
    bufferize.run_pipeline(m, "one-shot-bufferize", bufferize_function_boundaries=True)
    bufferize.run_pipeline(m, "builtin.module(func.func(buffer-deallocation))")
    cli = run_tool([EXAMPLE, "-one-shot-bufferize=bufferize-function-boundaries", "-buffer-deallocation"])
    assert cli.returncode == 0
    assert m.print() == cli.stdout == str(m)
    assert "memref.subview" in m.print()


def test_process_and_generic_print():
    out = bufferize.process("func.func @f() { return }")
    assert out == run_tool(["-"], stdin="func.func @f() { return }").stdout
    m = bufferize.parse("func.func @f() { return }")
    assert '"func.func"()' in m.print(generic=True)


def test_keyword_options_are_pass_options():
    src = "func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> { return %t : tensor<4xf32> }"
    m = bufferize.run_pipeline(bufferize.parse(src), "one-shot-bufferize", bufferize_function_boundaries=True,
                               function_boundary_type_conversion="identity-layout-map")
    assert "memref<4xf32>) -> memref<4xf32>" in m.print()


def test_errors_are_diagnostics():
    with pytest.raises(bufferize.MLIRError) as e:
        bufferize.parse("func.func @f( {", filename="x.mlir")
    assert str(e.value).startswith("x.mlir:1:14: error: expected non-function type")
    assert "^" in e.value.diagnostics
    with pytest.raises(bufferize.MLIRError) as e:
        bufferize.parse('func.func @f() -> i32 { return }')
    assert "error:" in str(e.value)
    with pytest.raises(bufferize.MLIRError):
        bufferize.run_pipeline(bufferize.parse("func.func @f() { return }"), "no-such-pass")
    with pytest.raises(bufferize.MLIRError):
        bufferize.run_pipeline(bufferize.parse("func.func @f() { return }"), "builtin.module(cse)", x=1)
    # a pass failure carries the pass's diagnostic
    bad = "func.func @f(%c: i1) {\n  %0 = memref.alloc() : memref<2xf32>\n  cf.br ^bb1\n^bb1:\n" \
          "  cf.cond_br %c, ^bb1, ^bb2\n^bb2:\n  return\n}\n"
    with pytest.raises(bufferize.MLIRError) as e:
        bufferize.run_pipeline(bufferize.parse(bad, filename="loop.mlir"), "buffer-deallocation")
    assert "loop.mlir:1:1: error: Only structured control-flow loops are supported." in str(e.value)


def test_importing_the_package_does_not_load_the_api():
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-c", "import bufferize, sys; print('bufferize.api' in sys.modules)"],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.stdout.strip() == "False"
