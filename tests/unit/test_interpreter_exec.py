"""The interpreter on the project's execution suite
(tests/lit/with-mlir/one-shot-exec): on every case, what `--run=main` prints
for the tensor program equals what mlir-runner-22 prints for upstream's
bufferization of it lowered to LLVM; and our own bufferization followed by
our deallocation pipeline prints the same with no finding of the memory
checker (no leak, no use after free).  Only the buffer address is masked:
the offsets, sizes and strides `printMemrefF32` prints are compared too.
Skipped without mlir-runner-22."""
from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_one_shot_exec import EXPECTED_CASES, KNOWN_BUGS, MLIR_OPT, RUNNER, cases, upstream_prints  # noqa: E402

from bufferize.diagnostics import DiagnosticEngine  # noqa: E402
from bufferize.run_cli import run_text  # noqa: E402

pytestmark = pytest.mark.skipif(not (MLIR_OPT and RUNNER), reason="needs mlir-opt-22 and mlir-runner-22")


def _mask(out: str) -> str:
    """The printed text with only the buffer address masked (it depends on
    where the buffer lives; the offset and strides do not)."""
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ?", out)


def _interpret(text, pm=None):
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    status = run_text(text, "case.mlir", "main", engine, out=out, pm=pm)
    return status, _mask(out.getvalue()), [f"{d.line}: {d.message}" for d in engine.diagnostics]


def _ours_bufferized(text, opts):
    """(status, masked stdout, stderr) of our one-shot bufferization and
    deallocation then --run, in a fresh process: ops and constant
    materializers other unit tests register stay out of it."""
    # as upstream, the ownership-based deallocation rejects a program that frees its own memory
    dealloc = [] if "memref.dealloc" in text else ["-buffer-deallocation-pipeline"]
    p = subprocess.run([sys.executable, "-m", "bufferize", "-", f"--one-shot-bufferize={opts}", *dealloc,
                        "--run=main"], input=text, capture_output=True, text=True, timeout=120,
                       cwd=str(Path(__file__).resolve().parents[2]))
    return p.returncode, _mask(p.stdout), p.stderr


_CASES = [(p, line, text, opts) for p, line, text, opts in cases()]

# Cases whose tensor program alone does not print what upstream's
# bufferization prints, by (file, line, options), each with its reason: what
# only bufferization decides (whether a write through a `to_tensor ...
# writable` tensor reaches the memref; the layout of a printed slice).  Their
# bufferized form is still compared exactly.
TENSOR_PROGRAM_EXEMPT = {
    ("bufferization.mlir", 52, "bufferize-function-boundaries"):
        "@main loads %m[2] after a tensor.insert of 12.0 into `to_tensor %m restrict writable`: "
        "upstream's in-place bufferization prints 12, the tensor program 1",
    ("layout.mlir", 34, "bufferize-function-boundaries"):
        "@show prints a strided tensor.extract_slice: upstream's bufferization reads it in place, a "
        "subview (offset = 4, strides = [8, 3]); the tensor program prints a fresh tensor (offset = 0, "
        "strides = [2, 1]), the same data",
}


def test_the_corpus_is_all_there():
    assert len(_CASES) == EXPECTED_CASES
    keys = {(p.name, line, opts) for p, line, _, opts in _CASES}
    assert set(TENSOR_PROGRAM_EXEMPT) <= keys


@pytest.mark.parametrize("path,line,text,opts", _CASES,
                         ids=[f"{p.stem}:{line}:{o}" for p, line, _, o in _CASES])
def test_interpreter_prints_what_mlir_runner_prints(path, line, text, opts):
    expected = upstream_prints(text, opts)
    status, ours, diags = _interpret(text)
    assert (status, diags) == (0, [])
    if (path.name, line, opts) in TENSOR_PROGRAM_EXEMPT:
        assert ours != expected, "prints what upstream prints now: remove it from TENSOR_PROGRAM_EXEMPT"
    else:
        assert ours == expected
    if path.name == KNOWN_BUGS:
        return   # our bufferization is known to be wrong there
    status, after, err = _ours_bufferized(text, opts)
    assert (status, err) == (0, "")
    assert after == expected
