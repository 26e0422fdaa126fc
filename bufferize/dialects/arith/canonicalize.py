"""arith canonicalization patterns (upstream's ArithCanonicalization.td):
``select(pred, false, true)`` is ``not(pred)`` (SelectI1ToNot).  The folds
(``select(pred, true, false)`` is ``pred``, ...) are in fold.py."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Operation
from .fold import const_int, materialize_arith_constant


def _select_i1_to_not(op, rewriter):
    a, b = op.operand(1), op.operand(2)
    if op.results[0].type != T.i1:
        return False
    ca, cb = const_int(a), const_int(b)
    if ca is None or cb is None or ca[0] != 0 or cb[0] == 0:
        return False
    true = rewriter.insert_before(op, materialize_arith_constant(A.BoolAttr(True), T.i1, op.loc))
    xor = rewriter.insert_before(op, Operation("arith.xori", [op.operand(0), true.results[0]], [T.i1], loc=op.loc))
    rewriter.replace_op(op, [xor.results[0]])
    return True


def _register_patterns():
    from ...transforms.rewrite import add_patterns
    add_patterns("arith.select", _select_i1_to_not)


_register_patterns()
