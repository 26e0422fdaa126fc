"""Run a memref-level MLIR program natively, under valgrind.

``build(text, workdir, name)`` lowers the program with mlir-opt-22 (the
lowering of the execution tests), lets mlir-runner JIT it once and dump the
object file, and links that object with a tiny driver and ``printlib.c``
(vector.print's runtime functions, so libMLIR/libLLVM are not loaded and
valgrind starts in a fraction of a second).  ``run(binary)`` runs it under
``valgrind --leak-check=full`` and returns what a test asserts on: the
printed output, the bytes definitely lost, the invalid frees and the other
memory errors valgrind counted.

The program's entry point is ``@main`` (no arguments, no results); it is
renamed so that the C driver can own ``main``.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import threading
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_OPT = shutil.which("mlir-opt-22")
RUNNER = shutil.which("mlir-runner") or shutil.which("mlir-runner-22") or (
    "/usr/lib/llvm-22/bin/mlir-runner" if os.path.exists("/usr/lib/llvm-22/bin/mlir-runner") else None)
CC = shutil.which("cc") or shutil.which("gcc")
VALGRIND = shutil.which("valgrind")
PRINTLIB = os.path.join(HERE, "dealloc_exec", "printlib.c")
ENTRY = "bufferize_opt_main"
NOOP = "bufferize_opt_noop"

LOWER = ("builtin.module(convert-bufferization-to-memref,convert-linalg-to-loops,expand-strided-metadata,"
         "lower-affine,convert-scf-to-cf,convert-cf-to-llvm,finalize-memref-to-llvm,convert-vector-to-llvm,"
         "convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)")
DRIVER = f"void {ENTRY}(void);\nint main(void) {{ {ENTRY}(); return 0; }}\n"


def available() -> bool:
    return bool(MLIR_OPT and RUNNER and CC)


@dataclass
class Result:
    output: str            # what the program printed
    definitely_lost: int   # bytes, valgrind's leak summary (0 when none)
    invalid_frees: int     # double or invalid frees
    errors: int            # valgrind's ERROR SUMMARY count (leaks included)
    returncode: int        # the program's (valgrind's) exit status; <0: killed by a signal
    log: str               # valgrind's report


class BuildError(Exception):
    pass


_PRINTLIB_LOCK = threading.Lock()


def _printlib_so(workdir: str) -> str:
    """The print library, built once per work directory.  Builds run on a
    thread pool: one thread builds it (to a temporary name, renamed when
    whole) while the others wait, so none links a half-written file ("file
    too short", seen in a CI run under load)."""
    so = os.path.join(workdir, "printlib.so")
    with _PRINTLIB_LOCK:
        if not os.path.exists(so):
            tmp = so + f".{os.getpid()}.tmp"
            subprocess.run([CC, "-shared", "-fPIC", "-O1", "-o", tmp, PRINTLIB, "-lm"], check=True)
            os.replace(tmp, so)
    return so


def build(text: str, workdir: str, name: str) -> str:
    """Lower, compile and link ``text``; returns the binary's path."""
    text = re.sub(r"@main\b", "@" + ENTRY, text)
    base = os.path.join(workdir, name)
    low = subprocess.run([MLIR_OPT, f"--pass-pipeline={LOWER}"], input=text, capture_output=True, text=True)
    if low.returncode != 0:
        raise BuildError(f"lowering failed:\n{low.stderr}")
    # mlir-runner runs the function it is given before it dumps the object:
    # give it one that does nothing, so that a program that crashes (a
    # double free) is still built, and run under valgrind only
    lowered = low.stdout.rstrip()
    assert lowered.endswith("}"), lowered[-200:]
    lowered = lowered[:-1] + f"  llvm.func @{NOOP}() {{\n    llvm.return\n  }}\n}}\n"
    with open(base + ".ll.mlir", "w") as f:
        f.write(lowered)
    # no AVX-512: valgrind 3.19 cannot decode it (the JIT targets the host CPU)
    obj = subprocess.run([RUNNER, base + ".ll.mlir", "-e", NOOP, "-entry-point-result=void", "-mattr=-avx512f",
                          f"-shared-libs={_printlib_so(workdir)}", "-dump-object-file",
                          f"-object-filename={base}.o"], capture_output=True, text=True, timeout=120)
    if obj.returncode != 0 or not os.path.exists(base + ".o"):
        raise BuildError(f"mlir-runner failed:\n{obj.stderr}")
    with open(base + ".drv.c", "w") as f:
        f.write(DRIVER)
    link = subprocess.run([CC, "-no-pie", "-o", base + ".bin", base + ".drv.c", base + ".o", PRINTLIB, "-lm"],
                          capture_output=True, text=True)
    if link.returncode != 0:
        raise BuildError(f"link failed:\n{link.stderr}")
    return base + ".bin"


def _count(pattern: str, log: str) -> int:
    m = re.search(pattern, log)
    return int(m.group(1).replace(",", "")) if m else 0


def run(binary: str, valgrind: bool = True) -> Result:
    cmd = [binary]
    if valgrind and VALGRIND:
        cmd = [VALGRIND, "--leak-check=full", "--show-leak-kinds=definite", binary]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    log = r.stderr
    return Result(output=r.stdout,
                  definitely_lost=_count(r"definitely lost: ([\d,]+) bytes", log),
                  invalid_frees=len(re.findall(r"Invalid free\(\)|Mismatched free", log)),
                  errors=_count(r"ERROR SUMMARY: ([\d,]+) errors", log),
                  returncode=r.returncode, log=log)
