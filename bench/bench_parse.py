#!/usr/bin/env python3
"""Parse+print benchmark: whole-process time of `TOOL FILE -o /dev/null`.

(The -o target is a symlink to /dev/null in a temporary folder: a tool that
writes -o atomically by renaming a temporary file over its target must write
to character devices directly, and this is checked on every run.)

Files: a 4-line function, ../shared/bench/bench_modern.mlir (~5k lines) and a
10x file made by `../shared/bench/gen_bench.py modern 1920` (~50k lines, into
a temporary folder). Each file is run through bufferize-opt and mlir-opt-22,
interleaved, --runs times after one untimed warm-up run; the table shows the
median and the minimum seconds (the machine may be shared: the minimum is the
least disturbed run), the ratios ours/upstream, and how ours grows from 1x to
10x.

usage: bench_parse.py [--runs N] [--tool CMD] [--upstream CMD]
"""
from __future__ import annotations

import argparse
import os
import shlex
import shutil
import stat
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("BUFFERIZE_SHARED", REPO.parent / "shared"))
BENCH = SHARED / "bench"

TINY = """\
func.func @f(%a: f32) -> f32 {
  %r = arith.addf %a, %a : f32
  return %r : f32
}
"""


def default_tool() -> tuple[list[str], dict[str, str]]:
    """$BUFFERIZE_OPT, the console script beside this Python, `bufferize-opt`
    on PATH, else `python -m bufferize` from this checkout."""
    env_tool = os.environ.get("BUFFERIZE_OPT")
    if env_tool:
        return shlex.split(env_tool), {}
    beside = Path(sys.executable).parent / "bufferize-opt"
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside)], {}
    found = shutil.which("bufferize-opt")
    if found:
        return [found], {}
    pp = os.environ.get("PYTHONPATH")
    return [sys.executable, "-m", "bufferize"], {
        "PYTHONPATH": str(REPO) + (os.pathsep + pp if pp else "")
    }


def prepare(prog: str, upstream: list[str]) -> None:
    """Exit with a message if ``upstream`` or the bench file is missing; then
    byte-compile the checkout (with PYTHONDONTWRITEBYTECODE set, as in some
    sandboxes, a module edited since its .pyc was written would otherwise be
    compiled again by every timed run)."""
    if shutil.which(upstream[0]) is None:
        sys.exit(f"{prog}: {upstream[0]} not found (bash ../shared/tools/install-oracles.sh)")
    if not (BENCH / "bench_modern.mlir").exists():
        sys.exit(f"{prog}: {BENCH}/bench_modern.mlir not found (set BUFFERIZE_SHARED)")
    byte_compile()


def byte_compile() -> None:
    """Write the checkout's .pyc files: with PYTHONDONTWRITEBYTECODE set, every
    timed run would otherwise compile ~160 modules again (0.3-0.5 s)."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "bufferize")],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make_x10(folder: str) -> Path:
    """``gen_bench.py modern 1920`` (10x bench_modern.mlir) written into ``folder``."""
    big = Path(folder) / "bench_modern_x10.mlir"
    with big.open("w") as out:
        subprocess.run([sys.executable, str(BENCH / "gen_bench.py"), "modern", "1920"], stdout=out, check=True)
    return big


def devnull_ok() -> bool:
    try:
        return stat.S_ISCHR(os.stat("/dev/null").st_mode)
    except OSError:
        return False


def time_once(cmd: list[str], env: dict[str, str], sink: Path) -> tuple[float | None, str]:
    """Time `cmd FILE -o SINK`. SINK is a symlink to /dev/null, so that a tool
    that replaces its -o target (a temporary file renamed over it) replaces the
    symlink and is caught here, rather than replacing /dev/null itself."""
    t0 = time.perf_counter()
    p = subprocess.run([*cmd, "-o", str(sink)], stdin=subprocess.DEVNULL,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                       errors="replace", env=env)
    dt = time.perf_counter() - t0
    if not devnull_ok():
        sys.exit(f"bench_parse.py: /dev/null is no longer a character device after "
                 f"{shlex.join(cmd)}: `-o /dev/null` must write to it, not replace it")
    if not sink.is_symlink():
        sink.unlink()
        sink.symlink_to("/dev/null")
        return None, ("replaced its -o target (a symlink to /dev/null) instead of writing "
                      "through it: `-o /dev/null` would replace /dev/null")
    if p.returncode != 0:
        lines = [l for l in p.stderr.splitlines() if l.strip()]
        return None, f"exit {p.returncode}: {lines[0] if lines else '(no message)'}"
    return dt, ""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5, help="timed runs per file and tool (default 5)")
    ap.add_argument("--tool", help="our tool's command line (default: bufferize-opt as found "
                    "by $BUFFERIZE_OPT, PATH, else python -m bufferize)")
    ap.add_argument("--upstream", default="mlir-opt-22", help="reference command (default mlir-opt-22)")
    a = ap.parse_args()

    ours, ours_env = (shlex.split(a.tool), {}) if a.tool else default_tool()
    upstream = shlex.split(a.upstream)
    if not devnull_ok():
        sys.exit("bench_parse.py: /dev/null is not a character device")
    prepare("bench_parse.py", upstream)

    with tempfile.TemporaryDirectory(prefix="bench-parse-") as tmp:
        sink = Path(tmp) / "devnull"
        sink.symlink_to("/dev/null")
        tiny = Path(tmp) / "tiny.mlir"
        tiny.write_text(TINY)
        big = make_x10(tmp)
        files = [("4 lines", tiny), ("bench_modern (1x)", BENCH / "bench_modern.mlir"),
                 ("bench_modern x10", big)]
        tools = [("ours", ours, {**os.environ, **ours_env}), ("upstream", upstream, dict(os.environ))]

        times: dict[tuple[str, str], list[float]] = {}
        errors: dict[tuple[str, str], str] = {}
        for run in range(a.runs + 1):  # run 0 is the warm-up
            for fname, path in files:
                for tname, cmd, env in tools:
                    key = (fname, tname)
                    if key in errors:
                        continue
                    dt, err = time_once([*cmd, str(path)], env, sink)
                    if dt is None:
                        errors[key] = err
                    elif run > 0:
                        times.setdefault(key, []).append(dt)
            print(f"  run {run}/{a.runs} done" if run else "  warm-up done", file=sys.stderr)

        def median(key):
            return statistics.median(times[key]) if key in times and key not in errors else None

        def best(key):
            return min(times[key]) if key in times and key not in errors else None

        def fmt(x):
            return "error" if x is None else f"{x:.3f} s"

        lines_of = {fname: sum(1 for _ in open(path)) for fname, path in files}
        print(f"ours:     {shlex.join(ours)}")
        print(f"upstream: {shlex.join(upstream)}")
        print(f"{a.runs} runs, whole process, `FILE -o /dev/null`; median and minimum\n")
        head = (f"{'file':<20} {'lines':>7} {'ours':>10} {'upstream':>10} {'ratio':>7}"
                f" {'ours min':>10} {'ups. min':>10} {'ratio':>7}")
        print(head)
        print("-" * len(head))
        for fname, _ in files:
            o, u = median((fname, "ours")), median((fname, "upstream"))
            bo, bu = best((fname, "ours")), best((fname, "upstream"))
            ratio = f"{o / u:.1f}x" if o is not None and u else "-"
            bratio = f"{bo / bu:.1f}x" if bo is not None and bu else "-"
            print(f"{fname:<20} {lines_of[fname]:>7} {fmt(o):>10} {fmt(u):>10} {ratio:>7}"
                  f" {fmt(bo):>10} {fmt(bu):>10} {bratio:>7}")
        for label, f in (("median", median), ("minimum", best)):
            o1, o10 = f((files[1][0], "ours")), f((files[2][0], "ours"))
            u1, u10 = f((files[1][0], "upstream")), f((files[2][0], "upstream"))
            growth = f"{o10 / o1:.1f}x" if o1 and o10 else "-"
            ugrowth = f"{u10 / u1:.1f}x" if u1 and u10 else "-"
            print(f"\ngrowth 10x file / 1x file ({label}): ours {growth}, upstream {ugrowth}", end="")
        print()
        for (fname, tname), err in errors.items():
            print(f"error: {tname} on {fname}: {err}")
        return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
