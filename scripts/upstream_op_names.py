#!/usr/bin/env python3
"""List the ops that upstream's dialects define, from the installed LLVM 22.

MLIR has no command that lists a dialect's ops, so this mines them: every
string of libMLIR that looks like ``<dialect>.<name>`` for the dialects of
our manifest is a candidate, and a candidate is an op when ``mlir-opt-22``
does not answer its generic form, ``"<name>"() : () -> ()``, with
"unregistered operation" (it may fail verification: that is an op too).
The result is ``tests/unit/data/upstream22_ops.txt``, which
``tests/unit/test_upstream_op_names.py`` holds our registry to.

usage: python scripts/upstream_op_names.py [--mlir-opt mlir-opt-22] [--lib PATH] > upstream22_ops.txt
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bufferize.dialects import manifest  # noqa: E402

SKIP = {"test"}   # our test dialect is upstream's test-only dialect: it allows unknown ops


def strings(path: Path, min_len: int = 4):
    """The runs of printable ASCII in a binary file (what `strings` prints)."""
    data = path.read_bytes()
    return (m.group().decode() for m in re.finditer(rb"[\x20-\x7e]{%d,}" % min_len, data))


def candidates(lib: Path, dialects) -> set:
    # a name may end another string (the linker shares tails): look inside each string
    pat = re.compile(r"(?<![A-Za-z_0-9])(?:%s)\.[a-z_0-9.]*[a-z_0-9]" % "|".join(map(re.escape, dialects)))
    out = set()
    for s in strings(lib):
        for m in pat.finditer(s):
            name = m.group()
            parts = name.split(".")
            out.update(".".join(parts[:k]) for k in range(2, len(parts) + 1))   # `scf.reduce.return` too
    return out


def is_op(mlir_opt: str, name: str) -> bool:
    r = subprocess.run([mlir_opt], input=f'"{name}"() : () -> ()\n', capture_output=True, text=True)
    return "unregistered operation" not in r.stderr


def main(argv) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--lib", default="/usr/lib/llvm-22/lib/libMLIR.so.22.1")
    args = ap.parse_args(argv)
    if shutil.which(args.mlir_opt) is None or not Path(args.lib).exists():
        print(f"needs {args.mlir_opt} and {args.lib} (bash ../shared/tools/install-oracles.sh)", file=sys.stderr)
        return 1
    dialects = [d for d in manifest.names() if d not in SKIP]
    names = sorted(candidates(Path(args.lib), dialects))
    with ThreadPoolExecutor(4) as pool:
        ops = [n for n, ok in zip(names, pool.map(lambda n: is_op(args.mlir_opt, n), names)) if ok]
    print("# The ops of LLVM 22's %s dialects (scripts/upstream_op_names.py)." % ", ".join(dialects))
    print("\n".join(ops))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
