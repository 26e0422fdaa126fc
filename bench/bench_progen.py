"""The program-generator campaign (issue 23): N generated tensor programs
(tests/unit/progen/, hypothesis under a fixed seed) through every pipeline
(One-Shot under each option set and fuzzer seeds, alone and with
-buffer-deallocation-pipeline; the clone-based -buffer-deallocation, with
copy-removal; seed 004's partial passes; comprehensive-bufferize;
hoisting, loop hoisting, promote-to-stack, results-to-out-params), each
output run against its input by the interpreter with the memory checker.

    python3 bench/bench_progen.py --programs 10000 --seed 1 [--upstream] [--shrink N] [--save]

Prints: programs, runs, rejected (expected errors, by message), differences
ours-vs-input (must be 0), memory findings after deallocating pipelines
(must be 0), leaks after pipelines without deallocation (by design), known
bugs (tests/unit/test_progen.py's KNOWN), and with --upstream, mlir-opt-22's
output of the same pipelines run by the same interpreter: upstream-vs-input
differences by kind, each run sorted (ours wrong / upstream wrong / both
right / ...), and our outputs that mlir-opt-22 does not accept.

mlir-opt-22 is not deterministic on every program (tests/lit/progen/
upstream-call-result-type.mlir): the upstream figures may move a little
between runs; ours do not.

--shrink N shrinks (hypothesis) up to N distinct failures and prints them;
--save also writes each as tests/lit/progen/<kind>-<n>.mlir, a lit case
with a --check-equivalence RUN line (XFAIL until the bug is fixed).
Exit status 1 when a failure that is not a known bug was found.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "unit"))

import progen as P  # noqa: E402


def _known():
    from test_progen import KNOWN
    return KNOWN


def _pipelines(which: str, fuzzer_seeds: int) -> list:
    if which == "main":
        return P.main_pipelines()
    return P.all_pipelines(range(1, fuzzer_seeds + 1))


def _worker(args):
    """Check programs [lo, hi) of the campaign (run in a worker process)."""
    lo, hi, n, seed, which, fuzzer_seeds, upstream = args
    progs = P.generate(n, seed, lo=lo, hi=hi)
    st = P.Stats()
    P.check_programs(progs, _pipelines(which, fuzzer_seeds), st, known=_known(), upstream=upstream, first_index=lo)
    return st


def merge(into: P.Stats, st: P.Stats) -> None:
    for name in ("programs", "runs", "compared", "leaks_expected", "upstream_runs"):
        setattr(into, name, getattr(into, name) + getattr(st, name))
    into.texts |= st.texts
    into.seconds = max(into.seconds, st.seconds)
    for name in ("outcomes", "rejected", "memory", "known", "upstream", "upstream_diffs", "sorted", "not_accepted",
                 "upstream_rejected"):
        for k, v in getattr(st, name).items():
            into.bump(getattr(into, name), k, v)
    for k, v in st.upstream_examples.items():
        into.upstream_examples.setdefault(k, v)
    for pl, kinds in st.by_pipeline.items():
        d = into.by_pipeline.setdefault(pl, {})
        for k, v in kinds.items():
            into.bump(d, k, v)
    for key, bug in st.bugs.items():
        mine = into.bugs.get(key)
        if mine is None or bug.index < mine.index:
            count = (mine.count if mine else 0) + bug.count
            pls = (mine.pipelines if mine else set()) | bug.pipelines
            into.bugs[key] = bug
            bug.count, bug.pipelines = count, pls
        else:
            mine.count += bug.count
            mine.pipelines |= bug.pipelines


def run(n: int, seed: int, which: str, fuzzer_seeds: int, upstream: bool, jobs: int, batch: int,
        part=None) -> P.Stats:
    """The campaign's programs (``part``: only [lo, hi) of the ``n``)."""
    total = P.Stats()
    first, last = part or (0, n)
    ranges = [(lo, min(lo + batch, last)) for lo in range(first, last, batch)]
    work = [(lo, hi, n, seed, which, fuzzer_seeds, upstream) for lo, hi in ranges]
    done = 0
    t0 = time.monotonic()
    if jobs > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(jobs) as pool:
            for st in pool.imap_unordered(_worker, work):
                merge(total, st)
                done += st.programs
                _progress(done, last - first, t0, total)
    else:
        for w in work:
            st = _worker(w)
            merge(total, st)
            done += st.programs
            _progress(done, last - first, t0, total)
    total.seconds = time.monotonic() - t0
    return total


def _progress(done, n, t0, st):
    print(f"  ... {done}/{n} programs, {st.runs} runs, {st.failures} failures, "
          f"{time.monotonic() - t0:.0f} s", file=sys.stderr, flush=True)


def report(st: P.Stats, pipelines: list, upstream: bool, out=sys.stdout) -> None:
    w = out.write
    oc = st.outcomes
    bugs = [b for b in st.bugs.values()]
    differs = sum(b.count for b in bugs if b.key[0] == P.DIFFERS)
    crashes = sum(b.count for b in bugs if b.key[0] == P.CRASH)
    w(f"programs: {st.programs} ({st.distinct} distinct)\n")
    w(f"pipelines: {len(pipelines)}\n")
    w(f"runs: {st.runs} (program x pipeline); {st.compared} (function, input seed) pairs compared\n")
    w(f"equal: {oc.get(P.EQUAL, 0)}\n")
    w(f"rejected (expected errors): {oc.get(P.REJECTED, 0)}\n")
    for msg, k in sorted(st.rejected.items(), key=lambda kv: -kv[1])[:12]:
        w(f"  {k:7d}  {msg}\n")
    w(f"differences ours-vs-input (must be 0): {differs}\n")
    w(f"crashes (internal errors or IR a pass left invalid, must be 0): {crashes}\n")
    mem = st.memory
    w(f"memory findings in deallocated outputs (must be 0): leaks {mem.get('leak', 0)}, double frees "
      f"{mem.get('double free', 0)}, uses after free {mem.get('use after free', 0)}, out of bounds "
      f"{mem.get('out-of-bounds', 0)}, other {sum(v for k, v in mem.items() if k not in ('leak', 'double free', 'use after free', 'out-of-bounds'))}\n")
    w(f"leaks after pipelines without deallocation (by design): {st.leaks_expected}\n")
    w(f"nothing compared (the input fails on every seed): {oc.get(P.NOTHING, 0)}\n")
    w(f"known bugs (test_progen.KNOWN): {sum(st.known.values())}\n")
    for name, k in sorted(st.known.items()):
        w(f"  {k:7d}  {name}\n")
    if bugs:
        w(f"FAILURES: {len(bugs)} distinct (kind, pipeline, what):\n")
        for b in sorted(bugs, key=lambda b: (b.key[0], -b.count)):
            w(f"  {b.count:7d}  {b.key[0]} [{b.key[1]}] {b.key[2]}  (first: program #{b.index}; {b.detail[:160]})\n")
    w("per pipeline (equal / rejected / leak / failures):\n")
    for pl in pipelines:
        d = st.by_pipeline.get(pl.name, {})
        fails = d.get(P.CRASH, 0) + d.get(P.DIFFERS, 0) + d.get(P.MEMORY, 0)
        w(f"  {d.get(P.EQUAL, 0):6d} {d.get(P.REJECTED, 0):6d} {d.get(P.LEAK, 0):6d} {fails:6d}  {pl.name}\n")
    if upstream:
        w(f"upstream (mlir-opt-22's output of the same pipeline, same interpreter): {st.upstream_runs} runs\n")
        for k in P.ORDER:
            if st.upstream.get(k):
                w(f"  {st.upstream[k]:7d}  {k}\n")
        w("upstream-vs-input differences by kind:\n")
        for (kind, what, pattern), k in sorted(st.upstream_diffs.items(), key=lambda kv: -kv[1]):
            idx, pl = st.upstream_examples[(kind, what, pattern)]
            w(f"  {k:7d}  {kind}: {what} [program has: {pattern}]  (first: program #{idx}, {pl})\n")
        w("sorted (ours vs upstream, each against the input):\n")
        for cat, k in sorted(st.sorted.items(), key=lambda kv: -kv[1]):
            w(f"  {k:7d}  {cat}\n")
        w("mlir-opt-22's errors where ours gives an output:\n")
        for msg, k in sorted(st.upstream_rejected.items(), key=lambda kv: -kv[1])[:10]:
            w(f"  {k:7d}  {msg}\n")
        w(f"our outputs mlir-opt-22 does not accept: {sum(st.not_accepted.values())}\n")
        for msg, k in sorted(st.not_accepted.items(), key=lambda kv: -kv[1])[:10]:
            w(f"  {k:7d}  {msg}\n")
    w(f"time: {st.seconds:.0f} s\n")


def shrink_failures(st: P.Stats, n: int, seed: int, pipelines: list, limit: int, save: bool) -> list:
    """Shrink up to ``limit`` distinct failures; (bug, shrunk program) pairs."""
    by_name = {p.name: p for p in pipelines}
    out = []
    first = {}   # (kind, what) -> the bug seen most: one shrink per bug, whatever pipelines show it
    for bug in sorted(st.bugs.values(), key=lambda b: (b.key[0], -b.count)):
        first.setdefault((bug.key[0], bug.key[2]), bug)
    for bug in list(first.values())[:limit]:
        pl = by_name[bug.key[1]]
        key = bug.key

        def fails(p, pl=pl, key=key):
            try:
                o = P.Checker(p.text).check(pl)
            except ValueError:
                return False
            return P.bug_key(o.kind, pl.name, o.detail) == key

        t0 = time.monotonic()
        small = P.shrink(bug.index, n, seed, fails, original=bug.text)
        print(f"shrunk {key} in {time.monotonic() - t0:.0f} s: "
              f"{'not reproduced' if small is None else f'{len(small.text.splitlines())} lines'}", file=sys.stderr)
        if small is None:
            continue
        out.append((bug, pl, small))
        if save:
            print(f"  saved {save_case(bug, pl, small)}", file=sys.stderr)
    return out


def save_case(bug: P.Bug, pl: P.Pipeline, prog: P.Program) -> Path:
    """tests/lit/progen/<kind>-<n>.mlir: the shrunk program with a RUN line
    that checks it (XFAIL: the check fails until the bug is fixed)."""
    d = ROOT / "tests" / "lit" / "progen"
    d.mkdir(parents=True, exist_ok=True)
    slug = re.sub(r"[^a-z0-9]+", "-", f"{bug.key[0]}-{bug.key[2]}".lower()).strip("-")[:40]
    k = 1
    while (d / f"{slug}-{k}.mlir").exists():
        k += 1
    path = d / f"{slug}-{k}.mlir"
    flags = " ".join(f"'{a}'" if " " in a or "(" in a else a for a in pl.argv())
    head = [f"// RUN: bufferize-opt %s --check-equivalence {flags}",
            "// XFAIL: *",
            f"// Found by bench/bench_progen.py ({bug.count} runs), shrunk by hypothesis.",
            f"// Pipeline: {pl.name}",
            f"// {bug.key[0]}: {bug.detail[:300]}",
            ""]
    path.write_text("\n".join(head) + prog.text)
    return path


def _report_merged(files, pipelines, upstream: bool) -> int:
    """Report parts written by --stats-out as one campaign (the time is the
    sum of the parts' wall times)."""
    import pickle
    total = P.Stats()
    seconds = 0.0
    for f in files:
        st = pickle.loads(Path(f).read_bytes())
        seconds += st.seconds
        merge(total, st)
    total.seconds = seconds
    print(f"bench_progen: {len(files)} parts merged", flush=True)
    report(total, pipelines, upstream)
    return 1 if total.bugs else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pipelines", choices=["all", "main"], default="all")
    ap.add_argument("--fuzzer-seeds", type=int, default=3, help="analysis-fuzzer-seed 1..N (default 3)")
    ap.add_argument("--upstream", action="store_true", help="also run mlir-opt-22's output of each pipeline")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--batch", type=int, default=50, help="programs per work item")
    ap.add_argument("--shrink", type=int, default=0, metavar="N", help="shrink up to N distinct failures")
    ap.add_argument("--save", action="store_true", help="save each shrunk failure under tests/lit/progen/")
    ap.add_argument("--part", metavar="LO:HI", help="check only programs [LO, HI) of the campaign (a campaign "
                    "too long for one sitting runs in parts: --stats-out each, then --merge)")
    ap.add_argument("--stats-out", metavar="FILE", help="also write the figures (pickle) for --merge")
    ap.add_argument("--merge", nargs="+", metavar="FILE", help="report the sum of parts written by --stats-out")
    a = ap.parse_args(argv)
    if a.merge:
        return _report_merged(a.merge, _pipelines(a.pipelines, a.fuzzer_seeds), a.upstream)
    part = None
    if a.part:
        m = re.fullmatch(r"(\d+):(\d+)", a.part)
        if m is None or not int(m[1]) < int(m[2]) <= a.programs:
            ap.error(f"--part {a.part}: expected LO:HI with 0 <= LO < HI <= --programs")
        part = (int(m[1]), int(m[2]))
    if a.upstream and P.MLIR_OPT_22 is None:
        print("--upstream: mlir-opt-22 is not installed", file=sys.stderr)
        return 2
    pipelines = _pipelines(a.pipelines, a.fuzzer_seeds)
    print(f"bench_progen: {a.programs} programs, seed {a.seed}, {len(pipelines)} pipelines, "
          f"upstream {'on' if a.upstream else 'off'}, {a.jobs} job(s)", flush=True)
    st = run(a.programs, a.seed, a.pipelines, a.fuzzer_seeds, a.upstream, a.jobs, a.batch, part)
    report(st, pipelines, a.upstream)
    if a.stats_out:
        import pickle
        Path(a.stats_out).write_bytes(pickle.dumps(st))
    if a.shrink and st.bugs:
        for bug, pl, small in shrink_failures(st, a.programs, a.seed, pipelines, a.shrink, a.save):
            print(f"\n// ---- {bug.key} (pipeline {pl.name}), shrunk:\n{small.text}")
    return 1 if st.bugs else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
