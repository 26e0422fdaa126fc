"""The MLIR lexer, fused with the LALR driver (see lalr.py) into one loop.

Lark's own lexers cannot express three things MLIR's lexer does: shapes
(`16x?xf32` is dims then a type), balanced pretty-dialect bodies
(`#dialect.attr<...>`, `affine_map<...>`) that are kept verbatim, and
keywords that are still identifiers where an identifier is wanted (`{to = 1}`).
So the lexer is ours and the grammar's terminals are looked up by name.

Speed matters here (every token of the input passes through this loop), so
the lexer and the parser run in one function, and tokens that no callback
ever sees (punctuation, keywords) are shared objects rather than new ones.
"""
from __future__ import annotations

import re
from bisect import bisect_right

from .lalr import UNDECODED, Token, UnexpectedTok
from .opspec import ParseError
from .string_literal import string_end, unexpected_character, unknown_escape, unquote  # noqa: F401  (re-exported)

_TOKEN_RE = re.compile(r"""
(?:\s+|//[^\n]*)*
(?:
  (?P<METADATA>\{-\#)
| (?P<PUNCT>->|::|[(){}\[\]<>,=:*?+\-/|])
| (?P<VALUE_ID>%[\w$.\-]+(?:\#\d+)?)
| (?P<SHAPED_TYPE>(?:tensor|memref|vector)<(?:\*x|(?:(?:\d+|\?|\[\d+\])x)*)
      (?:[su]?i\d+|bf16|tf32|f\d+|f[468]E\w+|index)>)
| (?P<INT_TYPE>[su]?i\d+)(?![\w$.])
| (?P<BARE>[A-Za-z_][\w$.]*)(?:(?=[ \t]*=(?!=))(?P<BARE_EQ>))?
| (?P<INT>\d+(?![.\dxX]))
| (?P<FLOAT>\d+\.\d*(?:[eE][+-]?\d+)?)
| (?P<HEX>0x[0-9a-fA-F]+)
| (?P<INT2>\d+)
| (?P<CARET_ID>\^[\w$.\-]+)
| (?P<SYMBOL>@(?:[A-Za-z_][\w$.\-]*|"[^"\\\n]*(?:\\.[^"\\\n]*)*"))
| (?P<HASH>\#[A-Za-z_][\w$.\-]*)
| (?P<BANG>![A-Za-z_][\w$.\-]*)
| (?P<STRING>")
| (?P<END>\Z)
| (?P<ELLIPSIS>\.\.\.)
)
""", re.VERBOSE)

_WS_RE = re.compile(r"(?:\s+|//[^\n]*)*")
# `[0, -2, 64]`: a static index list, one token where the parser takes one
# (a slice's offsets, sizes and strides: a third of the tokens of sliced IR)
_STATIC_LIST_RE = re.compile(r"(?:\s+|//[^\n]*)*(\[[ \t]*(?:-?\d+(?:[ \t]*,[ \t]*-?\d+)*)?[ \t]*\])")
_STATIC_LIST = "STATIC_INDEX_LIST"
# terminals the driver asks a row about before looking its token up there
# (`_STATIC_LIST in row`): the rows that have them are decoded up front
PROBED = (_STATIC_LIST,)
# (MLIR lexes a shape token by token: `memref<2 x i32>` is a shape too; the spaces are dropped)
_DIMS_RE = re.compile(r"\s*(\*\s*x|(?:(?:\d+|\?|\[(?:\d+|\?)\])(?:\s*x(?=\s*[\d?\[])\s*|\s*x))+)")
_OPEN_ANGLE = re.compile(r"\s*<")
_SHAPED = frozenset(("tensor", "memref", "vector"))
_BALANCED_BUILTINS = {"affine_map": "AFFINE_MAP", "affine_set": "AFFINE_SET",
                      "dense_resource": "DENSE_RESOURCE", "sparse": "SPARSE", "strided": "STRIDED"}
_OPEN = {"<": ">", "(": ")", "[": "]", "{": "}"}
# punctuation whose place a callback needs: the affine `*` (a non-affine product is reported there)
_LOCATED = frozenset({"AFFINE_STAR"})


class LexError(Exception):
    def __init__(self, message: str, line: int, col: int):
        super().__init__(message)
        self.message, self.line, self.col = message, line, col


def balanced_end(text: str, pos: int, where=None) -> int:
    """``text[pos]`` is an opening bracket; return the index after its match.
    Strings are skipped; `->` and `>=` do not close a `<`.  ``where(i)``:
    the (line, col) of index ``i``, for the error (default: line 0, the
    index as the column)."""
    if where is None:
        def where(i):
            return 0, i + 1
    stack = []
    i, n = pos, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            start, i = i, string_end(text, i)
            if i < 0:
                break
            if text.find("\\", start, i) >= 0 and unknown_escape(text, start, i) >= 0:
                raise LexError("unknown escape in string literal", *where(unknown_escape(text, start, i)))
            continue
        if c == "<" and text.startswith("<=", i) and stack and stack[-1] != ">":
            pass  # a comparison inside parentheses (`affine_set<(d0) : (d0 <= 4)>`)
        elif c in _OPEN:
            stack.append(_OPEN[c])
        elif c == ">" and (text[i - 1] == "-" or (stack and stack[-1] != ">")):
            pass  # the '>' of '->', or a comparison inside parentheses
        elif c in ">)]}":
            if not stack or stack[-1] != c:
                raise LexError(f"unbalanced '{c}' in dialect body", *where(i))
            stack.pop()
            if not stack:
                return i + 1
        i += 1
    raise LexError("unbalanced '<' in dialect body: missing '>'", *where(pos))


def make_token(ttype, val, line, col, start):
    tok = str.__new__(Token, val)
    tok.type = ttype
    tok.value = val
    tok.line = line
    tok.column = col
    tok.start_pos = start
    return tok


class Lexer:
    """The lexer's view of a grammar: which texts are keywords and punctuation."""

    def __init__(self, literals: dict, groups: dict):
        self.literals = dict(literals)          # text -> terminal (punctuation and keywords)
        self.keywords = {k: v for k, v in literals.items() if re.fullmatch(r"[A-Za-z_][\w$.]*", k)}
        self.keywords.update(groups)            # op-name identifiers -> their terminal
        # Anonymous terminals are filtered out of every rule's children (except
        # `!attr_key`, which only reads `.type`/`.value`): one shared token each.
        # A named punctuation terminal a callback reports at gets tokens of its own (_LOCATED).
        self.shared = {name: make_token(name, text, 0, 0, -1) for text, name in self.literals.items()
                       if name not in _LOCATED}

    def tokens(self, text: str, line_base: int = 1):
        """The token stream (for tools and tests; the parser uses :func:`parse_text`)."""
        out = []
        parse_text(None, self, text, line_base, sink=out.append)
        return out


def skip_space(text: str, pos: int) -> int:
    """The index of the first character at or after ``pos`` that is not
    whitespace or a ``//`` comment."""
    return _WS_RE.match(text, pos).end()


_WORD_RE = re.compile(r"[A-Za-z_][\w$.]*|[%@^#!][\w$.-]*|\d\w*")


def colon_at(text: str, pos: int, nth: int = 1, word: str = ":") -> int:
    """The index of the ``nth`` top-level ``:`` (or keyword ``word``, or
    ``->``) at or after ``pos`` (past brackets, strings, comments, names and
    ``::``), or -1."""
    n = len(text)
    while pos < n:
        c = text[pos]
        if c.isalnum() or c in "_%@^#!":
            end = _WORD_RE.match(text, pos).end()
            if text[pos:end] == word:
                nth -= 1
                if not nth:
                    return pos
            pos = max(end, pos + 1)
            continue
        if c == '"':
            pos = string_end(text, pos)
            if pos < 0:
                return -1
            continue
        if c in "([{<":
            try:
                pos = balanced_end(text, pos)
            except LexError:
                return -1
            continue
        if c == "/" and text.startswith("//", pos):
            pos = text.find("\n", pos)
            if pos < 0:
                return -1
            continue
        if c == "-" and word == "->" and text.startswith("->", pos):
            nth -= 1
            if not nth:
                return pos
            pos += 2
            continue
        if c == ":":
            if text.startswith("::", pos):
                pos += 2
                continue
            if word == ":":
                nth -= 1
                if not nth:
                    return pos
        pos += 1
    return -1


def line_col(text: str, pos: int, line_base: int = 1) -> tuple:
    """(line, column) of ``text[pos]``, as the lexer numbers tokens."""
    line = text.count("\n", 0, pos)
    return line + line_base, pos - (text.rfind("\n", 0, pos) + 1) + 1


def _builtin_end(text: str, val: str, end: int, where) -> int:
    """balanced_end of a builtin's ``<...>`` body; for an affine map or set
    that does not balance, the error upstream's token-by-token parser meets."""
    try:
        return balanced_end(text, end, where)
    except LexError:
        if val in ("affine_map", "affine_set"):
            from ..ir.affine import error_before_unbalanced
            e = error_before_unbalanced(text[end + 1:], val[7:])
            raise LexError(str(e), *where(end + 1 + e.offset)) from None
        if val == "strided":
            from .strided import StridedError, parse_strided
            try:
                parse_strided(text[end + 1:], closed=False)
            except StridedError as e:
                raise LexError(e.message, *where(end + 1 + e.at)) from None
        raise


def _line_starts(text: str) -> list:
    starts = [0]
    find = text.find
    i = find("\n")
    while i >= 0:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return starts


def parse_text(parser, lexer: Lexer, text: str, line_base: int = 1, sink=None):
    """Lex ``text`` and parse it with ``parser`` (from lalr.bind); returns the
    value of the start rule.  With ``sink``, tokens are passed to it instead.
    A ParseError raised by a rule callback without a location is located at
    the token that completed the rule."""
    state = [0]
    try:
        return _parse_text(parser, lexer, text, line_base, sink, state)
    except ParseError as e:
        if e.locate is not None:
            at = e.locate(text)
            e.locate = None
            if at is not None and at < len(text):
                e.line, e.col = line_col(text, at, line_base)
        if not e.line:
            nt = e.next_token
            at = state[0] if nt is None else _next_token_start(text, state[0] if nt is True else nt)
            starts = _line_starts(text)
            i = bisect_right(starts, at)
            e.line, e.col = i + line_base - 1, at - starts[i - 1] + 1
        raise


def _next_token_start(text: str, at: int) -> int:
    """Where the first token at or after ``at`` starts (blanks and `//`
    comments skipped); the last character at the end of the text."""
    n = len(text)
    while at < n:
        if text[at] in " \t\r\n":
            at += 1
        elif text.startswith("//", at):
            nl = text.find("\n", at)
            at = n if nl < 0 else nl
        else:
            return at
    return max(n - 1, 0)


def _parse_text(parser, lexer, text, line_base, sink, where_now):
    lit = lexer.literals
    kw = lexer.keywords
    shared = lexer.shared
    match = _TOKEN_RE.match
    n = len(text)
    starts = _line_starts(text)
    base = line_base - 1
    new = str.__new__

    def make(ttype, val, start):
        i = bisect_right(starts, start)
        tok = new(Token, val)
        tok.type = ttype
        tok.value = val
        tok.line = i + base
        tok.column = start - starts[i - 1] + 1
        tok.start_pos = start
        return tok

    def where(start):
        i = bisect_right(starts, start)
        return i + base, start - starts[i - 1] + 1

    if parser is not None:
        states_tab, row_of, rules, start_state, end_state = parser
        stack = [start_state]
        values = []
        push_state = stack.append
        push_value = values.append
        row = row_of(start_state)
    pos = 0
    dims_at = -1  # where a shape (`4x?x`) may follow `tensor<`, `memref<` or `vector<`
    tok = None
    while True:
        where_now[0] = pos  # the end of the previous token: where a failing callback is reported
        dm = _DIMS_RE.match(text, pos) if pos == dims_at else None
        if dm is not None:
            ttype = "DIMS"
            dims = dm.group(1)
            tok = make("DIMS", dims if " " not in dims and "\n" not in dims else "".join(dims.split()),
                       dm.start(1))
            pos = dm.end()
        elif parser is not None and _STATIC_LIST in row and (sm := _STATIC_LIST_RE.match(text, pos)) is not None \
                and _takes(row_of, rules, stack, _STATIC_LIST):
            start, pos = sm.span(1)
            ttype = _STATIC_LIST
            tok = make(ttype, text[start:pos], start)
        else:
            m = match(text, pos)
            if m is None:
                start = _WS_RE.match(text, pos).end()
                if text[start] == "@":   # (upstream's lexAtIdentifier)
                    raise LexError("@ identifier expected to start with letter or '_'", *where(start + 1))
                if text[start] == ".":   # (upstream's lexEllipsis)
                    raise LexError("expected three consecutive dots for an ellipsis", *where(start + 1))
                raise LexError(unexpected_character(text[start]), *where(start))
            kind = m.lastgroup
            if kind == "PUNCT":
                val = m.group(kind)
                ttype = lit.get(val)
                if ttype is None:
                    raise LexError(f"unexpected '{val}'", *where(m.start(kind)))
                tok = shared.get(ttype)
                if tok is None:
                    tok = make(ttype, val, m.start(kind))
                pos = m.end()
            elif kind == "STRING":
                start = m.start(kind)
                pos = string_end(text, start)
                if pos < 0:
                    raise LexError("expected '\"' in string literal", *where(-pos - 1))
                if text.find("\\", start, pos) >= 0:
                    bad = unknown_escape(text, start, pos)
                    if bad >= 0:
                        raise LexError("unknown escape in string literal", *where(bad))
                ttype = kind
                tok = make(kind, text[start:pos], start)
            elif kind == "VALUE_ID" or kind == "INT_TYPE" or kind == "SYMBOL" \
                    or kind == "CARET_ID" or kind == "FLOAT" or kind == "HEX" or kind == "SHAPED_TYPE":
                start, pos = m.span(kind)
                if kind == "SYMBOL" and text.find("\\", start, pos) >= 0:   # @"..." (its escapes)
                    bad = unknown_escape(text, start + 1, pos)
                    if bad >= 0:
                        raise LexError("unknown escape in string literal", *where(bad))
                ttype = kind
                tok = make(kind, text[start:pos], start)
            elif kind == "BARE":
                start, end = m.span(kind)
                val = text[start:end]
                ttype = kw.get(val)
                if ttype is None:
                    if val in _BALANCED_BUILTINS and end < n and text[end] == "<":
                        stop = _builtin_end(text, val, end, where)
                        ttype = _BALANCED_BUILTINS[val]
                        tok = make(ttype, text[end + 1:stop - 1], start)
                        end = stop
                    else:
                        ttype = "BARE_ID"
                        tok = make("BARE_ID", val, start)
                else:
                    tok = shared.get(ttype)
                    if tok is None:  # an op-name keyword: the callback reads its value and place
                        tok = make(ttype, val, start)
                    elif val in _SHAPED:
                        dims_at = _shape_open(text, end)
                pos = end
            elif kind == "INT" or kind == "INT2":
                start, pos = m.span(kind)
                ttype = "INT"
                tok = make("INT", text[start:pos], start)
            elif kind == "END":
                break
            elif kind == "BARE_EQ":  # an identifier followed by `=` is never a keyword
                start, pos = m.span("BARE")
                ttype = "BARE_ID"
                tok = make("BARE_ID", text[start:pos], start)
            elif kind == "HASH" or kind == "BANG":
                start, end = m.span(kind)
                if end < n and text[end] == "<":
                    stop = balanced_end(text, end, where)
                    ttype = "DIALECT_ATTR" if kind == "HASH" else "DIALECT_TYPE"
                    end = stop
                elif "." in m.group(kind):
                    ttype = "DIALECT_ATTR" if kind == "HASH" else "DIALECT_TYPE"
                else:
                    ttype = "HASH_ID" if kind == "HASH" else "BANG_ID"
                tok = make(ttype, text[start:end], start)
                pos = end
            elif kind == "METADATA":
                start, end = m.span(kind)
                stop = text.find("#-}", end)
                if stop < 0:
                    raise LexError("unterminated file metadata dictionary ('{-#' without '#-}')",
                                   *where(start))
                pos = stop + 3
                ttype = "FILE_METADATA"
                tok = make(ttype, text[start:pos], start)
            elif kind == "ELLIPSIS":   # upstream's `...` token, which no rule here takes
                start, pos = m.span(kind)
                ttype = kind
                tok = make(kind, "...", start)
            else:  # pragma: no cover - every group is handled above
                raise LexError(f"unexpected '{m.group(kind)}'", *where(m.start(kind)))
        if parser is None:
            if tok.line == 0:  # a shared token: give the caller a located copy
                tok = make(ttype, tok.value, m.start(kind))
            sink(tok)
            continue
        # ---- the LALR step for this token ----
        while True:
            try:
                act = row[ttype]
            except KeyError:
                if row is UNDECODED:   # the state's first lookup: decode its row and look again
                    row = row_of(stack[-1])
                    continue
                if tok.line == 0:
                    tok = make(ttype, tok.value, m.start(kind) if dm is None else dm.start(1))
                raise UnexpectedTok(tok, _expected(row), values[-1] if values else None,
                                    values[-2] if len(values) > 1 else None, values) from None
            if act >= 0:
                push_state(act)
                push_value(tok)
                row = states_tab[act]
                break
            size, origin, fn = rules[~act]
            if size == 1:  # in place: the state and value on top are replaced
                if fn is not None:  # (None: a `?rule` passing its single child through)
                    values[-1] = fn([values[-1]])
                stack[-1] = act = states_tab[stack[-2]][origin]
                row = states_tab[act]
                continue
            if size:
                children = values[-size:]
                del stack[-size:]
                del values[-size:]
            else:
                children = []
            push_value(fn(children))
            act = states_tab[stack[-1]][origin]
            push_state(act)
            row = states_tab[act]
    if parser is None:
        return None
    # ---- end of input ----
    where_now[0] = max(n - 1, 0)
    eof = make("$END", "", n)
    row = row_of(stack[-1])
    while True:
        act = row.get("$END")
        if act is None or act >= 0:
            raise UnexpectedTok(eof, _expected(row), values[-1] if values else None,
                                values[-2] if len(values) > 1 else None, values)
        size, origin, fn = rules[~act]
        if fn is None:
            stack.pop()
        else:
            if size:
                children = values[-size:]
                del stack[-size:]
                del values[-size:]
            else:
                children = []
            push_value(fn(children))
        act = states_tab[stack[-1]][origin]
        if act == end_state:
            return values[-1]
        push_state(act)
        row = row_of(act)


def _takes(row_of, rules, stack, ttype) -> bool:
    """Whether the parser in ``stack`` shifts ``ttype`` after the reductions
    it makes on it (LALR's merged states may reduce on a lookahead that the
    context then rejects): the states only, no callback runs."""
    pushed = []
    depth = len(stack)
    state = stack[-1]
    while True:
        act = row_of(state).get(ttype)
        if act is None:
            return False
        if act >= 0:
            return True
        size, origin, _ = rules[~act]
        drop = min(size, len(pushed))
        if drop:
            del pushed[-drop:]
        depth -= size - drop
        state = row_of(pushed[-1] if pushed else stack[depth - 1])[origin]
        pushed.append(state)


def _shape_open(text: str, end: int) -> int:
    """After `tensor`/`memref`/`vector` ending at ``end``: the position after its `<`, or -1."""
    m = _OPEN_ANGLE.match(text, end)
    return m.end() if m is not None else -1


def _expected(row):
    return {k for k in row if k.isupper()}


def type_error(message: str, tok, nth: int = 1, word: str = ":") -> ParseError:
    """An error in the type spelt after the ``nth`` top-level ``:`` (or
    keyword ``word``) after ``tok`` (an op's name): at the type, as
    upstream's ``parseType<T>`` after a ``:`` reports a type of the wrong
    kind; at ``tok`` when the text cannot tell."""
    err = ParseError(message, tok.line, tok.column)
    start = getattr(tok, "start_pos", None)
    if start is not None and start >= 0:
        def locate(text, end=start + len(tok.value)):
            at = colon_at(text, end, nth, word)
            return None if at < 0 else skip_space(text, at + len(word))
        err.locate = locate
    return err
