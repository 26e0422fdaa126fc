#!/usr/bin/env python3
"""Peak memory benchmark: the peak resident set size of the whole process
`TOOL FILE [PIPELINE] -o /dev/null`, against mlir-opt-22 in the same run.

Files: ../shared/bench/bench_modern.mlir (1x, 261 KB) and the 10x file made by
`../shared/bench/gen_bench.py modern 1920` (2.6 MB, in a temporary folder).
Pipelines: parse+print (no pass) and One-Shot Bufferize across function
boundaries.  Each run's peak RSS comes from the kernel (`os.wait4` of that
child), so runs do not mix.  Prints, per file and pipeline, the median over
--runs of ours and upstream's peak RSS in MB, ours as a multiple of the input
file's size (the target on the 10x file: at most 40x), and ours/upstream.

usage: bench_memory.py [--runs N] [--tool CMD] [--upstream CMD]
"""
from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_parse import BENCH, default_tool, make_x10, prepare  # noqa: E402

ONE_SHOT_OURS = ["--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries})"]
ONE_SHOT_UPSTREAM = ["--one-shot-bufferize=bufferize-function-boundaries"]
TARGET = 40  # x the input's size, on the 10x file


def peak_rss(cmd: list[str], env: dict[str, str]) -> tuple[int | None, str]:
    """(peak RSS in bytes, "") of `cmd -o /dev/null`, or (None, error)."""
    p = subprocess.Popen([*cmd, "-o", "/dev/null"], stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    err = p.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    p.stderr.close()
    if p.returncode != 0:
        lines = [l for l in err.splitlines() if l.strip()]
        return None, f"exit {p.returncode}: {lines[0] if lines else '(no message)'}"
    return usage.ru_maxrss * 1024, ""  # Linux: kilobytes


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3, help="runs per file, pipeline and tool (default 3)")
    ap.add_argument("--tool", help="our tool's command line (default: as bench_parse.py finds it)")
    ap.add_argument("--upstream", default="mlir-opt-22", help="reference command (default mlir-opt-22)")
    a = ap.parse_args()

    ours, ours_env = (shlex.split(a.tool), {}) if a.tool else default_tool()
    upstream = shlex.split(a.upstream)
    prepare("bench_memory.py", upstream)

    with tempfile.TemporaryDirectory(prefix="bench-memory-") as tmp:
        big = make_x10(tmp)
        files = [("bench_modern (1x)", BENCH / "bench_modern.mlir"), ("bench_modern x10", big)]
        pipelines = [("parse+print", [], []), ("one-shot", ONE_SHOT_OURS, ONE_SHOT_UPSTREAM)]
        env = {**os.environ, **ours_env}
        print(f"ours:     {shlex.join(ours)}")
        print(f"upstream: {shlex.join(upstream)}")
        print(f"peak RSS of the whole process, median of {a.runs} runs\n")
        head = (f"{'file':<18} {'pipeline':<12} {'input':>8} {'ours':>9} {'x input':>8}"
                f" {'upstream':>9} {'x input':>8} {'ours/ups.':>9}")
        print(head)
        print("-" * len(head))
        failed = False
        missed = False
        for fname, path in files:
            size = path.stat().st_size
            for pname, mine, theirs in pipelines:
                results = {}
                for tname, cmd, e in (("ours", [*ours, str(path), *mine], env),
                                      ("upstream", [*upstream, str(path), *theirs], dict(os.environ))):
                    peaks = []
                    for _ in range(a.runs):
                        rss, err = peak_rss(cmd, e)
                        if rss is None:
                            print(f"error: {tname} on {fname} ({pname}): {err}")
                            failed = True
                            break
                        peaks.append(rss)
                    results[tname] = statistics.median(peaks) if len(peaks) == a.runs else None
                o, u = results["ours"], results["upstream"]

                def mb(x):
                    return "error" if x is None else f"{x / 2**20:.1f} MB"

                def times(x):
                    return "-" if x is None else f"{x / size:.1f}x"
                ratio = f"{o / u:.2f}" if o and u else "-"
                print(f"{fname:<18} {pname:<12} {size / 2**20:>5.2f} MB {mb(o):>9} {times(o):>8}"
                      f" {mb(u):>9} {times(u):>8} {ratio:>9}")
                if path is big and pname == "parse+print" and o is not None and o / size > TARGET:
                    missed = True
        print(f"\ntarget: parse+print of the 10x file at most {TARGET}x the input's size: "
              + ("MISSED" if missed else "met"))
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
