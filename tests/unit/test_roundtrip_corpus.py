"""Round trip of the upstream corpus through bufferize-opt and mlir-opt-22.

Runs tests/corpus/roundtrip.py (see its docstring) and asserts that no case
fails. Known failures can be listed, one FILE:INDEX a line, in
tests/corpus/known_failures.txt; they are reported but do not fail the test.
Select or deselect with `-m corpus` / `-m "not corpus"`.

The corpus (../shared: upstream-tests/llvm, upstream-tests/andrey-golubev,
spec/oracle-examples) is fixed, so the numbers are exact: EXPECTED_CASES
chunks, EXPECTED_SKIPPED of them rejected by mlir-opt-22 itself; every other
case passes or is a listed known failure.  "0 passed, 0 failed" (an empty
corpus, a glob that finds nothing) fails.
"""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
HARNESS = REPO / "tests" / "corpus" / "roundtrip.py"
KNOWN_FAILURES = REPO / "tests" / "corpus" / "known_failures.txt"
SHARED = Path(os.environ.get("BUFFERIZE_SHARED", REPO.parent / "shared"))
EXPECTED_CASES = 95    # 62 chunks of upstream-tests/llvm, 23 of andrey-golubev, 10 of the oracle examples
EXPECTED_SKIPPED = 9   # chunks mlir-opt-22 rejects: 6 older-era oracle examples (func, linalg.init_tensor), 3 upstream chunks
_SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed$", re.M)
_SKIPPED = re.compile(r"; (\d+) skipped \(rejected by ")
_XFAILED = re.compile(r"; (\d+) known failures")


def summary(stdout: str) -> dict:
    """passed / failed / skipped / xfailed from roundtrip.py's last two lines."""
    m = _SUMMARY.search(stdout)
    if m is None:
        raise AssertionError(f"no 'N passed, M failed' line in:\n{stdout[-2000:]}")
    s, x = _SKIPPED.search(stdout), _XFAILED.search(stdout)
    return {"passed": int(m.group(1)), "failed": int(m.group(2)),
            "skipped": int(s.group(1)) if s else 0, "xfailed": int(x.group(1)) if x else 0}


def test_summary_is_read():
    out = "tool: x; 9 skipped (rejected by mlir-opt-22); 2 known failures\n84 passed, 0 failed\n"
    assert summary(out) == {"passed": 84, "failed": 0, "skipped": 9, "xfailed": 2}
    assert summary("tool: x; 0 skipped (rejected by mlir-opt-22)\n0 passed, 0 failed\n")["passed"] == 0


@pytest.mark.corpus
@pytest.mark.skipif(not (SHARED / "upstream-tests").is_dir(), reason="../shared not present")
def test_corpus_size():
    p = subprocess.run([sys.executable, str(HARNESS), "--list"], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip().splitlines()[-1] == f"{EXPECTED_CASES} cases"


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
    n = summary(p.stdout)
    assert n["failed"] == 0
    assert n["skipped"] == EXPECTED_SKIPPED, report
    assert n["passed"] + n["xfailed"] == EXPECTED_CASES - EXPECTED_SKIPPED, report
