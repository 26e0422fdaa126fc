"""The bufferization report (bufferize/bufferization/report/): every copy and
allocation One-Shot Bufferize inserts is in it with its reason; its decisions
are the analysis's (the same operands as test-analysis-only/print-conflicts);
the json form follows docs/report-schema.json."""
import glob
import json
import os
import re

import pytest

import bufferize
from conftest import ROOT, run_tool
from bufferize.syntax.split import split_input_file

LIT = os.path.join(ROOT, "tests", "lit", "bufferization")
SCHEMA = os.path.join(ROOT, "docs", "report-schema.json")


def _one_shot_cases():
    """(file, chunk) of the lit files that run One-Shot Bufferize on valid input."""
    out = []
    for path in sorted(glob.glob(os.path.join(LIT, "*.mlir"))):
        text = open(path).read()
        if not re.search(r"RUN:.*(one-shot-bufferize|comprehensive-bufferize)", text) \
                or "verify-diagnostics" in text or "expected-error" in text or "load-plugin" in text \
                or "allow-unregistered" in text:
            continue
        for i, (chunk, _offset) in enumerate(split_input_file(text, file=path)):
            if "func.func" in chunk:
                out.append((f"{os.path.basename(path)}#{i}", chunk))
    return out


CASES = _one_shot_cases()


def _report(text, tmp_path, options="bufferize-function-boundaries"):
    out = tmp_path / "report.json"
    m = bufferize.parse(text, "case.mlir")
    bufferize.run_pipeline(m, f"builtin.module(one-shot-bufferize{{{options} bufferization-report=json "
                              f"report-file={out}}})")
    return m, json.loads(out.read_text())


def _count(m, names):
    return sum(1 for op in m.op.walk() if op.name in names)


def test_the_suite_has_cases():
    assert len(CASES) >= 8


@pytest.mark.parametrize("name,text", CASES, ids=[c[0] for c in CASES])
def test_every_alloc_and_copy_is_reported_with_its_reason(tmp_path, name, text):
    m, data = _report(text, tmp_path)
    assert _count(m, {"memref.alloc", "memref.alloca"}) == len(data["allocations"])
    assert _count(m, {"memref.copy"}) == len(data["copies"])
    decisions = {d["id"]: d for d in data["decisions"]}
    for a in data["allocations"]:
        assert a["at"]["location"] is not None
        if a["origin"] == "out-of-place operand":
            d = decisions[a["decision"]]
            if d["rule"].startswith("read-after-write"):
                for k in ("conflicting_read", "conflicting_write"):
                    assert d[k]["location"] is not None and d[k]["op"] and d[k]["value"], (name, d)
            else:
                assert d["rule"] == "write into a non-writable buffer" and d["non_writable"]["value"]
            assert d["hint"]
    for c in data["copies"]:
        assert c["why"]
    assert data["totals"]["allocations"] == len(data["allocations"])


def _annotated(text, options):
    m = bufferize.parse(text, "case.mlir")
    bufferize.run_pipeline(m, f"builtin.module(one-shot-bufferize{{{options}}})")
    return m


def _loc(op):
    flc = op.loc.file_line_col()
    return flc[1], flc[2]


@pytest.mark.parametrize("name,text", CASES, ids=[c[0] for c in CASES])
def test_report_decisions_are_the_analysis_decisions(tmp_path, name, text):
    """test-analysis-only + print-conflicts and the report on the same run:
    the out-of-place operands are the same, and each reported conflict is
    one that print-conflicts annotates (same read and write operands)."""
    out = tmp_path / "r.json"
    m = _annotated(text, "bufferize-function-boundaries test-analysis-only print-conflicts "
                         f"bufferization-report=json report-file={out}")
    data = json.loads(out.read_text())
    out_of_place = set()
    reads, writes = {}, {}
    for op in m.op.walk():
        flags = op.attributes.get("__inplace_operands_attr__")
        if flags is not None:
            for i, f in enumerate(flags.value):
                if f.value == "false":
                    out_of_place.add((_loc(op), op.name, i))
        for key in op.attributes:
            mm = re.match(r"(C_\d+)\[(READ|CONFL-WRITE): (\d+)\]", key)
            if mm:
                (reads if mm.group(2) == "READ" else writes).setdefault(mm.group(1), set()).add(
                    (_loc(op), op.name, int(mm.group(3))))
    reported = {((d["at"]["location"]["line"], d["at"]["location"]["column"]), d["at"]["op"], d["at"]["operand"])
                for d in data["decisions"]}
    assert reported == out_of_place
    pairs = {(r, w) for tag in reads for r in reads[tag] for w in writes.get(tag, ())}
    for d in data["decisions"]:
        if "conflicting_read" in d:
            r, w = d["conflicting_read"], d["conflicting_write"]
            key = (((r["location"]["line"], r["location"]["column"]), r["op"], r["operand"]),
                   ((w["location"]["line"], w["location"]["column"]), w["op"], w["operand"]))
            assert key in pairs, (d, pairs)
    # and without print-conflicts (the indexed analysis) the same operands go out of place
    _, plain = _report(text, tmp_path)
    assert {(x["at"]["location"]["line"], x["at"]["location"]["column"], x["at"]["operand"])
            for x in plain["decisions"]} == {(a, b, c) for (a, b), _, c in out_of_place}


# ---- the json schema ----------------------------------------------------------------------------

def _validate(value, schema, root, path="$"):
    """The subset of JSON Schema docs/report-schema.json uses."""
    if "$ref" in schema:
        schema = root["$defs"][schema["$ref"].rsplit("/", 1)[1]]
    types = schema.get("type")
    if types is not None:
        types = types if isinstance(types, list) else [types]
        py = {"object": dict, "array": list, "string": str, "integer": int, "number": (int, float),
              "boolean": bool, "null": type(None)}
        ok = any(isinstance(value, py[t]) and not (t in ("integer", "number") and isinstance(value, bool))
                 for t in types)
        assert ok, f"{path}: {value!r} is not {types}"
    if "const" in schema:
        assert value == schema["const"], path
    if "enum" in schema:
        assert value in schema["enum"], f"{path}: {value!r} not in {schema['enum']}"
    if isinstance(value, dict):
        for k in schema.get("required", ()):
            assert k in value, f"{path}: missing {k}"
        props = schema.get("properties", {})
        if schema.get("additionalProperties") is False:
            extra = set(value) - set(props)
            assert not extra, f"{path}: unexpected {extra}"
        for k, v in value.items():
            if k in props:
                _validate(v, props[k], root, f"{path}.{k}")
    if isinstance(value, list) and "items" in schema:
        for i, v in enumerate(value):
            _validate(v, schema["items"], root, f"{path}[{i}]")


@pytest.mark.parametrize("name,text", CASES[::2], ids=[c[0] for c in CASES[::2]])
def test_json_follows_the_schema(tmp_path, name, text):
    schema = json.load(open(SCHEMA))
    _, data = _report(text, tmp_path)
    _validate(data, schema, schema)


def test_the_validator_catches_a_wrong_document(tmp_path):
    schema = json.load(open(SCHEMA))
    _, data = _report(CASES[0][1], tmp_path)
    data["totals"]["copies"] = "two"
    with pytest.raises(AssertionError):
        _validate(data, schema, schema)
    del data["schema_version"]
    with pytest.raises(AssertionError):
        _validate(data, schema, schema)


# ---- the command line --------------------------------------------------------------------------

CONFLICT = """func.func @f(%t: tensor<8xf32>, %v: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c0] : tensor<8xf32>
  %1 = tensor.extract %t[%c1] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, f32
}
"""


def test_text_report_on_stderr_names_read_write_and_hint(tmp_path):
    f = tmp_path / "in.mlir"
    f.write_text(CONFLICT)
    r = run_tool([str(f), "-one-shot-bufferize=bufferize-function-boundaries bufferization-report=text",
                  "-o", str(tmp_path / "out.mlir")])
    assert r.returncode == 0, r.stderr
    e = r.stderr
    assert f"{f}:4:8: remark: operand #1 of 'tensor.insert' (%t) bufferizes out of place [read-after-write]" in e
    assert f"{f}:5:8: note: conflicting read: 'tensor.extract' reads %t (operand #0)" in e
    assert f"{f}:4:8: note: conflicting write: 'tensor.insert' writes %t (operand #1)" in e
    assert "  %0 = tensor.insert %v into %t[%c0] : tensor<8xf32>\n       ^\n" in e
    assert "note: hint: read %t before 'tensor.insert' writes it" in e
    assert "remark: allocation 1: memref<8xf32> (32 bytes, filled with a copy)" in e
    assert e.rstrip().endswith("remark: bufferization report: 1 allocation (32 bytes), 1 copy; "
                               "2 of 3 tensor operands in place (67%)")
    assert "memref.copy" in (tmp_path / "out.mlir").read_text()


def test_no_copies_is_one_line(tmp_path):
    f = tmp_path / "in.mlir"
    f.write_text("func.func @f(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {\n  %c0 = arith.constant 0 : index\n"
                 "  %0 = tensor.insert %v into %t[%c0] : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}\n")
    r = run_tool([str(f), "-one-shot-bufferize=bufferize-function-boundaries bufferization-report=text",
                  "-o", os.devnull])
    assert r.returncode == 0
    assert r.stderr.splitlines() == [
        f"{f}: remark: @f: 0 allocations (0 bytes), 0 copies; 2 of 2 tensor operands in place (100%)",
        f"{f}: remark: bufferization report: no copies and no allocations; all 2 tensor operands in place"]


def test_report_file_and_bad_options(tmp_path):
    f = tmp_path / "in.mlir"
    f.write_text(CONFLICT)
    out = tmp_path / "r.txt"
    r = run_tool([str(f), f"-one-shot-bufferize=bufferize-function-boundaries bufferization-report=text "
                          f"report-file={out}", "-o", os.devnull])
    assert r.returncode == 0 and r.stderr == ""
    assert "conflicting read: 'tensor.extract' reads %t" in out.read_text()
    r = run_tool([str(f), "-one-shot-bufferize=bufferization-report=pdf", "-o", os.devnull])
    # refused when the pipeline is read, at the option, before the input
    assert r.returncode == 1 and r.stderr.startswith(
        "bufferize-opt: for the --bufferization-report option: 'pdf' is not one of the accepted values "
        "(text, json, html)\nfailed to add `one-shot-bufferize` with options `bufferization-report=pdf`")
    r = run_tool([str(f), f"-one-shot-bufferize=report-file={out}", "-o", os.devnull])
    assert r.returncode == 1 and "'report-file' requires 'bufferization-report'" in r.stderr
    r = run_tool([str(f), "-one-shot-bufferize=bufferization-report=json report-file=/proc/nope/r.json",
                  "-o", os.devnull])
    assert r.returncode == 1 and "cannot write the bufferization report to '/proc/nope/r.json'" in r.stderr
    assert "Traceback" not in r.stderr


def test_html_links_every_item_to_its_source_line(tmp_path):
    f = tmp_path / "in.mlir"
    f.write_text(CONFLICT)
    out = tmp_path / "r.html"
    r = run_tool([str(f), f"-one-shot-bufferize=bufferize-function-boundaries bufferization-report=html "
                          f"report-file={out}", "-o", os.devnull])
    assert r.returncode == 0, r.stderr
    page = out.read_text()
    ids = set(re.findall(r'id="([^"]+)"', page))
    links = re.findall(r'href="#([^"]+)"', page)
    assert {"L4", "L5", "decision-1", "allocation-1"} <= ids
    assert links and all(t in ids for t in links)
    assert 'href="#L5"' in page and "conflicting read" in page
    assert "<script src" not in page and "<link" not in page   # self-contained


CHROMIUM = next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p)), None)
_CHECK = """<script>
const links = [...document.querySelectorAll('a[href^="#"]')];
const broken = links.filter(a => !document.getElementById(a.getAttribute('href').slice(1)));
const s = document.getElementById('source').getBoundingClientRect();
const r = document.getElementById('report').getBoundingClientRect();
document.body.setAttribute('data-check', links.length + ' links, ' + broken.length + ' broken, ' +
  (s.left < r.left && Math.abs(s.top - r.top) < 2 ? 'side by side' : 'not side by side'));
</script>"""


@pytest.mark.skipif(CHROMIUM is None, reason="no headless browser (Debian package chromium)")
def test_html_page_in_a_real_browser(tmp_path):
    """Chromium loads the page: every in-page link lands on an element, and
    the source and the report sit side by side."""
    import subprocess
    f = tmp_path / "in.mlir"
    f.write_text(CONFLICT)
    out = tmp_path / "r.html"
    r = run_tool([str(f), f"-one-shot-bufferize=bufferize-function-boundaries bufferization-report=html "
                          f"report-file={out}", "-o", os.devnull])
    assert r.returncode == 0, r.stderr
    checked = tmp_path / "checked.html"
    checked.write_text(out.read_text().replace("</body>", _CHECK + "</body>"))
    dom = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1200,800",
                          "--dump-dom", checked.as_uri()], capture_output=True, text=True, timeout=120).stdout
    m = re.search(r'data-check="(\d+) links, (\d+) broken, ([a-z ]+)"', dom)
    assert m, dom[-2000:]
    assert int(m.group(1)) >= 5 and m.group(2) == "0" and m.group(3) == "side by side", m.group(0)
