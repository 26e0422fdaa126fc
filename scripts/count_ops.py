#!/usr/bin/env python3
"""Count the registered ops by how their syntax is defined (issue 22).

Per dialect (or for those named on the command line): ops whose custom form
comes from a declared assembly format (``define(format=...)``), ops declared
with ``define`` but a named parse/print pair, ops still registered by hand
(``register_op`` with a printer), and ops with no custom form (generic only).

usage: PYTHONPATH=. python scripts/count_ops.py [dialect ...]
"""
from __future__ import annotations

import sys
from collections import Counter

import bufferize  # noqa: F401  (installs the dialect manifest)
from bufferize.dialects.define import OpDecl
from bufferize.ir import registry


def kind(od) -> str:
    if od.syntax is not None:
        return "format"
    if isinstance(getattr(od.verifier, "__self__", None), OpDecl):
        return "define+pair"
    return "hand" if od.printer is not None else "generic"


def main(argv) -> int:
    registry.load_all()
    want = set(argv)
    per: dict = {}
    for name, od in sorted(registry.OPS.items()):
        d = name.partition(".")[0]
        if want and d not in want:
            continue
        per.setdefault(d, Counter())[kind(od)] += 1
    cols = ("format", "define+pair", "hand", "generic")
    print(f"{'dialect':16}" + "".join(f"{c:>13}" for c in cols) + f"{'total':>8}")
    tot = Counter()
    for d, c in per.items():
        tot.update(c)
        print(f"{d:16}" + "".join(f"{c[k]:>13}" for k in cols) + f"{sum(c.values()):>8}")
    print(f"{'all':16}" + "".join(f"{tot[k]:>13}" for k in cols) + f"{sum(tot.values()):>8}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
