"""--check-equivalence says what it compared (issue 27): a line per function
(equal on N inputs, DIFFERS, skipped with the reason), a total, and a
failure when nothing was compared.  Every skip reason has a test here."""
from __future__ import annotations

import os

from conftest import run_tool

from bufferize.diagnostics import DiagnosticEngine
from bufferize.passes.pipeline import Instrumentation, build_pass_manager
from bufferize.run_cli import Summary, check_equivalence

ALL_REASONS = """
func.func @unranked(%m: memref<*xf32>) {
  return
}
func.func private @priv(%a: f32) -> f32 {
  return %a : f32
}
func.func private @decl(f32) -> f32
func.func @oob(%t: tensor<4xf32>) -> f32 {
  %c9 = arith.constant 9 : index
  %x = tensor.extract %t[%c9] : tensor<4xf32>
  return %x : f32
}
func.func @some(%t: tensor<4xf32>, %i: index) -> f32 {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}
func.func @ok(%a: f32) -> f32 {
  %r = call @priv(%a) : (f32) -> f32
  return %r : f32
}
"""


def _pm(*flags):
    return build_pass_manager(None, list(flags), Instrumentation())


def _check(src, pm, **kw):
    engine, summary = DiagnosticEngine(False), Summary()
    status = check_equivalence(src, "t.mlir", engine, pm, summary=summary, **kw)
    return status, summary.text().splitlines(), [d.message for d in engine.diagnostics]


def test_each_skip_reason_and_the_total():
    status, lines, diags = _check(ALL_REASONS, _pm("--canonicalize"))
    assert status == 0 and diags == []
    assert lines == [
        "@unranked: skipped (cannot generate an input of type 'memref<*xf32>')",
        "@priv: skipped (private: run only through its callers)",
        "@decl: skipped (a declaration: no body to run)",
        "@oob: skipped (input seeds 0, 1, 2 fail before the pipeline: out-of-bounds extract: index 9 of "
        "dimension 0 is outside [0, 4))",
        "@some: equal on 3 inputs",
        "@ok: equal on 3 inputs",
        "check-equivalence: 2 functions compared (2 equal, 0 differ), 4 skipped"]


def test_some_seeds_fail_before_the_pipeline():
    """Seeds on which the input itself fails are skipped and said; the others
    are compared.  (index args are drawn as 0 or 1, so seeds differ.)"""
    src = """
func.func @f(%t: tensor<4xf32>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %j = arith.muli %i, %c4 : index
  %x = tensor.extract %t[%j] : tensor<4xf32>
  return %x : f32
}"""
    status, lines, _ = _check(src, _pm("--canonicalize"))
    assert status == 0
    assert lines == ["@f: equal on 2 inputs (input seed 2 fails before the pipeline: out-of-bounds extract: index 4 "
                     "of dimension 0 is outside [0, 4))",
                     "check-equivalence: 1 function compared (1 equal, 0 differ), 0 skipped"]


def test_a_function_gone_after_the_pipeline_is_a_difference():
    class _Privatize:   # a "pipeline" that makes every function private
        def run(self, module, engine):
            from bufferize.ir.attributes import StringAttr
            for op in module.regions[0].entry:
                op.properties["sym_visibility"] = StringAttr("private")
            return True

    status, lines, diags = _check("func.func @f(%a: f32) -> f32 {\n  return %a : f32\n}\n", _Privatize())
    assert status == 1
    assert lines == ["@f: DIFFERS (gone after the pipeline)",
                     "check-equivalence: 1 function compared (0 equal, 1 differs), 0 skipped"]
    assert diags == ["@f is no longer a public function with a body after the pipeline"]


def test_every_function_is_checked_not_only_up_to_the_first_difference():
    src = """
func.func @keep(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %c = arith.constant 9.0 : f32
  %r = tensor.insert %c into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
func.func @plain(%a: f32) -> f32 {
  return %a : f32
}"""

    class _DropCopies:
        def __init__(self):
            self.pm = _pm("--one-shot-bufferize=bufferize-function-boundaries")

        def run(self, module, engine):
            ok = self.pm.run(module, engine)
            for op in list(module.walk()):
                if op.name == "memref.copy":
                    op.erase()
            return ok

    status, lines, diags = _check(src, _DropCopies())
    assert status == 1 and len(diags) == 1 and diags[0].startswith("@keep computes something else")
    assert lines == ["@keep: DIFFERS (on input seed 0: see the error)", "@plain: equal on 3 inputs",
                     "check-equivalence: 2 functions compared (1 equal, 1 differs), 0 skipped"]


def test_nothing_compared_fails_unless_allowed(tmp_path):
    f = tmp_path / "t.mlir"
    f.write_text("func.func private @log(f32)\nfunc.func @g(%a: memref<*xf32>) {\n  return\n}\n")
    r = run_tool([str(f), "--check-equivalence", "-canonicalize"])
    assert r.returncode == 1
    assert r.stdout.splitlines()[-1] == "check-equivalence: 0 functions compared (0 equal, 0 differ), 2 skipped"
    assert r.stderr.startswith(f"{f}: error: --check-equivalence compared no function: nothing was checked")
    r = run_tool([str(f), "--check-equivalence", "-canonicalize", "--allow-nothing-compared"])
    assert r.returncode == 0 and r.stderr == ""


def test_summary_goes_to_the_output_file_only_after_success(tmp_path):
    f = tmp_path / "t.mlir"
    f.write_text("func.func @f(%a: f32) -> f32 {\n  return %a : f32\n}\n")
    out = tmp_path / "summary.txt"
    r = run_tool([str(f), "--check-equivalence", "-canonicalize", "-o", str(out)])
    assert r.returncode == 0 and r.stdout == "" and out.read_text() == (
        "@f: equal on 3 inputs\ncheck-equivalence: 1 function compared (1 equal, 0 differ), 0 skipped\n")
    os.unlink(out)
    f.write_text("func.func private @f(f32)\n")
    r = run_tool([str(f), "--check-equivalence", "-canonicalize", "-o", str(out)])
    assert r.returncode == 1 and not out.exists()


def test_run_output_file(tmp_path):
    f = tmp_path / "t.mlir"
    f.write_text("func.func @main() -> f32 {\n  %c = arith.constant 2.5 : f32\n  return %c : f32\n}\n")
    out = tmp_path / "r.txt"
    r = run_tool([str(f), "--run=main", "-o", str(out)])
    assert r.returncode == 0 and r.stdout == "" and out.read_text() == "2.5\n"
    r = run_tool([str(f), "--run=main", "-o", str(f)])
    assert r.returncode == 1 and "is the input" in r.stderr and f.read_text().startswith("func.func @main")
    r = run_tool([str(f), "--run=main", "--check-equivalence"])
    assert r.returncode == 1 and "cannot be used together" in r.stderr
