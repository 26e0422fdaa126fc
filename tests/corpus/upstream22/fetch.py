#!/usr/bin/env python3
"""Get and check the upstream files of the LLVM 22 conformance corpus.

Upstream's tests are an outside yardstick: they are NOT committed to this
repository (files/ is in .gitignore). MANIFEST.tsv pins each one: dialect,
path in llvm/llvm-project, the commit it was read at, its sha256, its number
of `// -----` chunks, its kind (ops / roundtrip / invalid, or ops-split: a
file without `// -----` that run.py splits by top-level op; then `chunks`
counts those) and its length.

How a developer gets the files into tests/corpus/upstream22/files/<path>:

  * On a machine with internet:
        python3 tests/corpus/upstream22/fetch.py download
    fetches https://raw.githubusercontent.com/llvm/llvm-project/<commit>/<path>
    for every row (`fetch.py urls` prints the URLs, e.g. for curl).
  * From a checkout of llvm-project that has the pinned commits:
        python3 tests/corpus/upstream22/fetch.py import /path/to/llvm-project
    (runs `git show <commit>:<path>` for every row).
  * Without internet (this project's machines reach package registries only):
    the files were read with the search tool of the development sessions
    (find_files / read_file on repo llvm/llvm-project, path and commit as in
    the manifest, 16,000 characters per call) and written to files/<path>.

Whatever the route, `fetch.py check` then compares every file with the
manifest's sha256 (exit 1 on a missing or different file).
`fetch.py update-manifest` recomputes sha256, chunks and length from files/
for rows whose file is present (when a row's commit is changed on purpose).

Why these commits: the stored index keeps several versions of each file; the
one read is, where one was found, a version whose chunks mlir-opt-22 (LLVM
22.1.8) accepts, since newer versions use syntax LLVM 22 does not have and
older ones ops it no longer has (see README.md).
"""
from __future__ import annotations

import argparse
import csv
import hashlib
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "MANIFEST.tsv"
FILES = HERE / "files"
COLUMNS = ["dialect", "path", "commit", "sha256", "chunks", "kind", "chars", "note"]
SPLIT = re.compile(r"^// -----\s*$", re.M)
RAW = "https://raw.githubusercontent.com/llvm/llvm-project/{commit}/{path}"


def read_rows() -> list[dict]:
    with open(MANIFEST, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def write_rows(rows: list[dict]) -> None:
    with open(MANIFEST, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, COLUMNS, delimiter="\t", lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({k: r.get(k, "") for k in COLUMNS})


def facts(data: bytes) -> dict:
    text = data.decode("utf-8")
    return {"sha256": hashlib.sha256(data).hexdigest(),
            "chunks": str(len(SPLIT.findall(text)) + 1), "chars": str(len(text))}


def check(files: Path) -> int:
    bad = 0
    rows = read_rows()
    for r in rows:
        p = files / r["path"]
        if not p.is_file():
            print(f"missing   {r['path']}")
            bad += 1
            continue
        got = facts(p.read_bytes())
        if got["sha256"] != r["sha256"]:
            print(f"DIFFERENT {r['path']}: sha256 {got['sha256']} != {r['sha256']} "
                  f"({got['chars']} chars, manifest {r['chars']})")
            bad += 1
    print(f"{len(rows) - bad} of {len(rows)} files present and identical to the manifest")
    return 1 if bad else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="get and check the upstream corpus files")
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check", help="compare files/ with the manifest")
    c.add_argument("--files", type=Path, default=FILES)
    sub.add_parser("urls", help="print the raw.githubusercontent.com URL of every file")
    d = sub.add_parser("download", help="download every file (needs internet)")
    d.add_argument("--files", type=Path, default=FILES)
    i = sub.add_parser("import", help="copy the files out of an llvm-project git checkout")
    i.add_argument("checkout", type=Path)
    i.add_argument("--files", type=Path, default=FILES)
    sub.add_parser("update-manifest", help="recompute sha256/chunks/chars from files/")
    a = ap.parse_args(argv)

    if a.cmd == "check":
        return check(a.files)
    rows = read_rows()
    if a.cmd == "urls":
        for r in rows:
            print(RAW.format(**r))
        return 0
    if a.cmd in ("download", "import"):
        for r in rows:
            if a.cmd == "download":
                with urllib.request.urlopen(RAW.format(**r), timeout=60) as resp:
                    data = resp.read()
            else:
                data = subprocess.run(["git", "-C", str(a.checkout), "show",
                                       f"{r['commit']}:{r['path']}"],
                                      check=True, capture_output=True).stdout
            out = a.files / r["path"]
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_bytes(data)
        return check(a.files)
    if a.cmd == "update-manifest":
        for r in rows:
            p = FILES / r["path"]
            if p.is_file():
                r.update(facts(p.read_bytes()))
                if r["kind"] == "ops-split":  # one chunk per top-level op (run.py)
                    import run
                    r["chunks"] = str(len(run.split_top_level(p)))
        write_rows(rows)
        return 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
