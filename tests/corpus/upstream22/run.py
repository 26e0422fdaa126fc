#!/usr/bin/env python3
"""Conformance of bufferize-opt against upstream's own dialect tests (issue 25).

The corpus is the set of upstream files listed in MANIFEST.tsv beside this
script (mlir/test/Dialect/<D>/ops.mlir, invalid.mlir and the like, read from
llvm/llvm-project at the commit each row names). The files themselves are not
in the repository: fetch.py says how to get them into files/ and checks them.

Every `// -----` chunk of a file is a case (its text is padded with blank lines
so that line numbers are the file's).

  kind roundtrip/ops: the chunk is a case when mlir-opt-22 accepts it
    (`--allow-unregistered-dialect`). For each mode (custom, generic =
    --mlir-print-op-generic, debuginfo = --mlir-print-debuginfo) the tool's
    output must be textually identical to mlir-opt-22's in that mode.
  kind invalid: the chunk is a case when mlir-opt-22 reports an error on it
    (flags as the file's RUN line: --allow-unregistered-dialect if it has it).
    The case matches when the tool's first `error:` has the same line and the
    same message text as mlir-opt-22's first error (`-verify-diagnostics`
    style: the column is not compared). A chunk on which mlir-opt-22's error
    is `custom op 'X' is unknown` while the chunk expects another diagnostic
    is version skew (an op LLVM 22 does not have) and is not counted.
  kind ops-split: as ops, for a file with no `// -----` (upstream runs it
    whole): each top-level operation (a `func.func` or other op starting at
    column 0) is a chunk of its own, padded like a `// -----` chunk; the
    file's top-level alias definitions (`#x = ...`, `!x = ...`) and `{-#`
    metadata are kept at their lines in every chunk. A whole-file chunk would
    measure nothing once one op of it is unknown to mlir-opt-22.

Prints a per-dialect table (markdown), then the failures grouped by reason
(`custom op 'X' is unknown` counted per op, and so on), then
`N passed, M failed` over all cases. `--json FILE` writes the counts
(what baseline.json and tests/unit/test_upstream22_corpus.py use).

usage: run.py [--tool CMD] [--jobs N] [--files DIR] [--filter SUBSTR]
              [--json FILE] [--details] [--timeout S]
"""
from __future__ import annotations

import argparse
import collections
import concurrent.futures
import csv
import json
import os
import re
import shlex
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import roundtrip  # noqa: E402  (tests/corpus/roundtrip.py: chunking, tool lookup, process runner)

MANIFEST = HERE / "MANIFEST.tsv"
FILES = HERE / "files"
MLIR_OPT = "mlir-opt-22"
MODES = (("custom", []), ("generic", ["--mlir-print-op-generic"]),
         ("debuginfo", ["--mlir-print-debuginfo"]))
ERROR = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$", re.M)
UNKNOWN_OP = re.compile(r"custom op '([^']+)' is unknown")
DIALECTS = ("Linalg", "Tensor", "MemRef", "Vector", "UB", "Complex", "Index", "Math",
            "Arith", "Affine", "SCF", "ControlFlow", "Bufferization", "Func")


def read_manifest(path: Path = MANIFEST) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f, delimiter="\t")]
    return [r for r in rows if r["dialect"] and not r["dialect"].startswith("#")]


def first_error(stderr: str):
    """(line, message) of the first `error:` diagnostic, or None."""
    m = ERROR.search(stderr)
    if m is None:
        return None
    return int(m.group("line")), m.group("msg").strip()


def reason_key(text: str) -> str:
    """A failure reason with the case-specific parts taken out, to group by."""
    m = UNKNOWN_OP.search(text)
    if m:
        return f"custom op '{m.group(1)}' is unknown"
    text = re.sub(r"%[\w#]+", "%x", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return roundtrip.clip(text, 120)


class Checker:
    def __init__(self, tool, tool_env, timeout, workdir: Path):
        self.proc = roundtrip.Runner(tool, tool_env, timeout, workdir)
        self.tool = tool
        self.workdir = workdir

    def _file(self, chunk) -> Path:
        name = re.sub(r"[^\w.-]+", "_", chunk.key)
        f = self.workdir / f"{name}.mlir"
        f.write_text(chunk.text, encoding="utf-8", errors="surrogateescape")
        return f

    def roundtrip_case(self, chunk) -> dict:
        f = self._file(chunk)
        common = ["--allow-unregistered-dialect"]
        rc, ref, err = self.proc.run([MLIR_OPT, *common, str(f)])
        if rc != 0:
            return {"accepted": False, "why": roundtrip.first_line(err)}
        res = {"accepted": True, "modes": {}, "reasons": {}}
        for mode, flags in MODES:
            own = ref if not flags else self.proc.run([MLIR_OPT, *common, *flags, str(f)])[1]
            rc, out, err = self.proc.run([*self.tool, *common, *flags, str(f)], env=self.proc.env)
            if rc != 0:
                res["modes"][mode] = False
                line = roundtrip.first_line(err)
                res["reasons"][mode] = ("tool fails: " + reason_key(line.split(" error: ", 1)[-1]),
                                        line)
            elif out != own:
                res["modes"][mode] = False
                diff = roundtrip.first_difference(own, out)
                m = re.search(r"expected '(?:%[\w:#]+ = )?\"?([\w.]+)", diff)
                key = f"text differs (op {m.group(1)})" if m else "text differs"
                res["reasons"][mode] = (key, diff)
            else:
                res["modes"][mode] = True
        return res

    def invalid_case(self, chunk, flags) -> dict:
        f = self._file(chunk)
        rc, _, err = self.proc.run([MLIR_OPT, *flags, str(f)])
        # mlir-opt-22 may print "expected error ... was not produced" and still
        # exit 0: only a failing run makes the chunk an invalid case.
        ref = first_error(err) if rc else None
        if ref is None:
            return {"accepted": True}
        if UNKNOWN_OP.search(ref[1]) and "is unknown" not in chunk.text:
            # Version skew, not a test of the op: the chunk expects another
            # diagnostic from an op mlir-opt-22 does not have (e.g. tensor.pack).
            return {"accepted": True, "skew": True}
        rc, _, err = self.proc.run([*self.tool, *flags, str(f)], env=self.proc.env)
        ours = first_error(err)
        res = {"accepted": False, "ref": ref, "ours": ours}
        if ours == ref:
            res["same"] = True
        else:
            res["same"] = False
            if ours is None:
                tb = "Traceback" in err
                res["reason"] = ("no error from the tool" + (" (Python traceback)" if tb else ""),
                                 f"expected line {ref[0]}: {ref[1]}")
            elif ours[1] == ref[1]:
                res["reason"] = ("same message, other line", f"expected line {ref[0]}, got {ours[0]}")
            else:
                res["reason"] = ("tool says: " + reason_key(ours[1]),
                                 f"expected {ref[0]}: {ref[1]!r}; got {ours[0]}: {ours[1]!r}")
        return res


# A top-level item starts at column 0: an op (`%r = ...`, `"x.y"`, `func.func`),
# an alias definition, or file metadata. Anything else at column 0 (`}`, `{`
# after a long signature, `)`, `->`) continues the item above.
TOP_ITEM = re.compile(r'^(?:[%"A-Za-z_]|[#!][\w$.-]+\s*=|\{-#)')
GLOBAL_ITEM = re.compile(r"^(?:[#!]|\{-#)")


def split_top_level(path: Path) -> list:
    """The chunks of an `ops-split` file: one per top-level op (see the docstring)."""
    lines = path.read_text(encoding="utf-8", errors="surrogateescape").splitlines(keepends=True)
    items: list[list[int]] = []  # [first line, end line) of each top-level item
    for i, line in enumerate(lines):
        if TOP_ITEM.match(line):
            if items:
                items[-1][1] = i
            items.append([i, len(lines)])
    keep = set()  # lines of aliases and metadata, shared by every chunk
    for start, end in items:
        if GLOBAL_ITEM.match(lines[start]):
            keep.update(range(start, end))
    shown = roundtrip.display_path(path)
    chunks = []
    for start, end in (it for it in items if not GLOBAL_ITEM.match(lines[it[0]])):
        last = max([end, *(k + 1 for k in keep)])
        text = "".join(lines[i] if i in keep or start <= i < end else "\n" for i in range(last))
        m = re.search(r"@([\w$.]+)", lines[start])
        index = len(chunks)
        chunks.append(roundtrip.Chunk(path, f"{shown}:{index}", index, start + 1, text,
                                      m.group(1) if m else "?"))
    return chunks


def file_chunks(path: Path, kind: str) -> list:
    return split_top_level(path) if kind == "ops-split" else roundtrip.split_chunks(path)


def run_flags(path: Path) -> list[str]:
    head = "".join(path.read_text(encoding="utf-8").splitlines(keepends=True)[:5])
    return ["--allow-unregistered-dialect"] if "allow-unregistered-dialect" in head else []


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tool", help="command line of the tool under test (default: "
                    "$BUFFERIZE_OPT, else bufferize-opt, else python -m bufferize)")
    ap.add_argument("--files", type=Path, default=FILES, help="where the upstream files are")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--filter", default="", help="only files whose path contains SUBSTR")
    ap.add_argument("--json", type=Path, help="write the counts as JSON to FILE")
    ap.add_argument("--details", action="store_true", help="list every failing case")
    a = ap.parse_args(argv)

    if shutil.which(MLIR_OPT) is None:
        print(f"run.py: {MLIR_OPT} not found on PATH", file=sys.stderr)
        return 2
    rows = [r for r in read_manifest() if a.filter in r["path"]]
    missing = [r["path"] for r in rows if not (a.files / r["path"]).is_file()]
    if missing:
        print(f"run.py: {len(missing)} corpus files missing under {a.files} "
              f"(see fetch.py), e.g. {missing[0]}", file=sys.stderr)
        return 2
    tool, tool_env = (shlex.split(a.tool), {}) if a.tool else roundtrip.default_tool()

    jobs = []
    for r in rows:
        path = a.files / r["path"]
        flags = run_flags(path)
        for c in file_chunks(path, r["kind"]):
            c.key = f"{r['path']}:{c.index}"
            jobs.append((r, c, flags))

    with tempfile.TemporaryDirectory(prefix="upstream22-") as tmp:
        checker = Checker(tool, tool_env, a.timeout, Path(tmp))

        def one(job):
            r, c, flags = job
            if r["kind"] == "invalid":
                return r, c, checker.invalid_case(c, flags)
            return r, c, checker.roundtrip_case(c)

        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
            results = list(pool.map(one, jobs))

    zero = dict(chunks=0, accepted=0, custom=0, generic=0, debuginfo=0, all_modes=0,
                invalid_chunks=0, invalid_errors=0, same_first_error=0)
    table = {d: dict(zero) for d in DIALECTS}
    reasons: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    detail_lines = []
    passed = failed = 0
    for r, c, res in results:
        t = table.setdefault(r["dialect"], dict(zero))
        if r["kind"] == "invalid":
            t["invalid_chunks"] += 1
            if res["accepted"]:
                continue
            t["invalid_errors"] += 1
            if res["same"]:
                t["same_first_error"] += 1
                passed += 1
            else:
                failed += 1
                key, why = res["reason"]
                reasons["invalid"][key] += 1
                detail_lines.append(f"{c.key}: {why}")
            continue
        t["chunks"] += 1
        if not res["accepted"]:
            continue
        t["accepted"] += 1
        ok = all(res["modes"].values())
        for mode, good in res["modes"].items():
            t[mode] += good
        t["all_modes"] += ok
        if ok:
            passed += 1
        else:
            failed += 1
            mode = next(m for m, _ in MODES if not res["modes"][m])
            key, why = res["reasons"][mode]
            reasons["roundtrip"][f"{mode}: {key}"] += 1
            detail_lines.append(f"{c.key}: {mode}: {why}")

    print(f"tool: {shlex.join(tool)}")
    print()
    print("| dialect | chunks | accepted by mlir-opt-22 | identical custom | generic | debuginfo "
          "| all three | invalid chunks | mlir-opt-22 errors | same first error |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    total = dict(zero)
    for d, t in table.items():
        if not any(t.values()):
            continue
        for k in total:
            total[k] += t[k]
        print(f"| {d} | {t['chunks']} | {t['accepted']} | {t['custom']} | {t['generic']} | "
              f"{t['debuginfo']} | {t['all_modes']} | {t['invalid_chunks']} | "
              f"{t['invalid_errors']} | {t['same_first_error']} |")
    t = total
    print(f"| **total** | {t['chunks']} | {t['accepted']} | {t['custom']} | {t['generic']} | "
          f"{t['debuginfo']} | {t['all_modes']} | {t['invalid_chunks']} | "
          f"{t['invalid_errors']} | {t['same_first_error']} |")
    for kind in ("roundtrip", "invalid"):
        if reasons[kind]:
            print(f"\nfailures ({kind}), by reason (first failing mode for round trips):")
            for key, n in reasons[kind].most_common():
                print(f"  {n:4d}  {key}")
    if a.details and detail_lines:
        print("\nfailing cases:")
        for line in sorted(detail_lines):
            print("  " + line)
    if a.json:
        out = {"tool": shlex.join(tool), "dialects": {d: v for d, v in table.items() if any(v.values())},
               "total": total, "reasons": {k: dict(v) for k, v in reasons.items()}}
        a.json.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
    print(f"\n{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
