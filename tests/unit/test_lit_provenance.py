"""The provenance comments of the lit tests are true.

A lit file that says its expectations are an upstream tool's output ("CHECK
lines are mlir-opt-22's output", "worded as mlir-opt-22 words them", "the
same file passes mlir-opt-22 -verify-diagnostics", ...) must pass when its
RUN lines run that tool instead of ours: lit.cfg.py takes the tool from
$BUFFERIZE_OPT.  A file that says how it differs from the tool must differ
exactly there and nowhere else.  Skipped without the tool."""
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

LIT = os.path.join(ROOT, "tests", "lit")
MLIR_OPT_22 = shutil.which("mlir-opt-22")
MLIR_OPT_19 = shutil.which("mlir-opt-19")

# Files whose comments say the expectations are mlir-opt-22's (its output,
# its wording, or "passes with the same flags").
AS_MLIR_OPT_22 = [
    "dialects/arith.mlir", "dialects/bufferization.mlir", "dialects/cf.mlir", "dialects/func.mlir",
    "dialects/linalg.mlir", "dialects/math.mlir", "dialects/memref.mlir", "dialects/memref-atomic.mlir",
    "dialects/scf.mlir", "dialects/tensor.mlir", "dialects/vector.mlir",
    "dialects/memref-atomic-invalid.mlir", "dialects/verifier-order.mlir", "dialects/func-invalid.mlir",
    "bufferization/one-shot-invalid.mlir", "bufferization/from-elements.mlir",
    "bufferization/dump-alias-sets.mlir", "bufferization/one-shot-cf-recursion.mlir",
    "bufferization/eliminate-empty-tensors.mlir", "bufferization/models-errors.mlir",
    "passes/print-op-on-diagnostic.mlir", "with-mlir/dealloc/obbd-dynamic-ownership.mlir",
]


def _lit(tool: str, files: list) -> subprocess.CompletedProcess:
    cmd = [shutil.which("lit")] if shutil.which("lit") else [sys.executable, "-m", "lit.main"]
    env = dict(os.environ, BUFFERIZE_OPT=tool)
    return subprocess.run([*cmd, "-v", *(os.path.join(LIT, f) for f in files)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=900)


@pytest.mark.skipif(MLIR_OPT_22 is None, reason="mlir-opt-22 is not installed")
def test_expectations_said_to_be_mlir_opt_22s_are():
    r = _lit(MLIR_OPT_22, AS_MLIR_OPT_22)
    passed = re.findall(r"^PASS: bufferize-opt :: (\S+) \(", r.stdout, re.M)
    assert sorted(passed) == sorted(AS_MLIR_OPT_22), r.stdout[-4000:]


@pytest.mark.skipif(MLIR_OPT_22 is None, reason="mlir-opt-22 is not installed")
def test_one_shot_cf_invalid_differs_from_mlir_opt_22_as_it_says():
    """mlir-opt-22 -verify-diagnostics on the file: the extra error of
    @alloc_loop, the two notes of @mutA's call error, or (in the runs where
    it takes @mutB first) no error there; nothing else."""
    path = os.path.join(LIT, "bufferization", "one-shot-cf-invalid.mlir")
    lines = open(path).read().splitlines()
    insert = str(1 + next(i for i, l in enumerate(lines) if "%w = tensor.insert %f into %x" in l))
    call = str(1 + next(i for i, l in enumerate(lines) if "func.call @mutB" in l))
    p = subprocess.run([MLIR_OPT_22, path, "-one-shot-bufferize=bufferize-function-boundaries",
                        "-split-input-file", "-verify-diagnostics"], capture_output=True, text=True, timeout=120)
    found = re.findall(r":(\d+):\d+: error: (.*)", p.stderr)
    assert (insert, "unexpected error: failed to bufferize op") in found, p.stderr
    allowed = {(insert, "unexpected error: failed to bufferize op"),
               (call, "unexpected note:       op result types: 'memref<5xf32, strided<[?], offset: ?>>'"),
               (call, "unexpected note: function result types: 'memref<5xf32>'"),
               (str(int(call) - 1), "expected error \"'func.call' op result type mismatch at index 0\" was not produced")}
    assert set(found) <= allowed, p.stderr
    # ours: exactly the expected diagnostics
    ours = subprocess.run([sys.executable, "-m", "bufferize", path, "-one-shot-bufferize=bufferize-function-boundaries",
                           "-split-input-file", "-verify-diagnostics"], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert ours.returncode == 0, ours.stderr


def _functions(text: str) -> dict:
    """{function name: its printed text} of a printed module (all chunks)."""
    out, name = {}, None
    for line in text.splitlines():
        m = re.match(r"\s*func\.func (?:private )?@([\w$.]+)", line)
        if m:
            name = m.group(1)
            out[name] = ""
        if name is not None:
            out[name] += line + "\n"
    return out


def _differing_functions(path: str, tool: str, args: list) -> list:
    ours = subprocess.run([sys.executable, "-m", "bufferize", path, *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    theirs = subprocess.run([tool, path, *args], capture_output=True, text=True, timeout=120)
    assert ours.returncode == 0 and theirs.returncode == 0, ours.stderr + theirs.stderr
    a, b = _functions(ours.stdout), _functions(theirs.stdout)
    assert set(a) == set(b) and len(a) >= 2
    return sorted(f for f in a if a[f] != b[f])


@pytest.mark.skipif(MLIR_OPT_19 is None, reason="mlir-opt-19 is not installed")
@pytest.mark.parametrize("path,args,differing", [
    # "mlir-opt-19 -buffer-deallocation gives the same output for every function but @branch"
    ("passes/buffer-deallocation.mlir", ["-buffer-deallocation"], ["branch"]),
    # "Expected output: mlir-opt-19 -buffer-deallocation's, except where noted" (@unknown_view)
    ("passes/buffer-deallocation-effects.mlir",
     ["-allow-unregistered-dialect", "-buffer-deallocation", "-split-input-file"], ["unknown_view"]),
    # "Where mlir-opt-19 -buffer-deallocation leaks or frees too early": every function
    # (@first is only the callee of @block_arg_to_call)
    ("passes/buffer-deallocation-leaks.mlir", ["-buffer-deallocation", "-split-input-file"],
     ["block_arg_to_call", "critical_edge", "use_in_join"]),
])
def test_differs_from_mlir_opt_19_where_it_says(path, args, differing):
    assert _differing_functions(os.path.join(LIT, path), MLIR_OPT_19, args) == differing
