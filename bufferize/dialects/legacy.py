"""Reading 2021-era MLIR (LLVM 12-14 syntax, as the seed documents write it):
an upgrade of the input text to today's syntax.

Each dialect declares the legacy spellings of its ops in its own
``dialects/<name>/legacy.py``, listed as its ``legacy`` in the dialect
manifest: ``RENAMES`` (an old op name, bare or ``std.``-prefixed, to
today's), ``REWRITES`` (line patterns for forms whose syntax changed, such
as ``linalg.fill(%v, %t)`` or ``tensor_load``) and, optionally,
``TEXT_REWRITES`` (functions over the whole text for forms that span
lines, such as the pre-2020 ``linalg.generic {args_in = ..} %a, %b {..}:
types``; each returns the new text, with the same newlines, and its
``[(offset, message)]``).  They
are loaded only when an input fails to parse as today's syntax: the tool
(driver.py) then upgrades the text and parses it again, and reports one
warning per distinct legacy form at its first use.  Lines are rewritten in
place, never added or removed, so every location keeps its line (columns
after an upgraded name on the same line move).
"""
from __future__ import annotations

import importlib
import re
from typing import Optional

from . import manifest

_OP_NAME = re.compile(r"^(\s*(?:(?:%[\w$.\-]+(?::\d+)?\s*,\s*)*%[\w$.\-]+(?::\d+)?\s*=\s*)?)(\"?)"
                      r"((?:std\.)?[A-Za-z_][\w.]*)(?=[\s(\"<{:]|$)")


class LegacyError(Exception):
    """A legacy form with no modern equivalent."""

    def __init__(self, message: str, line: int, col: int):
        super().__init__(message)
        self.message, self.line, self.col = message, line, col


_loaded: Optional[tuple] = None


def _tables() -> tuple:
    global _loaded
    if _loaded is None:
        renames: dict = {}
        rewrites: list = []
        text_rewrites: list = []
        for name in manifest.modules("legacy"):
            mod = importlib.import_module(name)
            renames.update(mod.RENAMES)
            rewrites.extend(mod.REWRITES)
            text_rewrites.extend(getattr(mod, "TEXT_REWRITES", ()))
        _loaded = (renames, rewrites, text_rewrites)
    return _loaded


def _line_col(text: str, offset: int, line_base: int) -> tuple:
    line = text.count("\n", 0, offset)
    return line + line_base, offset - (text.rfind("\n", 0, offset) + 1) + 1


def tensor_of_memref(t: str) -> str:
    """``memref<4x?xf32, strided<...>, 1>`` -> ``tensor<4x?xf32>``."""
    inner = t[t.index("<") + 1:t.rindex(">")]
    depth = 0
    for i, ch in enumerate(inner):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif ch == "," and depth == 0:
            inner = inner[:i]
            break
    return f"tensor<{inner.strip()}>"


def _split_comment(line: str) -> tuple:
    in_string = False
    i = 0
    while i < len(line) - 1:
        ch = line[i]
        if ch == '"' and (i == 0 or line[i - 1] != "\\"):
            in_string = not in_string
        elif not in_string and ch == "/" and line[i + 1] == "/":
            return line[:i], line[i:]
        i += 1
    return line, ""


def _first_word_col(code: str, start: int) -> int:
    while start < len(code) and code[start] in " \t=":
        start += 1
    return start + 1


def upgrade(text: str, line_base: int = 1) -> tuple:
    """(upgraded text, [(line, col, message)] one per distinct legacy form,
    at its first use).  LegacyError for a form with no modern equivalent."""
    renames, rewrites, text_rewrites = _tables()
    seen: dict = {}
    for rewrite in text_rewrites:
        new, found = rewrite(text)
        assert new.count("\n") == text.count("\n"), "a legacy rewrite must keep every line"
        for offset, what in found:
            if what not in seen:
                seen[what] = (*_line_col(text, offset, line_base), what)
        text = new
    out = []
    for n, line in enumerate(text.split("\n")):
        code, comment = _split_comment(line)
        stripped = code.rstrip()
        code, trailing = stripped, code[len(stripped):]
        for pattern, repl, what in rewrites:
            m = pattern.search(code)
            if m is not None:
                key = what
                if key not in seen:
                    seen[key] = (n + line_base, _first_word_col(code, m.start()), what)
                code = pattern.sub(repl, code, count=1)
        m = _OP_NAME.match(code)
        if m is not None:
            name = m.group(3)
            bare = name[4:] if name.startswith("std.") else name
            new = renames.get(bare)
            if new is None and name.startswith("std."):
                raise LegacyError(f"'{name}' is a legacy op with no modern equivalent known to bufferize-opt",
                                  n + line_base, m.start(3) + 1)
            if new is not None and new != name:
                if name not in seen:
                    seen[name] = (n + line_base, m.start(3) + 1, f"'{name}' is now '{new}'")
                code = code[:m.start(3)] + new + code[m.end(3):]
        out.append(code + trailing + comment)
    forms = sorted(seen.values())
    return "\n".join(out), forms
