"""`--run` of the affine ops against mlir-runner-22: each program of
tests/unit/data/affine_run/ is run by our interpreter and, lowered by
mlir-opt-22 (-lower-affine ... to LLVM, the pipeline of test_vector_run), by
mlir-runner-22; the printed text must be equal but for the buffers'
addresses.  Skipped without mlir-opt-22 and mlir-runner-22."""
from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.run_cli import run_text

from test_vector_run import _upstream, pytestmark  # noqa: F401  (same lowering, same skip)

DATA = Path(__file__).resolve().parent / "data" / "affine_run"
PROGRAMS = sorted(DATA.glob("*.mlir"))
_BASE = re.compile(r"base@ = 0x[0-9a-f]+")


def test_the_corpus_is_there():
    assert len(PROGRAMS) >= 1


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_same_output_as_mlir_runner(path):
    text = path.read_text()
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    status = run_text(text, path.name, "main", engine, out=out)
    assert status == 0, [d.message for d in engine.diagnostics]
    ours = _BASE.sub("base@", out.getvalue())
    assert ours.count("\n") >= 5
    assert ours == _BASE.sub("base@", _upstream(text))
