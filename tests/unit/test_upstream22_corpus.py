"""Ratchet on the upstream LLVM 22 conformance corpus (tests/corpus/upstream22).

Runs tests/corpus/upstream22/run.py over upstream's own dialect tests (the
files listed in MANIFEST.tsv; they are not committed, fetch.py gets and checks
them) and fails when any dialect's count of chunks printed identically to
mlir-opt-22 in all three forms (custom, generic, debuginfo), or of invalid
chunks with mlir-opt-22's first error, drops below baseline.json. When a count
goes up, raise the baseline (`run.py --json` prints the new numbers) so that
the score can only go up.

Skipped, with the reason, when mlir-opt-22 is not installed or the corpus
files are absent or differ from the manifest.
"""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO / "tests" / "corpus" / "upstream22"
BASELINE = CORPUS / "baseline.json"
RATCHETED = ("all_modes", "same_first_error")  # the counts that may not drop
SHAPE = ("chunks", "accepted", "invalid_chunks", "invalid_errors")  # fixed by the corpus


def _files_ok() -> tuple[bool, str]:
    p = subprocess.run([sys.executable, str(CORPUS / "fetch.py"), "check"],
                       capture_output=True, text=True, timeout=120)
    return p.returncode == 0, p.stdout.strip().splitlines()[-1] if p.stdout.strip() else p.stderr


def test_baseline_names_every_manifest_dialect():
    baseline = json.loads(BASELINE.read_text())
    rows = [l.split("\t") for l in (CORPUS / "MANIFEST.tsv").read_text().splitlines()[1:] if l]
    assert {r[0] for r in rows} == set(baseline["dialects"])
    for counts in baseline["dialects"].values():
        assert set(RATCHETED + SHAPE) <= set(counts)


@pytest.mark.corpus
@pytest.mark.skipif(shutil.which("mlir-opt-22") is None, reason="mlir-opt-22 not installed")
def test_upstream22_corpus_does_not_regress(tmp_path):
    ok, why = _files_ok()
    if not ok:
        pytest.skip(f"upstream corpus files absent or changed ({why}); "
                    "see tests/corpus/upstream22/fetch.py")
    out = tmp_path / "counts.json"
    p = subprocess.run([sys.executable, str(CORPUS / "run.py"), "--jobs", "2", "--json", str(out)],
                       capture_output=True, text=True, timeout=3000)
    assert out.exists(), p.stdout[-3000:] + p.stderr[-3000:]
    got = json.loads(out.read_text())["dialects"]
    baseline = json.loads(BASELINE.read_text())["dialects"]
    drops, shape = [], []
    for dialect, want in baseline.items():
        have = got.get(dialect, {})
        for key in RATCHETED:
            if have.get(key, 0) < want[key]:
                drops.append(f"{dialect}.{key}: {have.get(key, 0)} < baseline {want[key]}")
        for key in SHAPE:
            if have.get(key, 0) != want[key]:
                shape.append(f"{dialect}.{key}: {have.get(key, 0)} != baseline {want[key]}")
    report = "\n".join(drops + shape) + "\n\n" + p.stdout[-6000:]
    assert not drops, "the upstream corpus score dropped:\n" + report
    assert not shape, "the corpus changed shape (update baseline.json with it):\n" + report
