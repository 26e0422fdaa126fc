#!/usr/bin/env python3
"""Cost of the bufferization report: whole-process time of One-Shot
Bufferize (bufferize-function-boundaries) on ../shared/bench/bench_modern.mlir
without a report and with each form (text to stderr, json and html to a
file), interleaved, min and median of --runs.  Target: the report adds at
most 20% to the pass's run.

usage: bench_report.py [--runs N] [--file F]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_parse import BENCH, default_tool  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--file", default=str(BENCH / "bench_modern.mlir"))
    args = ap.parse_args()
    tool, extra = default_tool()
    env = {**os.environ, **extra}
    base = "bufferize-function-boundaries"
    with tempfile.TemporaryDirectory() as tmp:
        variants = {
            "no report": f"-one-shot-bufferize={base}",
            "text (stderr)": f"-one-shot-bufferize={base} bufferization-report=text",
            "json (file)": f"-one-shot-bufferize={base} bufferization-report=json report-file={tmp}/r.json",
            "html (file)": f"-one-shot-bufferize={base} bufferization-report=html report-file={tmp}/r.html",
        }
        times = {k: [] for k in variants}
        for i in range(args.runs + 1):
            for k, flag in variants.items():
                t = time.perf_counter()
                r = subprocess.run([*tool, args.file, flag, "-o", os.devnull], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                dt = time.perf_counter() - t
                if r.returncode != 0:
                    sys.exit(f"bench_report: {k} failed ({r.returncode})")
                if i:
                    times[k].append(dt)
        ref = min(times["no report"])
        print(f"{'variant':<16} {'median':>8} {'min':>8}  extra (min)")
        for k, ts in times.items():
            print(f"{k:<16} {statistics.median(ts):8.3f} {min(ts):8.3f}  {100 * (min(ts) / ref - 1):+.1f}%")
        data = Path(tmp, "r.json").read_text()
        print(f"json report: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
