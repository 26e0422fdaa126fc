#!/usr/bin/env python3
"""One function at doubling sizes, per phase and whole process, beside
mlir-opt-22 in the same run (issue 26).

Families (each one function):
  slice  gen_slice_chain.py N: N extract_slice / linalg.fill / insert_slice updates
  arith  a straight-line function of N arith ops
  cf     gen_cf_blocks.py N: N blocks chained by cf.br / cf.cond_br carrying a tensor and a memref
  depth  N nested scf.execute_region ops (no_inline), an alloc at the bottom (freed by the dealloc pipeline)
  weights  N layers of a model: a 256x256 f32 weight as dense<"0x..."> (256 KiB each) and a matmul

For each (family, pipeline, N, tool): whole-process wall time, peak RSS of the
child (os.wait4), and the phases of --mlir-timing.  A run past --timeout is
killed and shown as such; once a tool times out on a pipeline, its larger
sizes are skipped.  The growth column is the time over the previous size's.

    python3 bench/bench_scale.py --quick                  # a few minutes
    python3 bench/bench_scale.py --families cf --sizes 1000,2000,4000 --timeout 60
    python3 bench/bench_scale.py --no-upstream --json out.json
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.path.normpath(os.path.join(HERE, "..", "..", "shared", "bench"))
if not os.path.isdir(SHARED):
    SHARED = "/work/shared/bench"
sys.path.insert(0, HERE)

from gen_cf_blocks import generate as gen_cf  # noqa: E402
from bench_parse import byte_compile, default_tool  # noqa: E402

ONE_SHOT = "-one-shot-bufferize=bufferize-function-boundaries"
DEALLOC = "-buffer-deallocation-pipeline"

FAMILIES = {
    # name: (pipelines, full sizes, quick sizes)
    "slice": ([[], [ONE_SHOT, DEALLOC]], [1000, 2000, 4000, 8000, 16000, 32000, 64000, 100000],
              [1000, 2000, 4000]),
    "arith": ([[], ["-canonicalize"], ["-cse"]], [10000, 20000, 40000, 80000, 100000],
              [5000, 10000, 20000]),
    "cf": ([[], [ONE_SHOT], [DEALLOC], ["-canonicalize"], ["-cse"]], [500, 1000, 2000, 4000, 8000, 10000],
           [200, 400, 800]),
    "depth": ([[], [DEALLOC], [ONE_SHOT]], [1000, 2000, 4000, 8000, 10000], [500, 1000, 2000]),
    "weights": ([[]], [5, 10, 20, 40], [5, 10]),
}


def gen_slice(n: int) -> str:
    return subprocess.run([sys.executable, os.path.join(SHARED, "gen_slice_chain.py"), str(n)],
                          check=True, capture_output=True, text=True).stdout


def gen_arith(n: int) -> str:
    lines = ["func.func @straight(%a: i32, %b: i32) -> i32 {"]
    prev, other = "%a", "%b"
    for i in range(n):
        op = ("arith.addi", "arith.muli", "arith.xori", "arith.subi")[i % 4]
        lines.append(f"  %v{i} = {op} {prev}, {other} : i32")
        prev, other = f"%v{i}", prev
    lines += [f"  return {prev} : i32", "}"]
    return "\n".join(lines) + "\n"


def gen_depth(d: int) -> str:
    lines = ["func.func @nest(%a: memref<4xf32>) -> f32 {", "  %c0 = arith.constant 0 : index"]
    for i in range(d):   # no_inline: canonicalize would inline the nest (as upstream does)
        lines.append(f"%r{i} = scf.execute_region -> f32 no_inline {{")
    lines += ["%m = memref.alloc() : memref<4xf32>",
              "memref.copy %a, %m : memref<4xf32> to memref<4xf32>",
              "%v = memref.load %m[%c0] : memref<4xf32>",
              "scf.yield %v : f32"]   # no dealloc: -buffer-deallocation-pipeline refuses one and adds its own
    for i in reversed(range(d)):
        lines.append("}")
        if i:
            lines.append(f"scf.yield %r{i} : f32")
    lines += ["return %r0 : f32", "}"]
    return "\n".join(lines) + "\n"


def gen_weights(n: int) -> str:
    import random
    import struct
    rng = random.Random(n)
    lines = ["func.func @model(%x: tensor<1x256xf32>) -> tensor<1x256xf32> {"]
    prev = "%x"
    for i in range(n):
        data = struct.pack("<65536f", *[rng.uniform(-1, 1) for _ in range(65536)])
        lines += [f'  %w{i} = arith.constant dense<"0x{data.hex().upper()}"> : tensor<256x256xf32>',
                  f"  %e{i} = tensor.empty() : tensor<1x256xf32>",
                  f"  %m{i} = linalg.matmul ins({prev}, %w{i} : tensor<1x256xf32>, tensor<256x256xf32>) "
                  f"outs(%e{i} : tensor<1x256xf32>) -> tensor<1x256xf32>"]
        prev = f"%m{i}"
    lines += [f"  return {prev} : tensor<1x256xf32>", "}"]
    return "\n".join(lines) + "\n"


GENERATORS = {"slice": gen_slice, "arith": gen_arith, "cf": lambda n: gen_cf(n) + "\n", "depth": gen_depth,
              "weights": gen_weights}

_TIMING = re.compile(r"^\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*)$")


def phases(stderr: str) -> dict:
    """--mlir-timing's wall-time rows: name -> seconds (first occurrence)."""
    out = {}
    for line in stderr.splitlines():
        m = _TIMING.match(line)
        if m and m.group(2) not in out:
            out[m.group(2).strip()] = float(m.group(1))
    return out


def run(cmd: list, timeout: float):
    """(status, wall s, peak RSS MB, stderr); status 'ok', 'timeout' or 'exit N'."""
    err = tempfile.TemporaryFile()
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
    status = None
    while True:
        pid, st, ru = os.wait4(p.pid, os.WNOHANG)
        if pid:
            wall = time.perf_counter() - t0
            code = os.waitstatus_to_exitcode(st)
            status = "ok" if code == 0 else f"exit {code}"
            break
        if time.perf_counter() - t0 > timeout:
            os.killpg(p.pid, signal.SIGKILL)
            _, st, ru = os.wait4(p.pid, 0)
            wall, status = time.perf_counter() - t0, "timeout"
            break
        time.sleep(0.01)
    p.returncode = 0
    err.seek(0)
    text = err.read().decode(errors="replace")
    return status, wall, ru.ru_maxrss / 1024.0, text


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--families", default="slice,arith,cf,depth")
    ap.add_argument("--sizes", help="comma-separated sizes for every family chosen (default: per family)")
    ap.add_argument("--quick", action="store_true", help="small sizes: a few minutes in all")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per run (default 60)")
    # The console script beside this Python, not a `bufferize-opt` found on
    # PATH first: pyenv's shim there is a bash script that adds ~50 ms to
    # every run, which is not the tool's time.
    ap.add_argument("--tool", default=shlex.join(default_tool()[0]))
    ap.add_argument("--upstream", default="mlir-opt-22")
    ap.add_argument("--no-upstream", action="store_true")
    ap.add_argument("--json", help="also write the rows to this file")
    a = ap.parse_args(argv)
    byte_compile()
    tools = [("ours", shlex.split(a.tool))]
    if not a.no_upstream and shutil.which(shlex.split(a.upstream)[0]):
        tools.append(("mlir-opt-22", shlex.split(a.upstream)))
    rows = []
    print(f"{'family':6} {'pipeline':42} {'N':>7} {'tool':11} {'status':8} {'wall s':>8} {'growth':>6} "
          f"{'RSS MB':>7}  phases (s)")
    with tempfile.TemporaryDirectory() as tmp:
        for fam in a.families.split(","):
            pipelines, full, quick = FAMILIES[fam]
            sizes = [int(s) for s in a.sizes.split(",")] if a.sizes else (quick if a.quick else full)
            files = {}
            for n in sizes:
                path = os.path.join(tmp, f"{fam}{n}.mlir")
                with open(path, "w") as f:
                    f.write(GENERATORS[fam](n))
                files[n] = path
            for pipe in pipelines:
                for name, cmd in tools:
                    prev, gave_up = None, False
                    for n in sizes:
                        label = " ".join(pipe) or "parse+print"
                        if gave_up:
                            status, wall, rss, ph = "skipped", None, None, {}
                        else:
                            status, wall, rss, err = run(cmd + [files[n], *pipe, "--mlir-timing", "-o", os.devnull],
                                                         a.timeout)
                            ph = phases(err) if status == "ok" else {}
                            gave_up = status == "timeout"
                        growth = f"{wall / prev:.2f}" if (wall and prev and status == "ok") else ""
                        prev = wall if status == "ok" else None
                        shown = ", ".join(f"{k} {v:.2f}" for k, v in ph.items() if k != "Total")
                        print(f"{fam:6} {label[:42]:42} {n:>7} {name:11} {status:8} "
                              f"{(f'{wall:.2f}' if wall is not None else '-'):>8} {growth:>6} "
                              f"{(f'{rss:.0f}' if rss is not None else '-'):>7}  {shown}", flush=True)
                        rows.append({"family": fam, "pipeline": label, "n": n, "tool": name, "status": status,
                                     "wall": wall, "rss_mb": rss, "phases": ph})
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 1 if any(r["tool"] == "ours" and r["status"].startswith("exit") for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
