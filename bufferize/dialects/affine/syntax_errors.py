"""Upstream's words for a token the affine ops' custom syntax cannot take
(their ``syntax_errors`` interface; syntax/parser.py asks it when the LALR
parser stops inside one of these ops).  Each function gets the token, the
terminals that could have come, and the values read since the op's name;
it returns (message, line, col), line None for where upstream reports a
wrong token, or None to leave the error to the generic words."""
from __future__ import annotations

_FOR = "custom op 'affine.for'"


def _is(v, text: str) -> bool:
    return isinstance(v, str) and getattr(v, "type", None) is not None and v == text


def for_errors(tok, expected, after):
    """AffineForOp::parse: `%iv = lb to ub [step n] [iter_args(...)] {region}`."""
    if not after:
        return ("expected SSA operand", tok.line, tok.column) if tok.type != "VALUE_ID" else None
    if "EQUAL" in expected and not any(_is(v, "=") for v in after):   # after the iv (and its loc)
        return "expected '='", None, None
    to = next((i for i, v in enumerate(after) if _is(v, "to")), len(after))
    if to == len(after) and "TO" in expected:
        return f"{_FOR} expected 'to' between bounds", tok.line, tok.column
    for part, allowed in ((after[2:to], "max"), (after[to + 1:], "min")):
        keyword = part[0] if part else None
        if getattr(keyword, "type", None) == "BARE_ID" and keyword != allowed:
            return "expected attribute value", keyword.line, keyword.column
    step = next((i for i, v in enumerate(after) if _is(v, "step")), None)
    if step is not None:
        rest = after[step + 1:]
        if not rest and tok.type == "VALUE_ID":
            return "expected attribute value", tok.line, tok.column
        if len(rest) == 1 and getattr(rest[0], "type", None) == "MINUS" and tok.type != "INT":
            return "expected constant integer or floating point value", tok.line, tok.column
        if len(rest) >= 2 and getattr(rest[0], "type", None) == "MINUS" and int(rest[1]) > 0:
            return (f"{_FOR} expected step to be representable as a positive signed integer",
                    rest[1].line, max(1, rest[1].column - 1))   # (at the `-`, which has no place of its own)
    if to < len(after) - 1 and "LBRACE" in expected:
        return "expected '{' to begin a region", None, None
    return None


def if_errors(tok, expected, after):
    """AffineIfOp::parse: the set is read (and checked) before its operands."""
    from .expr import parse_set
    first = after[0] if after else None
    if getattr(first, "type", None) == "AFFINE_SET":   # not reduced yet: upstream has read it already
        from ...syntax.type_attr_rules import affine_body_at
        try:
            parse_set(first.value)
        except ValueError as e:
            return (str(e), *affine_body_at(first, e))
    return None


def count_error(s, dims, syms, stok):
    """The operand counts of an affine.if against its set's (after the operand list)."""
    if len(dims) != s.num_dims:
        return ("custom op 'affine.if' dim operand count and integer set dim count must match",
                stok.line, stok.column)
    if len(syms) != s.num_symbols:
        return ("custom op 'affine.if' symbol operand count and integer set symbol count must match",
                stok.line, stok.column)
    return None


def subscript_errors(tok, expected, after):
    """affine.load/store: the subscripts are a map of SSA ids (parseAffineMapOfSSAIds)."""
    if set(expected) == {"LSQB"}:
        return "expected '[' in affine map", None, None
    return None


def transfer_errors(tok, expected, after):
    """affine.prefetch, dma_start, dma_wait (hand-written parsers of
    AffineOps.cpp): subscripts, prefetch's keywords and `locality<hint>`,
    then the ':' (no attribute dictionary for the DMA ops) and one type."""
    r = subscript_errors(tok, expected, after)
    if r is not None:
        return r
    exp = set(expected)
    last = getattr(after[-1], "type", None) if after else None
    if "MORETHAN" in exp and last == "INT":
        return "expected '>'", None, None
    if exp == {"INT", "MINUS"}:   # parseAttribute of the locality hint
        return "expected attribute value", tok.line, tok.column
    if "BARE_ID" in exp and "TRUE" in exp:   # parseKeyword
        return "custom op 'affine.prefetch' expected valid keyword", tok.line, tok.column
    if "COLON" in exp:
        return "expected ':'", None, None
    if tok.type == "COMMA" and len(after) >= 2 and getattr(after[-2], "type", None) == "COLON":
        return "expected operation name in quotes", tok.line, tok.column   # the op ended with its one type
    return None
