"""The simplifying constructors of affine expressions (upstream
mlir/lib/IR/AffineExpr.cpp: ``operator+``, ``operator*``, ``floorDiv``,
``ceilDiv``, ``operator%`` and their ``simplifyAdd`` ... ``simplifyMod``).

Upstream never builds an affine expression without them: the parser of
``affine_map<...>`` and ``affine_set<...>`` and the affine ops' maps of SSA
ids (``%A[%i + %i]``) all go through them, so ``d0 + d0`` is printed
``d0 * 2``, ``(d0 + 1) + 2`` is ``d0 + 3`` and ``3 + s0 + d0`` is
``d0 + s0 + 3``.

Expressions are the tuples of ``ir.affine``: ("d", i), ("s", i), ("c", v)
and (kind, lhs, rhs) with kind one of + * mod floordiv ceildiv.  Constants
are int64: a fold that would overflow is not done (upstream's
``llvm::AddOverflow`` / ``MulOverflow``), the binary expression is kept.
"""
from __future__ import annotations

from math import gcd

_MIN, _MAX = -(1 << 63), (1 << 63) - 1
INT64_MAX = _MAX   # the largest index constant of an expression (parseIntegerExpr)


def _wrap(v: int) -> int:
    """``v`` as an int64 wraps (the plain C++ arithmetic of the rewrites)."""
    return ((v - _MIN) & ((1 << 64) - 1)) + _MIN


def _fits(v: int) -> bool:
    return _MIN <= v <= _MAX


def const(v: int):
    return ("c", v)


def is_const(e) -> bool:
    return e[0] == "c"


def symbolic(e) -> bool:
    """isSymbolicOrConstant: no dimension in ``e``."""
    k = e[0]
    if k == "d":
        return False
    if k in ("s", "c"):
        return True
    return symbolic(e[1]) and symbolic(e[2])


def largest_known_divisor(e) -> int:
    """AffineExpr::getLargestKnownDivisor."""
    k = e[0]
    if k in ("d", "s"):
        return 1
    if k == "c":
        return abs(e[1])
    if k == "*":
        return largest_known_divisor(e[1]) * largest_known_divisor(e[2])
    if k in ("+", "mod"):
        return gcd(largest_known_divisor(e[1]), largest_known_divisor(e[2]))
    # floordiv, ceildiv: the quotient, when the constant divisor divides the dividend's
    rhs = e[2]
    if rhs[0] == "c" and rhs[1] != 0:
        d = largest_known_divisor(e[1])
        if d % rhs[1] == 0:
            return abs(d // rhs[1])
    return 1


def _out_of_order(lhs, rhs) -> bool:
    """Two dimensions, or two symbols, the higher position on the left
    (upstream orders such operands of + and * by position)."""
    return lhs[0] == rhs[0] and lhs[0] in ("d", "s") and lhs[1] > rhs[1]


def negated_text(v: int) -> str:
    """``-v`` as upstream prints it: int64 negation (-INT64_MIN stays itself)."""
    return str(_wrap(-v))


def _mul_by_const(e):
    """(multiplicand, constant) of ``e * c``; (e, 1) otherwise."""
    if e[0] == "*" and e[2][0] == "c":
        return e[1], e[2][1]
    return e, 1


def _simplify_add(lhs, rhs):
    if lhs[0] == "c" and rhs[0] == "c":
        s = lhs[1] + rhs[1]
        return ("c", s) if _fits(s) else None
    # Only the right one is a constant; a symbolic one goes to the right.
    if lhs[0] == "c" or (symbolic(lhs) and not symbolic(rhs)):
        return add(rhs, lhs)
    if _out_of_order(lhs, rhs):   # d1 + d0 is d0 + d1, s1 + s0 is s0 + s1
        return add(rhs, lhs)
    rc = rhs[1] if rhs[0] == "c" else None
    if rc == 0:
        return lhs
    # (d0 + 2) + 3 is d0 + 5
    if lhs[0] == "+" and rc is not None and lhs[2][0] == "c":
        return add(lhs[1], ("c", _wrap(lhs[2][1] + rc)))
    # c1 * e + c2 * e is (c1 + c2) * e
    first, c1 = _mul_by_const(lhs)
    second, c2 = _mul_by_const(rhs)
    if first == second:
        return mul(first, ("c", _wrap(c1 + c2)))
    # (d0 + 2) + d1 is (d0 + d1) + 2
    if lhs[0] == "+" and lhs[2][0] == "c":
        return add(add(lhs[1], rhs), lhs[2])
    # e - (e floordiv q) * q is e mod q
    if rhs[0] not in ("+", "*", "mod", "floordiv", "ceildiv"):
        return None
    lrhs, rrhs = rhs[1], rhs[2]
    if rrhs == ("c", -1) and lrhs[0] == "*":
        ll, rl = lrhs[1], lrhs[2]
        if ll[0] != "floordiv":
            return None
        if ll[2] == rl and ll[1] == lhs:
            return mod(lhs, rl)
    # e + (e floordiv c) * -c is e mod c
    if lrhs[0] != "floordiv" or rhs[0] != "*":
        return None
    ll, rl = lrhs[1], lrhs[2]
    if rl[0] == "c" and rl[1] > 0 and ll == lhs and rrhs[0] == "c" and rrhs[1] == -rl[1]:
        return mod(lhs, rl)
    # (a + b) + (x floordiv c) * k is a + (b + (x floordiv c) * k) when the
    # latter sum simplifies (mlir-opt-22: (d0 + d1) - (d1 floordiv 4) * 4 is
    # d0 + d1 mod 4, and (d0 + s0) - d1 floordiv 2 is d0 + -(d1 floordiv 2) + s0)
    if lhs[0] == "+":
        inner = _simplify_add(lhs[2], rhs)
        if inner is not None:
            return add(lhs[1], inner)
    return None


def add(lhs, rhs):
    return _simplify_add(lhs, rhs) or ("+", lhs, rhs)


def _simplify_mul(lhs, rhs):
    if lhs[0] == "c" and rhs[0] == "c":
        p = lhs[1] * rhs[1]
        return ("c", p) if _fits(p) else None
    if not symbolic(lhs) and not symbolic(rhs):
        return None
    # The constant or symbolic factor goes to the right (a constant on the left always).
    if not symbolic(rhs) or lhs[0] == "c" or _out_of_order(lhs, rhs):   # s1 * s0 is s0 * s1
        return mul(rhs, lhs)
    if rhs[0] == "c":
        if rhs[1] == 1:
            return lhs
        if rhs[1] == 0:
            return rhs
        # (d0 * 2) * 3 is d0 * 6
        if lhs[0] == "*" and lhs[2][0] == "c":
            return mul(lhs[1], ("c", _wrap(lhs[2][1] * rhs[1])))
    # (d0 * 2) * s0 is (d0 * s0) * 2
    if lhs[0] == "*" and lhs[2][0] == "c":
        return mul(mul(lhs[1], rhs), lhs[2])
    return None


def mul(lhs, rhs):
    return _simplify_mul(lhs, rhs) or ("*", lhs, rhs)


def neg(e):
    return mul(e, ("c", -1))


def sub(lhs, rhs):
    return add(lhs, neg(rhs))


def _div_const(kind, a, b):
    if kind == "floordiv":
        return a // b
    return -((-a) // b)


def _simplify_div(kind, lhs, rhs):
    """simplifyFloorDiv / simplifyCeilDiv."""
    if rhs[0] != "c" or rhs[1] == 0:
        return None
    c = rhs[1]
    if lhs[0] == "c":
        if lhs[1] == _MIN and c == -1:
            return None
        return ("c", _div_const(kind, lhs[1], c))
    if c == 1:
        return lhs
    # (e * 128) floordiv 64 is e * 2
    if lhs[0] == "*" and lhs[2][0] == "c" and lhs[2][1] % c == 0:
        return mul(lhs[1], ("c", _wrap(abs(lhs[2][1]) // abs(c) * (1 if (lhs[2][1] < 0) == (c < 0) else -1))))
    # (e1 + e2) floordiv c, when e1 or e2 is a multiple of c
    if kind == "floordiv" and lhs[0] == "+":
        if largest_known_divisor(lhs[1]) % c == 0 or largest_known_divisor(lhs[2]) % c == 0:
            return add(floordiv(lhs[1], rhs), floordiv(lhs[2], rhs))
    return None


def floordiv(lhs, rhs):
    return _simplify_div("floordiv", lhs, rhs) or ("floordiv", lhs, rhs)


def ceildiv(lhs, rhs):
    return _simplify_div("ceildiv", lhs, rhs) or ("ceildiv", lhs, rhs)


def _simplify_mod(lhs, rhs):
    # mod by zero or a negative number is undefined, kept as it is
    if rhs[0] != "c" or rhs[1] < 1:
        return None
    c = rhs[1]
    if lhs[0] == "c":
        return ("c", lhs[1] % c)
    # a multiple of c: (i * 128) mod 64 is 0
    if largest_known_divisor(lhs) % c == 0:
        return ("c", 0)
    # (e1 + e2) mod c, when e1 or e2 is a multiple of c
    if lhs[0] == "+":
        if largest_known_divisor(lhs[1]) % c == 0:
            return mod(lhs[2], rhs)
        if largest_known_divisor(lhs[2]) % c == 0:
            return mod(lhs[1], rhs)
    # (e mod a) mod b is e mod b when b divides a
    if lhs[0] == "mod" and lhs[2][0] == "c" and lhs[2][1] >= 1 and lhs[2][1] % c == 0:
        return mod(lhs[1], rhs)
    return None


def mod(lhs, rhs):
    return _simplify_mod(lhs, rhs) or ("mod", lhs, rhs)


_BUILD = {"+": add, "-": sub, "*": mul, "floordiv": floordiv, "ceildiv": ceildiv, "mod": mod}


def binary(kind, lhs, rhs):
    """The expression ``lhs kind rhs`` as upstream builds it (kind may be ``-``)."""
    return _BUILD[kind](lhs, rhs)


def rebuild(e):
    """``e`` rebuilt bottom-up with the simplifying constructors."""
    if e[0] in ("d", "s", "c"):
        return e
    return binary(e[0], rebuild(e[1]), rebuild(e[2]))
