"""Benchmark of One-Shot Bufferize (not a test).

1. Whole-process time of `bufferize-opt -comprehensive-bufferize` on
   ../shared/bench/bench_modern.mlir against
   `mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries` (ratio).
2. Analysis time on `gen_slice_chain.py N` (one function, N extract/fill/insert
   slice triples) and its growth per doubling of N.

usage: python bench/bench_one_shot.py [--sizes 500,1000,2000] [--timeout SECONDS]
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "bench"
sys.path.insert(0, str(ROOT))


def timed(cmd, timeout) -> float | None:
    t = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, cmd))} failed:\n{p.stderr[-2000:]}")
    return time.perf_counter() - t


def analysis_time(path: str) -> float:
    """Seconds spent in the One-Shot analysis of the parsed module (in process)."""
    from bufferize.bufferization.one_shot import driver
    from bufferize.bufferization.state import Options
    from bufferize.syntax.parser import parse
    module, _ = parse(Path(path).read_text(), path, False, 1)
    opts = Options(bufferize_function_boundaries=True, test_analysis_only=True)
    t = time.perf_counter()
    driver.run(module, opts)
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="500,1000,2000")
    ap.add_argument("--timeout", type=float, default=600)
    a = ap.parse_args()
    bench = SHARED / "bench_modern.mlir"
    ours = timed([sys.executable, "-m", "bufferize", str(bench), "-comprehensive-bufferize", "-o", os.devnull],
                 a.timeout)
    mlir = shutil.which("mlir-opt-22")
    up = timed([mlir, str(bench), "-one-shot-bufferize=bufferize-function-boundaries", "-o", os.devnull],
               a.timeout) if mlir else None
    print(f"bench_modern.mlir: ours {ours:.2f}s" + (f", mlir-opt-22 {up:.3f}s, ratio {ours / up:.1f}x" if up else ""))
    prev = None
    for n in (int(x) for x in a.sizes.split(",")):
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(subprocess.run([sys.executable, str(SHARED / "gen_slice_chain.py"), str(n)],
                                   capture_output=True, text=True, check=True).stdout)
        try:
            t = analysis_time(f.name)
        finally:
            os.unlink(f.name)
        growth = f", x{t / prev:.2f} vs previous" if prev else ""
        print(f"slice chain N={n}: analysis {t:.2f}s{growth}", flush=True)
        prev = t


if __name__ == "__main__":
    main()
