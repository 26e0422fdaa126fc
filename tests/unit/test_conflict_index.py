"""The incremental conflict index (bufferization/one_shot/conflict_index.py).

1. Same decisions as upstream's full pair scan: every one-shot case of the
   conformance and execution suites is analysed with the index while each
   answer is checked against the full scan (``CHECK_INDEX``), under several
   heuristics and fuzzer seeds; a disagreement raises inside the analysis.
2. Linear work on the slice chain of the benchmark: the number of (read,
   write) pairs the analysis tests grows linearly with the number of
   extract/insert slice pairs (a count, not a timing).
No upstream tool is needed.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_one_shot_vs_upstream import all_cases, chunks_of, run_ours  # noqa: E402

from bufferize.bufferization.one_shot import analysis  # noqa: E402

EXEC_DIR = ROOT / "tests" / "lit" / "with-mlir" / "one-shot-exec"
HEURISTICS = ["", "analysis-heuristic=top-down", "analysis-heuristic=bottom-up-from-terminators",
              "analysis-heuristic=fuzzer analysis-fuzzer-seed=7",
              "analysis-heuristic=fuzzer analysis-fuzzer-seed=31"]


def _inputs():
    seen = set()
    for p, opts, i, line, text in all_cases():
        if (p, i) in seen or "print-conflicts" in opts:
            continue
        seen.add((p, i))
        base = " ".join(o for o in opts.split() if not o.startswith(("analysis-", "test-analysis-only")))
        yield f"{p.name}:{i}", base, text
    for p in sorted(EXEC_DIR.glob("*.mlir")):
        for i, (line, text) in enumerate(chunks_of(p)):
            if "func.func" in text:
                yield f"{p.name}:{i}", "bufferize-function-boundaries", text


@pytest.fixture
def checked(monkeypatch):
    monkeypatch.setattr(analysis, "CHECK_INDEX", True)


@pytest.mark.parametrize("heuristic", HEURISTICS)
def test_index_agrees_with_full_scan(checked, heuristic):
    n = 0
    for name, base, text in _inputs():
        ok, out, err = run_ours(text, f"{base} {heuristic}".strip(), name)
        assert "INTERNAL" not in err, f"{name} [{heuristic}]: {err}"
        n += 1
    assert n >= 150


def _chain(n: int) -> str:
    return subprocess.run([sys.executable, str(ROOT.parent / "shared" / "bench" / "gen_slice_chain.py"), str(n)],
                          capture_output=True, text=True, check=True).stdout


def _pair_tests(text: str, opts: str, monkeypatch) -> tuple[int, str]:
    """(number of (read, write) pair tests, output) of one in-process run."""
    calls = [0]
    real = analysis.pair_conflicts

    def counting(*a, **k):
        calls[0] += 1
        return real(*a, **k)
    monkeypatch.setattr(analysis, "pair_conflicts", counting)
    ok, out, err = run_ours(text, opts, "chain")
    monkeypatch.setattr(analysis, "pair_conflicts", real)
    assert ok, err
    # Every pair stays in place (the chain writes into the writable argument).
    assert '"true"' in out and '"false"' not in out
    return calls[0], out


needs_chain = pytest.mark.skipif(not (ROOT.parent / "shared" / "bench" / "gen_slice_chain.py").exists(),
                                 reason="../shared/bench not present")


@needs_chain
def test_slice_chain_pair_tests_grow_linearly(monkeypatch):
    opts = "bufferize-function-boundaries test-analysis-only"
    small, out = _pair_tests(_chain(100), opts, monkeypatch)
    assert out.count('"true"') >= 3 * 100
    large, _ = _pair_tests(_chain(400), opts, monkeypatch)
    # Upstream's scan tests O(N^2) pairs per decision; the index a constant number.
    assert large <= 4.4 * small, (small, large)
    assert small <= 20 * 100, small


@needs_chain
def test_pair_tests_are_counted_in_the_full_scan_too(monkeypatch):
    """Guard for the test above: without the index (print-conflicts takes the
    full scan) the count is quadratic, so the counter really sees the work."""
    n, _ = _pair_tests(_chain(40), "bufferize-function-boundaries test-analysis-only print-conflicts", monkeypatch)
    assert n > 40 * 40


def test_big_tables_keep_the_order_of_small_ones():
    """A table that outgrows a list (conflict_index._BIG) becomes a
    SortedKeyList: the same entries in the same order (equal positions in
    insertion order, as bisect.insort keeps them) and the same bisections."""
    import random

    from bufferize.bufferization.one_shot import conflict_index as ci
    rng = random.Random(7)
    plain, big = [], []
    for seq in range(3 * ci._BIG):
        item = (rng.choice([rng.randrange(50), -float("inf"), float("inf")]), seq, object())
        ci.bisect.insort(plain, item, key=ci._key)
        big = ci._insort(big, item)
    assert type(big) is not list and list(big) == plain
    for k in [-float("inf"), 0, 7, 25, 49, 50, float("inf")]:
        assert ci._bisect_left(big, k) == ci._bisect_left(plain, k)
        assert ci._bisect_right(big, k) == ci._bisect_right(plain, k)
        assert big[ci._bisect_left(big, k):ci._bisect_right(big, k)] == \
            plain[ci._bisect_left(plain, k):ci._bisect_right(plain, k)]
