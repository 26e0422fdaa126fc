"""Upstream's simplifying constructors of affine expressions
(bufferize.ir.affine_expr, after mlir/lib/IR/AffineExpr.cpp): each rule, as
mlir-opt-22 prints the map built from the text (checked against it with
tests/lit/with-mlir/affine-expr-simplify-vs-upstream.mlir)."""
from __future__ import annotations

import pytest

from bufferize.ir import affine_expr as E
from bufferize.ir.affine import parse_affine_map

D0, D1, S0, S1 = ("d", 0), ("d", 1), ("s", 0), ("s", 1)


def c(v):
    return ("c", v)


def printed(body: str) -> str:
    """The result list of ``(d0, d1, d2)[s0, s1] -> (body)`` as we print it."""
    return str(parse_affine_map(f"(d0, d1, d2)[s0, s1] -> ({body})")).split(" -> ", 1)[1][1:-1]


@pytest.mark.parametrize("text, want", [
    # additions: constants fold and go right, x + x is x * 2, c1 * x + c2 * x is (c1 + c2) * x
    ("d0 + d0", "d0 * 2"), ("d0 * 2 + d0", "d0 * 3"), ("d0 + d0 * 2", "d0 * 3"),
    ("(d0 + 1) + 2", "d0 + 3"), ("1 + d0 + 2", "d0 + 3"), ("d0 - d0", "0"), ("d0 - d0 + 1", "1"),
    ("d0 + 0", "d0"), ("0 - d0", "-d0"), ("5 - d0", "-d0 + 5"), ("(d0 + 2) + d1", "d0 + d1 + 2"),
    # symbolic terms go right; two dims (two symbols) by position
    ("3 + s0 + d0", "d0 + s0 + 3"), ("s0 + d0", "d0 + s0"), ("d1 + d0", "d0 + d1"), ("s1 + s0", "s0 + s1"),
    ("d2 + d1 + d0", "d1 + d2 + d0"), ("d1 * 2 + d0", "d1 * 2 + d0"),
    # products: constants fold, x * 1, x * 0, constant and symbolic factors right
    ("d0 * 0", "0"), ("0 * d0", "0"), ("d0 * 1", "d0"), ("2 * d0", "d0 * 2"), ("d0 * 2 * 3", "d0 * 6"),
    ("(d0 * 2) * s0", "(d0 * s0) * 2"), ("s1 * s0", "s0 * s1"), ("3 * s1 * s0", "(s0 * s1) * 3"),
    ("-(d0 * 2)", "d0 * -2"), ("- -d0", "d0"), ("(d0 + 1) * 2", "(d0 + 1) * 2"),
    # floordiv / ceildiv: by 1, of a multiple, constants (rounding toward -inf / +inf)
    ("d0 floordiv 1", "d0"), ("d0 ceildiv 1", "d0"), ("(d0 * 4) floordiv 2", "d0 * 2"),
    ("(d0 * 4) ceildiv 2", "d0 * 2"), ("(d0 * 4) floordiv -2", "d0 * -2"), ("(d0 * 4) floordiv 3", "(d0 * 4) floordiv 3"),
    ("-7 floordiv 2", "-4"), ("-7 ceildiv 2", "-3"), ("7 floordiv -2", "-4"), ("7 ceildiv -2", "-3"),
    ("d0 floordiv -1", "d0 floordiv -1"), ("d0 floordiv 0", "d0 floordiv 0"), ("5 floordiv 0", "5 floordiv 0"),
    ("(d0 * 8 + d1) floordiv 8", "d0 + d1 floordiv 8"), ("(d0 * 8 + d1) ceildiv 8", "(d0 * 8 + d1) ceildiv 8"),
    # mod: by 1, of a multiple, of a sum with a multiple, of a mod; never by c < 1
    ("d0 mod 1", "0"), ("(d0 * 4) mod 2", "0"), ("(d0 * 4) mod 3", "(d0 * 4) mod 3"), ("-7 mod 3", "2"),
    ("7 mod -2", "7 mod -2"), ("d0 mod 0", "d0 mod 0"), ("(d0 * 8 + d1) mod 8", "d1 mod 8"),
    ("(d0 mod 8) mod 4", "d0 mod 4"), ("(d0 mod 4) mod 8", "(d0 mod 4) mod 8"),
    ("(((d0 * 8) mod 16) floordiv 2) mod 4", "0"), ("(d0 * s0 * 4) mod 2", "0"),
    # x - (x floordiv c) * c is x mod c, also inside a sum
    ("d0 - (d0 floordiv 4) * 4", "d0 mod 4"), ("d0 - (d0 floordiv s0) * s0", "d0 mod s0"),
    ("(d0 + d1) - (d1 floordiv 4) * 4", "d0 + d1 mod 4"), ("(d0 + d1 + 5) - (d1 floordiv 4) * 4", "d0 + d1 mod 4 + 5"),
    ("(d0 + d1 + d2) - (d1 floordiv 4) * 4", "d0 + d1 + d2 - (d1 floordiv 4) * 4"),
    ("(d0 + s0) - d1 floordiv 2", "d0 + -(d1 floordiv 2) + s0"),
    ("(d0 + s0) - (d1 floordiv 2) * s1", "d0 + s0 - (d1 floordiv 2) * s1"),
    # int64: a fold that overflows is not done; rewrites wrap
    ("9223372036854775807 + 1", "9223372036854775807 + 1"), ("9223372036854775807 * 2", "9223372036854775807 * 2"),
    ("d0 + 9223372036854775807 + 1", "d0 - -9223372036854775808"),
])
def test_simplified_as_upstream(text, want):
    assert printed(text) == want


def test_constructors_directly():
    assert E.add(c(2), D0) == ("+", D0, c(2))
    assert E.add(D0, D0) == ("*", D0, c(2))
    assert E.sub(D0, D0) == c(0)
    assert E.mul(c(3), c(4)) == c(12)
    assert E.mul(D0, D1) == ("*", D0, D1)          # non-affine: kept (the parser rejects it)
    assert E.neg(c(5)) == c(-5)
    assert E.floordiv(c(-7), c(2)) == c(-4) and E.ceildiv(c(-7), c(2)) == c(-3)
    assert E.mod(c(-7), c(3)) == c(2)
    assert E.mod(D0, c(-2)) == ("mod", D0, c(-2))
    assert E.binary("-", D0, c(1)) == ("+", D0, c(-1))
    assert E.rebuild(("+", ("*", D0, c(2)), D0)) == ("*", D0, c(3))


def test_largest_known_divisor():
    assert E.largest_known_divisor(("*", D0, c(-6))) == 6
    assert E.largest_known_divisor(("+", ("*", D0, c(4)), ("*", S0, c(6)))) == 2
    assert E.largest_known_divisor(("floordiv", ("*", D0, c(8)), c(2))) == 4
    assert E.largest_known_divisor(("floordiv", ("*", D0, c(8)), c(3))) == 1
    assert E.largest_known_divisor(S1) == 1


def test_min_int64_floordiv_minus_one_is_not_folded():
    m = -(1 << 63)
    assert E.floordiv(c(m), c(-1)) == ("floordiv", c(m), c(-1))
