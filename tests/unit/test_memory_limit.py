"""Out of memory under an address-space limit (``ulimit -v``) ends the run
with one line and status 1, never a hang: CPython 3.11 loops for ever in an
exception handler that cannot allocate (failures.AddressSpaceWatch)."""
import os
import subprocess
import sys

import pytest

from bufferize.failures import AddressSpaceWatch

BIG = "func.func @f() {\n" + "".join(f"  %{i} = arith.constant {i} : i32\n" for i in range(20000)) + "  return\n}\n"


def test_watch_releases_its_reserve_near_the_limit():
    w = AddressSpaceWatch(limit=1 << 62)
    assert w.reserve is not None and not w.exhausted()
    w.limit = w.size() + AddressSpaceWatch.SLACK // 2
    assert w.exhausted()
    assert w.reserve is None


def test_no_watch_without_a_limit():
    import resource
    if resource.getrlimit(resource.RLIMIT_AS)[0] != resource.RLIM_INFINITY:
        pytest.skip("this process runs under an address-space limit")
    assert AddressSpaceWatch.for_this_process() is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("kib", [60000, 90000, 100000, 110000, 110000, 110000, 125000, 150000])
def test_a_run_at_the_limit_ends_with_a_line(tmp_path, kib):
    (tmp_path / "big.mlir").write_text(BIG)
    (tmp_path / "out.mlir").write_text("kept\n")
    r = subprocess.run(["bash", "-c", f"ulimit -v {kib}; exec bufferize-opt big.mlir -o out.mlir"],
                       cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert r.returncode in (0, 1), r.stderr[-2000:]
    if r.returncode == 1:
        assert r.stderr.count("\n") == 1 and r.stderr.startswith("bufferize-opt: error: "), r.stderr[-2000:]
        assert "memory" in r.stderr
        assert (tmp_path / "out.mlir").read_text() == "kept\n"
    else:
        assert "arith.constant 19999" in (tmp_path / "out.mlir").read_text()
    assert [f for f in os.listdir(tmp_path) if f.endswith(".tmp")] == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("kib", [150000, 200000, 400000, 2000000])
def test_a_batch_at_the_limit_reports_each_input(tmp_path, kib):
    """The workers of a batch are watched too: an input that runs out is
    reported as such and the others go on (the pool is never left waiting)."""
    for name in ("a", "b"):
        (tmp_path / f"{name}.mlir").write_text(BIG)
    r = subprocess.run(["bash", "-c", f"ulimit -v {kib}; exec bufferize-opt a.mlir b.mlir -o out"],
                       cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert r.returncode in (0, 1), r.stderr[-2000:]
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr[-2000:]
    if r.returncode == 0:
        assert r.stderr.endswith("2 processed, 0 failed\n")
        assert sorted(os.listdir(tmp_path / "out")) == ["a.mlir", "b.mlir"]
    else:
        assert all(line.startswith("bufferize-opt: ") for line in r.stderr.splitlines()[:-1]), r.stderr


def test_the_last_word_survives_a_stream_that_cannot_allocate(capfd, monkeypatch):
    """Near the limit the stream's own write may raise MemoryError: the
    out-of-memory line then goes to file descriptor 2 (a CI run once ended
    with status 1 and an empty stderr)."""
    from bufferize.failures import say_last_word

    class Broke:
        def write(self, text):
            raise MemoryError

        def flush(self):
            raise MemoryError
    monkeypatch.setattr(sys, "stderr", Broke())
    say_last_word("bufferize-opt: error: out of memory\n")
    assert capfd.readouterr().err == "bufferize-opt: error: out of memory\n"
