"""The body of ``strided<[...], offset: ...>``, read as upstream's
parseStridedLayoutAttr reads it: strides and offset are 64-bit signed
integers or ``?``, and each error is in upstream's words at upstream's place.

The lexer hands over the text between ``strided<`` and its ``>`` (or, when
the brackets do not balance, the rest of the text, where the error is found
before any ``>`` would be needed)."""
from __future__ import annotations

import re

_TOKEN = re.compile(r"\s*(?:(0x[0-9a-fA-F]+|[0-9]+)|([A-Za-z_][\w$.]*)|(\S))")
_INT64_MAX = 2 ** 63 - 1
DYNAMIC = None   # a `?` stride or offset


class StridedError(ValueError):
    """``at``: the index in the body where upstream reports the error."""

    def __init__(self, message: str, at: int):
        super().__init__(message)
        self.message, self.at = message, at


def parse_strided(body: str, closed: bool = True) -> tuple:
    """(strides, offset) of the body; None stands for `?`.  ``closed``: the
    body ends where the attribute's `>` was (else a `>` must come)."""
    r = _Reader(body, closed)
    r.expect("[", "expected '['")
    strides = []
    if r.peek() != "]":
        strides.append(r.stride_or_offset())
        while r.accept(","):
            strides.append(r.stride_or_offset())
    r.expect("]", "expected ']'")
    if r.accept(">"):
        return tuple(strides), 0
    r.expect(",", "expected ','")
    r.expect("offset", "expected 'offset' after comma")
    r.expect(":", "expected ':' after 'offset'")
    offset = r.stride_or_offset()
    r.expect(">", "expected '>'")
    return tuple(strides), offset


class _Reader:
    def __init__(self, body: str, closed: bool):
        self.body, self.closed, self.pos = body, closed, 0

    def _next(self):
        """(text, start, end) of the next token; at the end of a closed body, `>`."""
        m = _TOKEN.match(self.body, self.pos)
        if m is None or m.lastindex is None:
            end = len(self.body)
            return (">" if self.closed else ""), end, end
        i = m.lastindex
        return m.group(i), m.start(i), m.end(i)

    def peek(self) -> str:
        return self._next()[0]

    def accept(self, text: str) -> bool:
        tok, _start, end = self._next()
        if tok != text:
            return False
        self.pos = end
        return True

    def expect(self, text: str, message: str) -> None:
        if not self.accept(text):
            raise StridedError(message, self._wrong_token_at())

    def _wrong_token_at(self) -> int:
        """Upstream's emitWrongTokenError: just after the text before the
        token (blanks and line ends skipped)."""
        return len(self.body[:self._next()[1]].rstrip())

    def stride_or_offset(self):
        if self.accept("?"):
            return DYNAMIC
        tok, at, end = self._next()
        negative = tok == "-"
        if negative:
            self.pos = end
            tok, _start, end = self._next()
        if tok[:1].isdigit():
            value = int(tok, 0) if tok.startswith("0x") else int(tok)
            if value <= _INT64_MAX:
                self.pos = end
                return -value if negative else value
        raise StridedError("expected a 64-bit signed integer or '?'", at)
