"""Upstream's words for a token the parser cannot take (the LALR parser's
generic "unexpected X; expected Y" where upstream's hand-written parser says
otherwise): the op being read may say it (its ``syntax_errors`` interface),
then the shapes of error that upstream words its own way, each located
where upstream reports it."""
from __future__ import annotations

import re

from ..ir import registry
from ..ir.core import Operation
from . import lexer as L
from .opspec import OpSpec, ParseError
from .resolve import unknown_op_error


def syntax_error(e, text: str, line_base: int, lexer) -> ParseError:
    """The ParseError for the LALR parser's UnexpectedTok ``e``."""
    tok = e.token
    line, col = _wrong_token_loc(text, len(text) if tok.type == "$END" else tok.start_pos, line_base)
    said = _op_syntax_error(e)
    if said is not None:   # the op being read says it in upstream's words
        return ParseError(said[0], *((said[1], said[2]) if said[1] is not None else (line, col)))
    prev = e.previous
    if _is_unknown_bare_op(prev, e.expected):   # (an identifier, then not what `constant` takes)
        return unknown_op_error(prev.value, _default_dialect(e.stack[:-1], lexer), prev.line, prev.column)
    if tok.type == "$END":
        return ParseError("unexpected end of file", line, col)
    if _is_unknown_op(tok, e.expected):  # upstream reports an unknown op at its name
        return unknown_op_error(tok.value, _default_dialect(e.stack, lexer), tok.line, tok.column)
    op = e.before_previous
    if _is_unknown_symbol_op(op, prev, e.expected):   # `func @f(` read as `constant @f : type`
        return unknown_op_error(op.value, _default_dialect(e.stack[:-2], lexer), op.line, op.column)
    kw = _custom_op_expected(e, lexer)
    if kw is not None:   # upstream's parseKeyword (at the token, in the op's words) or parseToken
        return ParseError(kw[0], *((tok.line, tok.column) if kw[1] else (line, col)))
    said = _location_error(e, text)
    if said is not None:   # inside `loc(...)`: upstream's LocationParser's words
        return ParseError(said, line, col)
    if e.expected == _DICT_NEXT:   # after an entry of an attribute dictionary
        return ParseError("expected '}' in attribute dictionary", line, col)
    if _ATTRIBUTE_START <= set(e.expected):   # where any attribute may start
        return ParseError("expected attribute value", line, col)
    if _TYPE_START <= set(e.expected):   # where any type may start (upstream's parseNonFunctionType)
        return ParseError("expected non-function type", line, col)
    said = _operand_list_error(e)
    if said is not None:
        return ParseError(said, line, col)
    msg = _format_error(text, tok, prev, e.expected)
    if msg is not None:
        at_token = msg[1]
        return ParseError(msg[0], *((tok.line, tok.column) if at_token else (line, col)))
    return ParseError(_unexpected_message(tok, e.expected, lexer), line, col)


_LOCATION_START = frozenset({"CALLSITE", "FUSED", "HASH_ID", "STRING", "UNKNOWN"})
# The text of a file location read so far: `loc(` (a name and `(`), the
# file's string, then its numbers, `:` and `to`.
_IN_FILE_RANGE = re.compile(r'loc\(\s*(?:"(?:[^"\\\n]|\\.)*"\s*\(\s*)?"(?:[^"\\\n]|\\.)*"\s*:[0-9:\sto]*$')


def _location_error(e, text: str):
    """Upstream's message for a location that breaks off (parseLocationInstance,
    parseFileLineColRange), or None when the error is not in one."""
    expected = set(e.expected)
    if expected == _LOCATION_START:
        return "expected location instance"
    prev, before = e.previous, e.before_previous
    if prev is None or not expected <= {"COLON", "INT"}:
        return None
    pos = len(text) if e.token.type == "$END" else e.token.start_pos
    if _IN_FILE_RANGE.search(text, max(0, pos - 4096), pos) is None:
        return None
    if "COLON" in expected and (prev.type == "TO" or (prev.type == "INT" and getattr(before, "type", None) == "TO")):
        return "expected either integer or `:` post `to` in FileLineColRange"
    if expected == {"INT"} and prev.type == "COLON":
        what = "line" if getattr(before, "type", None) == "STRING" else "column"
        return f"expected integer {what} number in FileLineColRange"
    return None


def _wrong_token_loc(text: str, pos: int, line_base: int):
    """Where upstream's Parser::emitWrongTokenError reports an unexpected token:
    at the token, unless only blanks (and `//` comments) precede it on its
    line -- then at the end of the previous non-blank text."""
    if pos >= len(text):  # end of file: one character back
        pos = max(len(text) - 1, 0)
    original = pos
    buf = text[:pos]
    while True:
        buf = buf.rstrip(" \t")
        if not buf:
            at = original
            break
        if buf[-1] not in "\n\r":
            at = len(buf)
            break
        buf = buf[:-1]
        nl = max(buf.rfind("\n"), buf.rfind("\r"))
        prev_line = buf[nl:] if nl >= 0 else buf
        c = prev_line.find("//")
        if c >= 0:
            buf = buf[:len(buf) - (len(prev_line) - c)]
    line = line_base + text.count("\n", 0, at)
    col = at - (text.rfind("\n", 0, at) + 1) + 1
    return line, col


def _op_being_read(stack):
    """(index on the parse stack, name token) of the op whose custom syntax
    was being read: the innermost op name, unless a region or another op
    comes after it; else None."""
    for i in range(len(stack) - 1, -1, -1):
        v = stack[i]
        if isinstance(v, L.Token) and "." in v and v.type.isupper() and v.type != "BARE_ID" \
                and registry.lookup(str(v)) is not None:
            return i, v
        if isinstance(v, (Operation, OpSpec)) or (isinstance(v, L.Token) and v == "{"):
            return None
    return None


def _operand_list_error(e):
    """Upstream's words in the operand list of a successor or a generic op."""
    expected = e.expected
    if "COMMA" not in expected and set(expected) != {"VALUE_ID"}:
        return None
    opened = _opened_by(e.stack)
    if opened == "CARET_ID":
        if "COLON" in expected:   # `^bb1(%a 5 : i32)`
            return "expected ':'"
        # `^bb1(5 : i32)`: an empty list, then `:`; `^bb1(%a, 5 : i32)`
        top = e.stack[-1]
        return "expected ':'" if isinstance(top, L.Token) and top == "(" else "expected SSA operand"
    if opened == "STRING":
        return "expected ')' to end operand list" if "RPAR" in expected else "expected SSA operand"
    return None


def _opened_by(stack):
    """The kind of token before the innermost ``(`` being read: CARET_ID for
    a successor's operands, STRING for a generic op's; else None."""
    for i in range(len(stack) - 1, 0, -1):
        v = stack[i]
        if isinstance(v, L.Token) and v == "(":
            p = stack[i - 1]
            return p.type if isinstance(p, L.Token) else None
    return None


def _op_syntax_error(e):
    """The ``syntax_errors`` interface of the op being read: (message, line,
    col) or None."""
    found = _op_being_read(e.stack)
    if found is None:
        return None
    fn = registry.lookup(str(found[1])).extra.get("syntax_errors")
    return fn(e.token, e.expected, e.stack[found[0] + 1:]) if fn is not None else None


def _custom_op_expected(e, lexer):
    """Inside a custom op's syntax, where one token only may come: for a
    keyword, upstream's OpAsmParser::parseKeyword (`custom op 'x' expected
    'kw'`, at the token: returns (message, True)); for punctuation, its
    parseToken (`expected ','`, where a wrong token is reported: (message,
    False)).  None elsewhere."""
    if len(e.expected) != 1:
        return None
    word = next((text for text, term in lexer.literals.items() if term in e.expected), None)
    if word is None:
        return None
    found = _op_being_read(e.stack)
    if found is None:
        return None   # not inside one op's syntax
    if word.isidentifier():
        return f"custom op '{found[1]}' expected '{word}'", True
    return f"expected '{word}'", False


def _is_unknown_op(tok, expected) -> bool:
    """An identifier where an op may start."""
    return tok.type == "BARE_ID" and "STRING" in expected and "BUILTIN_MODULE" in expected


def _default_dialect(stack, lexer) -> str:
    """The default dialect where an op would start after the parser's
    values ``stack``: that of the op in custom form whose region is the
    innermost one open ("builtin" at the top level; see
    resolve.check_default_dialects).  A region opened by `({` or `, {` is a
    generic op's: it keeps the default dialect around it."""
    op_names = None
    for i in range(len(stack) - 1, -1, -1):
        v = stack[i]
        if not (isinstance(v, L.Token) and v.type == "LBRACE"):
            continue
        before = stack[i - 1] if i else None
        if isinstance(before, L.Token) and before.type in ("LPAR", "COMMA"):
            continue
        if op_names is None:   # op-name terminal -> the op's name
            op_names = {t: w for w, t in lexer.keywords.items() if "." in w}
        for j in range(i - 1, -1, -1):
            w = stack[j]
            if isinstance(w, L.Token) and w.type in op_names:
                d = registry.lookup(op_names[w.type])
                if d is not None:
                    return d.default_dialect or ""
    return "builtin"


# What may follow `constant` (func.constant in the default-dialect spelling,
# matched as a plain identifier): after any other identifier in op position
# the parser stops at the next token, and the identifier was an unknown op.
_FUNC_CONSTANT_NEXT = frozenset({"LBRACE", "STRING", "SYMBOL"})


def _is_unknown_bare_op(prev, expected) -> bool:
    return (getattr(prev, "type", None) == "BARE_ID" and prev.value != "constant"
            and set(expected) <= _FUNC_CONSTANT_NEXT and "SYMBOL" in expected)


def _is_unknown_symbol_op(op, prev, expected) -> bool:
    """`name @sym` then neither ':' nor '::': only `constant @sym : type`
    has that shape, so any other name was an unknown op."""
    return (getattr(op, "type", None) == "BARE_ID" and op.value != "constant"
            and getattr(prev, "type", None) == "SYMBOL" and len(expected) <= 2
            and "COLON" in expected)


# Tokens only an attribute starts with: where the parser expects them all, a
# wrong token is upstream's parseAttribute error.
_ATTRIBUTE_START = frozenset({"AFFINE_MAP", "DENSE", "ARRAY", "HASH_ID", "STRING", "INT"})
# What may follow an entry of an attribute dictionary (and nothing else: the
# grammar's other `{...}` lists are an op's own syntax, asked first).
_DICT_NEXT = frozenset({"COMMA", "RBRACE"})
# Tokens every type may start with.
_TYPE_START = frozenset({"INT_TYPE", "FLOAT_TYPE", "INDEX", "MEMREF", "TENSOR", "VECTOR", "COMPLEX", "TUPLE",
                         "NONE", "DIALECT_TYPE", "BANG_ID"})

_PRETTY = {"VALUE_ID": "SSA value", "BARE_ID": "identifier", "STRING": "string", "INT": "integer",
           "CARET_ID": "block name", "SYMBOL": "symbol reference", "$END": "end of file"}


def _unexpected_message(tok, expected, lexer) -> str:
    shown = sorted(expected)
    if len(shown) <= 6:
        names = ", ".join(_pretty_term(x, lexer) for x in shown)
        return f"unexpected {_describe(tok)}; expected {names}"
    return f"unexpected {_describe(tok)}"


def _describe(tok) -> str:
    return f"'{tok.value}'" if tok.value else _PRETTY.get(tok.type, tok.type)


def _pretty_term(name: str, lexer) -> str:
    for text, term in lexer.literals.items():
        if term == name:
            return f"'{text}'"
    return _PRETTY.get(name, name.lower().replace("_", " "))


# The pieces a declared format reads after its operands: modifiers, attr-dict, ':'
_BEFORE_COLON = (frozenset({"COLON", "LBRACE"}), frozenset({"BARE_ID", "COLON", "LBRACE"}))


def _format_error(text, tok, prev, expected):
    """Upstream's words for a token a declared custom form cannot take:
    ``(message, located at the token?)`` or None."""
    name = getattr(prev, "value", None)
    if getattr(prev, "type", None) is not None and isinstance(name, str) and "." in name:
        d = registry.lookup(name)
        syntax = getattr(d, "syntax", None)
        if syntax is not None and hasattr(syntax, "start_error"):   # right after the op's name
            return syntax.start_error(tok)
    if set(expected) == {"VALUE_ID"}:
        # an operand of an op after `=` (the results before it say otherwise)
        start = text.rfind("\n", 0, tok.start_pos) + 1
        if "=" in text[start:tok.start_pos]:
            return "expected SSA operand", False
        return None
    if frozenset(expected) in _BEFORE_COLON:
        return "expected ':'", True
    return None
