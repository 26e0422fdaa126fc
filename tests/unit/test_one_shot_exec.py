"""Run One-Shot Bufferize output: ours and upstream's must print the same.

Every case of `tests/lit/with-mlir/one-shot-exec/*.mlir` (split on `// -----`)
has a `@main` that prints (`vector.print`, `printMemrefF32`).  A file may carry
`// OPTIONS: <one-shot-bufferize options>` lines like the conformance files
(none: `bufferize-function-boundaries`); each case runs under each option set
of its file.  It is bufferized by ours and by `mlir-opt-22` with the same
options, both results are lowered by `mlir-opt-22` (deallocation pipeline down
to LLVM) and run with `mlir-runner-22`; the printed text must be equal (only
the buffer addresses are masked: the offsets, sizes and strides
`printMemrefF32` prints are compared too).

The fuzzer test bufferizes every case with `analysis-heuristic=fuzzer` for
seeds 1..50 (on the file's first option set, its own heuristic dropped):
`mlir-opt-22` must accept every output (one batched `--split-input-file`
call), and each distinct output (identical texts run once) must print what
upstream's output under the plain option set prints.  The one legitimate
difference is a layout: where the fuzzer's order changes an in-place
decision, a printed memref can be a subview of another buffer instead of a
fresh one (or the reverse), with another offset or strides and the same
data; such an output must print exactly what upstream's output under the
same seed prints (same seed, same decisions: test_one_shot_fuzz.py).

The corpus is fixed, so the numbers of cases are exact (EXPECTED_CASES,
EXPECTED_FUZZ_CASES): a glob or a split that finds nothing fails.

`known-bugs.mlir` holds cases where ours is wrong (each names its bug): they
are expected to fail (strict xfail, so a fix shows up as XPASS).

Also a script: `python tests/unit/test_one_shot_exec.py [--fuzz] [FILE...]`.
Skipped without mlir-opt-22 / mlir-runner-22.
"""
from __future__ import annotations

import functools
import glob
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_one_shot_vs_upstream import chunks_of, option_sets, run_ours  # noqa: E402

CASE_DIR = ROOT / "tests" / "lit" / "with-mlir" / "one-shot-exec"
KNOWN_BUGS = "known-bugs.mlir"
MLIR_OPT = shutil.which("mlir-opt-22")
RUNNER = shutil.which("mlir-runner-22") or shutil.which("mlir-runner")
DEALLOC = ["-buffer-deallocation-pipeline"]
LOWER = ["-convert-bufferization-to-memref", "-convert-linalg-to-loops", "-convert-vector-to-scf",
         "-expand-strided-metadata", "-lower-affine", "-convert-scf-to-cf", "-convert-cf-to-llvm",
         "-convert-arith-to-llvm", "-convert-math-to-llvm", "-finalize-memref-to-llvm",
         "-convert-vector-to-llvm", "-convert-func-to-llvm", "-convert-index-to-llvm",
         "-reconcile-unrealized-casts"]
OPTIONS = "bufferize-function-boundaries"
SPLIT = "// -----"
# (case, option set) runs and fuzzed cases of the fixed corpus: update with the corpus.
EXPECTED_CASES = 81
EXPECTED_FUZZ_CASES = 65


def _libs() -> list[str]:
    out = []
    for name in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
        hits = sorted(glob.glob(f"/usr/lib/llvm-22/lib/{name}*"))
        if hits:
            out.append(hits[0])
    return out


def file_options(p: Path) -> list[str]:
    return option_sets(p) or [OPTIONS]


def cases() -> list[tuple[Path, int, str, str]]:
    """(file, first line, text, options): each @main case under each option set of its file."""
    out = []
    for p in sorted(CASE_DIR.glob("*.mlir")):
        for opts in file_options(p):
            for line, text in chunks_of(p):
                if "@main" in text:
                    out.append((p, line, text, opts))
    return out


def fuzz_base(opts: str) -> str:
    """The option set the fuzzer runs on: `opts` without its own heuristic."""
    return " ".join(o for o in opts.split() if not o.startswith(("analysis-heuristic=", "analysis-fuzzer-seed=")))


def fuzz_cases() -> list[tuple[Path, int, str, str]]:
    """Every executed case once, on its file's first option set (copy-before-write
    runs no analysis, so such a set is skipped in favour of the next one).
    The known bugs are left out: they already fail without the fuzzer."""
    out = []
    for p in sorted(CASE_DIR.glob("*.mlir")):
        if p.name == KNOWN_BUGS:
            continue
        sets = [fuzz_base(o) for o in file_options(p) if "copy-before-write" not in o.split()]
        if not sets:
            continue
        for line, text in chunks_of(p):
            if "@main" in text:
                out.append((p, line, text, sets[0]))
    return out


def lower_and_run(bufferized: str) -> str:
    # The ownership-based deallocation rejects input that already frees (dealloc_tensor,
    # an explicit memref.dealloc): such programs are lowered without it (they may leak).
    passes = LOWER if "memref.dealloc" in bufferized else DEALLOC + LOWER
    low = subprocess.run([MLIR_OPT, *passes, "-"], input=bufferized, capture_output=True, text=True, timeout=120)
    assert low.returncode == 0, f"lowering failed:\n{low.stderr}"
    run = subprocess.run([RUNNER, "-e", "main", "-entry-point-result=void", "-shared-libs=" + ",".join(_libs())],
                         input=low.stdout, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, f"mlir-runner failed:\n{run.stderr}"
    # The address depends on where a buffer lives; the offset and strides do not.
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ?", run.stdout)


def without_layout(printed: str) -> str:
    """The printed text with the offsets and strides of printMemref masked."""
    out = re.sub(r"offset = \d+", "offset = ?", printed)
    return re.sub(r"strides = \[[^\]]*\]", "strides = ?", out)


def upstream(text: str, opts: str) -> str:
    p = subprocess.run([MLIR_OPT, f"-one-shot-bufferize={opts}", "-"], input=text, capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0, p.stderr
    return p.stdout


@functools.lru_cache(maxsize=None)
def upstream_prints(text: str, opts: str) -> str:
    return lower_and_run(upstream(text, opts))


def ours(text: str, opts: str) -> str:
    ok, out, err = run_ours(text, opts)
    assert ok, err
    return out


def verify_upstream(text: str) -> tuple[bool, str]:
    p = subprocess.run([MLIR_OPT, "-"], input=text, capture_output=True, text=True, timeout=120)
    return p.returncode == 0, p.stderr


def verify_batch(texts: list[str]) -> list[tuple[bool, str]]:
    """mlir-opt-22 verdict on each text: one --split-input-file call, and one
    call per text only when the batch fails (to tell which)."""
    if not texts:
        return []
    p = subprocess.run([MLIR_OPT, "--split-input-file", "-"], input=f"\n{SPLIT}\n".join(texts),
                       capture_output=True, text=True, timeout=300)
    if p.returncode == 0:
        return [(True, "")] * len(texts)
    return [verify_upstream(t) for t in texts]


def check_case(text: str, opts: str = OPTIONS) -> None:
    want = upstream_prints(text, opts)
    got = lower_and_run(ours(text, opts))
    assert got == want, f"ours printed:\n{got}\nupstream printed:\n{want}"


FUZZ_SEEDS = range(1, 51)


def fuzz_case(text: str, opts: str = OPTIONS, seeds=FUZZ_SEEDS, stats: dict | None = None) -> list[str]:
    """Problems over the seeds ([] if every output is valid and every distinct
    output prints what upstream's bufferization under `opts` prints)."""
    problems = []
    want = upstream_prints(text, opts)
    by_text: dict[str, list[int]] = {}
    for seed in seeds:
        ok, out, err = run_ours(text, f"{opts} analysis-heuristic=fuzzer analysis-fuzzer-seed={seed}")
        if not ok:
            problems.append(f"seed {seed}: ours fails: {err.strip()[:300]}")
            continue
        by_text.setdefault(out, []).append(seed)
    distinct = list(by_text)
    for out, (ok, verr) in zip(distinct, verify_batch(distinct)):
        if not ok:
            problems.append(f"seeds {by_text[out]}: mlir-opt-22 rejects: {verr.strip()[:300]}")
            continue
        try:
            got = lower_and_run(out)
        except AssertionError as e:
            problems.append(f"seeds {by_text[out]}: {str(e)[:300]}")
            continue
        if got != want and without_layout(got) == without_layout(want):
            # another layout: upstream under the same seed takes the same decisions
            same = f"{opts} analysis-heuristic=fuzzer analysis-fuzzer-seed={by_text[out][0]}"
            theirs = upstream_prints(text, same)
            if got == theirs:
                if stats is not None:
                    stats["layout_as_same_seed"] = stats.get("layout_as_same_seed", 0) + 1
                continue
            problems.append(f"seeds {by_text[out]}: prints\n{got}\nmlir-opt-22 under seed {by_text[out][0]} "
                            f"prints\n{theirs}")
        elif got != want:
            problems.append(f"seeds {by_text[out]}: prints\n{got}\nexpected\n{want}")
    if stats is not None:
        stats["seeds"] = stats.get("seeds", 0) + len(list(seeds))
        stats["distinct"] = stats.get("distinct", 0) + len(distinct)
    return problems


def _case_id(p: Path, line: int, opts: str) -> str:
    sets = file_options(p)
    return f"{p.name}:{line}" + (f"[opts{sets.index(opts)}]" if len(sets) > 1 else "")


try:
    import pytest
except ImportError:
    pytest = None

if pytest is not None:
    pytestmark = pytest.mark.skipif(MLIR_OPT is None or RUNNER is None or len(_libs()) < 2,
                                    reason="mlir-opt-22 / mlir-runner-22 / runner libraries not installed")

    def _params(items):
        out = []
        for p, line, text, opts in items:
            marks = [pytest.mark.xfail(strict=True, reason="known bug in bufferize/ (see the case's comment)")] \
                if p.name == KNOWN_BUGS else []
            out.append(pytest.param(text, opts, id=_case_id(p, line, opts), marks=marks))
        return out

    def test_the_corpus_is_all_there():
        assert len(cases()) == EXPECTED_CASES
        assert len(fuzz_cases()) == EXPECTED_FUZZ_CASES

    @pytest.mark.parametrize("text,opts", _params(cases()) if MLIR_OPT else [])
    def test_same_output_as_upstream(text, opts):
        check_case(text, opts)

    @pytest.mark.parametrize("text,opts", _params(fuzz_cases()) if MLIR_OPT else [])
    def test_fuzzer_50_seeds(text, opts):
        stats: dict = {}
        problems = fuzz_case(text, opts, stats=stats)
        assert not problems, "\n".join(problems)
        assert stats["seeds"] == len(FUZZ_SEEDS) and stats["distinct"] >= 1

    def test_option_sets_default_and_parsed(tmp_path):
        f = tmp_path / "x.mlir"
        f.write_text("// RUN: true\nfunc.func @main() {\n  return\n}\n")
        assert file_options(f) == [OPTIONS]
        f.write_text("// OPTIONS: a b\n// OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down\n")
        assert file_options(f) == ["a b", "bufferize-function-boundaries analysis-heuristic=top-down"]
        assert fuzz_base(file_options(f)[1]) == OPTIONS

    def test_verify_batch_finds_the_bad_text():
        good = "func.func @f() {\n  return\n}\n"
        bad = "func.func @g() -> i32 {\n  return\n}\n"
        res = verify_batch([good, bad, good])
        assert [ok for ok, _ in res] == [True, False, True]
        assert "return" in res[1][1]

    def test_lowering_failure_is_reported():
        with pytest.raises(AssertionError, match="lowering failed"):
            lower_and_run("func.func @main() {\n  %0 = \"test.unknown\"() : () -> i32\n  return\n}\n")


if __name__ == "__main__":
    if MLIR_OPT is None or RUNNER is None:
        print("mlir-opt-22 / mlir-runner not installed: skipped")
        sys.exit(0)
    files = {Path(a).resolve() for a in sys.argv[1:] if not a.startswith("-")}
    fuzz = "--fuzz" in sys.argv
    bad = n = xfail = 0
    t0 = time.time()
    for p, line, text, opts in cases():
        if files and p not in files:
            continue
        n += 1
        try:
            check_case(text, opts)
            probs = []
        except AssertionError as e:
            probs = [str(e)]
        if p.name == KNOWN_BUGS:
            if probs:
                xfail += 1
                print(f"XFAIL {_case_id(p, line, opts)} (known bug)")
            else:
                bad += 1
                print(f"XPASS {_case_id(p, line, opts)}: a known bug is fixed, move the case out of {KNOWN_BUGS}")
        elif probs:
            bad += 1
            print(f"FAIL {_case_id(p, line, opts)} [{opts}]: " + "\n".join(probs))
    print(f"{n - bad - xfail}/{n} executed cases print the same as upstream ({xfail} known bugs) "
          f"in {time.time() - t0:.1f}s")
    if fuzz:
        t0 = time.time()
        stats: dict = {}
        fn = fbad = 0
        for p, line, text, opts in fuzz_cases():
            if files and p not in files:
                continue
            fn += 1
            try:
                probs = fuzz_case(text, opts, stats=stats)
            except AssertionError as e:
                probs = [str(e)]
            if probs:
                fbad += 1
                print(f"FUZZ FAIL {_case_id(p, line, opts)}: " + "\n".join(probs))
        print(f"fuzzer: {fn - fbad}/{fn} cases x {len(FUZZ_SEEDS)} seeds ({stats.get('seeds', 0)} runs, "
              f"{stats.get('distinct', 0)} distinct outputs executed, "
              f"{stats.get('layout_as_same_seed', 0)} with another layout, as mlir-opt-22's under the same seed) "
              f"in {time.time() - t0:.1f}s")
        bad += fbad
    sys.exit(1 if bad else 0)
