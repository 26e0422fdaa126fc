"""The pre-commit hooks of .pre-commit-hooks.yaml:

    python -m bufferize.hooks verify|check|format [OPTION...] FILE...

pre-commit appends the changed files to the hook's ``args``; the arguments
that start with ``-`` are bufferize-opt options given to every file (write
them as ``--opt=value``, one argument each), the others are the files.

* ``verify``: parse, verify and round-trip each file (``--verify-roundtrip``);
  the output is discarded, the diagnostics shown.
* ``check``: run the pipeline in the options on each file with
  ``--check-equivalence``.
* ``format``: re-print each file in the canonical form, in place (batch mode
  ``--in-place``: atomic, and a file that fails to parse is left untouched).
  Re-printing drops comments, so a file with a ``//`` comment (lit's
  ``// RUN:`` and ``// CHECK:`` lines, notes) is skipped and named.

Each file is run by its own bufferize-opt process, so every file gets
exactly the command line's behaviour (and its exit status); the status of
the hook is the worst of them.
"""
from __future__ import annotations

import subprocess
import sys

USAGE = "usage: python -m bufferize.hooks verify|check|format [OPTION...] FILE..."


def _tool(args) -> int:
    return subprocess.run([sys.executable, "-m", "bufferize", *args]).returncode


def verify(opts, files) -> int:
    import os
    return max((_tool([*opts, "--verify-roundtrip", f, "-o", os.devnull]) for f in files), default=0)


def check(opts, files) -> int:
    if not any(_is_pipeline(o) for o in opts):
        sys.stderr.write("bufferize-opt-check: give the pipeline in the hook's args, e.g. "
                         "args: ['--pass-pipeline=builtin.module(one-shot-bufferize)']\n")
        return 1
    return max((_tool([*opts, "--check-equivalence", f]) for f in files), default=0)


def _is_pipeline(opt: str) -> bool:
    """Is ``opt`` --pass-pipeline=... or a pass flag (-one-shot-bufferize=...)?"""
    from .passes import registry
    name = opt.lstrip("-").split("=", 1)[0]
    return name == "pass-pipeline" or registry.lookup(name) is not None


def format(opts, files) -> int:
    kept = []
    for f in files:
        try:
            with open(f, encoding="utf-8") as fh:
                commented = has_comment(fh.read())
        except (OSError, UnicodeDecodeError):
            commented = False   # bufferize-opt reports it
        if commented:
            print(f"{f}: skipped: it has comments, which re-printing would drop")
        else:
            kept.append(f)
    return _tool([*opts, "--in-place", *kept]) if kept else 0


def has_comment(text: str) -> bool:
    """Does ``text`` have a `//` comment (outside string literals)?"""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] not in '"\n':
                i += 2 if text[i] == "\\" else 1
        elif c == "/" and text.startswith("//", i):
            return True
        i += 1
    return False


HOOKS = {"verify": verify, "check": check, "format": format}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    if not argv or argv[0] not in HOOKS:
        sys.stderr.write(USAGE + "\n")
        return 1
    rest = argv[1:]
    opts = [a for a in rest if a.startswith("-")]
    files = [a for a in rest if not a.startswith("-")]
    return HOOKS[argv[0]](opts, files)


if __name__ == "__main__":
    sys.exit(main())
