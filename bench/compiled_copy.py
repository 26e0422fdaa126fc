#!/usr/bin/env python3
"""Build a Cython-compiled copy of the checkout, to measure what compiling the
unchanged sources would give (issue 26: the tool is pure Python; whether a
compiled core is allowed is the team's open question, so nothing here is part
of the tool, its install or its tests).

    pip install cython
    python3 bench/compiled_copy.py /tmp/compiled          # ~15 min on 2 cores
    PYTHONPATH=/tmp/compiled python3 -m bufferize FILE ...

Every module is compiled on its own from the committed sources (``git
archive HEAD``), as plain Python: annotations are not read as C types, so
the compiled module behaves as the source does.  A module Cython refuses is
left as Python and listed.
"""
from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DIRECTIVES = {"language_level": 3, "binding": True, "always_allow_keywords": True, "annotation_typing": False}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dest", help="an empty or new directory")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("compiled_copy: Cython is not installed (pip install cython)", file=sys.stderr)
        return 1
    if os.path.exists(args.dest) and os.listdir(args.dest):
        print(f"compiled_copy: {args.dest} is not empty", file=sys.stderr)
        return 1
    os.makedirs(args.dest, exist_ok=True)
    archive = subprocess.run(["git", "-C", ROOT, "archive", "HEAD", "bufferize", "grammar"],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", args.dest], input=archive, check=True)
    os.chdir(args.dest)
    from setuptools import setup
    exts, refused = [], []
    for path in sorted(glob.glob("bufferize/**/*.py", recursive=True)):
        if path.endswith(("__init__.py", "__main__.py")):
            continue
        try:
            exts += cythonize([path], quiet=True, compiler_directives=DIRECTIVES)
        except Exception:   # a Cython compile error: the module stays Python
            refused.append(path)
    setup(name="bufferize-compiled-copy", ext_modules=exts,
          script_args=["-q", "build_ext", "--inplace", "-j", str(args.j)])
    print(f"compiled {len(exts)} modules into {args.dest}; left as Python: {', '.join(refused) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
