#!/usr/bin/env python3
"""Interpreter speed: `bufferize-opt FILE --run=main` against mlir-runner-22
on the same program, whole process, min and median of --runs.

Programs (already bufferized, so both sides run the same memref IR):
  matmul  a 256x256 linalg.matmul on memrefs filled with linalg.fill
  loop    a 1,000-iteration scf.for adding floats into a loop-carried value
Each ends with printMemrefF32 of a small result, so both print.
mlir-runner's time is shown without and with the mlir-opt-22 lowering
(`lower`: mlir-opt-22 to the LLVM dialect, then mlir-runner-22).

usage: bench_interpreter.py [--runs N]
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_parse import default_tool  # noqa: E402

LIB = "/usr/lib/llvm-22/lib"
LOWER = ["--convert-linalg-to-loops", "--expand-strided-metadata", "--lower-affine", "--convert-scf-to-cf",
         "--finalize-memref-to-llvm", "--convert-math-to-llvm", "--convert-arith-to-llvm",
         "--convert-cf-to-llvm", "--convert-func-to-llvm", "--reconcile-unrealized-casts"]

MATMUL = """\
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<256x256xf32>
  %b = memref.alloc() : memref<256x256xf32>
  %c = memref.alloc() : memref<256x256xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<256x256xf32>)
  linalg.fill ins(%one : f32) outs(%b : memref<256x256xf32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<256x256xf32>)
  linalg.matmul ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>) outs(%c : memref<256x256xf32>)
  %s = memref.subview %c[0, 0] [2, 2] [1, 1] : memref<256x256xf32> to memref<2x2xf32, strided<[256, 1]>>
  %u = memref.cast %s : memref<2x2xf32, strided<[256, 1]>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<256x256xf32>
  memref.dealloc %b : memref<256x256xf32>
  memref.dealloc %c : memref<256x256xf32>
  return
}
"""

LOOP = """\
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %zero = arith.constant 0.0 : f32
  %step = arith.constant 0.5 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = arith.addf %acc, %step : f32
    scf.yield %x : f32
  }
  %m = memref.alloca() : memref<1xf32>
  memref.store %r, %m[%c0] : memref<1xf32>
  %u = memref.cast %m : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"""


def timed(cmd, runs, **kw):
    out, ts = None, []
    for i in range(runs + 1):
        t = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True, text=True, **kw)
        dt = time.perf_counter() - t
        if r.returncode != 0:
            sys.exit(f"bench_interpreter: {cmd[0]} failed:\n{r.stderr[-2000:]}")
        out = r.stdout
        if i:
            ts.append(dt)
    return ts, out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    tool, extra = default_tool()
    env = {**os.environ, **extra}
    runner = shutil.which("mlir-runner-22") and shutil.which("mlir-opt-22")
    libs = f"-shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"
    print(f"{'program':<8} {'ours min':>9} {'median':>8} {'runner min':>11} {'lower+run':>10}  ratio")
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in (("matmul", MATMUL), ("loop", LOOP)):
            src = Path(tmp, name + ".mlir")
            src.write_text(text)
            ours, our_out = timed([*tool, str(src), "--run=main"], args.runs, env=env)
            line = f"{name:<8} {min(ours):9.3f} {statistics.median(ours):8.3f}"
            if runner:
                low = Path(tmp, name + ".ll.mlir")
                t = time.perf_counter()
                lowered = subprocess.run(["mlir-opt-22", *LOWER, str(src)], capture_output=True, text=True, check=True)
                t_lower = time.perf_counter() - t
                low.write_text(lowered.stdout)
                theirs, their_out = timed(["mlir-runner-22", "-e", "main", "-entry-point-result=void", libs,
                                           str(low)], args.runs)
                strip = lambda s: "\n".join(l for l in s.splitlines() if "base@" not in l)  # noqa: E731
                same = "same output" if strip(our_out) == strip(their_out) else "OUTPUT DIFFERS"
                line += (f" {min(theirs):11.3f} {min(theirs) + t_lower:10.3f}  "
                         f"{min(ours) / min(theirs):.1f}x ({same})")
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
