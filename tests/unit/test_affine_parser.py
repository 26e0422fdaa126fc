"""ir.affine's AffineParser: upstream's rules for affine_map / affine_set
bodies and the offsets it reports them at (mlir-opt-22's columns, minus the
`affine_map<` before the body)."""
from __future__ import annotations

import pytest

from bufferize.ir.affine import AffineError, parse_affine_map, parse_integer_set
from bufferize.syntax.lexer import balanced_end

MUL = "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"


def error_at(text, parse=parse_affine_map):
    with pytest.raises(AffineError) as e:
        parse(text)
    return str(e.value), text[e.value.offset:]


@pytest.mark.parametrize("text, message, rest", [
    ("(d0, d1) -> (d0 * d1)", MUL, "* d1)"),
    # checked when the next operator of the chain is read, reported there
    ("(d0, d1) -> (d0 * d1 * 2)", MUL, "* 2)"),
    ("(d0, d1) -> (d0 * d1 mod 3)", MUL, "mod 3)"),
    ("(d0, d1) -> ((d0 * d1) * 2)", MUL, "* d1) * 2)"),
    ("(d0, d1) -> (d0 + d1 * d0 * 4 + 1)", MUL, "* 4 + 1)"),
    ("(d0, d1) -> (-d0 * d1)", MUL, "* d1)"),
    ("(d0, d1)[s0] -> (d0 * (d1 + s0))", MUL, "* (d1 + s0))"),
    ("(d0, d1) -> (d0 floordiv d1)",
     "non-affine expression: right operand of floordiv has to be either a constant or symbolic", "floordiv d1)"),
    ("(d0, d1) -> (d0 ceildiv d1 * 2)",
     "non-affine expression: right operand of ceildiv has to be either a constant or symbolic", "* 2)"),
    ("(d0, d1) -> (3 mod d1)",
     "non-affine expression: right operand of mod has to be either a constant or symbolic", "mod d1)"),
    ("(d0) -> (9223372036854775808)", "constant too large for index", "9223372036854775808)"),
    ("(d0) -> (-9223372036854775808)", "constant too large for index", "9223372036854775808)"),
    ("(d0) -> (0xFFFFFFFFFFFFFFFFF)", "constant too large for index", "0xFFFFFFFFFFFFFFFFF)"),
    ("(d0, d0) -> (d0)", "redefinition of identifier 'd0'", "d0) -> (d0)"),
    ("(d0) -> (d0 + )", "missing right operand of binary operator", ")"),
    ("(d0) -> (* d0)", "missing left operand of binary operator", "* d0)"),
    ("(d0) -> (())", "no expression inside parentheses", "))"),
    ("(d0) -> (- )", "expected affine expression", ")"),
    ("(d0) -> (1.5)", "expected affine expression", "1.5)"),
    ("(d0) -> (d0 ; 1)", "unexpected character", "; 1)"),
    ("(d0) : (d0 >= 0)", "expected AffineMap, but got IntegerSet", "(d0) : (d0 >= 0)"),
    # a missing token is reported after the text before it (emitWrongTokenError)
    ("(d0 d1) -> (d0)", "expected ')' in dimensional identifier list", " d1) -> (d0)"),
    ("(d0,  1) -> (d0)", "expected bare identifier", "  1) -> (d0)"),
    ("(d0) -> ( d1)", "use of undeclared identifier", " d1)"),
    ("(d0) -> (d0)  x", "expected '>' in affine map", "  x"),
    ("(d0) -> (d0 + symbol(d0))", "unexpected ssa identifier", "d0))"),
])
def test_map_errors(text, message, rest):
    assert error_at(text) == (message, rest)


@pytest.mark.parametrize("text, message, rest", [
    ("(d0, d1) : (d0 * d1 >= 0)", MUL, "* d1 >= 0)"),
    ("(d0) : (d0 > 0)", "expected '== affine-expr' or '>= affine-expr' at end of affine constraint", "0)"),
    ("(d0) -> (d0)", "expected IntegerSet, but got AffineMap", "(d0) -> (d0)"),
    ("(d0) : (d0 >= 0) x", "expected '>' in integer set", " x"),
])
def test_set_errors(text, message, rest):
    assert error_at(text, parse_integer_set) == (message, rest)


def test_affine_and_symbolic_expressions_are_accepted():
    m = parse_affine_map("(d0, d1)[s0] -> (d0 * s0, d1 floordiv s0, d0 * (d1 - d1), 9223372036854775807, "
                         "(mod) floordiv 2)".replace("(mod)", "d0"))
    assert str(m) == "(d0, d1)[s0] -> (d0 * s0, d1 floordiv s0, 0, 9223372036854775807, d0 floordiv 2)"
    # keywords are identifiers where an operand is expected, as upstream's isIdentifier
    assert str(parse_affine_map("(mod, floordiv) -> (mod floordiv 2)")) == "(d0, d1) -> (d0 floordiv 2)"
    # `>=` may be spelt `> =` (two tokens upstream); `<=` swaps the sides
    assert parse_integer_set("(d0)[s0] : (d0 > = 0, d0 <= s0)") == (
        1, 1, ((("d", 0), False), (("+", ("*", ("d", 0), ("c", -1)), ("s", 0)), False)))
    assert parse_integer_set("(d0) : ()") == (1, 0, ())


def test_less_equal_in_a_set_does_not_open_a_bracket():
    text = "affine_set<(d0) : (d0 <= 4)> x"
    assert balanced_end(text, len("affine_set")) == len("affine_set<(d0) : (d0 <= 4)>")


def test_expr_str_is_the_one_printer_of_expressions():
    """The affine ops spell dimensions and symbols with their operands through
    ir.affine.expr_str (dialects/affine/expr.py has no printer of its own)."""
    from bufferize.dialects.affine import expr as dialect_expr
    from bufferize.ir.affine import expr_str
    assert not hasattr(dialect_expr, "expr_text") and dialect_expr.expr_str is expr_str
    e = ("+", ("+", ("d", 0), ("*", ("s", 0), ("c", -2))), ("*", ("+", ("d", 1), ("c", 1)), ("c", -1)))
    assert expr_str(e) == "d0 - s0 * 2 - (d1 + 1)"
    name = {"d": lambda i: f"%i{i}", "s": lambda i: f"symbol(%n{i})"}
    assert expr_str(e, name=lambda k, i: name[k](i)) == "%i0 - symbol(%n0) * 2 - (%i1 + 1)"
    assert expr_str(("*", ("mod", ("d", 0), ("c", 4)), ("c", -1))) == "-(d0 mod 4)"
