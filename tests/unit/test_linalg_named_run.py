"""--run of the named convolutions, poolings, mmt4d and quantized matmuls
(generated programs, one per op and element-type variant, with strides or
dilations other than 1): our interpreter prints exactly what mlir-runner-22
prints for upstream's lowering of the same program; and the numpy fast path
(interpret_named.py) agrees with running the payload point by point."""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from linalg_named_cases import all_run_cases  # noqa: E402

from bufferize.diagnostics import DiagnosticEngine  # noqa: E402
from bufferize.run_cli import run_text  # noqa: E402
from bufferize.dialects.linalg import interpret as linalg_interpret  # noqa: E402

LIB = "/usr/lib/llvm-22/lib"
_PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
             "--convert-linalg-to-loops", "--expand-strided-metadata", "--lower-affine", "--convert-scf-to-cf",
             "--finalize-memref-to-llvm", "--convert-math-to-llvm", "--convert-arith-to-llvm",
             "--convert-cf-to-llvm", "--convert-func-to-llvm", "--reconcile-unrealized-casts"]
HAVE_RUNNER = bool(shutil.which("mlir-opt-22") and shutil.which("mlir-runner-22")
                   and os.path.exists(f"{LIB}/libmlir_runner_utils.so.22.1"))
CASES = dict(all_run_cases())


def _strip(text):
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ADDR", text)


def _ours(text):
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    status = run_text(text, "p.mlir", "main", engine, out=out)
    assert status == 0, [d.message for d in engine.diagnostics]
    return out.getvalue()


def _upstream(text):
    low = subprocess.run(["mlir-opt-22", *_PIPELINE], input=text, capture_output=True, text=True, check=True)
    run = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void",
                          f"-shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"],
                         input=low.stdout, capture_output=True, text=True, check=True)
    return run.stdout


def test_every_table_op_has_a_run_case():
    from bufferize.dialects.linalg.named_table import TABLE
    assert {k.rsplit("_", 1)[0] for k in CASES} == {n[7:] for n in TABLE}


@pytest.mark.skipif(not HAVE_RUNNER, reason="needs mlir-opt-22 and mlir-runner-22")
@pytest.mark.parametrize("name", sorted(CASES))
def test_same_output_as_mlir_runner(name):
    text = CASES[name]
    ours = _ours(text)
    assert ours.count("Unranked Memref") == 1
    assert _strip(ours) == _strip(_upstream(text))


@pytest.mark.parametrize("name", sorted(n for n in CASES if n.endswith("_f32")))
def test_fast_path_equals_point_by_point(name, monkeypatch):
    text = CASES[name]
    fast = _ours(text)
    monkeypatch.setattr(linalg_interpret, "run_named", lambda *a, **k: False)
    assert _ours(text) == fast


FIRST_VARIANTS = sorted({k.rsplit("_", 1)[0]: k for k in sorted(CASES, reverse=True)}.values())


@pytest.mark.skipif(not HAVE_RUNNER, reason="needs mlir-opt-22 and mlir-runner-22")
@pytest.mark.parametrize("name", FIRST_VARIANTS)
def test_bufferized_run_same_numbers(name, tmp_path):
    """Our One-Shot output run by our interpreter (ops on memrefs) prints
    the numbers mlir-runner-22 prints for upstream's lowering."""
    from conftest import run_tool
    path = tmp_path / "p.mlir"
    path.write_text(CASES[name])
    res = run_tool([str(path), "-one-shot-bufferize=bufferize-function-boundaries", "--run", "main"])
    assert res.returncode == 0, res.stderr
    assert _strip(res.stdout) == _strip(_upstream(CASES[name]))
