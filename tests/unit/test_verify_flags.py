"""mlir-opt's verification flags: --verify-each (a pass that breaks the IR is
caught and named; off, the invalid IR is printed in generic form) and
--verify-roundtrip (syntax/roundtrip.py; a failing round trip is made by
patching the printer, since the real printer round-trips)."""
from __future__ import annotations

import os

import pytest

from conftest import ROOT, needs_mlir, run_tool, run_upstream
from bufferize.diagnostics import DiagnosticEngine
from bufferize.driver import Options, process_buffer
from bufferize.syntax import printer
from bufferize.syntax.parser import parse

PLUGIN = os.path.join(ROOT, "tests", "lit", "passes", "Inputs", "break_ir_plugin.py")
SRC = """\
func.func @f(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  return %b : f32
}
"""
BREAK = ["--load-plugin", PLUGIN, "-test-drop-return-operands"]


def test_verify_each_names_the_pass_and_writes_nothing():
    r = run_tool(["-", *BREAK], stdin=SRC)
    assert r.returncode == 1 and r.stdout == ""
    assert "<stdin>:3:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1" in r.stderr
    assert "note: the IR is invalid after pass 'test-drop-return-operands' on 'func.func' op @f" in r.stderr
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("off", ["--verify-each=false", "--verify-each=0", "--no-verify-each", "-verify-each=false"])
def test_verify_each_off_prints_the_invalid_ir_generic(off):
    r = run_tool(["-", *BREAK, off], stdin=SRC)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith('"builtin.module"() ({') and '"func.return"() : () -> ()' in r.stdout


@needs_mlir
def test_verify_each_off_output_is_what_upstream_prints():
    """The invalid IR printed is upstream's text for it (mlir-opt-22
    --verify-each=false re-prints it identically) and upstream rejects it."""
    out = run_tool(["-", *BREAK, "--no-verify-each"], stdin=SRC).stdout
    assert run_upstream(["--mlir-very-unsafe-disable-verifier-on-parsing", "--verify-each=false",
                         "--mlir-print-op-generic", "-"], stdin=out).stdout == out
    assert run_upstream(["-"], stdin=out).returncode == 1


def test_verify_each_off_keeps_valid_output_custom():
    assert run_tool(["-", "-cse", "--no-verify-each"], stdin=SRC).stdout.startswith("module {")


def test_verify_roundtrip_passes_on_examples():
    for name in ("tile.mlir", "matmul.mlir", "tile_fill.mlir"):
        path = os.path.join("examples", name)
        r = run_tool([path, "--verify-roundtrip"])
        assert r.returncode == 0, r.stderr
        assert r.stdout == run_tool([path]).stdout


def test_verify_roundtrip_bad_value():
    r = run_tool(["-", "--verify-roundtrip=yes"], stdin=SRC)
    assert r.returncode == 1
    assert "for the --verify-roundtrip option: 'yes' is invalid value for boolean argument" in r.stderr


def _run(text, **kw):
    engine = DiagnosticEngine()
    res = process_buffer(text, "in.mlir", Options(verify_roundtrip=True, **kw), engine)
    return res, [d.message for d in engine.diagnostics], engine


def _patched(monkeypatch, custom=None, generic=None):
    """The printer, with ``custom(text)`` / ``generic(text)`` applied to what
    it prints in that form."""
    real = printer.print_module
    change = {False: custom, True: generic}

    def fake(op, generic=False, debuginfo=False, resources=None):
        text = real(op, generic=generic, debuginfo=debuginfo, resources=resources)
        return change[generic](text) if change[generic] else text

    monkeypatch.setattr(printer, "print_module", fake)


def test_roundtrip_difference_in_custom_form(monkeypatch):
    # A custom printer that prints the wrong op: parsing it back gives other IR.
    _patched(monkeypatch, custom=lambda t: t.replace("arith.addf", "arith.subf"))
    res, messages, _ = _run(SRC)
    assert res.failed and res.output == ""
    assert len(messages) == 1
    m = messages[0]
    assert m.startswith("'builtin.module' op custom form roundTrip testing roundtripped module differs "
                        "from reference:\n<<<<<<Reference\n")
    ref, rest = m.split("<<<<<<Reference\n", 1)[1].split("\n=====\n")
    assert '"arith.addf"' in ref and '"arith.subf"' in rest and rest.endswith("\n>>>>>roundtripped")


def test_roundtrip_difference_in_generic_form_locations(monkeypatch):
    # The generic form is compared with locations (upstream's textual round trip):
    # the text parsed back (the first generic print) says 2:9 for 2:8.
    prints = []

    def first_print_wrong(text):
        prints.append(text)
        return text.replace('in.mlir":2:8', 'in.mlir":2:9') if len(prints) == 1 else text

    _patched(monkeypatch, generic=first_print_wrong)
    _, messages, _ = _run(SRC)
    assert len(messages) == 1 and messages[0].startswith("'builtin.module' op textual roundTrip testing")


def test_roundtrip_output_that_does_not_parse(monkeypatch):
    _patched(monkeypatch, custom=lambda t: t.replace("return", "retrun"))
    res, messages, engine = _run(SRC)
    assert res.failed
    assert messages == ["'builtin.module' op failed to parse custom form content back, cannot verify round-trip."]
    note = engine.diagnostics[0].notes[0].message
    assert note.startswith("<roundtrip>:") and "retrun" in note


def test_roundtrip_of_the_pipeline_output(monkeypatch):
    """The output of a pipeline is round-tripped too (upstream checks the parsed
    input only): a printer bug on what only a pass produces is caught."""
    from bufferize.passes.pipeline import build_pass_manager
    _patched(monkeypatch, custom=lambda t: t.replace("memref.alloc", "memref.alloca"))
    src = "func.func @g() -> tensor<4xf32> {\n  %e = tensor.empty() : tensor<4xf32>\n  return %e : tensor<4xf32>\n}\n"
    pm = build_pass_manager(None, ["-one-shot-bufferize=bufferize-function-boundaries"])
    res, messages, _ = _run(src, pipeline=pm)
    assert res.failed and len(messages) == 1 and "custom form roundTrip testing" in messages[0]


def test_forward_location_aliases_are_read():
    """Upstream prints location aliases after their use; they are read back
    (before, they became loc(unknown) and no debuginfo output round-tripped)."""
    text = ('func.func @f() {\n  return loc(#loc1)\n} loc(#loc)\n'
            '#loc = loc("a.mlir":1:1)\n#loc1 = loc("a.mlir":2:3)\n')
    module, _ = parse(text, "t.mlir")
    f = next(iter(module.regions[0].blocks[0]))
    ret = next(iter(f.regions[0].blocks[0]))
    assert f.loc.file_line_col() == ("a.mlir", 1, 1) and ret.loc.file_line_col() == ("a.mlir", 2, 3)


def test_undefined_location_alias_is_upstreams_error():
    r = run_tool(["-"], stdin="func.func @f() {\n  return loc(#nope)\n}\n")
    assert r.returncode == 1
    assert r.stderr.startswith("<stdin>:2:14: error: operation location alias was never defined\n")


def test_verify_each_under_verify_diagnostics_emits_upstreams_diagnostics_only():
    """Upstream's tests expect the verifier's error alone: naming the pass is a
    note of ours, left out when diagnostics are verified."""
    src = SRC.replace("  return %b", "  // expected-error @+1 {{has 0 operands, but enclosing function (@f) returns 1}}\n"
                                     "  return %b")
    r = run_tool(["-", *BREAK, "-verify-diagnostics"], stdin=src)
    assert r.returncode == 0, r.stderr


def _verifications(monkeypatch, text, pipeline):
    import bufferize
    from bufferize.ir import verifier
    module = bufferize.parse(text)
    seen = []
    real = verifier.verify
    monkeypatch.setattr(verifier, "verify", lambda op, *a, **k: (seen.append(op.name), real(op, *a, **k))[1])
    bufferize.run_pipeline(module, pipeline)
    return seen, module


def test_a_cse_that_changes_nothing_is_not_verified_again(monkeypatch):
    """Upstream's pass manager skips the verifier after a pass that marked all
    analyses preserved; CSE does when it erased nothing."""
    seen, _ = _verifications(monkeypatch, SRC, "cse")
    assert seen == []
    seen, _ = _verifications(monkeypatch, SRC, "canonicalize")
    assert seen == ["builtin.module"]


def test_a_cse_that_erases_is_verified(monkeypatch):
    text = ("func.func @f(%a: f32) -> f32 {\n  %b = arith.addf %a, %a : f32\n  %c = arith.addf %a, %a : f32\n"
            "  %d = arith.mulf %b, %c : f32\n  return %d : f32\n}\n")
    seen, module = _verifications(monkeypatch, text, "cse")
    assert seen == ["builtin.module"]
    assert str(module).count("arith.addf") == 1 and "arith.mulf %0, %0" in str(module)
