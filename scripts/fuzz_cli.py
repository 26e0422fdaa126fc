#!/usr/bin/env python3
"""The command-line fuzzing campaign of issue 27 (docs/errors.md): N random
cases (tests/unit/cli_fuzz.py: inputs, flags, option values, paths, stream
states, memory limits), each run in a forked child; prints how the runs
ended and every case that broke a promise (traceback, internal error, crash,
hang, input modified, partial output).  Exit status 1 if any did.

    python3 scripts/fuzz_cli.py --runs 10000 --seed 1
    python3 scripts/fuzz_cli.py --runs 5000 --seed 1 & python3 scripts/fuzz_cli.py --runs 5000 --seed 2
"""
from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests", "unit")]

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402

import bufferize.cli  # noqa: E402,F401 - imported before the forks
from cli_fuzz import cases, run_case  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--show", type=int, default=20, help="failing cases to print in full")
    a = ap.parse_args()
    statuses: collections.Counter = collections.Counter()
    first_lines: collections.Counter = collections.Counter()
    failures: list = []
    work = tempfile.mkdtemp(prefix="fuzz-cli-")
    start = time.monotonic()

    @seed(a.seed)
    @settings(max_examples=a.runs, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(cases())
    def campaign(case):
        problems, status, err = run_case(case, os.path.join(work, "case"))
        statuses[status] += 1
        line = next((x for x in err.splitlines() if x.strip()), "")
        key = line.split(":", 3)[-1].strip()[:60] if ": error:" in line else line[:60]
        first_lines[key] += 1
        if problems:
            failures.append((case, status, err, problems))
        n = sum(statuses.values())
        if n % 500 == 0:
            print(f"  {n} runs, {len(failures)} failing, {time.monotonic() - start:.0f} s", file=sys.stderr)

    campaign()
    n = sum(statuses.values())
    print(f"{n} runs in {time.monotonic() - start:.0f} s (seed {a.seed})")
    print("exit status: " + ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items(), key=lambda kv: str(kv[0]))))
    kinds: collections.Counter = collections.Counter(p.split("'")[0].strip() for *_, ps in failures for p in ps)
    print(f"failing runs: {len(failures)} " + (str(dict(kinds)) if kinds else ""))
    print("most common first lines of stderr:")
    for text, count in first_lines.most_common(15):
        print(f"  {count:6d}  {text or '(nothing)'}")
    for case, status, err, problems in failures[:a.show]:
        print(f"\n{case.describe()}\n  status {status}: {'; '.join(problems)}\n  " + err[-1500:].replace("\n", "\n  "))
    if n < a.runs:
        print(f"only {n} of {a.runs} runs were made")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
