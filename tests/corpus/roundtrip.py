#!/usr/bin/env python3
"""Round-trip conformance of bufferize-opt's parser and printer against mlir-opt-22.

For every .mlir file of the corpus (by default, under ../shared:
upstream-tests/llvm, upstream-tests/andrey-golubev and spec/oracle-examples,
without out/), each `// -----` chunk (mlir-opt's --split-input-file) is a case:

  1. REF  = mlir-opt-22 --allow-unregistered-dialect CHUNK
     (a chunk that mlir-opt-22 rejects is skipped)
  2. for each of (plain, --mlir-print-op-generic):
       OUT = TOOL --allow-unregistered-dialect [--mlir-print-op-generic] CHUNK
       RE  = mlir-opt-22 --allow-unregistered-dialect < OUT
     RE must be identical to REF (upstream reads our output as the same IR),
     and OUT identical to mlir-opt-22's own print in that mode (same text:
     SSA names, aliases, formatting);
  3. with --mlir-print-debuginfo, OUT must be identical to mlir-opt-22's own
     print (locations and their `#loc` aliases).
  --lenient skips the identical-text checks of 2 and 3.

Each chunk file keeps the line numbers of the original file (earlier lines are
blank), so the tool's diagnostics point at the right line of the corpus file.

Prints one line per failing case, `FILE:INDEX: reason: detail` (INDEX counts
chunks from 0), then `N passed, M failed` alone on the last line. Exit status
1 if any case failed, 0 otherwise.

usage: roundtrip.py [--tool CMD] [--filter SUBSTR] [--verbose] [--list]
                    [--jobs N] [--timeout S] [--expect-fail FILE] [--lenient] [PATH...]
"""
from __future__ import annotations

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("BUFFERIZE_SHARED", REPO.parent / "shared"))
CORPORA = ("upstream-tests/llvm", "upstream-tests/andrey-golubev", "spec/oracle-examples")
EXCLUDED_DIRS = {"out"}
SPLIT = re.compile(r"^// -----\s*$")
MLIR_OPT = "mlir-opt-22"
COMMON = ["--allow-unregistered-dialect"]
MODES = (("plain", []), ("generic", ["--mlir-print-op-generic"]))
STRICT_ONLY_MODES = (("debuginfo", ["--mlir-print-debuginfo"]),)


# --------------------------------------------------------------------------- tool


def default_tool() -> tuple[list[str], dict[str, str]]:
    """The tool command and extra environment: $BUFFERIZE_OPT, the console script
    beside this Python, `bufferize-opt` on PATH, else `python -m bufferize`."""
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


# ------------------------------------------------------------------------- corpus


@dataclass
class Chunk:
    path: Path  # the corpus file
    key: str  # "relpath:index"
    index: int
    first_line: int  # 1-based line of the chunk's first line in the file
    text: str  # padded with blank lines so that line numbers match the file
    label: str


@dataclass
class Result:
    chunk: Chunk
    status: str  # "pass", "fail", "skip"
    reason: str = ""
    details: list[str] = field(default_factory=list)


def display_path(path: Path) -> str:
    for base in (SHARED, REPO):
        try:
            return str(path.resolve().relative_to(base.resolve()))
        except ValueError:
            pass
    return str(path)


def corpus_files(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for p in paths:
        if p.is_dir():
            files += sorted(
                f
                for f in p.rglob("*.mlir")
                if not EXCLUDED_DIRS.intersection(f.relative_to(p).parts[:-1])
            )
        elif p.is_file():
            files.append(p)
        else:
            sys.exit(f"roundtrip.py: no such file or directory: {p}")
    return files


def split_chunks(path: Path) -> list[Chunk]:
    lines = path.read_text(encoding="utf-8", errors="surrogateescape").splitlines(keepends=True)
    groups: list[tuple[int, list[str]]] = [(0, [])]
    for i, line in enumerate(lines):
        if SPLIT.match(line):
            groups.append((i + 1, []))
        else:
            groups[-1][1].append(line)
    shown = display_path(path)
    chunks = []
    for index, (start, body) in enumerate(groups):
        text = "\n" * start + "".join(body)
        m = re.search(r"func(?:\.func)?\s+(?:private\s+|public\s+|nested\s+)?@([\w$.]+)", text)
        chunks.append(
            Chunk(path, f"{shown}:{index}", index, start + 1, text, m.group(1) if m else "?")
        )
    return chunks


# -------------------------------------------------------------------------- check


def first_line(text: str, prefer: str = "error") -> str:
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    if any(l.startswith("Traceback (most recent call last)") for l in lines):
        return f"Python traceback: {lines[-1]}"
    for l in lines:
        if prefer in l:
            return l
    return lines[0] if lines else "(no output)"


def clip(s: str, n: int = 160) -> str:
    return s if len(s) <= n else s[: n - 3] + "..."


def first_difference(expected: str, got: str) -> str:
    e, g = expected.splitlines(), got.splitlines()
    for i in range(max(len(e), len(g))):
        a = e[i] if i < len(e) else "<end of output>"
        b = g[i] if i < len(g) else "<end of output>"
        if a != b:
            return f"line {i + 1}: expected {clip(a.strip())!r}, got {clip(b.strip())!r}"
    return "outputs differ only in trailing whitespace"


class Runner:
    def __init__(self, tool: list[str], tool_env: dict[str, str], timeout: float, workdir: Path,
                 strict: bool = True):
        self.strict = strict
        self.tool = tool
        self.env = {**os.environ, **tool_env}
        self.timeout = timeout
        self.workdir = workdir

    def run(self, cmd: list[str], stdin: str | None = None, env=None):
        """(returncode, stdout, stderr); returncode None on timeout or missing tool."""
        try:
            p = subprocess.run(
                cmd,
                input=stdin,
                capture_output=True,
                text=True,
                errors="replace",
                timeout=self.timeout,
                env=env,
                stdin=None if stdin is not None else subprocess.DEVNULL,
            )
            return p.returncode, p.stdout, p.stderr
        except subprocess.TimeoutExpired:
            return None, "", f"timed out after {self.timeout:g}s"
        except OSError as e:
            return None, "", f"cannot run {shlex.join(cmd)}: {e}"

    def check(self, chunk: Chunk) -> Result:
        name = re.sub(r"[^\w.-]+", "_", chunk.key)
        f = self.workdir / f"{name}.mlir"
        f.write_text(chunk.text, encoding="utf-8", errors="surrogateescape")
        shown = display_path(chunk.path)
        rc, ref, err = self.run([MLIR_OPT, *COMMON, str(f)])
        err = err.replace(str(f), shown)
        if rc != 0:
            return Result(chunk, "skip", f"{MLIR_OPT} rejects the chunk: {first_line(err)}")
        failures: list[tuple[str, list[str]]] = []
        modes = [(m, fl, False) for m, fl in MODES]
        if self.strict:
            modes += [(m, fl, True) for m, fl in STRICT_ONLY_MODES]
        for mode, flags, strict_only in modes:
            cmd = [*self.tool, *COMMON, *flags, str(f)]
            rc, out, err = self.run(cmd, env=self.env)
            err = err.replace(str(f), shown)
            if rc != 0:
                what = "tool failed" if rc is None else f"tool exit {rc}"
                failures.append((f"{mode}: {what}: {clip(first_line(err))}", [err.rstrip()]))
                continue
            if self.strict:
                own = ref if not flags else self.run([MLIR_OPT, *COMMON, *flags, str(f)])[1]
                if out != own:
                    diff = difflib.unified_diff(
                        own.splitlines(), out.splitlines(),
                        f"{MLIR_OPT} {' '.join(flags)}".rstrip(), "tool", lineterm="",
                    )
                    failures.append(
                        (f"{mode}: text differs from {MLIR_OPT}'s: {first_difference(own, out)}",
                         list(diff))
                    )
                    continue
            if strict_only:
                continue
            rc, again, err2 = self.run([MLIR_OPT, *COMMON, "-"], stdin=out)
            if rc != 0:
                failures.append(
                    (
                        f"{mode}: {MLIR_OPT} rejects the output: {clip(first_line(err2))}",
                        [err2.rstrip(), "--- tool output:", out.rstrip()],
                    )
                )
                continue
            if again != ref:
                diff = difflib.unified_diff(
                    ref.splitlines(), again.splitlines(),
                    f"{MLIR_OPT} (original)", f"{MLIR_OPT} (tool output)", lineterm="",
                )
                failures.append(
                    (f"{mode}: output differs: {first_difference(ref, again)}", list(diff))
                )
        if not failures:
            return Result(chunk, "pass")
        reason = failures[0][0]
        if len(failures) > 1:
            reason += " [generic fails too]"
        details = []
        for r, d in failures:
            details += [f"== {r}", *d]
        return Result(chunk, "fail", reason, details)


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description="Round-trip the corpus through TOOL and mlir-opt-22.",
        epilog="Cases are FILE:INDEX, INDEX counting `// -----` chunks from 0.",
    )
    ap.add_argument("paths", nargs="*", type=Path,
                    help=f"files or folders (default: {', '.join(CORPORA)} under {SHARED})")
    ap.add_argument("--tool", help="command line of the tool under test "
                    "(default: $BUFFERIZE_OPT, else bufferize-opt, else python -m bufferize)")
    ap.add_argument("--filter", default="", metavar="SUBSTR",
                    help="only cases whose FILE:INDEX or function name contains SUBSTR")
    ap.add_argument("--verbose", "-v", action="store_true", help="show diffs and stderr")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=120, help="seconds per process")
    ap.add_argument("--lenient", action="store_true",
                    help="only require that mlir-opt-22 reads the output back as the same IR "
                    "(skip the identical-text checks)")
    ap.add_argument("--expect-fail", type=Path, metavar="FILE",
                    help="file of FILE:INDEX keys (one a line, # comments) that are known to "
                    "fail: reported as XFAIL, not counted as failed")
    a = ap.parse_args(argv)

    paths = a.paths or [SHARED / c for c in CORPORA]
    chunks = [c for f in corpus_files(paths) for c in split_chunks(f)]
    if a.filter:
        chunks = [c for c in chunks if a.filter in c.key or a.filter in c.label]

    if a.list:
        for c in chunks:
            print(f"{c.key}\tline {c.first_line}\t@{c.label}")
        print(f"{len(chunks)} cases")
        return 0

    if shutil.which(MLIR_OPT) is None:
        print(f"roundtrip.py: {MLIR_OPT} not found on PATH "
              "(bash ../shared/tools/install-oracles.sh installs it)", file=sys.stderr)
        return 2

    if a.tool:
        tool, tool_env = shlex.split(a.tool), {}
    else:
        tool, tool_env = default_tool()

    expected_fail: set[str] = set()
    if a.expect_fail and a.expect_fail.exists():
        for line in a.expect_fail.read_text().splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                expected_fail.add(line)

    with tempfile.TemporaryDirectory(prefix="roundtrip-") as tmp:
        runner = Runner(tool, tool_env, a.timeout, Path(tmp), strict=not a.lenient)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
            results = list(pool.map(runner.check, chunks))

    passed = failed = skipped = xfailed = 0
    xpassed: list[str] = []
    for r in results:
        key = r.chunk.key
        if r.status == "skip":
            skipped += 1
            if a.verbose:
                print(f"SKIP {key}: {r.reason}")
        elif r.status == "pass":
            passed += 1
            if key in expected_fail:
                xpassed.append(key)
        elif key in expected_fail:
            xfailed += 1
            if a.verbose:
                print(f"XFAIL {key}: {r.reason}")
        else:
            failed += 1
            print(f"{key}: {r.reason}")
            if a.verbose:
                for line in r.details:
                    print("    " + line)
    for key in xpassed:
        print(f"XPASS {key}: passes now; remove it from {a.expect_fail}")
    notes = [f"tool: {shlex.join(tool)}", f"{skipped} skipped (rejected by {MLIR_OPT})"]
    if xfailed:
        notes.append(f"{xfailed} known failures")
    print("; ".join(notes))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
