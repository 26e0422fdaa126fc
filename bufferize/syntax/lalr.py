"""A tight LALR driver over the parse table Lark builds for our grammar.

Lark's own loop is general (interactive parsing, per-token callbacks, debug
checks); ours only shifts and reduces, with the table flattened into tuples
once.  Behaviour is identical: same table, same rule callbacks."""
from __future__ import annotations

from lark import Token
from lark.parsers.lalr_analysis import Shift

from .opspec import ParseError

_TABLES: dict = {}


def _compile(lark):
    key = id(lark)
    t = _TABLES.get(key)
    if t is not None:
        return t
    p = lark.parser.parser.parser
    callbacks = p.callbacks
    table = {}
    for state, actions in p.parse_table.states.items():
        row = {}
        for ttype, (action, arg) in actions.items():
            if action is Shift:
                row[ttype] = (True, arg)
            else:
                row[ttype] = (False, len(arg.expansion), arg.origin.name, callbacks[arg])
        table[state] = row
    t = (table, p.parse_table.start_states["start"], p.parse_table.end_states["start"])
    _TABLES[key] = t
    return t


def parse_tokens(lark, tokens):
    table, start, end = _compile(lark)
    states = [start]
    values = []
    push_state = states.append
    push_value = values.append
    tok = None
    for tok in tokens:
        ttype = tok.type
        while True:
            try:
                act = table[states[-1]][ttype]
            except KeyError:
                raise _unexpected(lark, table, states[-1], tok) from None
            if act[0]:
                push_state(act[1])
                push_value(tok)
                break
            _, size, origin, cb = act
            if size:
                s = values[-size:]
                del states[-size:]
                del values[-size:]
            else:
                s = []
            push_value(cb(s))
            push_state(table[states[-1]][origin][1])
    end_tok = Token("$END", "", 0, tok.line if tok is not None else 1, tok.column if tok is not None else 1)
    while True:
        try:
            act = table[states[-1]]["$END"]
        except KeyError:
            raise _unexpected(lark, table, states[-1], end_tok) from None
        _, size, origin, cb = act
        if size:
            s = values[-size:]
            del states[-size:]
            del values[-size:]
        else:
            s = []
        value = cb(s)
        nxt = table[states[-1]][origin][1]
        states.append(nxt)
        values.append(value)
        if nxt == end:
            return value


class UnexpectedTok(Exception):
    def __init__(self, token, expected):
        self.token, self.expected = token, expected


def _unexpected(lark, table, state, tok):
    expected = {k for k in table[state] if k.isupper()}
    return UnexpectedTok(tok, expected)
