"""The text form: remarks at the source locations, with notes at the
conflicting read and write, rendered like every diagnostic (source line and
caret; rich colors on a terminal).  Summaries are one line each."""
from __future__ import annotations

from ...diagnostics import Diagnostic, Severity


def _at(loc):
    return (loc["file"], loc["line"], loc["column"]) if loc else (None, None, None)


def plural(n: int, word: str) -> str:
    if n == 1:
        return f"1 {word}"
    return f"{n} {word[:-1]}ies" if word.endswith("y") else f"{n} {word}s"


def _bytes(s: dict) -> str:
    unknown = s["allocations_of_unknown_size"]
    text = f"{s['bytes']} bytes"
    if unknown:
        text += f" + {unknown} of dynamic size"
    return text


# A decision's rule -> the rule id of its remark (diagnostic_formats.RULES).
_RULE_IDS = {"read-after-write": "report/read-after-write",
             "read-after-write across loop iterations": "report/read-after-write-across-iterations",
             "write into a non-writable buffer": "report/non-writable",
             "copy-before-write": "report/copy-before-write"}


def diagnostics(data: dict, file_name=None) -> list:
    """The report as a list of Diagnostics (remarks with notes)."""
    out = _diagnostics(data, file_name)
    for d in out:
        if d.rule is None:
            d.rule = "report/summary"
    return out


def _diagnostics(data: dict, file_name=None) -> list:
    out = []
    for d in data["decisions"]:
        at = d["at"]
        diag = Diagnostic(Severity.REMARK, f"operand #{at['operand']} of '{at['op']}' ({at['value']}) bufferizes "
                          f"out of place [{d['rule']}] (decision {d['id']}): {d['explanation']}", *_at(at["location"]),
                          rule=_RULE_IDS.get(d["rule"], "report/" + d["rule"].replace(" ", "-")))
        if "conflicting_read" in d:
            r, w = d["conflicting_read"], d["conflicting_write"]
            diag.attach_note(f"conflicting read: '{r['op']}' reads {r['value']} (operand #{r['operand']})",
                             *_at(r["location"]))
            diag.attach_note(f"conflicting write: '{w['op']}' writes {w['value']} (operand #{w['operand']})",
                             *_at(w["location"]))
        if d.get("non_writable") and d["non_writable"]["location"]:
            diag.attach_note(f"not writable: {d['non_writable']['value']}", *_at(d["non_writable"]["location"]))
        diag.attach_note(f"hint: {d['hint']}", diag.file)
        out.append(diag)
    for a in data["allocations"]:
        size = f"{a['bytes']} bytes" if a["bytes"] is not None else "dynamic size"
        copy = ", filled with a copy" if a["copied"] else ""
        out.append(Diagnostic(Severity.REMARK, f"allocation {a['id']}: {a['type']} ({size}{copy}): {a['why']}",
                              *_at(a["at"]["location"]), rule="report/allocation"))
    for c in data["copies"]:
        if c["allocation"] is not None and c["decision"] is not None:
            continue   # told with its allocation
        out.append(Diagnostic(Severity.REMARK, f"copy {c['id']}: {c['why']}", *_at(c["at"]["location"]),
                              rule="report/copy"))
    t = data["totals"]
    for s in data["functions"]:
        if s["name"] is None:
            continue
        out.append(Diagnostic(Severity.REMARK, f"@{s['name']}: {_summary(s)}", file_name))
    if not t["allocations"] and not t["copies"]:
        msg = (f"bufferization report: no copies and no allocations; all {t['tensor_operands']} tensor "
               f"operands in place")
    else:
        msg = f"bufferization report: {_summary(t)}"
    out.append(Diagnostic(Severity.REMARK, msg, file_name))
    return out


def _summary(s: dict) -> str:
    ratio = f" ({round(100 * s['in_place_ratio'])}%)" if s["in_place_ratio"] is not None else ""
    return (f"{plural(s['allocations'], 'allocation')} ({_bytes(s)}), {plural(s['copies'], 'copy')}; "
            f"{s['in_place']} of {s['tensor_operands']} tensor operands in place{ratio}")
