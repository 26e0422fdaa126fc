"""The memory checker finds the leaks that LLVM 19's -buffer-deallocation
leaves, and none in our deallocation of the same programs.

Each program is memref IR without deallocations; mlir-opt-19
-buffer-deallocation (the legacy pass, removed after LLVM 19) deallocates it
and leaks on some executed path:

* a call returns an alloc: nothing frees it in the caller;
* a block argument's buffer is passed to a call: neither incoming alloc is
  freed;
* a clone on a critical edge: the clone made before a cond_br for one
  successor is never freed when the other successor is taken.

`--run=main` on input seeds 0-3 (the i1 argument is true for 0-1, false for
2-3, so both paths run) must report a leak at the allocation for some seed on
LLVM 19's output, and no finding on any seed on ours (-buffer-deallocation and
--buffer-deallocation-pipeline), with the same printed results as the
undeallocated input.  Skipped without mlir-opt-19."""
from __future__ import annotations

import io
import shutil
import subprocess

import pytest

from bufferize.diagnostics import DiagnosticEngine, Severity
from bufferize.passes.pipeline import Instrumentation, build_pass_manager
from bufferize.run_cli import run_text

pytestmark = pytest.mark.skipif(not shutil.which("mlir-opt-19"), reason="needs mlir-opt-19")

SEEDS = range(4)

CALL_RETURNS_ALLOC = """
func.func @make(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.0 : f32
  %m = call @make(%c4) : (index) -> memref<?xf32>
  memref.store %f, %m[%c0] : memref<?xf32>
  %v = memref.load %m[%c0] : memref<?xf32>
  return %v : f32
}
"""

BLOCK_ARGUMENT_TO_CALL = """
func.func private @first(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
func.func @main(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %f1, %a[%c0] : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %f2, %b[%c0] : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%b : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  %v = call @first(%x) : (memref<4xf32>) -> f32
  return %v : f32
}
"""

CLONE_ON_CRITICAL_EDGE = """
func.func @main(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %f1, %a[%c0] : memref<4xf32>
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb2
^bb2:
  %b = memref.alloc() : memref<4xf32>
  memref.store %f2, %b[%c0] : memref<4xf32>
  cf.br ^bb1(%b : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  %v = memref.load %x[%c0] : memref<4xf32>
  return %v : f32
}
"""

# (program, the op LLVM 19's output leaks: its text on the reported line)
CASES = {
    "call-returns-alloc": (CALL_RETURNS_ALLOC, "memref.alloc(%arg0)"),
    "block-argument-to-call": (BLOCK_ARGUMENT_TO_CALL, "memref.alloc()"),
    "clone-on-critical-edge": (CLONE_ON_CRITICAL_EDGE, "bufferization.clone"),
}


def _run(text: str, seed: int, pipeline=None):
    """(printed results, [(message, source line)] of the errors) of --run=main
    (a pipeline's warnings, such as -buffer-deallocation switching a function
    to ownership-based deallocation, are not findings)."""
    pm = build_pass_manager(None, pipeline, Instrumentation()) if pipeline else None
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    run_text(text, "p.mlir", "main", engine, out=out, pm=pm, seed=seed)
    lines = text.splitlines()
    return out.getvalue(), [(d.message, lines[d.line - 1] if d.line else "") for d in engine.diagnostics
                            if d.severity == Severity.ERROR]


@pytest.mark.parametrize("name", CASES)
def test_finds_the_leaks_llvm19_leaves_and_none_in_ours(name):
    program, leaked = CASES[name]
    theirs = subprocess.run(["mlir-opt-19", "-buffer-deallocation"], input=program,
                            capture_output=True, text=True, check=True).stdout
    expected = [_run(program, s)[0] for s in SEEDS]   # the input, not deallocated
    assert all(expected)
    leaks = []
    for seed in SEEDS:
        printed, findings = _run(theirs, seed)
        assert printed == expected[seed]
        assert all(m == "leak: this allocation is never deallocated" for m, _ in findings), findings
        leaks += [line for _, line in findings]
    assert leaks, f"no leak found in LLVM 19's output:\n{theirs}"
    assert all(leaked in line for line in leaks), leaks
    for pipeline in (["-buffer-deallocation"], ["--buffer-deallocation-pipeline"]):
        for seed in SEEDS:
            printed, findings = _run(program, seed, pipeline)
            assert findings == [], (pipeline, seed)
            assert printed == expected[seed], (pipeline, seed)
