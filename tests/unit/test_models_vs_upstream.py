"""The models of scf (while, forall, index_switch), vector, the tensor
reshape/generate/pad ops and the eliminate-empty-tensors pass against
mlir-opt-22: for every file in tests/lit/with-mlir/models/, the flags of its
first `bufferize-opt %s ...` RUN line are given to both tools; per function,
the numbers of memref.alloc, memref.copy, memref.subview and memref.cast must
be equal, and mlir-opt-22 must accept our output."""
from __future__ import annotations

import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import run_tool

ROOT = Path(__file__).resolve().parents[2]
MODELS = ROOT / "tests" / "lit" / "with-mlir" / "models"
MLIR_OPT = shutil.which("mlir-opt-22")
CASES = sorted(MODELS.glob("*.mlir"))
OPS = ("memref.alloc", "memref.copy", "memref.subview", "memref.cast")

pytestmark = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")


def run_args(path: Path) -> list[str]:
    for line in path.read_text().splitlines():
        m = re.match(r"\s*//\s*RUN:\s*bufferize-opt\s+%s\s+(.*)", line)
        if m:
            return shlex.split(m.group(1).split("|")[0])
    raise AssertionError(f"{path}: no bufferize-opt RUN line")


def counts(text: str) -> dict:
    """{(chunk, function): {op: n}}"""
    out = {}
    for k, chunk in enumerate(text.split("// -----")):
        fn = None
        for line in chunk.splitlines():
            m = re.search(r"func\.func (?:private )?@([\w$.]+)", line)
            if m:
                fn = m.group(1)
                out.setdefault((k, fn), {o: 0 for o in OPS})
                continue
            m = re.match(r"\s*(?:%[^=]*=\s*)?(memref\.\w+)\b", line)
            if m and fn is not None and m.group(1) in OPS:
                out[(k, fn)][m.group(1)] += 1
    return out


def test_every_model_file_is_compared():
    """A floor: the five model files (add a new one here)."""
    assert [p.name for p in CASES] == ["eliminate-empty-tensors.mlir", "scf-strict.mlir", "scf.mlir",
                                       "tensor-shape.mlir", "vector.mlir"]


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_counts_equal_upstream(path):
    args = run_args(path)
    ours = run_tool([str(path), *args])
    assert ours.returncode == 0, ours.stderr
    up = subprocess.run([MLIR_OPT, str(path), *args], capture_output=True, text=True)
    assert up.returncode == 0, up.stderr
    # upstream accepts ours
    acc = subprocess.run([MLIR_OPT, "--split-input-file"], input=ours.stdout, capture_output=True, text=True)
    assert acc.returncode == 0, acc.stderr
    co, cu = counts(ours.stdout), counts(up.stdout)
    assert set(co) == set(cu)
    diffs = {k: (co[k], cu[k]) for k in cu if co[k] != cu[k]}
    assert not diffs, diffs
    assert len(cu) >= 3
    assert sum(n for ops in cu.values() for n in ops.values()) > 0, "no counted op: nothing was compared"


def test_eliminate_empty_tensors_text():
    """Our eliminate-empty-tensors output is textually upstream's."""
    path = ROOT / "tests" / "lit" / "bufferization" / "eliminate-empty-tensors.mlir"
    args = ["--split-input-file", "-eliminate-empty-tensors"]
    ours = run_tool([str(path), *args])
    up = subprocess.run([MLIR_OPT, str(path), *args], capture_output=True, text=True)
    assert ours.returncode == 0 and up.returncode == 0, ours.stderr + up.stderr
    assert ours.stdout == up.stdout


# The oracle example ex1_private of spec/oracles.md: the repository's copy
# (the lines it adds in front are comments), so that the test never depends
# on where ../shared is.
EX1_PRIVATE = ROOT / "tests" / "lit" / "with-mlir" / "one-shot" / "oracle-ex1_private.mlir"
SHARED_EX1_PRIVATE = ROOT.parent / "shared" / "spec" / "oracle-examples" / "ex1_private.mlir"


def test_drop_equivalent_buffer_results_example():
    """The oracle example of spec/oracles.md (ex1_private), whole pipeline."""
    args = ["-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops "
            "function-boundary-type-conversion=identity-layout-map", "-canonicalize",
            "-drop-equivalent-buffer-results"]
    ours = run_tool([str(EX1_PRIVATE), *args])
    up = subprocess.run([MLIR_OPT, str(EX1_PRIVATE), *args], capture_output=True, text=True)
    assert ours.returncode == 0, ours.stderr
    assert up.returncode == 0, up.stderr
    assert ours.stdout == up.stdout
    # not vacuous: the pass has something to drop (upstream's output calls
    # @tile_fill without using a result)
    assert "call @tile_fill" in up.stdout and "= call @tile_fill" not in up.stdout


def test_ex1_private_copy_is_the_oracle_example():
    """The copy differs from ../shared's only by the comment lines in front."""
    if not SHARED_EX1_PRIVATE.exists():
        pytest.skip("../shared/spec/oracle-examples not present (the copy is used anyway)")
    copy, original = EX1_PRIVATE.read_text(), SHARED_EX1_PRIVATE.read_text()
    assert copy.endswith(original)
    assert all(line.startswith("//") for line in copy[:len(copy) - len(original)].splitlines())
