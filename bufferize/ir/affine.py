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
        m = _IDENTITY.get(n)
        if m is None:
            m = _IDENTITY[n] = AffineMap(n, 0, tuple(("d", i) for i in range(n)))
        return m


_IDENTITY: dict = {}   # rank -> its identity map (maps are immutable; the verifier asks per op)


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


def expr_str(e, strong: bool = False, name=None) -> str:
    """Upstream's printAffineExprInternal: a non-additive operand binds
    strongly (parenthesised when compound); `a + b * -1` is `a - b`,
    `a + b * -c` is `a - b * c`, `a + -c` is `a - c`, `b * -1` is `-b`.
    ``name(kind, pos)`` spells dimensions and symbols (default d0, s0: the
    affine ops spell them with their SSA operands)."""
    k = e[0]
    if k == "d" or k == "s":
        return name(k, e[1]) if name else f"{k}{e[1]}"
    if k == "c":
        return str(e[1])
    lhs, rhs = e[1], e[2]
    o, c = ("(", ")") if strong else ("", "")
    if k != "+":
        if k == "*" and rhs == ("c", -1):
            return o + "-" + expr_str(lhs, True, name) + c
        spell = " * " if k == "*" else f" {k} "
        return o + expr_str(lhs, True, name) + spell + expr_str(rhs, True, name) + c
    if rhs[0] == "*" and rhs[2][0] == "c":
        v = rhs[2][1]
        if v == -1:
            return o + expr_str(lhs, False, name) + " - " + expr_str(rhs[1], rhs[1][0] == "+", name) + c
        if v < -1:
            return (o + expr_str(lhs, False, name) + " - " + expr_str(rhs[1], True, name) + " * "
                    + E.negated_text(v) + c)
    if rhs[0] == "c" and rhs[1] < 0:
        return o + expr_str(lhs, False, name) + " - " + E.negated_text(rhs[1]) + c
    return o + expr_str(lhs, False, name) + " + " + expr_str(rhs, False, name) + c


class AffineError(ValueError):
    """A parse error in an affine map or set body, ``offset`` characters into
    the text given to the parser (where upstream's AffineParser reports it)."""

    def __init__(self, message: str, offset: int = 0):
        super().__init__(message)
        self.offset = offset


# upstream's lexer: `->`, bare identifiers (keywords too), integers (hex too),
# `%ids`, single punctuation (`>=` is `>` then `=`); `//` comments are space
_LEX = re.compile(r"(?:\s+|//[^\n]*)*(?:(->)|([A-Za-z_][\w$.]*)|(0x[0-9a-fA-F]+|\d+(?![.\d]))"
                  r"|(\d+\.\d*(?:[eE][-+]?\d+)?)|(%[\w$.-]+)|([-+*()\[\],:<>=])|(\S))")
_KINDS = (None, "punct", "id", "int", "float", "ssa", "punct", "bad")
_HIGH = ("*", "floordiv", "ceildiv", "mod")


class AffineParser:
    """upstream's AffineParser (mlir/lib/AsmParser/AffineParser.cpp) over the
    body of ``affine_map<...>`` / ``affine_set<...>``: the same grammar, the
    same checks (non-affine products and divisions, constants beyond int64,
    redefined and undeclared identifiers) with the same words, raised as
    :class:`AffineError` at the offset upstream points at.  Expressions are
    built with upstream's simplifying constructors (``affine_expr``)."""

    def __init__(self, text: str):
        toks, pos, n = [], 0, len(text)
        while True:
            m = _LEX.match(text, pos)
            if m is None:   # only space (or nothing) left
                toks.append(("eof", "", n))
                break
            k = m.lastindex
            if _KINDS[k] == "bad":
                raise AffineError("unexpected character", m.start(k))
            toks.append((_KINDS[k], m.group(k), m.start(k)))
            pos = m.end()
        self.text, self.toks, self.i = text, toks, 0
        self.names: list = []   # (name, expression), in order of definition

    # ---- tokens
    @property
    def tok(self):
        return self.toks[self.i]

    @property
    def off(self) -> int:
        return self.toks[self.i][2]

    def error(self, msg: str, off=None):
        raise AffineError(msg, self.off if off is None else off)

    def wrong(self, msg: str):
        """emitWrongTokenError: at the end of the text before the token
        (past spaces and line ends), where the missing token would go."""
        raise AffineError(msg, len(self.text[:self.off].rstrip()))

    def consume_if(self, text: str) -> bool:
        t = self.toks[self.i]
        if t[0] != "eof" and t[0] != "ssa" and t[1] == text:
            self.i += 1
            return True
        return False

    def expect(self, text: str, msg: str):
        if not self.consume_if(text):
            self.wrong(msg)

    def comma_list(self, open_, close, element, context: str):
        """parseCommaSeparatedList with a paren or square delimiter."""
        self.expect(open_, f"expected '{open_}'{context}")
        if self.consume_if(close):
            return
        element()
        while self.consume_if(","):
            element()
        self.expect(close, f"expected '{close}'{context}")

    # ---- dimension and symbol lists
    def define(self, expr):
        kind, text, _ = self.tok
        if kind != "id":
            self.wrong("expected bare identifier")
        if any(name == text for name, _ in self.names):
            self.error(f"redefinition of identifier '{text}'")
        self.i += 1
        self.names.append((text, expr))

    def dims_and_symbols(self) -> tuple:
        """``(d0, d1)[s0]``: (number of dimensions, number of symbols)."""
        counts = [0, 0]

        def dim():
            counts[0] += 1
            self.define(("d", counts[0] - 1))

        def sym():
            counts[1] += 1
            self.define(("s", counts[1] - 1))
        self.comma_list("(", ")", dim, " in dimensional identifier list")
        if self.tok[1] == "[" and self.tok[0] == "punct":
            self.comma_list("[", "]", sym, " in symbol list")
        return counts[0], counts[1]

    # ---- expressions
    def check(self, op, lhs, rhs, off):
        """getAffineBinaryOpExpr of a high-precedence op: the affine rules."""
        if op == "*":
            if not E.symbolic(lhs) and not E.symbolic(rhs):
                self.error("non-affine expression: at least one of the multiply operands has to be "
                           "either a constant or symbolic", off)
        elif not E.symbolic(rhs):
            self.error(f"non-affine expression: right operand of {op} has to be either a constant "
                       "or symbolic", off)
        return E.binary(op, lhs, rhs)

    def consume_high(self):
        kind, text, _ = self.tok
        if text in _HIGH and kind != "ssa":
            self.i += 1
            return text
        return None

    def consume_low(self):
        kind, text, _ = self.tok
        if kind == "punct" and text in ("+", "-"):
            self.i += 1
            return text
        return None

    def expr(self):
        """parseAffineLowPrecOpExpr (its recursion as a loop)."""
        llhs = op = None
        while True:
            lhs = self.operand(llhs)
            nxt = self.consume_low()
            if nxt:
                llhs, op = (lhs if llhs is None else E.binary(op, llhs, lhs)), nxt
                continue
            at = self.off
            high = self.consume_high()
            if high:
                term = self.high(lhs, high, at)
                lhs = term if llhs is None else E.binary(op, llhs, term)
                nxt = self.consume_low()
                if nxt:
                    llhs, op = lhs, nxt
                    continue
                return lhs
            return lhs if llhs is None else E.binary(op, llhs, lhs)

    def high(self, llhs, op, op_at):
        """parseAffineHighPrecOpExpr: a product or division is checked when
        the next operator is read, at that operator (upstream's location),
        and the chain's last one at its own operator."""
        while True:
            lhs = self.operand(llhs)
            at = self.off
            nxt = self.consume_high()
            if not nxt:
                return self.check(op, llhs, lhs, op_at)
            llhs, op, op_at = self.check(op, llhs, lhs, at), nxt, at

    def operand(self, lhs):
        """parseAffineOperandExpr."""
        kind, text, at = self.tok
        if kind == "id" and text == "symbol":
            self.i += 1
            self.expect("(", "expected '(' at start of SSA symbol")
            self.wrong("unexpected ssa identifier")
        if kind == "ssa":
            self.wrong("unexpected ssa identifier")
        if kind == "int":
            return self.integer(text, at)
        if kind == "punct":
            if text == "(":
                self.i += 1
                if self.tok[1] == ")" and self.tok[0] == "punct":
                    self.error("no expression inside parentheses")
                e = self.expr()
                self.expect(")", "expected ')'")
                return e
            if text == "-":
                self.i += 1
                return E.mul(("c", -1), self.operand(lhs))
            if text in ("+", "*"):
                self.error("missing right operand of binary operator" if lhs is not None else
                           "missing left operand of binary operator")
        if kind == "id":
            for name, e in self.names:
                if name == text:
                    self.i += 1
                    return e
            self.wrong("use of undeclared identifier")
        self.error("missing right operand of binary operator" if lhs is not None else
                   "expected affine expression")

    def integer(self, text: str, at: int):
        """parseIntegerExpr: an index constant (int64)."""
        v = int(text, 16) if text[:2] == "0x" else int(text)
        if v > E.INT64_MAX:
            self.error("constant too large for index", at)
        self.i += 1
        return ("c", v)

    # ---- maps and sets
    def map_range(self) -> list:
        results = []
        self.comma_list("(", ")", lambda: results.append(self.expr()), " in affine map range")
        return results

    def constraint(self):
        """parseAffineConstraint: (expression, is equality)."""
        lhs = self.expr()
        if self.consume_if(">") and self.consume_if("="):
            return E.sub(lhs, self.expr()), False
        if self.consume_if("<") and self.consume_if("="):
            return E.sub(self.expr(), lhs), False
        if self.consume_if("=") and self.consume_if("="):
            return E.sub(lhs, self.expr()), True
        self.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")

    def map_or_set(self):
        """parseAffineMapOrIntegerSetInline: ("map", AffineMap) or
        ("set", (dims, symbols, constraints))."""
        nd, ns = self.dims_and_symbols()
        if self.consume_if("->"):
            return "map", AffineMap(nd, ns, tuple(self.map_range()))
        self.expect(":", "expected '->' or ':'")
        cons = []
        self.comma_list("(", ")", lambda: cons.append(self.constraint()), " in integer set constraint list")
        return "set", (nd, ns, tuple(cons))


def _parse(text: str, want: str):
    p = AffineParser(text)
    start = p.off
    kind, value = p.map_or_set()
    if kind != want:
        raise AffineError("expected AffineMap, but got IntegerSet" if want == "map" else
                          "expected IntegerSet, but got AffineMap", start)
    if p.tok[0] != "eof":
        p.wrong("expected '>' in affine map" if want == "map" else "expected '>' in integer set")
    return value


def error_before_unbalanced(text: str, want: str):
    """The AffineError upstream reports in a ``affine_map<``/``affine_set<``
    body whose brackets do not balance (``want``: "map" or "set"): upstream
    lexes the body token by token, so it stops at the first token its
    grammar does not expect.  ``text`` runs from the body to the end of the
    input; it is parsed up to its first character that is no affine token
    (a whole map or set there still lacks its ``>``)."""
    pos = 0
    while True:
        m = _LEX.match(text, pos)
        if m is None or _KINDS[m.lastindex] == "bad":
            break
        pos = m.end()
    try:
        _parse(text[:pos], want)
    except AffineError as e:
        return e
    return AffineError("expected '>' in affine map" if want == "map" else "expected '>' in integer set",
                       len(text[:pos].rstrip()))


def parse_affine_map(text: str) -> AffineMap:
    """The body of ``affine_map<...>``; AffineError as upstream reports it."""
    return _parse(text, "map")


def parse_integer_set(text: str) -> tuple:
    """The body of ``affine_set<...>``: (dims, symbols, ((expr, is_eq), ...));
    no constraint is ``0 == 0`` (printed so)."""
    return _parse(text, "set")


def integer_set_text(num_dims: int, num_symbols: int, constraints) -> str:
    """An integer set as upstream prints it: ``(d0)[s0] : (d0 - 10 >= 0, s0 == 0)``
    (every constraint moved to one side; none is ``0 == 0``)."""
    s = "(" + ", ".join(f"d{i}" for i in range(num_dims)) + ")"
    if num_symbols:
        s += "[" + ", ".join(f"s{i}" for i in range(num_symbols)) + "]"
    body = ", ".join(expr_str(e) + (" == 0" if eq else " >= 0") for e, eq in constraints)
    return s + " : (" + (body or "0 == 0") + ")"
