"""The MLIR lexer that feeds Lark's LALR parser.

Lark's own lexers cannot express three things MLIR's lexer does: shapes
(`16x?xf32` is dims then a type), balanced pretty-dialect bodies
(`#dialect.attr<...>`, `affine_map<...>`) that are kept verbatim, and
keywords that are still identifiers where an identifier is wanted (`{to = 1}`).
So the lexer is ours and the grammar's terminals are looked up by name.
"""
from __future__ import annotations

import re

from lark import Token
from lark.lexer import Lexer
from lark.exceptions import UnexpectedCharacters

_TOKEN_RE = re.compile(r"""
(?:\s+|//[^\n]*)*
(?:
  (?P<METADATA>\{-\#)
| (?P<PUNCT>->|::|[(){}\[\]<>,=:*?+\-/|])
| (?P<VALUE_ID>%[\w$.\-]+(?:\#\d+)?)
| (?P<BARE>[A-Za-z_][\w$.]*)
| (?P<INT>\d+(?![.\dxX]))
| (?P<FLOAT>\d+\.\d*(?:[eE][+-]?\d+)?)
| (?P<HEX>0x[0-9a-fA-F]+)
| (?P<INT2>\d+)
| (?P<CARET_ID>\^[\w$.\-]+)
| (?P<SYMBOL>@(?:[A-Za-z_$.\-][\w$.\-]*|\d+|"(?:[^"\\\n]|\\.)*"))
| (?P<HASH>\#[A-Za-z_][\w$.\-]*)
| (?P<BANG>![A-Za-z_][\w$.\-]*)
| (?P<STRING>"(?:[^"\\\n]|\\.)*")
| (?P<END>\Z)
)
""", re.VERBOSE)

_WS_RE = re.compile(r"(?:\s+|//[^\n]*)*")
_DIMS_RE = re.compile(r"(?:\*x|(?:(?:\d+|\?|\[\d+\])x)+)")
_INT_TYPE_RE = re.compile(r"[su]?i[1-9]\d*\Z")
_SHAPED = ("tensor", "memref", "vector")
_BALANCED_BUILTINS = {"affine_map": "AFFINE_MAP", "affine_set": "AFFINE_SET",
                      "dense_resource": "DENSE_RESOURCE", "sparse": "SPARSE"}
_OPEN = {"<": ">", "(": ")", "[": "]", "{": "}"}


class LexError(Exception):
    def __init__(self, message: str, line: int, col: int):
        super().__init__(message)
        self.message, self.line, self.col = message, line, col


def balanced_end(text: str, pos: int, line: int, col_base: int) -> int:
    """``text[pos]`` is an opening bracket; return the index after its match.
    Strings are skipped; `->` and `>=` do not close a `<`."""
    stack = []
    i, n = pos, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            m = re.compile(r'"(?:[^"\\\n]|\\.)*"').match(text, i)
            if not m:
                break
            i = m.end()
            continue
        if c in _OPEN:
            stack.append(_OPEN[c])
        elif c == ">" and (text[i - 1] == "-" or (stack and stack[-1] != ">")):
            pass  # the '>' of '->', or a comparison inside parentheses
        elif c in ">)]}":
            if not stack or stack[-1] != c:
                raise LexError(f"unbalanced '{c}' in dialect body", line, i - col_base + 1)
            stack.pop()
            if not stack:
                return i + 1
        i += 1
    raise LexError("unbalanced '<' in dialect body: missing '>'", line, pos - col_base + 1)


class MLIRLexer(Lexer):
    """Lark custom lexer (interface 0): built once per grammar."""
    __future_interface__ = 0

    def __init__(self, lexer_conf):
        self.literals: dict[str, str] = {}
        for t in lexer_conf.terminals:
            if t.pattern.type == "str":
                self.literals[t.pattern.value] = t.name
        self.groups: dict[str, str] = dict(getattr(lexer_conf, "keyword_groups", None) or KEYWORD_GROUPS)
        self.keywords = {k: v for k, v in self.literals.items() if re.fullmatch(r"[A-Za-z_][\w$.]*", k)}
        self.keywords.update(self.groups)

    def lex(self, text: str):
        lit = self.literals
        kw = self.keywords
        match = _TOKEN_RE.match
        new = str.__new__
        count = text.count
        rfind = text.rfind
        pos, n = 0, len(text)
        line, line_start = LINE_BASE[0], 0
        prev2 = prev = None  # values of the last two significant tokens
        while True:
            m = match(text, pos)
            kind = m.lastgroup if m is not None else None
            if kind is None:
                start = _WS_RE.match(text, pos).end()
                line += count("\n", pos, start)
                if start >= n:
                    return
                nl = rfind("\n", pos, start)
                if nl >= 0:
                    line_start = nl + 1
                raise LexError(f"unexpected character '{text[start]}'", line, start - line_start + 1)
            start = m.start(kind)
            if start != pos:
                nl = count("\n", pos, start)
                if nl:
                    line += nl
                    line_start = rfind("\n", pos, start) + 1
            if kind == "END":
                return
            val = m.group(kind)
            end = m.end()
            col = start - line_start + 1
            if prev == "<" and prev2 in _SHAPED:
                dm = _DIMS_RE.match(text, start)
                if dm is not None:
                    val = dm.group(0)
                    end = dm.end()
                    kind = "DIMS"
            if kind == "PUNCT":
                ttype = lit.get(val)
                if ttype is None:
                    raise LexError(f"unexpected '{val}'", line, col)
            elif kind == "VALUE_ID" or kind == "DIMS" or kind == "CARET_ID" or kind == "SYMBOL" \
                    or kind == "STRING" or kind == "FLOAT" or kind == "HEX":
                ttype = kind
            elif kind == "BARE":
                if val in _BALANCED_BUILTINS and end < n and text[end] == "<":
                    stop = balanced_end(text, end, line, line_start)
                    ttype = _BALANCED_BUILTINS[val]
                    val = text[end + 1:stop - 1]
                    end = stop
                else:
                    ttype = kw.get(val)
                    if ttype is None or _followed_by_eq(text, end):
                        ttype = "INT_TYPE" if _INT_TYPE_RE.match(val) else "BARE_ID"
            elif kind == "INT" or kind == "INT2":
                ttype = "INT"
            elif kind == "HASH" or kind == "BANG":
                if end < n and text[end] == "<":
                    stop = balanced_end(text, end, line, line_start)
                    ttype = "DIALECT_ATTR" if kind == "HASH" else "DIALECT_TYPE"
                    val = text[start:stop]
                    end = stop
                elif "." in val:
                    ttype = "DIALECT_ATTR" if kind == "HASH" else "DIALECT_TYPE"
                else:
                    ttype = "HASH_ID" if kind == "HASH" else "BANG_ID"
            elif kind == "METADATA":
                stop = text.find("#-}", end)
                if stop < 0:
                    raise LexError("unterminated file metadata dictionary ('{-#' without '#-}')", line, col)
                end = stop + 3
                ttype = "FILE_METADATA"
                val = text[start:end]
            else:
                ttype = kind
            tok = new(Token, val)
            tok.type = ttype
            tok.value = val
            tok.line = line
            tok.column = col
            tok.start_pos = start
            yield tok
            if ttype == "FILE_METADATA" or ttype == "DIALECT_ATTR" or ttype == "DIALECT_TYPE" \
                    or ttype in ("AFFINE_MAP", "AFFINE_SET", "DENSE_RESOURCE", "SPARSE"):
                nl = count("\n", start, end)
                if nl:
                    line += nl
                    line_start = rfind("\n", start, end) + 1
            prev2, prev = prev, val
            pos = end


def _followed_by_eq(text: str, end: int) -> bool:
    n = len(text)
    while end < n and text[end] in " \t":
        end += 1
    return end < n and text[end] == "=" and (end + 1 >= n or text[end + 1] != "=")


# Filled by the grammar loader: identifier -> terminal for op-name groups.
KEYWORD_GROUPS: dict[str, str] = {}
# The line number of the first line of the text being lexed (split-input-file).
LINE_BASE = [1]
