"""syntax.lexer.colon_at and opspec.type_error: a type of the wrong kind is
reported at the type after the op's `:` (or keyword), as upstream's
parseType<T> does, past what may hold a `:` of its own."""
from __future__ import annotations

from bufferize.syntax.lexer import colon_at, line_col
from bufferize.syntax.lexer import type_error


def test_colon_at_skips_brackets_strings_comments_and_names():
    text = '%0 = tensor.splat %i[%n] {a = "x:y", b = {c = 1 : i32}} // c: d\n  : memref<?xindex>'
    at = colon_at(text, len("%0 = tensor.splat"))
    assert text[at:] == ": memref<?xindex>"
    assert colon_at("x @a::@b : i32", 1) == len("x @a::@b ")
    assert colon_at("a : f32 to tensor<4xf32>", 0, 1, "to") == len("a : f32 ")
    # `%to` and `to_x` are not the keyword
    assert colon_at("%to : f32 to_x to i32", 0, 1, "to") == len("%to : f32 to_x ")
    assert colon_at("a : b : c", 0, 2) == len("a : b ")
    assert colon_at("a b", 0) == -1


class _Tok(str):
    pass


def _tok(value, line, col, start):
    t = _Tok(value)
    t.value, t.line, t.column, t.start_pos = value, line, col, start
    return t


def test_type_error_locates_the_type():
    text = "  %0 = memref.cast %m : memref<4xf32>\n    to\n      tensor<4xf32>"
    tok = _tok("memref.cast", 1, 8, text.index("memref.cast"))
    err = type_error("bad", tok, 1, "to")
    assert (err.line, err.col) == (1, 8)   # until the text is known
    assert line_col(text, err.locate(text)) == (3, 7)
    assert line_col(text, type_error("bad", tok).locate(text)) == (1, 25)
    # a token without a place keeps the op's
    assert type_error("bad", _tok("x", 2, 3, -1)).locate is None
