"""Pass infrastructure: pipeline parsing, options, dumping, running,
instrumentation and failure semantics.  Expected texts marked "upstream"
were produced by mlir-opt-22."""
from __future__ import annotations

import io
import os
import subprocess
import sys

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.ir import attributes as A
from bufferize.passes.base import Option, Pass, PassFailure, parse_option_value, split_options
from bufferize.passes.pipeline import (Instrumentation, OpPassManager, PassInstance, PipelineError,
                                       build_pass_manager, parse_pipeline)
from bufferize.passes.registry import lookup, pass_summaries, register_pass
from bufferize.syntax.parser import parse
from bufferize.syntax.printer import print_module

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CANON_DEFAULTS = ("  max-iterations=10 max-num-rewrites=-1 region-simplify=normal "
                  "test-convergence=false top-down=true")


# ---- test passes ---------------------------------------------------------------

@register_pass
class _FuncPass(Pass):
    name = "test-func-pass"
    summary = "A func.func-anchored test pass"
    anchor = "func.func"
    options = (Option("flag", bool, False, "a flag"),
               Option("n", int, 3, "a number"),
               Option("s", str, "", "a string"),
               Option("mode", "enum", "a", "an enum", choices=("a", "b")),
               Option("ints", "list-int", (), "ints"),
               Option("strs", "list-str", (), "strings"))
    statistics = (("visits", "Number of visits"),)
    seen: list = []

    def run(self, op, ctx):
        _FuncPass.seen.append((op.get_attr("sym_name").value, dict(ctx.options.items())))
        ctx.stat("visits")


@register_pass
class _FailPass(Pass):
    name = "test-fail-pass"
    summary = "Always fails"

    def run(self, op, ctx):
        ctx.error(op, "test failure here")
        raise PassFailure()


@register_pass
class _FailAtValuePass(Pass):
    name = "test-fail-at-value"
    summary = "Fails at a value, a block or an operand of the first function (upstream: emitError(value.getLoc()))"
    anchor = "func.func"
    options = (Option("at", "enum", "result", "where",
                      choices=("result", "arg", "blockarg", "unknown-arg", "block", "operand")),)

    def run(self, op, ctx):
        entry, other = op.regions[0].blocks[0], op.regions[0].blocks[-1]
        ret = other.last
        at = {"result": entry.first.results[0] if entry.first.results else None, "arg": entry.args[0],
              "blockarg": other.args[0] if other.args else None, "block": other,
              "operand": ret.operands[0] if ret.operands else None}.get(ctx.options["at"])
        if ctx.options["at"] == "unknown-arg":
            at = other.add_arg(entry.args[0].type)   # no location: its block's parent op
        ctx.fail(at, "test failure at a value")


@register_pass
class _BreakPass(Pass):
    name = "test-break-ir"
    summary = "Leaves an op without its terminator"
    anchor = "func.func"

    def run(self, op, ctx):
        body = op.regions[0].blocks[0]
        body.last.erase()


@register_pass
class _ModulePass(Pass):
    name = "test-module-pass"
    summary = "A builtin.module-anchored test pass"
    anchor = "builtin.module"

    def run(self, op, ctx):
        pass


def _module(text: str):
    m, _ = parse(text, "in.mlir", True)
    return m


TWO_FUNCS = """
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
func.func private @g()
"""


# ---- option parsing --------------------------------------------------------------

def test_split_options_quotes_braces_and_bare_flags():
    assert split_options('a=1 b="x y" c={p q} d  e=1,2,3') == [
        ("a", "1"), ("b", '"x y"'), ("c", "{p q}"), ("d", None), ("e", "1,2,3")]


@pytest.mark.parametrize("opt,raw,value", [
    (Option("b", bool, False), None, True),
    (Option("b", bool, False), "false", False),
    (Option("b", bool, False), "1", True),
    (Option("i", int, 0), "-7", -7),
    (Option("i", int, 0), "0x10", 16),
    (Option("s", str, ""), '"quoted str"', "quoted str"),
    (Option("s", str, ""), "{braced str}", "braced str"),
    (Option("e", "enum", "a", choices=("a", "b")), "b", "b"),
    (Option("l", "list-int", ()), "1,2,3", (1, 2, 3)),
    (Option("l", "list-int", ()), "{1,2}", (1, 2)),
    (Option("l", "list-str", ()), '"a b",c', ("a b", "c")),
])
def test_option_values(opt, raw, value):
    assert parse_option_value(opt, raw) == value


def test_pass_options_through_pipeline():
    pm = parse_pipeline('builtin.module(func.func(test-func-pass{flag n=5 s="quoted str" mode=b '
                        'ints=1,2,3 strs=x,"y z"}))')
    inst = pm.items[0].items[0]
    assert inst.values == {"flag": True, "n": 5, "s": "quoted str", "mode": "b", "ints": (1, 2, 3),
                           "strs": ("x", "y z")}


# ---- pipeline structure and dumping ----------------------------------------------------

def test_nesting_and_dump():
    pm = parse_pipeline("builtin.module(func.func(cse,canonicalize{max-iterations=3}),symbol-dce)")
    assert pm.anchor == "builtin.module"
    assert isinstance(pm.items[0], OpPassManager) and pm.items[0].anchor == "func.func"
    # upstream
    assert pm.dump() == ("Pass Manager with 2 passes:\n"
                         "builtin.module(\n"
                         "  func.func(\n"
                         "    cse,\n"
                         "    canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal "
                         "test-convergence=false top-down=true}\n"
                         "  ),\n"
                         "  symbol-dce\n"
                         ")\n\n")


def test_dump_lists_and_strings():
    pm = parse_pipeline('builtin.module(canonicalize{disable-patterns="a b",c})')
    # upstream
    assert pm.items[0].text() == ("canonicalize{disable-patterns={{a b},c}" + CANON_DEFAULTS + "}")


@pytest.mark.parametrize("text", [
    "builtin.module(func.func(cse,canonicalize{max-iterations=3}),symbol-dce)",
    'builtin.module(func.func(test-func-pass{flag n=5 s="quoted str" ints=1,2,3 strs=x,"y z"}))',
    "builtin.module(any(cse),func.func(),canonicalize{disable-patterns=a,b enable-patterns=c})",
    "any(cse)",
    "builtin.module()",
])
def test_dump_round_trips(text):
    pm = parse_pipeline(text)
    again = parse_pipeline(pm.dump().split("\n", 1)[1])
    assert again == pm
    assert parse_pipeline(pm.text()) == pm


def test_empty_pipeline_dump():
    # upstream
    assert parse_pipeline("builtin.module()").dump() == "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n"


def test_flags_in_order_with_implicit_nesting():
    pm = build_pass_manager(None, ["--test-func-pass", "--test-func-pass=n=1", "--cse",
                                   '--canonicalize="top-down=false max-iterations=2"'])
    # upstream nests each func.func pass given as a flag in its own func.func(...)
    assert pm.text() == ("builtin.module(func.func(test-func-pass{flag=false  mode=a n=3 s= }),"
                         "func.func(test-func-pass{flag=false  mode=a n=1 s= }),cse,"
                         "canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal "
                         "test-convergence=false top-down=false})")
    assert parse_pipeline(pm.text()) == pm


@pytest.mark.parametrize("text,flags,message", [
    ("builtin.module(foo)", [], "'foo' does not refer to a registered pass or pass pipeline"),
    ("builtin.module(foo)", [], "registered passes: "),
    ("builtin.module(foo)", [], ", canonicalize, "),
    ("builtin.module(canonicalize{foo=1})", [], "no such option 'foo' for pass 'canonicalize' "
                                                "(valid options: top-down, region-simplify"),
    ("builtin.module(canonicalize{max-iterations=x})", [], "'x' value invalid for long argument"),
    ("builtin.module(canonicalize{top-down=maybe})", [], "'maybe' is invalid value for boolean argument"),
    ("builtin.module(canonicalize{region-simplify=foo})", [],
     "Cannot find option named 'foo' (valid values: disabled, normal, aggressive)"),
    ("builtin.module(canonicalize{top-down=true)", [], "missing closing '}' while processing pass options"),
    ("cse", [], "expected pass pipeline to be wrapped with the anchor operation type"),
    ("builtin.module(cse", [], "expected ',' or ')'"),
    ("builtin.module(cse)x", [], "unexpected text after the pass pipeline"),
    ("builtin.module(test-func-pass)", [],
     "Can't add pass 'test-func-pass' restricted to 'func.func' on a PassManager intended to run on "
     "'builtin.module', did you intend to nest?"),
    ("builtin.module(func.func(test-module-pass))", [], "restricted to 'builtin.module'"),
    ("builtin.module(cse(canonicalize))", [], "'cse' is a pass, not an operation"),
    ("builtin.module(cse)", ["--canonicalize"], "'-pass-pipeline' option can't be used with individual pass"),
    (None, ["--cannonicalize"], "Unknown command line argument '--cannonicalize'"),
    (None, ["--cannonicalize"], "Did you mean '--canonicalize'?"),
    (None, ["--canonicalize=bogus=1"], "no such option 'bogus'"),
])
def test_pipeline_errors(text, flags, message):
    with pytest.raises(PipelineError) as e:
        build_pass_manager(text, flags)
    assert message in str(e.value)


def test_parser_error_has_caret():
    with pytest.raises(PipelineError) as e:
        parse_pipeline("builtin.module(cse,bogus)")
    lines = str(e.value).split("\n")
    assert lines[0].startswith("MLIR Textual PassPipeline Parser:1:20: error:")
    assert lines[1:] == ["builtin.module(cse,bogus)", " " * 19 + "^"]


def test_registry_is_lazy_and_lists_passes():
    code = ("import sys, bufferize.passes.pipeline as p; "
            "assert 'bufferize.passes.canonicalize' not in sys.modules; "
            "p.build_pass_manager(None, ['--cse']); "
            "assert 'bufferize.passes.canonicalize' not in sys.modules; "
            "assert 'bufferize.passes.cse' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=REPO)
    names = [n for n, _ in pass_summaries()]
    assert {"canonicalize", "cse", "symbol-dce"} <= set(names)
    assert lookup("cse").summary == "Eliminate common sub-expressions"


# ---- running ------------------------------------------------------------------------

def _run(pipeline, text, **instr):
    stream = io.StringIO()
    ins = Instrumentation(stream=stream, **instr)
    pm = build_pass_manager(pipeline, [], ins)
    m = _module(text)
    engine = DiagnosticEngine()
    ok = pm.run(m, engine)
    return ok, m, engine, stream.getvalue(), pm


def test_nested_pipeline_runs_on_each_function():
    _FuncPass.seen.clear()
    ok, *_ = _run("builtin.module(func.func(test-func-pass{n=7}))", TWO_FUNCS)
    assert ok
    assert [(n, o["n"]) for n, o in _FuncPass.seen] == [("f", 7), ("g", 7)]


def test_anchor_mismatch_at_run_time():
    ok, _m, engine, _out, _pm = _run("func.func(cse)", TWO_FUNCS)
    assert not ok
    assert engine.diagnostics[0].message == "can't run 'func.func' pass manager on 'builtin.module' op"


def test_failure_stops_pipeline():
    _FuncPass.seen.clear()
    ok, _m, engine, _out, _pm = _run("builtin.module(test-fail-pass,func.func(test-func-pass))", TWO_FUNCS)
    assert not ok
    assert [d.message for d in engine.diagnostics] == ["test failure here"]
    assert _FuncPass.seen == []


def test_verification_after_each_pass():
    ok, _m, engine, _out, _pm = _run("builtin.module(func.func(test-break-ir))", TWO_FUNCS)
    assert not ok
    assert engine.has_errors


def test_print_ir_after_all_nested_and_module_scope():
    _ok, _m, _e, out, _pm = _run("builtin.module(func.func(cse),symbol-dce)", TWO_FUNCS,
                                 print_after_all=True)
    # upstream
    assert out == ("// -----// IR Dump After CSE (cse) //----- //\n"
                   "func.func @f(%arg0: i32) -> i32 {\n  return %arg0 : i32\n}\n\n"
                   "// -----// IR Dump After CSE (cse) //----- //\n"
                   "func.func private @g()\n\n"
                   "// -----// IR Dump After SymbolDCE (symbol-dce) //----- //\n"
                   "module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n\n\n")
    _ok, _m, _e, out, _pm = _run("builtin.module(func.func(cse))", TWO_FUNCS, print_before=["cse"],
                                 module_scope=True)
    assert out.startswith("// -----// IR Dump Before CSE (cse) ('func.func' operation: @f) //----- //\n"
                          "module {\n")


def test_print_ir_after_change_and_failure():
    _ok, _m, _e, out, _pm = _run("builtin.module(cse,symbol-dce)", TWO_FUNCS, print_after_all=True,
                                 print_after_change=True)
    assert out.count("IR Dump After") == 1 and "SymbolDCE" in out
    _ok, _m, _e, out, _pm = _run("builtin.module(cse,test-fail-pass)", TWO_FUNCS, print_after_failure=True)
    assert out.startswith("// -----// IR Dump After TestFailPass Failed (test-fail-pass) //----- //\nmodule {")
    assert out.count("IR Dump") == 1


def test_statistics_report():
    _ok, _m, _e, _out, pm = _run("builtin.module(func.func(test-func-pass),symbol-dce)", TWO_FUNCS)
    assert pm.statistics_report() == (
        "===" + "-" * 73 + "===\n" + " " * 25 + "... Pass statistics report ...\n" + "===" + "-" * 73 + "===\n"
        "'func.func' Pipeline\n"
        "  TestFuncPass\n"
        "    (S) 2 visits - Number of visits\n"
        "SymbolDCE\n"
        "  (S) 1 num-dce'd - Number of symbols DCE'd\n\n")


def test_timing_report_layout():
    _ok, _m, _e, _out, pm = _run("builtin.module(func.func(cse),symbol-dce)", TWO_FUNCS, timing=True)
    lines = pm.timing_report().split("\n")
    assert lines[1] == " " * 25 + "... Execution time report ..."
    assert lines[3].startswith("  Total Execution Time: ")
    assert lines[5] == "  ----Wall Time----  ----Name----"
    names = [l[19:] for l in lines[6:] if l]
    assert names == ["  'func.func' Pipeline", "    CSE", "  SymbolDCE", "  Rest", "  Total"]


# ---- the command line ----------------------------------------------------------------

def _cli(*args, input_text=TWO_FUNCS):
    return subprocess.run([sys.executable, "-m", "bufferize", *args], input=input_text, text=True,
                          capture_output=True, cwd=REPO)


def test_cli_dump_pass_pipeline():
    r = _cli("--canonicalize", "--cse", "--dump-pass-pipeline")
    assert r.returncode == 0
    # upstream
    assert r.stderr == ("Pass Manager with 2 passes:\nbuiltin.module(\n  canonicalize{" + CANON_DEFAULTS
                        + "},\n  cse\n)\n\n")


def test_cli_errors_and_help_pass():
    r = _cli("--pass-pipeline=builtin.module(nope)")
    assert r.returncode == 1 and "'nope' does not refer to a registered pass" in r.stderr
    assert r.stdout == ""
    r = _cli("--help-pass", "canonicalize")
    assert r.returncode == 0
    assert "--max-iterations=<long>  (default: 10)" in r.stdout
    assert "=aggressive" in r.stdout
    r = _cli("--help")
    assert "symbol-dce" in r.stdout and "Eliminate dead symbols" in r.stdout


def test_cli_pass_failure_prints_nothing():
    r = _cli("--symbol-dce", "--mlir-print-ir-after=symbol-dce")
    assert r.returncode == 0 and "IR Dump After SymbolDCE (symbol-dce)" in r.stderr
    assert "@g" not in r.stdout


# ---- failures at a value (not an op) ---------------------------------------------------------

AT_VALUE = """func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  cf.br ^bb1(%b : i32)
^bb1(%c: i32):
  return %c : i32
}
"""


@pytest.mark.parametrize("at,loc", [("result", "2:8"), ("arg", "1:14"), ("blockarg", "4:6"),
                                    ("unknown-arg", "1:1"), ("block", "1:1"), ("operand", "5:3")])
def test_a_pass_failing_at_a_value_reports_its_location(at, loc):
    """ctx.fail at a Value, a Block or an OpOperand: `file:line:col: error:`
    at the value's location (an op result: its defining op; a block argument:
    its own, else its block's parent op; an operand: its owner), and no
    `see current operation` note, as upstream's emitError(value.getLoc())."""
    ok, _m, engine, _out, _pm = _run(f"builtin.module(func.func(test-fail-at-value{{at={at}}}))", AT_VALUE)
    assert not ok
    [d] = engine.diagnostics
    assert (d.severity.name, d.message, f"{d.line}:{d.col}") == ("ERROR", "test failure at a value", loc)
    assert d.file == "in.mlir" and not d.notes


def test_ownership_error_at_a_value_is_located():
    """OBBDError('MemRef value does not have valid ownership') carries the
    Value; it was reported as an internal error (AttributeError: 'OpResult'
    object has no attribute 'loc'). mlir-opt-22 reports the same error at the
    subview (tests/lit/progen/crash-buffer-deallocation-loc.mlir)."""
    text = ("func.func @f1(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {\n"
            "  %sv = memref.subview %arg0[0] [1] [1] : memref<4xf32, strided<[?], offset: ?>> to "
            "memref<1xf32, strided<[?], offset: ?>>\n"
            "  cf.br ^bb1(%sv : memref<1xf32, strided<[?], offset: ?>>)\n"
            "^bb1(%0: memref<1xf32, strided<[?], offset: ?>>):\n"
            "  return %sv : memref<1xf32, strided<[?], offset: ?>>\n"
            "}\n")
    r = _cli("-", "-ownership-based-buffer-deallocation", input_text=text)
    assert r.returncode == 1, r.stderr
    assert r.stderr.startswith("<stdin>:2:9: error: MemRef value does not have valid ownership\n"), r.stderr
    assert "internal error" not in r.stderr
