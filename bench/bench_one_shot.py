"""Benchmark of One-Shot Bufferize (not a test).

1. Whole-process time of `bufferize-opt -comprehensive-bufferize` on
   ../shared/bench/bench_modern.mlir against
   `mlir-opt-22 -one-shot-bufferize=bufferize-function-boundaries` (ratio).
2. Analysis time on `gen_slice_chain.py N` (one function, N extract/fill/insert
   slice triples) and its growth per doubling of N.

3. Whole-process time on small slice chains, ours against mlir-opt-22.

usage: python bench/bench_one_shot.py [--sizes 500,1000,2000] [--upstream-sizes 50,100] [--timeout SECONDS]
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


def analysis_time(path: str, runs: int = 3) -> float:
    """Seconds spent in the One-Shot analysis of the parsed module (in
    process; best of ``runs``, garbage collector off as in the CLI)."""
    import gc
    from bufferize.bufferization.one_shot import driver
    from bufferize.bufferization.state import Options
    from bufferize.syntax.parser import parse
    best = None
    for _ in range(runs):
        module, _ = parse(Path(path).read_text(), path, False, 1)
        opts = Options(bufferize_function_boundaries=True, test_analysis_only=True)
        gc.collect()
        gc.disable()
        try:
            t = time.perf_counter()
            driver.run(module, opts)
            t = time.perf_counter() - t
        finally:
            gc.enable()
        best = t if best is None else min(best, t)
    return best


def chain_file(n: int) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(subprocess.run([sys.executable, str(SHARED / "gen_slice_chain.py"), str(n)],
                               capture_output=True, text=True, check=True).stdout)
    return f.name


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="500,1000,2000")
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--upstream-sizes", default="50,100",
                    help="chain sizes for the whole-process comparison with mlir-opt-22 ('' to skip)")
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
        path = chain_file(n)
        try:
            t = analysis_time(path)
        finally:
            os.unlink(path)
        growth = f", x{t / prev:.2f} vs previous" if prev else ""
        print(f"slice chain N={n}: analysis {t:.2f}s{growth}", flush=True)
        prev = t
    # Whole process against upstream on chains small enough for mlir-opt-22
    # (its analysis grows ~9-14x per doubling: N=200 takes minutes).
    if mlir:
        for n in (int(x) for x in a.upstream_sizes.split(",") if x):
            path = chain_file(n)
            try:
                o = timed([sys.executable, "-m", "bufferize", path, "-comprehensive-bufferize", "-o", os.devnull],
                          a.timeout)
                u = timed([mlir, path, "-one-shot-bufferize=bufferize-function-boundaries", "-o", os.devnull],
                          a.timeout)
            finally:
                os.unlink(path)
            us = f"{u:.2f}s" if u is not None else f"> {a.timeout:.0f}s (timeout)"
            ratio = f", ratio {o / u:.2f}x" if u else ""
            print(f"slice chain N={n} whole process: ours {o:.2f}s, mlir-opt-22 {us}{ratio}", flush=True)


if __name__ == "__main__":
    main()
