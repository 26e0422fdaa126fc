"""Run One-Shot Bufferize output: ours and upstream's must print the same.

Every case of `tests/lit/with-mlir/one-shot-exec/*.mlir` (split on `// -----`)
has a `@main` that prints (`vector.print`, `printMemrefF32`).  It is
bufferized by ours and by `mlir-opt-22` with the same options, both results
are lowered by `mlir-opt-22` (deallocation pipeline down to LLVM) and run with
`mlir-runner-22`; the printed text (buffer addresses masked) must be equal.
The fuzzer test bufferizes a few cases with `analysis-heuristic=fuzzer` for 50
seeds, checks that `mlir-opt-22` accepts every output, and runs some of them.

Also a script: `python tests/unit/test_one_shot_exec.py [FILE...]`.
Skipped without mlir-opt-22 / mlir-runner-22.
"""
from __future__ import annotations

import glob
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_one_shot_vs_upstream import chunks_of, run_ours  # noqa: E402

CASE_DIR = ROOT / "tests" / "lit" / "with-mlir" / "one-shot-exec"
MLIR_OPT = shutil.which("mlir-opt-22")
RUNNER = shutil.which("mlir-runner-22") or shutil.which("mlir-runner")
LOWER = ["-buffer-deallocation-pipeline", "-convert-bufferization-to-memref", "-convert-linalg-to-loops",
         "-expand-strided-metadata", "-lower-affine", "-convert-scf-to-cf", "-convert-cf-to-llvm",
         "-convert-arith-to-llvm", "-convert-math-to-llvm", "-finalize-memref-to-llvm",
         "-convert-vector-to-llvm", "-convert-func-to-llvm", "-convert-index-to-llvm",
         "-reconcile-unrealized-casts"]
OPTIONS = "bufferize-function-boundaries"


def _libs() -> list[str]:
    out = []
    for name in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
        hits = sorted(glob.glob(f"/usr/lib/llvm-22/lib/{name}*"))
        if hits:
            out.append(hits[0])
    return out


def cases() -> list[tuple[Path, int, str]]:
    out = []
    for p in sorted(CASE_DIR.glob("*.mlir")):
        for i, (line, text) in enumerate(chunks_of(p)):
            if "@main" in text:
                out.append((p, line, text))
    return out


def lower_and_run(bufferized: str) -> str:
    low = subprocess.run([MLIR_OPT, *LOWER, "-"], input=bufferized, capture_output=True, text=True, timeout=120)
    assert low.returncode == 0, f"lowering failed:\n{low.stderr}"
    run = subprocess.run([RUNNER, "-e", "main", "-entry-point-result=void", "-shared-libs=" + ",".join(_libs())],
                         input=low.stdout, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, f"mlir-runner failed:\n{run.stderr}"
    # Only the values count: the address, offset and strides depend on where a buffer lives.
    out = re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ?", run.stdout)
    out = re.sub(r"offset = \d+", "offset = ?", out)
    return re.sub(r"strides = \[[^\]]*\]", "strides = ?", out)


def upstream(text: str, opts: str) -> str:
    p = subprocess.run([MLIR_OPT, f"-one-shot-bufferize={opts}", "-"], input=text, capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0, p.stderr
    return p.stdout


def ours(text: str, opts: str) -> str:
    ok, out, err = run_ours(text, opts)
    assert ok, err
    return out


def verify_upstream(text: str) -> tuple[bool, str]:
    p = subprocess.run([MLIR_OPT, "-"], input=text, capture_output=True, text=True, timeout=120)
    return p.returncode == 0, p.stderr


def check_case(text: str, opts: str = OPTIONS) -> None:
    want = lower_and_run(upstream(text, opts))
    got = lower_and_run(ours(text, opts))
    assert got == want, f"ours printed:\n{got}\nupstream printed:\n{want}"


FUZZ_SEEDS = range(1, 51)


def fuzz_case(text: str, seeds=FUZZ_SEEDS, run_every: int = 10) -> list[str]:
    """Problems over the seeds ([] if every output is valid and the executed
    ones print what upstream's default bufferization prints)."""
    problems = []
    want = lower_and_run(upstream(text, OPTIONS))
    for seed in seeds:
        opts = f"{OPTIONS} analysis-heuristic=fuzzer analysis-fuzzer-seed={seed}"
        ok, out, err = run_ours(text, opts)
        if not ok:
            problems.append(f"seed {seed}: ours fails: {err.strip()[:300]}")
            continue
        v, verr = verify_upstream(out)
        if not v:
            problems.append(f"seed {seed}: mlir-opt-22 rejects: {verr.strip()[:300]}")
            continue
        if seed % run_every == 0:
            got = lower_and_run(out)
            if got != want:
                problems.append(f"seed {seed}: prints\n{got}\nexpected\n{want}")
    return problems


try:
    import pytest
except ImportError:
    pytest = None

if pytest is not None:
    pytestmark = pytest.mark.skipif(MLIR_OPT is None or RUNNER is None or len(_libs()) < 2,
                                    reason="mlir-opt-22 / mlir-runner-22 / runner libraries not installed")
    _CASES = cases()

    @pytest.mark.parametrize("case", _CASES, ids=[f"{p.name}:{line}" for p, line, _ in _CASES])
    def test_same_output_as_upstream(case):
        check_case(case[2])

    @pytest.mark.parametrize("case", _CASES[:3], ids=[f"{p.name}:{line}" for p, line, _ in _CASES[:3]])
    def test_fuzzer_50_seeds(case):
        problems = fuzz_case(case[2])
        assert not problems, "\n".join(problems)


if __name__ == "__main__":
    if MLIR_OPT is None or RUNNER is None:
        print("mlir-opt-22 / mlir-runner not installed: skipped")
        sys.exit(0)
    files = {Path(a).resolve() for a in sys.argv[1:] if not a.startswith("-")}
    fuzz = "--fuzz" in sys.argv
    bad = 0
    n = 0
    for p, line, text in cases():
        if files and p not in files:
            continue
        n += 1
        try:
            check_case(text)
            probs = fuzz_case(text) if fuzz else []
        except AssertionError as e:
            probs = [str(e)]
        if probs:
            bad += 1
            print(f"FAIL {p.name}:{line}: " + "\n".join(probs))
    print(f"{n - bad}/{n} executable cases print the same as upstream")
    sys.exit(1 if bad else 0)
