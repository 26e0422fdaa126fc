"""Affine expressions as upstream builds and prints them: the simplifying
constructors of AffineExpr.cpp (``d0 + 2 + 3`` is ``d0 + 5``, constants and
symbolic terms go to the right; they live in ``ir.affine_expr``, as every
``affine_map<...>`` is built with them; upstream's printer, ``d0 - d1 * 2``,
``-d0``, is ``ir.affine.expr_str``), integer sets (``affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>``)
and the maps of SSA ids the affine ops spell inline (``%A[%i + symbol(%n)]``).

Expressions are the tuples of ``ir.affine``: ("d", i), ("s", i), ("c", v),
(kind, lhs, rhs) with kind one of + * mod floordiv ceildiv.
"""
from __future__ import annotations

from ...ir.affine import AffineMap, expr_str, integer_set_text, parse_integer_set
from ...ir import attributes as A
# upstream's simplifying constructors (AffineExpr.cpp), re-exported for the affine modules
from ...ir import affine_expr as E
from ...ir.affine_expr import (  # noqa: F401
    add, binary, ceildiv, floordiv, is_const, mod, mul, neg, rebuild, sub, symbolic)


def simplify_map(m: AffineMap) -> AffineMap:
    res = tuple(rebuild(r) for r in m.results)
    return m if res == m.results else AffineMap(m.num_dims, m.num_symbols, res)


# ---- integer sets ----------------------------------------------------------------------------------

class IntegerSet:
    """``(d0)[s0] : (d0 - 10 >= 0, s0 == 0)``: constraints (expr, is_eq)."""
    __slots__ = ("num_dims", "num_symbols", "constraints")

    def __init__(self, num_dims, num_symbols, constraints):
        self.num_dims, self.num_symbols, self.constraints = num_dims, num_symbols, tuple(constraints)

    def text(self) -> str:
        return integer_set_text(self.num_dims, self.num_symbols, self.constraints)

    def holds(self, dims, syms) -> bool:
        from ...ir.affine import eval_expr
        for e, eq in self.constraints:
            v = eval_expr(e, dims, syms)
            if (v != 0) if eq else (v < 0):
                return False
        return True


def parse_set(text: str) -> IntegerSet:
    """The body of ``affine_set<...>`` (ir.affine's parser, upstream's rules)."""
    return IntegerSet(*parse_integer_set(text))


def canonical_set_attr(attr):
    """The IntegerSetAttr spelt as upstream prints it, and its parsed set."""
    s = parse_set(attr.text)
    text = s.text()
    return (attr if text == attr.text else A.IntegerSetAttr(text)), s


# ---- maps of SSA ids (``%A[%i + symbol(%n)]``) --------------------------------------------------------------

_HIGH = ("*", "mod", "floordiv", "ceildiv")


def ssa_map(exprs, tok_error):
    """Builds a map from parse trees of expressions over SSA uses: each
    distinct plain use is a dimension, each ``symbol(%x)`` a symbol, numbered
    in order of appearance (upstream parseAffineMapOfSSAIds).  Returns
    (AffineMap, dim uses, symbol uses)."""
    dims, syms = {}, {}
    dim_vals, sym_vals = [], []

    def conv(t, chain_at=None):
        k = t[0]
        if k == "ssa":
            v = t[1]
            if v.name in syms:
                return ("s", syms[v.name])
            if v.name not in dims:
                dims[v.name] = len(dim_vals)
                dim_vals.append(v)
            return ("d", dims[v.name])
        if k == "sym":
            v = t[1]
            if v.name in dims:
                return ("d", dims[v.name])
            if v.name not in syms:
                syms[v.name] = len(sym_vals)
                sym_vals.append(v)
            return ("s", syms[v.name])
        if k == "int":
            v = int(t[1].value)
            if v > E.INT64_MAX:
                tok_error("constant too large for index", t[1])
            return ("c", v)
        if k == "c":
            return t
        if k == "neg":
            return neg(conv(t[1]))
        if k == "paren":
            return conv(t[1])
        at = t[3] if len(t) > 3 else None
        if at is None:   # + and -
            return binary(k, conv(t[1]), conv(t[2]))
        # upstream checks a product or division when it reads the next
        # operator of the chain, and reports it there (`%i * %j * 2`: at the
        # second `*`); the last one of the chain at its own operator
        left = t[1]
        lhs = conv(left, at if left[0] in _HIGH and len(left) > 3 else None)
        rhs = conv(t[2])
        if k == "*" and not symbolic(lhs) and not symbolic(rhs):
            tok_error("non-affine expression: at least one of the multiply operands has to be either a "
                      "constant or symbolic", chain_at or at)
        if k != "*" and not symbolic(rhs):
            tok_error(f"non-affine expression: right operand of {k} has to be either a constant or symbolic",
                      chain_at or at)
        return binary(k, lhs, rhs)
    results = tuple(conv(t) for t in exprs)
    return AffineMap(len(dim_vals), len(sym_vals), results), dim_vals, sym_vals


def ssa_text(p, m: AffineMap, operands) -> str:
    """The results of ``m`` with its dimensions and symbols spelt by
    ``operands`` (dims then symbols): printAffineMapOfSSAIds."""
    nd = m.num_dims

    def name(kind, i):
        return p.value(operands[i]) if kind == "d" else "symbol(" + p.value(operands[nd + i]) + ")"
    return ", ".join(expr_str(r, name=name) for r in m.results)
