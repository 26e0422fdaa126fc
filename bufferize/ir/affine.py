"""Affine maps: `(d0, d1)[s0] -> (d0 + s0, d1 * 2)`.

Expressions are tuples: ("d", i), ("s", i), ("c", value) and
(op, lhs, rhs) with op in + * mod floordiv ceildiv, built by upstream's
simplifying constructors (affine_expr.py: `d0 + d0` is `d0 * 2`).  Printing
follows upstream's spelling (`d0 - 1`, `-d0`, `d0 * 2`).
"""
from __future__ import annotations

import re
from ._frozen import frozen
from . import affine_expr as E

_TOK = re.compile(r"\s*(?:(->|>=|<=|==)|([A-Za-z_][\w$.]*)|(\d+)|([-+*()\[\],:]))")


@frozen
class AffineMap:
    num_dims: int
    num_symbols: int
    results: tuple

    def is_identity(self) -> bool:
        return (self.num_symbols == 0 and len(self.results) == self.num_dims
                and all(r == ("d", i) for i, r in enumerate(self.results)))

    def is_permutation(self) -> bool:
        return (self.num_symbols == 0 and len(self.results) == self.num_dims
                and sorted(r for r in self.results if r[0] == "d") == [("d", i) for i in range(self.num_dims)])

    def __repr__(self) -> str:
        return f"AffineMap(num_dims={self.num_dims!r}, num_symbols={self.num_symbols!r}, results={self.results!r})"

    def __str__(self) -> str:
        dims = ", ".join(f"d{i}" for i in range(self.num_dims))
        syms = ", ".join(f"s{i}" for i in range(self.num_symbols))
        s = f"({dims})"
        if self.num_symbols:
            s += f"[{syms}]"
        return s + " -> (" + ", ".join(expr_str(r) for r in self.results) + ")"

    def evaluate(self, dims, syms=()) -> list:
        """The results for integer dimension and symbol values (upstream
        AffineMap::compose with constants)."""
        return [eval_expr(r, dims, syms) for r in self.results]

    @staticmethod
    def identity(n: int) -> "AffineMap":
        return AffineMap(n, 0, tuple(("d", i) for i in range(n)))


def eval_expr(e, dims, syms=()):
    """An expression's value for integer dimension and symbol values."""
    k = e[0]
    if k == "d":
        return dims[e[1]]
    if k == "c":
        return e[1]
    if k == "s":
        return syms[e[1]]
    a, b = eval_expr(e[1], dims, syms), eval_expr(e[2], dims, syms)
    if k == "+":
        return a + b
    if k == "*":
        return a * b
    if k == "mod":
        return a % b
    if k == "floordiv":
        return a // b
    return -((-a) // b)   # ceildiv


def expr_str(e, strong: bool = False) -> str:
    """Upstream's printAffineExprInternal: a non-additive operand binds
    strongly (parenthesised when compound); `a + b * -1` is `a - b`,
    `a + b * -c` is `a - b * c`, `a + -c` is `a - c`, `b * -1` is `-b`."""
    k = e[0]
    if k == "d":
        return f"d{e[1]}"
    if k == "s":
        return f"s{e[1]}"
    if k == "c":
        return str(e[1])
    lhs, rhs = e[1], e[2]
    o, c = ("(", ")") if strong else ("", "")
    if k != "+":
        if k == "*" and rhs == ("c", -1):
            return o + "-" + expr_str(lhs, True) + c
        spell = " * " if k == "*" else f" {k} "
        return o + expr_str(lhs, True) + spell + expr_str(rhs, True) + c
    if rhs[0] == "*" and rhs[2][0] == "c":
        v = rhs[2][1]
        if v == -1:
            return o + expr_str(lhs) + " - " + expr_str(rhs[1], rhs[1][0] == "+") + c
        if v < -1:
            return o + expr_str(lhs) + " - " + expr_str(rhs[1], True) + " * " + E.negated_text(v) + c
    if rhs[0] == "c" and rhs[1] < 0:
        return o + expr_str(lhs) + " - " + E.negated_text(rhs[1]) + c
    return o + expr_str(lhs) + " + " + expr_str(rhs) + c


class MapParser:
    """A tokenizer and recursive-descent parser of the body of
    ``affine_map<...>``, building expressions with upstream's simplifying
    constructors; the affine dialect's integer-set parser subclasses it with
    its own wording (``where``)."""
    where = "invalid affine map: "

    def __init__(self, text: str):
        self.toks = []
        pos = 0
        text = text.strip()
        while pos < len(text):
            m = _TOK.match(text, pos)
            if not m or m.end() == pos:
                raise ValueError(f"{self.where}unexpected '{text[pos:].strip()[:10]}'")
            self.toks.append(m.group(m.lastindex))
            pos = m.end()
            while pos < len(text) and text[pos].isspace():
                pos += 1
        self.i = 0
        self.names: dict = {}

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want=None):
        t = self.peek()
        if t is None or (want is not None and t != want):
            raise ValueError(self.expected(want, t))
        self.i += 1
        return t

    def expected(self, want, found) -> str:
        return f"{self.where}expected '{want}' but found '{found}'"

    def idlist(self, close, kind):
        out = []
        if self.peek() == close:
            self.take()
            return out
        while True:
            name = self.take()
            self.names[name] = (kind, len(out))
            out.append(name)
            t = self.take()
            if t == close:
                return out
            if t != ",":
                raise ValueError(f"{self.where}expected ',' or closing bracket")

    def dims_and_symbols(self) -> tuple:
        """``(d0, d1)[s0]``: the dimension and symbol names, declared."""
        self.take("(")
        dims = self.idlist(")", "d")
        syms = []
        if self.peek() == "[":
            self.take()
            syms = self.idlist("]", "s")
        return dims, syms

    # The expression builders: upstream's simplifying constructors (the
    # affine parser's getAffineBinaryOpExpr; `-e` is `(-1) * e`).
    def binary(self, op, lhs, rhs):
        return E.binary(op, lhs, rhs)

    def negate(self, e):
        return E.mul(("c", -1), e)

    def expr(self):
        e = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            e = self.binary(op, e, self.term())
        return e

    def term(self):
        e = self.unary()
        while self.peek() in ("*", "mod", "floordiv", "ceildiv"):
            op = self.take()
            e = self.binary(op, e, self.unary())
        return e

    def unary(self):
        t = self.peek()
        if t == "-":
            self.take()
            return self.negate(self.unary())
        if t == "(":
            self.take()
            e = self.expr()
            self.take(")")
            return e
        if t is None or not (t[0].isalnum() or t[0] == "_"):
            raise ValueError("expected affine expression")
        self.take()
        if t.isdigit():
            return ("c", int(t))
        if t in self.names:
            kind, i = self.names[t]
            return (kind, i)
        raise ValueError("use of undeclared identifier")   # (upstream's words: no name)


def parse_affine_map(text: str) -> AffineMap:
    p = MapParser(text)
    dims, syms = p.dims_and_symbols()
    p.take("->")
    p.take("(")
    results = []
    if p.peek() != ")":
        results.append(p.expr())
        while p.peek() == ",":
            p.take()
            results.append(p.expr())
    p.take(")")
    if p.peek() is not None:
        raise ValueError(f"invalid affine map: unexpected '{p.peek()}'")
    return AffineMap(len(dims), len(syms), tuple(results))
