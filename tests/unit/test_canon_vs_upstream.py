"""Our canonicalize / cse against upstream mlir-opt-22, op kind by op kind.

For every `tests/lit/with-mlir/canonicalize-*.mlir` and `cse-*.mlir`, the
arguments of its first `bufferize-opt %s ...` RUN line are given to both
tools (they share mlir-opt's flags).  Both outputs are re-printed in generic
form by mlir-opt-22 (which also proves that upstream accepts ours), and the
number of ops of each kind in each function of each `-split-input-file`
chunk must be equal.  Skipped when mlir-opt-22 is not installed.
"""
from __future__ import annotations

import collections
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WITH_MLIR = ROOT / "tests" / "lit" / "with-mlir"
MLIR_OPT = shutil.which("mlir-opt-22")
CASES = sorted(list(WITH_MLIR.glob("canonicalize-*.mlir")) + list(WITH_MLIR.glob("cse-*.mlir")))

pytestmark = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")

_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"([\w.$-]+)"\(')
_SYM = re.compile(r'sym_name = "([^"]+)"')
SPLIT = "// -----"


def run_args(path: Path) -> list[str]:
    """The flags of the first `bufferize-opt %s ...` RUN line (up to a pipe)."""
    for line in path.read_text().splitlines():
        m = re.match(r"\s*//\s*RUN:\s*bufferize-opt\s+%s\s+(.*)", line)
        if m:
            return shlex.split(m.group(1).split("|")[0])
    raise AssertionError(f"{path.name}: no `// RUN: bufferize-opt %s ...` line")


def _run(cmd, stdin=None) -> str:
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, f"{' '.join(cmd)} failed:\n{p.stderr}"
    return p.stdout


def op_counts(text: str, split: bool) -> dict:
    """{(chunk, function): Counter(op name -> count)} of generic-form text."""
    out = {}
    chunks = text.split(SPLIT) if split else [text]
    for i, chunk in enumerate(chunks):
        func = "<module>"
        for line in chunk.splitlines():
            m = _OP.match(line)
            if not m:
                continue
            if m.group(1) == "func.func":
                s = _SYM.search(line)
                func = s.group(1) if s else "?"
                out.setdefault((i, func), collections.Counter())
                continue
            out.setdefault((i, func), collections.Counter())[m.group(1)] += 1
    return out


def generic(text: str, split: bool) -> str:
    cmd = [MLIR_OPT, "--mlir-print-op-generic", "--allow-unregistered-dialect", "-"]
    if split:
        cmd.insert(1, "--split-input-file")
    return _run(cmd, stdin=text)


def ours(args, path) -> str:
    return _run([sys.executable, "-m", "bufferize", str(path), *args])


def test_the_corpus_is_all_there():
    """Exact counts of the fixed corpus (update them with it)."""
    assert len(CASES) == 26
    n = sum(p.read_text().count(SPLIT) + 1 for p in CASES)
    assert n == 144, n


@pytest.mark.parametrize("path", CASES, ids=[p.name for p in CASES])
def test_same_op_counts_as_upstream(path):
    args = run_args(path)
    split = any(a.lstrip("-") == "split-input-file" for a in args)
    # Upstream accepts the input as it is.
    _run([MLIR_OPT, "--allow-unregistered-dialect", *([ "--split-input-file"] if split else []), str(path)])
    theirs = op_counts(generic(_run([MLIR_OPT, "--allow-unregistered-dialect", *args, str(path)]), split), split)
    mine = op_counts(generic(ours(["--allow-unregistered-dialect", *args], path), split), split)
    diffs = []
    for key in sorted(set(theirs) | set(mine)):
        a, b = mine.get(key, collections.Counter()), theirs.get(key, collections.Counter())
        if a != b:
            kinds = sorted(set(a) | set(b))
            diffs.append(f"chunk {key[0]} @{key[1]}: " +
                         ", ".join(f"{k} ours={a[k]} upstream={b[k]}" for k in kinds if a[k] != b[k]))
    assert not diffs, f"{path.name} ({' '.join(args)}):\n" + "\n".join(diffs)
    # not vacuous: the functions were found and upstream's output has ops in them
    assert theirs and sum(sum(c.values()) for c in theirs.values()) > 0, path.name
