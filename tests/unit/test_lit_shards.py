"""lit sharding (docs/api.md, "Many inputs"): the four shards of the
project's lit suite together run exactly the tests of the unsharded suite,
each once, and every one passes (the unsharded run is scripts/test.sh's).

Shards are cut from lit's test order, which by default ("smart") follows the
run times recorded in .lit_test_times.txt: on machines with different
records, or after a shard updated them, shards overlap and miss tests.
``--order=lexical`` makes the cut the same everywhere."""
import os
import re
import shutil
import subprocess
import sys

from conftest import ROOT

SUITE = os.path.join(ROOT, "tests", "lit")


def _lit(*args):
    cmd = [shutil.which("lit")] if shutil.which("lit") else [sys.executable, "-m", "lit.main"]
    return subprocess.run([*cmd, *args], capture_output=True, text=True, cwd=ROOT, timeout=1800)


def test_four_shards_run_the_whole_suite_once():
    listed = _lit("--show-tests", SUITE)
    assert listed.returncode == 0, listed.stderr
    all_tests = set(re.findall(r"^\s+bufferize-opt :: (\S+)$", listed.stdout, re.M))
    assert len(all_tests) > 50
    seen = []
    for k in range(1, 5):
        r = _lit("-v", "--order=lexical", "--num-shards", "4", "--run-shard", str(k), SUITE)
        assert r.returncode == 0, r.stdout[-3000:]
        seen += re.findall(r"^(?:PASS|UNSUPPORTED|XFAIL): bufferize-opt :: (\S+) \(", r.stdout, re.M)
    assert len(seen) == len(set(seen))
    assert set(seen) == all_tests
