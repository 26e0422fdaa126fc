"""How cf's branches forward operands to their successors and which one they
take, declared for the passes that rewrite branches (the ownership-based
deallocation adds an ``i1`` ownership operand per forwarded buffer and frees
on each edge only when that edge is taken):

* ``set_successor_operands``: ``fn(op, i, values)`` makes ``values`` the
  operands ``op`` forwards to successor ``i``, the other successors' and the
  non-forwarded operands (condition, flag) unchanged, with the segment
  properties updated (upstream's ``MutableOperandRange`` of
  ``getSuccessorOperands(i)``).
* ``successor_condition``: ``fn(op, i, memo) -> Value``: an ``i1`` that is
  true exactly when ``op`` transfers control to successor ``i``, computed by
  ops inserted right before ``op``.  ``memo`` is a dict the caller keeps
  while it handles one op, so that the successors share the comparisons
  they need.  ``cf.cond_br``'s false successor builds its own ``true`` /
  ``arith.xori`` on every call, as upstream's cf.cond_br deallocation model
  does for each condition it adapts (so that the pass output is upstream's).
  ``cf.switch``: case ``k`` is taken when the flag equals its value and no
  earlier case has the same value (the first matching case wins, as the
  interpreter runs it); the default when no case value matches.
"""
from __future__ import annotations

from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import Operation
from ...ir.registry import register_op
from .ops import _case_values, successor_operand_range


def _with(op, i: int, values):
    start, n = successor_operand_range(op, i)
    vals = [o.value for o in op.operands]
    return vals[:start] + list(values) + vals[start + n:], len(values) - n


def _set_br(op, i: int, values) -> None:
    op.set_operands(list(values))


def _set_cond_br(op, i: int, values) -> None:
    vals, delta = _with(op, i, values)
    seg = list(op.properties["operandSegmentSizes"].values)
    seg[1 + i] += delta
    op.set_operands(vals)
    op.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(seg))


def _set_switch(op, i: int, values) -> None:
    vals, delta = _with(op, i, values)
    seg = list(op.properties["operandSegmentSizes"].values)
    if i == 0:
        seg[1] += delta
    else:
        seg[2] += delta
        cs = list(op.properties["case_operand_segments"].values)
        cs[i - 1] += delta
        op.properties["case_operand_segments"] = A.DenseArrayAttr(T.i32, tuple(cs))
    op.set_operands(vals)
    op.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(seg))


def _before(op, name, operands, result_type, props=None):
    new = Operation(name, list(operands), [result_type], properties=props or {}, loc=op.loc)
    op.parent.insert_before(op, new)
    return new.results[0]


def _const(op, value: int, ty):
    attr = (A.TRUE if value else A.FALSE) if ty == T.i1 else A.IntegerAttr(value, ty)
    return _before(op, "arith.constant", [], ty, {"value": attr})


def _br_condition(op, i: int, memo):
    return _const(op, 1, T.i1)


def _cond_br_condition(op, i: int, memo):
    cond = op.operands[0].value
    if i == 0:
        return cond
    true = _const(op, 1, T.i1)
    return _before(op, "arith.xori", [true, cond], T.i1)


def _switch_condition(op, i: int, memo):
    flag = op.operands[0].value
    cases = _case_values(op)

    def eq(k):   # flag == the value of case k (0-based), built once per op
        key = ("eq", cases[k])
        if key not in memo:
            c = _const(op, cases[k], flag.type)
            memo[key] = _before(op, "arith.cmpi", [flag, c], T.i1,
                                {"predicate": A.IntegerAttr(0, T.i64)})   # eq
        return memo[key]

    key = ("taken", i)
    if key in memo:
        return memo[key]
    if i > 0:
        k = i - 1
        res = eq(k) if cases[k] not in cases[:k] else _const(op, 0, T.i1)
    elif not cases:
        res = _const(op, 1, T.i1)
    else:
        any_eq = None
        for k, v in enumerate(cases):
            if v in cases[:k]:
                continue
            any_eq = eq(k) if any_eq is None else _before(op, "arith.ori", [any_eq, eq(k)], T.i1)
        res = _before(op, "arith.xori", [any_eq, _const(op, 1, T.i1)], T.i1)
    memo[key] = res
    return res


register_op("cf.br", set_successor_operands=_set_br, successor_condition=_br_condition)
register_op("cf.cond_br", set_successor_operands=_set_cond_br, successor_condition=_cond_br_condition)
register_op("cf.switch", set_successor_operands=_set_switch, successor_condition=_switch_condition)
