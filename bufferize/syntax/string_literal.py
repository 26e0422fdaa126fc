"""String literals as upstream's lexer reads them (Lexer::lexString): where
one ends, which escapes it may hold, its value, and the words for a
character no token starts with."""
from __future__ import annotations

import re

_STRING_RE = re.compile(r'"[^"\\\n\v\f]*(?:\\[^\n\v\f][^"\\\n\v\f]*)*"')


def string_end(text: str, start: int) -> int:
    """``text[start]`` is '"': the index after the literal's closing quote,
    or minus one more than the index where upstream's lexString stops with
    "expected '\"' in string literal" (a newline, \\v, \\f or the end of
    the text).  A backslash takes the next character with it.  The text is
    searched with ``str.find``, not matched character by character: the hex
    strings of a model's weights are megabytes long (issue 26)."""
    q = text.find('"', start + 1)
    if 0 <= q - start < 256:   # a short literal (an op name, a key): one regex match
        m = _STRING_RE.match(text, start)
        if m is not None:
            return m.end()
    return _scan_string(text, start)


def _scan_string(text: str, start: int) -> int:
    i = start + 1
    n = len(text)
    find = text.find
    q = -1
    while True:
        if q < i:   # (searched again only when an escape took the quote found: linear)
            q = find('"', i)
            if q < 0:
                q = n + 1
        stop = min(q, n)
        b = find("\\", i, stop)
        if b >= 0:
            stop = b
        bad = min((x for x in (find("\n", i, stop), find("\v", i, stop), find("\f", i, stop)) if x >= 0),
                  default=-1)
        if bad >= 0:
            return -bad - 1
        if b < 0:
            return q + 1 if q < n else -n - 1
        if b + 1 >= n or text[b + 1] in "\n\v\f":
            return -(b + 1) - 1
        i = b + 2


_ESCAPE = re.compile(r'\\(?:["\\nt]|[0-9a-fA-F]{2})?')


def unknown_escape(text: str, start: int, end: int) -> int:
    """The index of the first backslash in ``text[start:end]`` (a string
    literal) that starts none of upstream's escapes (a quote, a backslash,
    n, t, two hex digits), or -1."""
    for m in _ESCAPE.finditer(text, start, end):
        if m.end() - m.start() == 1:
            return m.start()
    return -1


def unexpected_character(ch: str) -> str:
    """Upstream's "unexpected character", naming it: a byte of the input that
    is not UTF-8 is a surrogate here (tooling.read_text)."""
    if "\udc80" <= ch <= "\udcff":
        return f"unexpected character (byte 0x{ord(ch) - 0xDC00:02X}, not UTF-8)"
    return f"unexpected character '{ch}'" if ch.isprintable() else f"unexpected character (U+{ord(ch):04X})"


def unquote(s: str) -> str:
    """A string literal (with its quotes) -> its value: MLIR's escapes (a
    backslash before a quote, a backslash, n, t or two hex digits); bytes
    that are not UTF-8 survive as surrogates."""
    body = s[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            nx = body[i + 1]
            if nx in '"\\':
                out += nx.encode()
                i += 2
                continue
            if nx == "n":
                out += b"\n"
                i += 2
                continue
            if nx == "t":
                out += b"\t"
                i += 2
                continue
            hx = body[i + 1:i + 3]
            if len(hx) == 2 and all(h in "0123456789abcdefABCDEF" for h in hx):
                out.append(int(hx, 16))
                i += 3
                continue
        out += ch.encode("utf-8", "surrogateescape")
        i += 1
    return out.decode("utf-8", errors="surrogateescape")
