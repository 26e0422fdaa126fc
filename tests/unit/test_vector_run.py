"""`--run` of the vector and affine ops against mlir-runner-22: each program
of tests/unit/data/vector_run/ is run by our interpreter and, lowered by
mlir-opt-22 (vector/affine/scf/... to LLVM), by mlir-runner-22; the printed
text must be equal.  Skipped without mlir-opt-22 and mlir-runner-22."""
from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.run_cli import run_text

LIB = "/usr/lib/llvm-22/lib"
DATA = Path(__file__).resolve().parent / "data" / "vector_run"
LOWER = ["-one-shot-bufferize=bufferize-function-boundaries", "-buffer-deallocation-pipeline",
         "-convert-bufferization-to-memref", "-convert-linalg-to-loops",
         "-test-vector-scan-lowering", "-lower-vector-multi-reduction", "-lower-vector-mask", "-convert-vector-to-scf", "-lower-affine",
         "-expand-strided-metadata", "-convert-vector-to-llvm", "-convert-scf-to-cf", "-convert-cf-to-llvm",
         "-convert-arith-to-llvm", "-convert-index-to-llvm", "-finalize-memref-to-llvm",
         "-convert-func-to-llvm", "-convert-ub-to-llvm", "-reconcile-unrealized-casts"]
PROGRAMS = sorted(DATA.glob("*.mlir"))

pytestmark = pytest.mark.skipif(
    not (shutil.which("mlir-opt-22") and shutil.which("mlir-runner-22")
         and os.path.exists(f"{LIB}/libmlir_runner_utils.so.22.1")),
    reason="needs mlir-opt-22 and mlir-runner-22")


def _upstream(text: str) -> str:
    # the ownership-based deallocation rejects a program that frees its own memory
    passes = LOWER[2:] if "memref.dealloc" in text else LOWER
    low = subprocess.run(["mlir-opt-22", *passes], input=text, capture_output=True, text=True, check=True)
    run = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void",
                          f"-shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"],
                         input=low.stdout, capture_output=True, text=True, check=True)
    return run.stdout


def test_the_corpus_is_there():
    assert len(PROGRAMS) >= 2


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_same_output_as_mlir_runner(path):
    text = path.read_text()
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    status = run_text(text, path.name, "main", engine, out=out)
    assert status == 0, [d.message for d in engine.diagnostics]
    ours = out.getvalue()
    assert ours.count("\n") >= 5
    assert ours == _upstream(text)
