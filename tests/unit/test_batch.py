"""Batch mode (bufferize/batch.py): many inputs, -o DIR, --in-place, -j,
one failure does not stop the others, bad paths are clean errors."""
import os

import pytest

from conftest import run_tool

GOOD = """func.func @f(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %r = linalg.fill ins(%v : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""
BAD = "func.func @bad( {\n"
PIPE = "-one-shot-bufferize=bufferize-function-boundaries"


def _tree(tmp_path, n=5, bad=False):
    d = tmp_path / "in"
    (d / "sub").mkdir(parents=True)
    for i in range(n):
        (d / f"f{i}.mlir").write_text(GOOD.replace("@f", f"@f{i}"))
    (d / "sub" / "g.mlir").write_text(GOOD)
    (d / "notes.txt").write_text("not mlir")
    if bad:
        (d / "bad.mlir").write_text(BAD)
    return d


def test_directory_to_output_dir_same_as_single_runs(tmp_path):
    d = _tree(tmp_path)
    out = tmp_path / "out"
    r = run_tool([str(d), "-o", str(out), PIPE, "-j", "2"])
    assert r.returncode == 0, r.stderr
    assert r.stderr.strip().splitlines()[-1] == "6 processed, 0 failed"
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*.mlir"))
    assert files == ["f0.mlir", "f1.mlir", "f2.mlir", "f3.mlir", "f4.mlir", "sub/g.mlir"]
    for f in files:
        single = run_tool([str(d / f), PIPE])
        assert single.returncode == 0
        assert (out / f).read_text() == single.stdout
    assert not (out / "notes.txt").exists()


def test_one_failure_does_not_stop_the_others(tmp_path):
    d = _tree(tmp_path, bad=True)
    out = tmp_path / "out"
    for jobs in ("1", "2"):
        r = run_tool([str(d), "-o", str(out), PIPE, f"-j{jobs}"])
        assert r.returncode == 1
        assert "bad.mlir:1:16: error: expected non-function type" in r.stderr
        assert r.stderr.strip().splitlines()[-1] == "7 processed, 1 failed"
        assert not (out / "bad.mlir").exists()
        assert len(list(out.rglob("*.mlir"))) == 6


def test_several_files_and_in_place_with_backup(tmp_path):
    a, b = tmp_path / "a.mlir", tmp_path / "b.mlir"
    a.write_text(GOOD)
    b.write_text(GOOD.replace("@f", "@g"))
    expected = run_tool([str(a), PIPE]).stdout
    r = run_tool([str(a), str(b), "--in-place", "--backup-suffix", ".orig", PIPE])
    assert r.returncode == 0, r.stderr
    assert a.read_text() == expected
    assert (tmp_path / "a.mlir.orig").read_text() == GOOD
    assert "2 processed, 0 failed" in r.stderr


def test_in_place_failure_leaves_the_input(tmp_path):
    a, b = tmp_path / "a.mlir", tmp_path / "b.mlir"
    a.write_text(BAD)
    b.write_text(GOOD)
    r = run_tool([str(a), str(b), "--in-place", PIPE])
    assert r.returncode == 1
    assert a.read_text() == BAD
    assert "memref" in b.read_text()


def test_bad_paths_are_clean_errors(tmp_path):
    d = _tree(tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    afile = tmp_path / "afile"
    afile.write_text("x")
    (d / "sub" / "f0.mlir").write_text(GOOD)
    cases = [
        ([str(d / "f0.mlir"), str(tmp_path / "missing.mlir"), "-o", str(tmp_path / "o1")],
         "could not open input file '" + str(tmp_path / "missing.mlir") + "'"),
        ([str(empty), "-o", str(tmp_path / "o2")], f"'{empty}': directory has no .mlir files"),
        ([str(d), "-o", str(afile)], f"output directory '{afile}' is a file"),
        ([str(d), "-o", str(afile / "x")], "cannot create output directory"),
        ([str(d / "f0.mlir"), str(d / "f1.mlir")], "need an output directory (-o DIR) or --in-place"),
        ([str(d / "f0.mlir"), str(d / "sub" / "f0.mlir"), "-o", str(tmp_path / "o3")],
         "would both be written to"),
        ([str(d / "f0.mlir"), "--backup-suffix", ".b"], "--backup-suffix needs --in-place"),
    ]
    for args, msg in cases:
        r = run_tool(args)
        assert r.returncode == 1, (args, r.stderr)
        assert msg in r.stderr, (args, r.stderr)
        assert "Traceback" not in r.stderr
    # nothing half-written
    for o in ("o1", "o2", "o3"):
        assert not list((tmp_path / o).rglob("*.mlir")) if (tmp_path / o).exists() else True


def test_unreadable_input_in_a_batch(tmp_path):
    """An input that cannot be read is an error naming it; the others are
    still processed and written whole.  Root reads any file, so as root the
    unreadable input is one whose read fails (/proc/self/mem: EIO) and a
    dangling symlink inside a directory input."""
    a = tmp_path / "a.mlir"
    a.write_text(GOOD)
    if os.geteuid() == 0:
        bad, why = "/proc/self/mem", "Input/output error"
    else:
        b = tmp_path / "b.mlir"
        b.write_text(GOOD)
        b.chmod(0)
        bad, why = str(b), "Permission denied"
    r = run_tool([str(a), bad, PIPE, "-o", str(tmp_path / "o")])
    assert r.returncode == 1, r.stderr
    assert f"could not open input file '{bad}': {why}" in r.stderr
    assert r.stderr.endswith("2 processed, 1 failed\n")
    assert "memref" in (tmp_path / "o" / "a.mlir").read_text()
    assert sorted(p.name for p in (tmp_path / "o").iterdir()) == ["a.mlir"]   # no temporary left behind
    d = tmp_path / "d"
    d.mkdir()
    (d / "good.mlir").write_text(GOOD)
    (d / "dangling.mlir").symlink_to(tmp_path / "nowhere")
    r = run_tool([str(d), PIPE, "-o", str(tmp_path / "o2")])
    assert r.returncode == 1
    assert f"could not open input file '{d / 'dangling.mlir'}': No such file or directory" in r.stderr
    assert sorted(p.name for p in (tmp_path / "o2").iterdir()) == ["good.mlir"]


def test_a_long_batch_does_not_keep_every_input_alive(tmp_path):
    """The tool runs with the collector off; a batch collects every few inputs,
    so the IR of input k is gone long before the last one (a 10,000-file run
    stays at ~30 MB instead of growing by every module)."""
    import subprocess
    import sys
    from conftest import ROOT
    d = _tree(tmp_path, n=80)
    script = f"""
import gc, sys
from bufferize import cli
from bufferize.ir.core import Operation
try:
    cli.main([{str(d)!r}, {PIPE!r}, "-o", {str(tmp_path / "out")!r}, "-j", "1"], standalone_mode=False)
finally:
    gc.disable(); gc.unfreeze()
    print(sum(isinstance(o, Operation) for o in gc.get_objects()))
"""
    r = subprocess.run([sys.executable, "-c", "import gc; gc.disable()\n" + script], capture_output=True,
                       text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT})
    assert r.returncode == 0, r.stderr
    live = int(r.stdout.split()[-1])
    # each input has 3 ops (func, fill/copy, return) before and about as many after bufferization:
    # keeping all 81 inputs alive would be several hundred
    assert live < 16 * 12, live


def _run_on_terminal(args):
    """Run the tool with stderr on a pseudo-terminal; (status, what the terminal got)."""
    import pty
    import subprocess
    import sys
    from conftest import ROOT
    master, slave = pty.openpty()
    env = {**os.environ, "PYTHONPATH": ROOT, "COLUMNS": "100", "TERM": "xterm"}
    env.pop("NO_COLOR", None)
    p = subprocess.Popen([sys.executable, "-m", "bufferize", *args], stdout=subprocess.DEVNULL, stderr=slave,
                         env=env, cwd=ROOT)
    os.close(slave)
    got = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    os.close(master)
    return p.wait(), got.decode(errors="replace")


def test_progress_bar_on_a_terminal_only(tmp_path):
    d = _tree(tmp_path, n=8)
    status, term = _run_on_terminal([str(d), PIPE, "-o", str(tmp_path / "o1"), "-j", "1"])
    assert status == 0, term
    assert "\x1b[" in term and "/9" in term, term          # the bar: escapes and "k/9" inputs done
    assert term.rstrip().endswith("9 processed, 0 failed"), term
    r = run_tool([str(d), PIPE, "-o", str(tmp_path / "o2"), "-j", "1"])
    assert r.returncode == 0
    assert r.stderr == "9 processed, 0 failed\n"          # not a terminal: only the summary
    few = _tree(tmp_path / "few", n=2)
    status, term = _run_on_terminal([str(few), PIPE, "-o", str(tmp_path / "o3")])
    assert status == 0 and "\x1b[" not in term, term        # three inputs: no bar


def test_outputs_that_cannot_be_written(tmp_path):
    """An output directory that cannot be written is found before any input
    is processed (by trying it: root passes every access check); one output
    path that cannot be written fails that input only, naming the path, with
    nothing half-written."""
    d = _tree(tmp_path, n=2)
    if os.path.isdir("/sys/kernel"):   # sysfs: no new files, not even for root
        r = run_tool([str(d), PIPE, "-o", "/sys/kernel"])
        assert r.returncode == 1
        assert r.stderr == "bufferize-opt: error: cannot write to output directory '/sys/kernel': Permission denied\n"
    out = tmp_path / "out"
    (out / "f0.mlir").mkdir(parents=True)
    r = run_tool([str(d), PIPE, "-o", str(out)])
    assert r.returncode == 1
    assert f"bufferize-opt: error: could not write output file '{out / 'f0.mlir'}': Is a directory" in r.stderr
    assert "internal error" not in r.stderr and r.stderr.endswith("3 processed, 1 failed\n")
    assert sorted(str(p.relative_to(out)) for p in out.rglob("*")) == ["f0.mlir", "f1.mlir", "sub", "sub/g.mlir"]
    assert not list((out / "f0.mlir").iterdir())


def test_in_place_backup_is_the_input_byte_for_byte_with_its_mode(tmp_path):
    f = tmp_path / "a.mlir"
    raw = GOOD.replace("\n", "\r\n").encode()
    f.write_bytes(raw)
    f.chmod(0o640)
    g = tmp_path / "b.mlir"
    g.write_text(GOOD)
    r = run_tool([str(f), str(g), PIPE, "--in-place", "--backup-suffix", ".orig"])
    assert r.returncode == 0, r.stderr
    backup = tmp_path / "a.mlir.orig"
    assert backup.read_bytes() == raw and backup.stat().st_mode & 0o777 == 0o640
    assert f.stat().st_mode & 0o777 == 0o640 and "memref" in f.read_text()


def _interrupt(tmp_path, jobs, sig, group):
    import signal
    import subprocess
    import sys
    import time
    from conftest import ROOT
    d = tmp_path / "many"
    d.mkdir()
    for i in range(3000):
        (d / f"f{i:04d}.mlir").write_text(GOOD.replace("@f", f"@f{i}"))
    out = tmp_path / "out"
    p = subprocess.Popen([sys.executable, "-m", "bufferize", str(d), PIPE, "-o", str(out), "-j", jobs],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                         env={**os.environ, "PYTHONPATH": ROOT}, cwd=ROOT)
    deadline = time.time() + 60
    while time.time() < deadline and (not out.is_dir() or len(os.listdir(out)) < 20):
        time.sleep(0.02)
    (os.killpg if group else os.kill)(p.pid, getattr(signal, sig))
    _, err = p.communicate(timeout=60)
    time.sleep(0.2)
    try:
        os.killpg(p.pid, 0)
        left = True
        os.killpg(p.pid, signal.SIGKILL)
    except ProcessLookupError:
        left = False
    return p.returncode, err, left, out


@pytest.mark.parametrize("jobs,sig,group", [("2", "SIGINT", True), ("2", "SIGINT", False), ("1", "SIGINT", True),
                                            ("2", "SIGTERM", False)])
def test_interrupted_batch_stops_cleanly(tmp_path, jobs, sig, group):
    """^C (to the process group, as a terminal sends it, or to the tool alone)
    and `kill`: exit status 130 and one line, no traceback, no worker process
    left running, no temporary file left, every output written whole."""
    status, err, left, out = _interrupt(tmp_path, jobs, sig, group)
    assert status == 130, err
    assert err == "bufferize-opt: interrupted\n"
    assert not left, "a worker process outlived the run"
    names = os.listdir(out)
    assert 20 <= len(names) < 3000
    assert not [n for n in names if n.endswith(".tmp")]
    one = run_tool(["-", PIPE], GOOD.replace("@f", "@f0"))
    assert one.returncode == 0 and "@f0(" in one.stdout
    for n in names:
        i = int(n[1:5])
        assert (out / n).read_text() == one.stdout.replace("@f0(", f"@f{i}("), n
