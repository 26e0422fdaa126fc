"""Fuzzing the command line itself (docs/errors.md's promises): hypothesis
draws the inputs (good, damaged, missing, binary, a directory, stdin), the
flags and their values (passes, pass options, pipelines, plugins, -o paths
that name inputs, batch and --in-place), and the state of the streams and
the machine (stdout closed or full, stdin closed, a memory limit); each case
runs ``bufferize-opt`` in a forked child of this process (the modules are
already imported, so a case costs the work, not the start-up) in a fresh
directory, and ``problems`` lists what broke a promise:

* a Python traceback, or ``internal error`` (a bug of the tool: none of the
  plugins drawn here simulates one), or an exit status other than 0, 1, 130;
* a death by a signal (a crash), or no end within the time limit (a hang);
* an input file changed (outside ``--in-place``);
* a failed run that left an ``-o`` file (new or changed) or a temporary file.

Used by tests/unit/test_cli_fuzz.py (a few hundred cases in the suite) and
scripts/fuzz_cli.py (the 10,000-run campaign).
"""
from __future__ import annotations

import hashlib
import os
import random
import resource
import signal
import sys
import time
from dataclasses import dataclass, field

from hypothesis import strategies as st

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = sorted(f for f in os.listdir(os.path.join(ROOT, "examples"))
                  if f.endswith(".mlir") and f != "loop.mlir")   # loop.mlir never ends under --run
PLUGINS = {   # path -> extra flags that use it
    "tests/lit/bufferization/Inputs/demo_plugin.py": ["-demo-fold-double-negate"],
    "tests/lit/bufferization/Inputs/plugin_raises.py": [],
    "tests/lit/bufferization/Inputs/plugin_syntax_error.py": [],
    "tests/lit/bufferization/Inputs/test_ops_plugin.py": [],
    "tests/lit/interpreter/Inputs/drop_copies.py": ["-test-drop-copies"],
    "tests/unit/inputs/plugins/pass_raises.py": ["-test-explode"],
    "tests/unit/inputs/plugins/interrupt_at_load.py": [],
    "no/such/plugin.py": [],
}
PASSES = ["one-shot-bufferize", "comprehensive-bufferize", "buffer-deallocation", "buffer-deallocation-pipeline",
          "ownership-based-buffer-deallocation", "copy-removal", "canonicalize", "cse", "symbol-dce",
          "tensor-bufferize", "func-bufferize", "scf-bufferize", "linalg-bufferize", "vector-bufferize",
          "arith-bufferize", "finalizing-bufferize", "buffer-hoisting", "buffer-loop-hoisting", "promote-buffers-to-stack",
          "buffer-results-to-out-params", "drop-equivalent-buffer-results", "eliminate-empty-tensors",
          "empty-tensor-to-alloc-tensor", "bufferization-lower-deallocations", "no-such-pass"]
WORDS = ["", "true", "false", "0", "1", "-1", "99999999999999999999", "bogus", "text", "json", "html",
         "bottom-up", "top-down", "fuzzer", "identity-layout-map", "{a b}", "'x", "\"", "=", ",", "%", "@main",
         "é", "\\", "a,b", "{", "}", "(", ")"]
ONE_SHOT_OPTS = ["bufferize-function-boundaries", "allow-unknown-ops", "test-analysis-only", "print-conflicts",
                 "copy-before-write", "allow-return-allocs-from-loops", "dump-alias-sets",
                 "analysis-heuristic", "bufferization-report", "report-file", "function-boundary-type-conversion",
                 "unknown-type-conversion", "buffer-alignment", "analysis-fuzzer-seed", "dialect-filter",
                 "no-analysis-func-filter", "no-such-option"]
TOOL_FLAGS = ["--split-input-file", "--verify-diagnostics", "--allow-unregistered-dialect",
              "--mlir-print-op-generic", "--mlir-print-debuginfo", "--dump-pass-pipeline",
              "--mlir-print-ir-after-all", "--mlir-print-ir-before-all", "--mlir-print-ir-after-change",
              "--mlir-print-ir-after-failure", "--mlir-print-ir-module-scope", "--mlir-timing",
              "--mlir-pass-statistics", "--no-upgrade-legacy", "--no-legacy-warnings", "--check-equivalence",
              "--allow-nothing-compared", "--in-place", "--mlir-disable-threading", "--version", "--help", "--",
              "-", "--mlir-print-op-on-diagnostic"]
VALUED_FLAGS = ["--run", "--run-seed", "--max-steps", "--backup-suffix", "--help-pass", "-j",
                "--mlir-print-ir-before", "--mlir-print-ir-after", "--mlir-print-op-on-diagnostic", "--pass-pipeline"]


@dataclass
class Case:
    files: dict = field(default_factory=dict)     # name -> bytes, created in the case's directory
    links: dict = field(default_factory=dict)     # name -> (target, "sym"|"hard")
    args: list = field(default_factory=list)
    stdin: object = b""                            # bytes, or None: closed
    stdout: str = "pipe"                           # "pipe", "closed", "full"
    memory_limit: int = 0                          # bytes of address space, 0: none
    inputs: list = field(default_factory=list)     # the positional inputs drawn

    def describe(self) -> str:
        return (f"bufferize-opt {' '.join(repr(a) for a in self.args)}  [stdin={'closed' if self.stdin is None else len(self.stdin)} "
                f"stdout={self.stdout} mem={self.memory_limit} files={sorted(self.files)} links={self.links}]")


def _example(name: str) -> bytes:
    with open(os.path.join(ROOT, "examples", name), "rb") as f:
        return f.read()


@st.composite
def damaged(draw, data: bytes) -> bytes:
    """``data`` with a few edits: cut, insert junk, duplicate or swap lines."""
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["cut", "insert", "truncate", "dup", "byte"]))
        n = len(data)
        i = draw(st.integers(0, max(n - 1, 0)))
        if kind == "cut":
            data = data[:i] + data[i + draw(st.integers(1, 40)):]
        elif kind == "insert":
            junk = draw(st.sampled_from([b"{", b"}", b"(", b")", b"%", b"@", b"^bb9", b"// -----\n", b"\x00",
                                         b"\xff", b"\"", b"<", b">", b"loc(", b"#map", b"\n", b"tensor<?xf32>",
                                         b"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", b"0x", b"-1", b"999999999999999999999"]))
            data = data[:i] + junk + data[i:]
        elif kind == "truncate":
            data = data[:i]
        elif kind == "dup":
            lines = data.split(b"\n")
            k = draw(st.integers(0, max(len(lines) - 1, 0)))
            lines.insert(k, lines[k] if lines else b"")
            data = b"\n".join(lines)
        else:
            data = data[:i] + bytes([draw(st.integers(0, 255))]) + data[i + 1:]
    return data


@st.composite
def an_input(draw, case: Case, k: int) -> str:
    kind = draw(st.sampled_from(["good"] * 6 + ["damaged"] * 4 + ["missing", "binary", "empty", "dir", "stdin",
                                                                  "devnull", "symlink", "legacy", "deep"]))
    name = f"in{k}.mlir"
    if kind == "good":
        case.files[name] = _example(draw(st.sampled_from(EXAMPLES)))
    elif kind == "damaged":
        case.files[name] = draw(damaged(_example(draw(st.sampled_from(EXAMPLES)))))
    elif kind == "missing":
        return f"missing{k}.mlir"
    elif kind == "binary":
        case.files[name] = bytes(draw(st.lists(st.integers(0, 255), max_size=64)))
    elif kind == "empty":
        case.files[name] = b""
    elif kind == "dir":
        case.files[f"dir{k}/a.mlir"] = _example(draw(st.sampled_from(EXAMPLES)))
        case.files[f"dir{k}/sub/b.mlir"] = draw(damaged(_example(draw(st.sampled_from(EXAMPLES)))))
        return f"dir{k}"
    elif kind == "stdin":
        case.stdin = draw(st.one_of(st.just(_example(draw(st.sampled_from(EXAMPLES)))), st.none(),
                                    st.binary(max_size=32)))
        return "-"
    elif kind == "devnull":
        return "/dev/null"
    elif kind == "symlink":
        case.files[name] = _example(draw(st.sampled_from(EXAMPLES)))
        case.links[f"link{k}.mlir"] = (name, draw(st.sampled_from(["sym", "hard"])))
        return f"link{k}.mlir"
    elif kind == "legacy":
        case.files[name] = b"func @f(%a: memref<4xf32>) {\n  %0 = alloc() : memref<4xf32>\n  dealloc %0 : memref<4xf32>\n  return\n}\n"
    else:
        depth = draw(st.integers(100, 3000))
        case.files[name] = (b"func.func @f() {\n" + b"scf.execute_region {\n" * depth + b"scf.yield\n}\n" * depth
                            + b"return\n}\n")
    return name


@st.composite
def one_shot_options(draw, case: Case, inputs: list) -> str:
    parts = []
    for opt in draw(st.lists(st.sampled_from(ONE_SHOT_OPTS), max_size=4)):
        if opt == "report-file":
            parts.append(f"report-file={draw(an_output(case, inputs))}")
        elif draw(st.booleans()):
            parts.append(f"{opt}={draw(st.sampled_from(WORDS))}")
        else:
            parts.append(opt)
    return " ".join(parts)


@st.composite
def an_output(draw, case: Case, inputs: list) -> str:
    choices = ["out.mlir", "outdir", "no/such/dir/out.mlir", "/dev/null", "/dev/full", "-", "report.json",
               "existing.mlir"]
    if inputs:
        choices += [draw(st.sampled_from(inputs))] * 3
    out = draw(st.sampled_from(choices))
    if out == "existing.mlir":
        case.files.setdefault("existing.mlir", b"// a file the user had\n")
    return out


@st.composite
def cases(draw) -> Case:
    case = Case()
    inputs = [draw(an_input(case, k)) for k in range(draw(st.sampled_from([0, 1, 1, 1, 1, 1, 1, 2, 3])))]
    case.inputs = inputs
    args: list = list(inputs)
    if len(inputs) > 1 and draw(st.integers(0, 3)):
        args += ["-o", "outdir"]
    for _ in range(draw(st.integers(0, 6))):
        what = draw(st.sampled_from(["pass"] * 4 + ["one-shot"] * 3 + ["tool", "tool", "valued", "plugin", "output",
                                                                     "pipeline", "junk"]))
        if what == "pass":
            name = draw(st.sampled_from(PASSES))
            args.append(f"-{name}" if draw(st.booleans()) else f"--{name}")
        elif what == "one-shot":
            args.append(f"-one-shot-bufferize={draw(one_shot_options(case, inputs))}")
        elif what == "tool":
            args.append(draw(st.sampled_from(TOOL_FLAGS)))
        elif what == "valued":
            flag = draw(st.sampled_from(VALUED_FLAGS))
            value = draw(st.sampled_from(WORDS + ["main", "keep", "3", "100", "cse", "one-shot-bufferize",
                                                  ".orig", "builtin.module(func.func(cse))"]))
            args += [f"{flag}={value}"] if draw(st.booleans()) else [flag, value]
        elif what == "plugin":
            path = draw(st.sampled_from(sorted(PLUGINS)))
            args.append(f"--load-plugin={os.path.join(ROOT, path)}")
            args += PLUGINS[path]
        elif what == "output":
            args += ["-o", draw(an_output(case, inputs))]
        elif what == "pipeline":
            inner = ",".join(draw(st.lists(st.sampled_from(PASSES + ["func.func(cse)", "any(canonicalize)",
                                                                    "one-shot-bufferize{bufferize-function-boundaries}"]),
                                           max_size=3)))
            text = f"builtin.module({inner})"
            if draw(st.booleans()):
                text = draw(damaged(text.encode())).decode("utf-8", "replace")
            args.append(f"--pass-pipeline={text}")
        else:
            args.append(draw(st.sampled_from(["--", "-", "--x", "-o", "--pass-pipeline", "-j", "--run",
                                              "=", "-=", "--=x", "-ö"])))
    if "--run" in " ".join(args) and not any(a.startswith("--max-steps") for a in args):
        args.append("--max-steps=100000")
    case.args = draw(st.permutations(args)) if draw(st.integers(0, 4)) == 0 else args
    case.stdout = draw(st.sampled_from(["pipe"] * 6 + ["closed", "full"]))
    if draw(st.integers(0, 9)) == 0:
        case.stdin = None
    if draw(st.integers(0, 14)) == 0:
        case.memory_limit = draw(st.sampled_from([300, 700, 1500])) * 1024 * 1024
    return case


# ---- running one case ------------------------------------------------------------------------------

def _snapshot(d: str) -> dict:
    out = {}
    for root, _dirs, files in os.walk(d):
        for f in files:
            p = os.path.join(root, f)
            try:
                with open(p, "rb") as fh:
                    out[os.path.relpath(p, d)] = hashlib.sha1(fh.read()).hexdigest()
            except OSError:
                out[os.path.relpath(p, d)] = None
    return out


def _child(case: Case, d: str, err_path: str, out_path: str) -> None:
    """In the forked child: the streams, limits and argv of a real process, then the tool."""
    try:
        os.chdir(d)
        fd_in = os.open(os.devnull, os.O_RDONLY)
        if case.stdin is None:
            os.close(0)
        else:
            os.close(fd_in)
            with open(os.path.join(d, ".stdin"), "wb") as f:
                f.write(case.stdin)
            fd_in = os.open(os.path.join(d, ".stdin"), os.O_RDONLY)
            os.dup2(fd_in, 0)
        if case.stdout == "closed":
            os.close(1)
        else:
            fd = os.open("/dev/full" if case.stdout == "full" else out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            os.dup2(fd, 1)
        fd = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(fd, 2)
        sys.stdin = open(0, "r", closefd=False) if case.stdin is not None else None
        sys.stdout = open(1, "w", closefd=False) if case.stdout != "closed" else None
        sys.stderr = open(2, "w", closefd=False)
        resource.setrlimit(resource.RLIMIT_CPU, (60, 60))
        if case.memory_limit:
            resource.setrlimit(resource.RLIMIT_AS, (case.memory_limit, case.memory_limit))
        signal.signal(signal.SIGINT, signal.default_int_handler)
        sys.argv = ["bufferize-opt", *case.args]
        from bufferize.cli import entry
        entry()
    except BaseException as e:  # noqa: BLE001 - never back into the fuzzer's own code
        try:
            os.write(2, f"FUZZ-HARNESS: {type(e).__name__}: {e}\n".encode())
        except OSError:
            pass
    finally:
        os._exit(97)


def run_case(case: Case, workdir: str, timeout: float = 120.0) -> tuple:
    """(problems, status, stderr) of one case, run in ``workdir`` (emptied first)."""
    import shutil
    if os.path.exists(workdir):
        shutil.rmtree(workdir)
    os.makedirs(workdir)
    for name, data in case.files.items():
        p = os.path.join(workdir, name)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)
    for name, (target, kind) in case.links.items():
        (os.symlink if kind == "sym" else os.link)(os.path.join(workdir, target) if kind == "hard" else target,
                                                  os.path.join(workdir, name))
    before = _snapshot(workdir)
    side = workdir + ".io"
    os.makedirs(side, exist_ok=True)
    err_path, out_path = os.path.join(side, "stderr"), os.path.join(side, "stdout")
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        _child(case, workdir, err_path, out_path)
    start = time.monotonic()
    status = None
    while time.monotonic() - start < timeout:
        got, raw = os.waitpid(pid, os.WNOHANG)
        if got:
            status = os.waitstatus_to_exitcode(raw)
            break
        time.sleep(0.005)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    with open(err_path, "rb") as f:
        err = f.read().decode("utf-8", "replace")
    return _problems(case, workdir, before, status, err), status, err


def _problems(case: Case, d: str, before: dict, status, err: str) -> list:
    problems = []
    if status is None:
        problems.append("hang: no end within the time limit")
    elif status < 0:
        problems.append(f"killed by signal {-status}")
    elif status not in (0, 1, 130):
        problems.append(f"exit status {status}")
    for word in ("Traceback", "internal error", "FUZZ-HARNESS"):
        if word in err:
            problems.append(f"stderr has {word!r}")
    after = _snapshot(d)
    # A report is written whole when its pass ran, even if a later pass fails.
    reports = {os.path.normpath(a.split("report-file=", 1)[1].split()[0]) for a in case.args
               if "report-file=" in a and a.split("report-file=", 1)[1].split()}
    outputs = {case.args[i + 1] for i, a in enumerate(case.args[:-1]) if a == "-o"}
    for name, digest in before.items():
        if name == ".stdin" or name in reports or "--in-place" in case.args:
            continue
        if after.get(name) != digest and not (status == 0 and name in outputs):
            problems.append(f"file '{name}' was {'removed' if name not in after else 'changed'}")
    for name in after:
        if os.path.basename(name).startswith(".bufferize-opt-"):
            problems.append(f"temporary file '{name}' left behind")
        elif status not in (0, None) and name not in before and name != ".stdin" and name not in reports \
                and not _batch(case, err):
            problems.append(f"failed run (status {status}) wrote '{name}'")
    return problems


def _batch(case: Case, err: str = "") -> bool:
    """Several inputs, a directory or --in-place: the outputs of the inputs
    that succeeded are written even when another one fails.  (An output
    drawn for -o may stand as an input once the flags are shuffled: the
    batch's closing line tells.)"""
    return "--in-place" in case.args or len(case.inputs) > 1 or any(i.startswith("dir") for i in case.inputs) \
        or " processed, " in err


def random_seed() -> int:
    return random.SystemRandom().randrange(2**32)
