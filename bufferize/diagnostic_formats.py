"""--diagnostics-format=json|sarif: the tool's diagnostics as one document.

A diagnostic becomes a record (a plain dict, so that a batch's worker
processes can send it back): ``{severity, message, file, line, column, rule,
notes}``, each note ``{severity, message, file, line, column}``.  ``json`` is
the list of records; ``sarif`` is a SARIF 2.1.0 log whose rules are RULES
below (one per kind of diagnostic, with help text), whose results are the
records (remarks as ``note``-level results, notes as related locations).
Imported only when one of these formats is asked for (diagnostics.py).
"""
from __future__ import annotations

import json
import re

# rule id -> (short description, help text, default level).  Every kind of
# diagnostic the tool emits has its rule; a diagnostic nobody tagged falls
# back to its severity's generic rule (the last three).
RULES: dict = {
    "parse-error": (
        "The input is not MLIR that parses",
        "The text at this location is not LLVM 22 textual MLIR (a syntax error, an undefined or mistyped "
        "value, an unknown op). 2021-era syntax is read by upgrading it unless --no-upgrade-legacy is given; "
        "ops of unknown dialects need --allow-unregistered-dialect.", "error"),
    "verify-error": (
        "The IR does not verify",
        "An op of the input breaks its verifier's rules (operand and result types, counts, attributes, "
        "regions), as mlir-opt-22 would report it. The note shows the op as it was parsed.", "error"),
    "legacy-syntax": (
        "2021-era syntax was upgraded",
        "The input uses a form of 2021-era MLIR (std ops, 'func @f', tensor_load, ...), read by upgrading it "
        "to today's syntax. Write the spelling named in the message; --no-legacy-warnings silences this.",
        "warning"),
    "split-input-file": (
        "A line looks like a file split marker but is not one",
        "With --split-input-file only '// -----' (five or more dashes) splits the input; this line is close "
        "to it and does not split, as in mlir-opt.", "warning"),
    "pass-failure": (
        "A pass failed on the IR",
        "A pass of the pipeline could not process this op (for example an op no bufferization model "
        "handles: 'op was not bufferized'), or a plugin's pass raised. Nothing was written for this input.",
        "error"),
    "verify-each": (
        "A pass left IR that does not verify",
        "After the pass named in the note the IR breaks an op's verifier (--verify-each, on by default). "
        "The pass (often a plugin's) is at fault, not the input; --verify-each=false prints the IR "
        "unverified, as mlir-opt does.", "error"),
    "verify-roundtrip": (
        "The IR does not print and parse back the same",
        "--verify-roundtrip printed the IR in generic and in custom form and parsed it back; the result "
        "differs (a printer or parser defect for this op).", "error"),
    "verify-diagnostics": (
        "An expected-* comment does not match the diagnostics",
        "With --verify-diagnostics every diagnostic must be announced by an expected-error/warning/note/"
        "remark comment on its line, and every such comment must be matched.", "error"),
    "report/read-after-write": (
        "A tensor operand bufferizes out of place: writing in place would clobber a later read",
        "One-Shot Bufferize copies this operand because an op reads the old value after this write. Read "
        "before the write, read the write's result instead, or give the write a fresh destination "
        "(tensor.empty); the remark's hint says which.", "note"),
    "report/read-after-write-across-iterations": (
        "A tensor operand bufferizes out of place: a later loop iteration reads the old value",
        "One-Shot Bufferize copies this operand because a read in a later iteration of the enclosing loop "
        "needs the value before this write.", "note"),
    "report/non-writable": (
        "A tensor operand bufferizes out of place: its buffer must not be written",
        "The write would go into a read-only function argument or a constant. Mark the argument "
        "{bufferization.writable = true} if callers allow it, or write into a fresh tensor; the location "
        "of the buffer that must not be written is in the related locations.", "note"),
    "report/copy-before-write": (
        "A tensor operand bufferizes out of place: copy-before-write",
        "With copy-before-write every write gets a copy; drop the option to let the analysis find the "
        "writes that can be in place.", "note"),
    "report/allocation": (
        "A buffer allocation made by bufferization",
        "An allocation One-Shot Bufferize inserted, with its size and why (docs/report.md).", "note"),
    "report/copy": (
        "A copy made by bufferization",
        "A memref.copy One-Shot Bufferize inserted, and why (docs/report.md).", "note"),
    "report/summary": (
        "Bufferization totals",
        "Allocations, copies and the share of tensor operands bufferized in place, per function and in "
        "all.", "note"),
    "memory/leak": (
        "An allocation is never deallocated",
        "--run/--check-equivalence ran the function with the memory checker: this allocation is still live "
        "when the function returns and nothing returned holds it. Add a deallocation pass "
        "(-buffer-deallocation-pipeline) or fix the pass that dropped the dealloc.", "error"),
    "memory/leak-by-design": (
        "An allocation is never deallocated, as the pipeline intends",
        "The pipeline bufferizes but has no deallocation pass, so the leak is expected; add "
        "-buffer-deallocation-pipeline to check deallocation.", "warning"),
    "memory/double-free": (
        "A buffer is deallocated twice",
        "The memory checker saw a second memref.dealloc of a buffer already freed (a deallocation pass "
        "freed an alias, or a copy was removed).", "error"),
    "memory/use-after-free": (
        "A buffer is used after it was deallocated",
        "The memory checker saw a load, store or view of a buffer after its dealloc.", "error"),
    "memory/out-of-bounds": (
        "An access outside a buffer",
        "The memory checker saw a load, store or view outside the buffer's elements.", "error"),
    "memory/invalid-dealloc": (
        "A dealloc of a buffer that was not allocated",
        "memref.dealloc of a stack allocation, a global, a function argument or a tensor's buffer.",
        "error"),
    "memory/write-into-constant": (
        "A write into a buffer that must not be written",
        "The memory checker saw a store into a constant (a memref.global constant or a read-only buffer).",
        "error"),
    "run/error": (
        "--run could not run the function",
        "The function is missing or a declaration, an input of its argument types cannot be generated, "
        "or the execution stopped (an op without semantics, --max-steps).", "error"),
    "check-equivalence/differs": (
        "A function computes something else after the pipeline",
        "--check-equivalence ran the function before and after the pipeline on the same generated inputs; "
        "its results or the memory it writes differ (or it fails only after). The pipeline miscompiles it.",
        "error"),
    "check-equivalence/nothing-compared": (
        "--check-equivalence compared no function",
        "No public function could be run before and after the pipeline, so nothing was checked; the "
        "summary says why. --allow-nothing-compared accepts this.", "error"),
    "tool-error": (
        "bufferize-opt refused the run",
        "An option, a path, a plugin or an output that the tool cannot use; the message names it "
        "(docs/errors.md).", "error"),
    "error": ("An error", "An error diagnostic (docs/errors.md).", "error"),
    "warning": ("A warning", "A warning diagnostic.", "warning"),
    "remark": ("A remark", "A remark diagnostic.", "note"),
}

_LEVEL = {"error": "error", "warning": "warning", "remark": "note", "note": "note"}


def to_record(diag) -> dict:
    """The record of a diagnostics.Diagnostic."""
    return {"severity": diag.severity.value, "message": diag.message, "file": diag.file, "line": diag.line,
            "column": diag.col, "rule": diag.rule or diag.severity.value,
            "notes": [{"severity": n.severity.value, "message": n.message, "file": n.file, "line": n.line,
                       "column": n.col} for n in diag.notes]}


_MESSAGE = re.compile(r"(?:bufferize-opt: )?(?:(error|warning): )?(.*)", re.DOTALL)


def message_record(text: str) -> dict:
    """The record of one of the tool's own messages (``bufferize-opt: error: ...``)."""
    m = _MESSAGE.fullmatch(text.rstrip("\n"))
    return {"severity": m.group(1) or "error", "message": m.group(2), "file": None, "line": None,
            "column": None, "rule": "tool-error" if (m.group(1) or "error") == "error" else "warning",
            "notes": []}


def document(fmt: str, records: list, version: str = "") -> str:
    if fmt == "json":
        return json.dumps(records, indent=2) + "\n"
    return json.dumps(sarif(records, version), indent=2) + "\n"


# ---- SARIF 2.1.0 --------------------------------------------------------------------------------

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def _uri(path: str) -> dict:
    from urllib.parse import quote
    if path.startswith("/"):
        return {"uri": "file://" + quote(path)}
    return {"uri": quote(path.replace("\\", "/")), "uriBaseId": "%SRCROOT%"}


def _location(r: dict, message: str | None = None) -> dict:
    loc: dict = {}
    if r["file"] is not None:
        phys: dict = {"artifactLocation": _uri(r["file"])}
        if r["line"] and r["line"] >= 1:
            region = {"startLine": r["line"]}
            if r["column"] and r["column"] >= 1:
                region["startColumn"] = r["column"]
            phys["region"] = region
        loc["physicalLocation"] = phys
    if message is not None:
        loc["message"] = {"text": message}
    return loc


def _rule(rule_id: str, short: str, help_text: str, level: str) -> dict:
    name = "".join(p.capitalize() for p in re.split(r"[^A-Za-z0-9]+", rule_id) if p)
    return {"id": rule_id, "name": name, "shortDescription": {"text": short}, "help": {"text": help_text},
            "defaultConfiguration": {"level": level}}


def sarif(records: list, version: str = "") -> dict:
    """The SARIF log of ``records``; its driver lists the rules they use, in
    the order of RULES."""
    def rule_of(r):
        return r["rule"] if r["rule"] in RULES else (r["severity"] if r["severity"] in RULES else "error")
    used = set(map(rule_of, records))
    ids = [rid for rid in RULES if rid in used]
    index = {rid: i for i, rid in enumerate(ids)}
    results = []
    for r in records:
        rid = rule_of(r)
        res: dict = {"ruleId": rid, "ruleIndex": index[rid], "level": _LEVEL.get(r["severity"], "note"),
                     "message": {"text": r["message"]}}
        loc = _location(r)
        if loc:
            res["locations"] = [loc]
        related = []
        for n in r["notes"]:
            rl = _location(n, f"{n['severity']}: {n['message']}")
            rl["id"] = len(related)
            related.append(rl)
        if related:
            res["relatedLocations"] = related
        results.append(res)
    driver: dict = {"name": "bufferize-opt"}
    if version:
        driver["version"] = driver["semanticVersion"] = version
    driver["rules"] = [_rule(rid, *RULES[rid]) for rid in ids]
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0",
            "runs": [{"tool": {"driver": driver}, "results": results}]}
