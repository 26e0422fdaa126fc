#!/usr/bin/env python3
"""Batch benchmark: many small inputs through One-Shot Bufferize.

Generates small .mlir snippets (four kinds, rotated: a one-function
matmul/slice/loop kernel as in bench_modern.mlir, a tensor.insert chain, an
scf.if on tensors, and a 4-line arith function) into a temporary folder and
times, whole process, with `--pass-pipeline=PIPE`:

1. batch mode on --files snippets with `-j 1` and `-j 2` (targets: -j 2 at
   least 1.7x faster than -j 1, on a 2-core machine);
2. the same snippets, one process per file, ours and mlir-opt-22's (target:
   batch at least 20x faster than our separate processes);
3. batch mode on --suite snippets (10,000 by default), `-j 1` and `-j 2`;
4. a lit suite of --lit snippets (one RUN line each, `bufferize-opt %s ... |
   FileCheck %s`): unsharded with `-j 2`, then as two shards
   (`--num-shards 2 --run-shard K`, `--order=lexical`) run at once with `-j 1`
   each, as two CI machines would; checks that the shards together ran every
   test once and all passed.

Every batch output is checked against the single-process output of the same
file on a sample, so a fast wrong answer does not count.

usage: bench_batch.py [--files N] [--suite N] [--lit N] [--skip-suite] [--skip-lit]
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_parse import default_tool  # noqa: E402

PIPE = "builtin.module(one-shot-bufferize{bufferize-function-boundaries})"

KERNEL = """\
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @k{i}(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %s: f32, %idx: index) -> tensor<16x16xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant {i}.5 : f32
  %x = arith.addf %s, %cst : f32
  %e = tensor.empty() : tensor<16x16xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m = linalg.matmul ins(%a, %b : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f : tensor<16x16xf32>) -> tensor<16x16xf32>
  %sl = tensor.extract_slice %m[%idx, 0] [4, 16] [1, 1] : tensor<16x16xf32> to tensor<4x16xf32>
  %g = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}}
      ins(%sl : tensor<4x16xf32>) outs(%sl : tensor<4x16xf32>) {{
    ^bb0(%in: f32, %out: f32):
      %y = arith.mulf %in, %x : f32
      %z = arith.addf %y, %out : f32
      linalg.yield %z : f32
  }} -> tensor<4x16xf32>
  %r = tensor.insert_slice %g into %m[%idx, 0] [4, 16] [1, 1] : tensor<4x16xf32> into tensor<16x16xf32>
  %l = scf.for %iv = %c0 to %c4 step %c1 iter_args(%acc = %r) -> (tensor<16x16xf32>) {{
    %v = tensor.extract %acc[%iv, %iv] : tensor<16x16xf32>
    %w = arith.mulf %v, %x : f32
    %u = tensor.insert %w into %acc[%iv, %iv] : tensor<16x16xf32>
    scf.yield %u : tensor<16x16xf32>
  }}
  return %l : tensor<16x16xf32>
}}
"""

INSERTS = """\
func.func @ins{i}(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {{
  %c0 = arith.constant 0 : index
  %c{j} = arith.constant {j} : index
  %0 = tensor.insert %v into %t[%c0] : tensor<8xf32>
  %1 = tensor.insert %v into %0[%c{j}] : tensor<8xf32>
  %2 = tensor.extract %t[%c{j}] : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, f32
}}
"""

BRANCH = """\
func.func @if{i}(%c: i1, %t: tensor<{n}xf32>, %v: f32) -> tensor<{n}xf32> {{
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<{n}xf32>) {{
    %0 = tensor.insert %v into %t[%c0] : tensor<{n}xf32>
    scf.yield %0 : tensor<{n}xf32>
  }} else {{
    scf.yield %t : tensor<{n}xf32>
  }}
  return %r : tensor<{n}xf32>
}}
"""

TINY = """\
func.func @f{i}(%a: f32) -> f32 {{
  %r = arith.addf %a, %a : f32
  return %r : f32
}}
"""

KINDS = [KERNEL, INSERTS, BRANCH, TINY]


def snippet(i: int) -> str:
    return KINDS[i % len(KINDS)].format(i=i, j=1 + i % 7, n=4 + i % 13)


def generate(folder: Path, n: int, check_lines: bool = False) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(n):
        p = folder / f"s{i:05d}.mlir"
        text = snippet(i)
        if check_lines:
            name = re.search(r"func\.func @(\w+)", text).group(1)
            text = (f"// RUN: %bufferize-opt %s --pass-pipeline='{PIPE}' | FileCheck %s\n"
                    f"// CHECK-LABEL: func.func @{name}(\n// CHECK-NOT: tensor.insert\n" + text)
        p.write_text(text)
        paths.append(p)
    return paths


def timed(cmd, env=None, **kw) -> float:
    t = time.perf_counter()
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, **kw)
    dt = time.perf_counter() - t
    if r.returncode != 0:
        sys.exit(f"bench_batch: {' '.join(map(str, cmd[:6]))} ... failed ({r.returncode}):\n{r.stderr[-2000:]}")
    return dt


def batch(tool, env, inputs, out: Path, jobs: int) -> float:
    shutil.rmtree(out, ignore_errors=True)
    return timed([*tool, *map(str, inputs), "--pass-pipeline", PIPE, "-o", str(out), "-j", str(jobs)], env)


def separate(tool, env, files) -> float:
    t = time.perf_counter()
    for f in files:
        r = subprocess.run([*tool, str(f), "--pass-pipeline", PIPE, "-o", "/dev/null"], env=env,
                           capture_output=True)
        if r.returncode != 0:
            sys.exit(f"bench_batch: {' '.join(tool)} {f} failed:\n{r.stderr.decode()[-2000:]}")
    return time.perf_counter() - t


def check_sample(tool, env, files, out: Path) -> None:
    """Batch output == single-process output, on every 97th file."""
    for f in files[::97]:
        r = subprocess.run([*tool, str(f), "--pass-pipeline", PIPE], env=env, capture_output=True, text=True)
        if r.returncode != 0 or (out / f.name).read_text() != r.stdout:
            sys.exit(f"bench_batch: batch output of {f.name} differs from its single run")


def lit_cmd() -> list[str]:
    return [shutil.which("lit")] if shutil.which("lit") else [sys.executable, "-m", "lit.main"]


def filecheck() -> str:
    beside = Path(sys.executable).parent / "filecheck"
    found = str(beside) if beside.is_file() else shutil.which("filecheck")
    return found or f"{sys.executable} -m filecheck"


def lit_suite(folder: Path, n: int, tool) -> None:
    generate(folder, n, check_lines=True)
    (folder / "lit.cfg.py").write_text(
        "import lit.formats\n"
        "config.name = 'bench-batch'\n"
        "config.test_format = lit.formats.ShTest(execute_external=False)\n"
        "config.suffixes = ['.mlir']\n"
        f"config.substitutions.append(('%bufferize-opt', {' '.join(tool)!r}))\n"
        f"config.substitutions.append(('FileCheck', {filecheck()!r}))\n"
        "config.environment['PYTHONPATH'] = " + repr(os.environ.get("PYTHONPATH", "")) + "\n")


def run_lit(folder: Path, n: int) -> dict:
    res = {}
    res["lit -j 2"] = timed([*lit_cmd(), "-q", "-j", "2", str(folder)])
    t = time.perf_counter()
    shards = [subprocess.Popen([*lit_cmd(), "-v", "-j", "1", "--order=lexical", "--num-shards", "2",
                                "--run-shard", str(k), str(folder)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for k in (1, 2)]
    outs = [s.communicate() for s in shards]
    res["lit 2 shards at once, -j 1 each"] = time.perf_counter() - t
    seen = []
    for s, (so, se) in zip(shards, outs):
        if s.returncode != 0:
            sys.exit(f"bench_batch: a lit shard failed:\n{so[-3000:]}{se[-2000:]}")
        seen += re.findall(r"^PASS: bench-batch :: (\S+) \(", so, re.M)
    if len(seen) != n or len(set(seen)) != n:
        sys.exit(f"bench_batch: shards ran {len(seen)} tests ({len(set(seen))} distinct), expected {n}")
    return res


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--suite", type=int, default=10000)
    ap.add_argument("--lit", type=int, default=1000)
    ap.add_argument("--skip-suite", action="store_true")
    ap.add_argument("--skip-lit", action="store_true")
    ap.add_argument("--upstream", default="mlir-opt-22")
    args = ap.parse_args()
    tool, extra = default_tool()
    env = {**os.environ, **extra}
    up = shutil.which(args.upstream)
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-batch-") as tmp:
        tmp = Path(tmp)
        files = generate(tmp / "small", args.files)
        j1 = batch(tool, env, files, tmp / "out1", 1)
        j2 = batch(tool, env, [tmp / "small"], tmp / "out2", 2)
        check_sample(tool, env, files, tmp / "out2")
        sep = separate(tool, env, files)
        rows += [(f"{args.files} files, batch -j 1", j1), (f"{args.files} files, batch -j 2", j2),
                 (f"{args.files} files, one process each", sep)]
        upsep = None
        if up:
            upsep = separate([up], os.environ, files)
            rows.append((f"{args.files} files, one mlir-opt-22 process each", upsep))
        print(f"{'run':<48} {'seconds':>8}")
        for name, s in rows:
            print(f"{name:<48} {s:8.2f}")
        print(f"-j 2 vs -j 1: {j1 / j2:.2f}x faster (target >= 1.7x)")
        print(f"batch -j 2 vs one process per file: {sep / j2:.1f}x faster (target >= 20x); "
              f"-j 1: {sep / j1:.1f}x")
        if upsep:
            print(f"batch -j 2 vs one mlir-opt-22 process per file: {upsep / j2:.2f}x; "
                  f"our process per file / mlir-opt-22's: {sep / upsep:.2f}x")
        sys.stdout.flush()
        if not args.skip_suite:
            generate(tmp / "suite", args.suite)
            s1 = batch(tool, env, [tmp / "suite"], tmp / "souts1", 1)
            s2 = batch(tool, env, [tmp / "suite"], tmp / "souts2", 2)
            print(f"{args.suite} snippets: batch -j 1 {s1:.2f} s, -j 2 {s2:.2f} s ({s1 / s2:.2f}x); "
                  f"{1000 * s2 / args.suite:.2f} ms per snippet")
            sys.stdout.flush()
        if not args.skip_lit:
            lit_suite(tmp / "lit", args.lit, tool)
            for name, s in run_lit(tmp / "lit", args.lit).items():
                print(f"lit suite of {args.lit} RUN lines, {name}: {s:.2f} s")
            print("lit shards: together ran every test once, all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
