"""buffer-deallocation and buffer-deallocation-pipeline, proven by execution
under valgrind.

Each program of dealloc_exec/valgrind_programs.mlir (cf diamonds, critical
edges, cf.switch, cf loops, scf.if/for/while yielding fresh and existing
buffers, calls taking and returning buffers, block arguments passed to calls)
is deallocated by each variant, lowered with mlir-opt-22, compiled and run
natively under valgrind (native_exec.py).  A variant passes a program when
it prints what the program without deallocation prints, with 0 bytes
definitely lost, no invalid free and no other memory error.

A program whose comment says ``// legacy: MESSAGE`` (or ``// pipeline:
MESSAGE``) is one that variant rejects as upstream does (cf loops: mlir-opt-19's
clone-based pass and mlir-opt-22's ownership-based one): the test checks the
message, ours and upstream's.  (mlir-opt-22 also rejects cf.switch, which the
pipeline here handles: @switch3 runs under both variants.)

mlir-opt-19's own -buffer-deallocation runs on the same programs for
comparison; ``python tests/unit/test_dealloc_valgrind.py`` prints the table
(leaks per program, upstream next to ours).  Skipped without mlir-opt-22,
mlir-runner, cc or valgrind (CI installs them)."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import native_exec as N  # noqa: E402
from conftest import run_tool  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "dealloc_exec", "valgrind_programs.mlir")
SPLIT = "\n// -----\n"
MLIR19 = shutil.which("mlir-opt-19")
VARIANTS = {"legacy": ["-buffer-deallocation"], "pipeline": ["-buffer-deallocation-pipeline"]}
UPSTREAM = {"legacy": (MLIR19, "-buffer-deallocation"), "pipeline": (N.MLIR_OPT, "-buffer-deallocation-pipeline")}

pytestmark = pytest.mark.skipif(not (N.available() and N.VALGRIND),
                                reason="mlir-opt-22, mlir-runner, cc or valgrind missing")


def programs():
    """[(name, text, {variant: expected rejection message})]; the name is the
    program's last function before @main."""
    out = []
    for t in open(PROGRAMS).read().split(SPLIT):
        fns = [f for f in re.findall(r"func\.func @(\w+)", t) if f != "main"]
        rejected = dict(re.findall(r"^// (legacy|pipeline): (.*)$", t, re.M))
        out.append((fns[-1], t, rejected))
    return out


PROGS = programs()


def _tool_batch(args):
    """Our tool on every program at once (-split-input-file); per program
    (output text or None, stderr)."""
    texts = [t for _n, t, _l in PROGS]
    r = run_tool(["-", "-split-input-file", *args], stdin=SPLIT.join(texts))
    parts = r.stdout.split(SPLIT) if r.returncode == 0 else None
    if parts is not None:
        assert len(parts) == len(texts)
        return [(p, "") for p in parts]
    # some program failed: run one by one to know which
    out = []
    for t in texts:
        one = run_tool(["-", *args], stdin=t)
        out.append((one.stdout if one.returncode == 0 else None, one.stderr))
    return out


def _upstream19(text):
    r = subprocess.run([MLIR19, "-buffer-deallocation"], input=text, capture_output=True, text=True)
    return (r.stdout if r.returncode == 0 else None), r.stderr


def _execute(job):
    text, workdir, name = job
    if text is None:
        return None
    return N.run(N.build(text, workdir, name))


def run_all(with_upstream=True):
    """{variant: [(ir or None, stderr, Result or None)]}, variant None is the
    program without deallocation."""
    work = tempfile.mkdtemp(prefix="dealloc-vg-")
    irs = {None: [(t, "") for _n, t, _l in PROGS]}
    for v, args in VARIANTS.items():
        irs[v] = _tool_batch(args)
    if with_upstream and MLIR19:
        irs["llvm19"] = [_upstream19(t) for _n, t, _l in PROGS]
    jobs, keys = [], []
    for v, lst in irs.items():
        for i, (ir, _err) in enumerate(lst):
            jobs.append((ir, work, f"{v or 'input'}_{i}"))
            keys.append((v, i))
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(_execute, jobs))
    out = {v: [None] * len(PROGS) for v in irs}
    for (v, i), res in zip(keys, results):
        ir, err = irs[v][i]
        out[v][i] = (ir, err, res)
    shutil.rmtree(work, ignore_errors=True)
    return out


@pytest.fixture(scope="module")
def results():
    return run_all()


CASES = [(v, i) for v in sorted(VARIANTS) for i in range(len(PROGS))]


@pytest.mark.parametrize("variant,i", CASES, ids=[f"{v}-{PROGS[i][0]}" for v, i in CASES])
def test_deallocation_is_memory_safe(variant, i, results):
    name, text, rejected = PROGS[i]
    ir, err, res = results[variant][i]
    if variant in rejected:
        assert ir is None and rejected[variant] in err, err
        tool, flag = UPSTREAM[variant]
        if tool:
            up = subprocess.run([tool, flag], input=text, capture_output=True, text=True)
            assert up.returncode != 0 and rejected[variant] in up.stderr, up.stderr
        return
    assert ir is not None, err
    before = results[None][i][2]
    assert before.output.strip(), "the program prints nothing"
    assert before.returncode == 0 and res.returncode == 0, res.log + ir
    assert res.output == before.output, ir
    assert res.definitely_lost == 0, res.log + ir
    assert res.invalid_frees == 0, res.log + ir
    assert res.errors == 0, res.log + ir


def test_enough_programs():
    # exact counts of the fixed corpus (update them with it)
    assert len(PROGS) == 25
    assert len({n for n, _t, _r in PROGS}) == len(PROGS)
    # all but two programs run under both variants
    assert sum(1 for _n, _t, r in PROGS if not r) == 23


@pytest.mark.skipif(MLIR19 is None, reason="mlir-opt-19 missing")
def test_checker_sees_llvm19_leaks(results):
    """valgrind finds the leaks LLVM 19's pass leaves on the critical edge and
    on the block argument passed to a call (so a pass here means something)."""
    names = [n for n, _t, _l in PROGS]
    for n in ("critical_edge", "block_arg_to_call"):
        _ir, _err, res = results["llvm19"][names.index(n)]
        assert res is not None and res.definitely_lost > 0, n


def test_checker_sees_double_free(tmp_path):
    text = """
func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %f = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %f, %m[%c0] : memref<2xf32>
  %v = memref.load %m[%c0] : memref<2xf32>
  vector.print %v : f32
  memref.dealloc %m : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}"""
    res = N.run(N.build(text, str(tmp_path), "dfree"))
    assert res.output == "1\n" and res.invalid_frees == 1


def table():
    res = run_all()
    cols = ["legacy", "pipeline"] + (["llvm19"] if "llvm19" in res else [])
    print(f"{'program':28} " + " ".join(f"{c:>18}" for c in cols))
    leaky = {c: 0 for c in cols}
    for i, (name, _t, _l) in enumerate(PROGS):
        cells = []
        before = res[None][i][2].output
        for c in cols:
            ir, _err, r = res[c][i]
            if ir is None:
                cells.append("rejected")
                continue
            bad = r.output != before or r.returncode != 0
            cell = f"{r.definitely_lost}B lost" + (" WRONG" if bad else "") + (
                f" {r.errors} errors" if r.errors else "")
            if r.definitely_lost or bad or r.invalid_frees or r.errors:
                leaky[c] += 1
            cells.append(cell)
        print(f"{name:28} " + " ".join(f"{c:>18}" for c in cells))
    print("programs with a leak, a bad free or wrong output: " +
          ", ".join(f"{c} {leaky[c]}/{len(PROGS)}" for c in cols))


if __name__ == "__main__":
    table()
