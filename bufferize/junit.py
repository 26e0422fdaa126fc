"""--junit=FILE: a JUnit XML report of a run, for CI systems that show test
results (GitHub Actions reporters, GitLab, Jenkins).

One ``<testsuite name="bufferize-opt">`` with one ``<testcase>`` per input
(``classname`` bufferize-opt, ``name`` the input's path, ``time`` its
seconds).  An input that failed (status 1) has a ``<failure>`` whose message
is the first line of its diagnostics and whose text is all of them; one that
met a bug of the tool (status 2) has an ``<error>`` instead; the diagnostics
of an input that passed (warnings, remarks) are its ``<system-err>``.
"""
from __future__ import annotations

import re
from xml.sax.saxutils import quoteattr, escape

# Characters XML 1.0 cannot hold (control characters of a broken input).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _text(s: str) -> str:
    return escape(_NOT_XML.sub("\ufffd", s))


def _attr(s: str) -> str:
    return quoteattr(_NOT_XML.sub("\ufffd", s))


def document(cases: list, suite: str = "bufferize-opt") -> str:
    """``cases``: (input, status, diagnostics text, seconds) in input order."""
    failures = sum(1 for _n, status, _t, _s in cases if status == 1)
    errors = sum(1 for _n, status, _t, _s in cases if status not in (0, 1))
    total = sum(s for *_r, s in cases)
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           f'<testsuites name={_attr(suite)} tests="{len(cases)}" failures="{failures}" errors="{errors}" '
           f'time="{total:.3f}">\n',
           f'  <testsuite name={_attr(suite)} tests="{len(cases)}" failures="{failures}" errors="{errors}" '
           f'skipped="0" time="{total:.3f}">\n']
    for name, status, text, seconds in cases:
        head = f'    <testcase classname={_attr(suite)} name={_attr(name)} time="{seconds:.3f}"'
        if status == 0 and not text:
            out.append(head + "/>\n")
            continue
        out.append(head + ">\n")
        if status == 0:
            out.append(f"      <system-err>{_text(text)}</system-err>\n")
        else:
            tag = "failure" if status == 1 else "error"
            first = text.split("\n", 1)[0] if text else f"exit status {status}"
            out.append(f'      <{tag} message={_attr(first)} type="{"error" if status == 1 else "internal error"}">'
                       f"{_text(text)}</{tag}>\n")
        out.append("    </testcase>\n")
    out.append("  </testsuite>\n</testsuites>\n")
    return "".join(out)
