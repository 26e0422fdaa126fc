"""The html form: one self-contained page (no external files), the source
on the left with each line an anchor, the decisions, allocations and copies
on the right, each linked to its source line and to the conflicting read
and write."""
from __future__ import annotations

import html

from .text import plural

_STYLE = """
body{margin:0;font:13px/1.4 system-ui,sans-serif;display:flex;height:100vh}
#source{flex:1;overflow:auto;margin:0;padding:8px;background:#fafafa;font:12px/1.5 monospace;white-space:pre}
#source span.line{display:block}#source span.line:target{background:#ffe08a}
#source span.hit{background:#fde2e2}#source span.alloc{background:#e2ecfd}
#source b{color:#999;font-weight:normal;display:inline-block;width:4em;text-align:right;margin-right:1em}
#report{flex:1;overflow:auto;padding:8px 16px}
.item{border-left:4px solid #d33;padding:4px 8px;margin:8px 0}.item.alloc{border-color:#36c}
.item.copy{border-color:#999}.hint{color:#555;font-style:italic}
"""


def _link(loc, text) -> str:
    if not loc:
        return html.escape(text)
    return f'<a href="#L{loc["line"]}" data-line="{loc["line"]}">{html.escape(text)}</a>'


def _where(loc) -> str:
    return f'{loc["line"]}:{loc["column"]}' if loc else "?"


def page(data: dict, sources) -> str:
    marks: dict = {}
    for d in data["decisions"]:
        if d["at"]["location"]:
            marks[d["at"]["location"]["line"]] = "hit"
    for a in data["allocations"]:
        if a["at"]["location"]:
            marks.setdefault(a["at"]["location"]["line"], "alloc")
    file = next((f["location"]["file"] for f in data["functions"] if f.get("location")), None)
    lines = []
    n = 1
    while sources is not None and file is not None:
        t = sources.line_text(file, n)
        if t is None:
            break
        cls = "line " + marks[n] if n in marks else "line"
        lines.append(f'<span class="{cls}" id="L{n}"><b>{n}</b>{html.escape(t)}</span>')
        n += 1
    items = []
    for d in data["decisions"]:
        at = d["at"]
        parts = [f'<div class="item decision" id="decision-{d["id"]}"><b>decision {d["id"]}</b>: '
                 f'operand #{at["operand"]} of {_link(at["location"], repr(at["op"]))} '
                 f'({html.escape(at["value"])}) at {_where(at["location"])} bufferizes out of place '
                 f'[{html.escape(d["rule"])}]<br>{html.escape(d["explanation"])}']
        if "conflicting_read" in d:
            r, w = d["conflicting_read"], d["conflicting_write"]
            parts.append(f'<br>conflicting read: {_link(r["location"], repr(r["op"]) + " reads " + r["value"])}'
                         f' at {_where(r["location"])}'
                         f'<br>conflicting write: {_link(w["location"], repr(w["op"]) + " writes " + w["value"])}'
                         f' at {_where(w["location"])}')
        if d.get("non_writable"):
            nw = d["non_writable"]
            parts.append(f'<br>not writable: {_link(nw["location"], nw["value"])}')
        parts.append(f'<div class="hint">hint: {html.escape(d["hint"])}</div></div>')
        items.append("".join(parts))
    for a in data["allocations"]:
        size = f'{a["bytes"]} bytes' if a["bytes"] is not None else "dynamic size"
        dec = (f' (<a href="#decision-{a["decision"]}">decision {a["decision"]}</a>)'
               if a.get("decision") else "")
        items.append(f'<div class="item alloc" id="allocation-{a["id"]}"><b>allocation {a["id"]}</b>: '
                     f'{html.escape(a["type"])} ({size}{", copied" if a["copied"] else ""}) at '
                     f'{_link(a["at"]["location"], _where(a["at"]["location"]))}: {html.escape(a["why"])}{dec}</div>')
    for c in data["copies"]:
        items.append(f'<div class="item copy" id="copy-{c["id"]}"><b>copy {c["id"]}</b> at '
                     f'{_link(c["at"]["location"], _where(c["at"]["location"]))}: {html.escape(c["why"])}</div>')
    t = data["totals"]
    ratio = f'{round(100 * t["in_place_ratio"])}%' if t["in_place_ratio"] is not None else "n/a"
    allocs, copies = plural(t["allocations"], "allocation").split(" ", 1), plural(t["copies"], "copy").split(" ", 1)
    summary = (f'<p><b>{allocs[0]}</b> {allocs[1]} ({plural(t["bytes"], "byte")} static), <b>{copies[0]}</b> '
               f'{copies[1]}, {t["in_place"]} of {plural(t["tensor_operands"], "tensor operand")} in place '
               f'({ratio}).</p>')
    if not items:
        items.append("<p>No copies and no allocations.</p>")
    title = html.escape(f"bufferization report: {file or 'input'}")
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + title + "</title><style>" + _STYLE
            + "</style></head><body><pre id=\"source\">" + "".join(lines) + "</pre><div id=\"report\"><h1>"
            + title + "</h1>" + summary + "\n".join(items) + "</div></body></html>\n")
