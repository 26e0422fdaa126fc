"""Round trip of the upstream corpus through bufferize-opt and mlir-opt-22.

Runs tests/corpus/roundtrip.py (see its docstring) and asserts that no case
fails. Known failures can be listed, one FILE:INDEX a line, in
tests/corpus/known_failures.txt; they are reported but do not fail the test.
Select or deselect with `-m corpus` / `-m "not corpus"`.
"""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
HARNESS = REPO / "tests" / "corpus" / "roundtrip.py"
KNOWN_FAILURES = REPO / "tests" / "corpus" / "known_failures.txt"
SHARED = REPO.parent / "shared"


@pytest.mark.corpus
@pytest.mark.skipif(shutil.which("mlir-opt-22") is None, reason="mlir-opt-22 not installed")
@pytest.mark.skipif(not (SHARED / "upstream-tests").is_dir(), reason="../shared not present")
def test_roundtrip_corpus():
    cmd = [sys.executable, str(HARNESS)]
    if KNOWN_FAILURES.exists():
        cmd += ["--expect-fail", str(KNOWN_FAILURES)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=3000)
    report = p.stdout + p.stderr
    last = p.stdout.strip().splitlines()[-1:] or ["(no summary)"]
    if p.returncode != 0:
        pytest.fail(f"round-trip corpus: {last[0]}\n{report}", pytrace=False)
